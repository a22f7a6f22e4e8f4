import { getTableName, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "./db/raw-rows.ts";
import {
  aircraft,
  aircraftType,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  crewMembers,
  crewUnavailability,
  customer,
  dailyDetails,
  dutyRuleSettings,
  fleetSettings,
  location,
  users,
} from "./db/schema.ts";
import { addFixtures, type Fixtures } from "./testing/booking-fixtures.ts";
import { listRoutes } from "./testing/routes.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

/**
 * Hostile requests against every route the app lists (so a new route is fuzzed the day it lands):
 * random path parameters, query strings, bodies, content types and origins, as an editor, a read-only
 * user and nobody. Whatever arrives, the server answers below 500 with a JSON `{error}` when it refuses,
 * and a refused call writes nothing. `FUZZ_RUNS` sets the number of requests (2,000 by default) and
 * `FUZZ_SEED` replays the seed a failure printed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// The live-update stream never ends, so inject cannot wait for it; its refusals are tested in
// live-refresh/events.test.ts.
const NOT_FUZZED = new Set(["GET /api/events"]);

let t: TestApp;
let f: Fixtures;
let cookies: { admin: string; viewer: string };
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  cookies = { admin: await t.login("admin"), viewer: await t.login("viewer") };
  routes = listRoutes(t.app)
    // The API only: the web app's built files (present once it is built) are static.
    .filter((route) => route.includes(" /api/") && !NOT_FUZZED.has(route))
    .map((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return { method, path };
    });
});
afterAll(() => t.close());

/** Every table a user's call may write, as one digest: equal digests mean nothing was written. */
async function digest(): Promise<string> {
  const tables = [
    bookings,
    dailyDetails,
    customer,
    location,
    aircraftType,
    aircraft,
    bookingStatus,
    users,
    aircraftUnavailability,
    fleetSettings,
    crewMembers,
    crewUnavailability,
    dutyRuleSettings,
  ];
  const parts = tables.map(
    (table) =>
      `(select coalesce(string_agg(r::text, ',' order by r::text), '') from "${getTableName(table)}" r)`,
  );
  const [result] = await rawRows<{ digest: string }>(
    t.database.db,
    sql.raw(`select md5(${parts.join(" || '|' || ")}) as digest`),
  );
  return result!.digest;
}

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "--",
    "TBC",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "99999999999999999999",
    "2025-02-30",
    "2025-13-01",
    "2025-07-02",
    "0000-00-00",
    "flags",
    "' or 1=1 --",
    "'; drop table bookings; --",
    "<script>alert(1)</script>",
    '=HYPERLINK("http://x")',
    "../../etc/passwd",
    "\u0000",
    "\ud800",
    "#zzzzzz",
    "#112233",
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.integer({ min: 0, max: 8 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  // The days' flown hours of an edit (docs/decisions/033), each spoiled or not.
  fc.array(fc.record({ date: fc.oneof(fc.constant("2025-07-02"), hostileText), actualHours: hostileText }), {
    maxLength: 3,
  }),
  // The days' details of an edit (the Edit dialog's grid), each field spoiled or not.
  fc.array(
    fc.record(
      {
        date: fc.oneof(fc.constant("2025-07-02"), hostileText),
        departureTime: hostileText,
        expectedAircraftHours: fc.oneof(hostileText, fc.double()),
        destinationId: fc.oneof(fc.integer(), hostileText),
        remarks: hostileText,
      },
      { requiredKeys: ["date"] },
    ),
    { maxLength: 3 },
  ),
);
const fieldNames = fc.constantFrom(
  "customerId",
  "aircraftTypeId",
  "bookingStatusId",
  "statusId",
  "intoId",
  "departureId",
  "destinationId",
  "allocatedAircraftId",
  "startDate",
  "endDate",
  "departureTime",
  "expectedHours",
  "actualHours",
  "days",
  "remarks",
  "name",
  "color",
  "title",
  "registration",
  "statusText",
  "statusColor",
  "isConfirmed",
  "username",
  "password",
  "from",
  "to",
  "aircraftId",
  "turnaroundMinutes",
  "reason",
  "version",
  "bookingId",
  "upTo",
  "__proto__",
  "constructor",
);
const body = fc.oneof(
  fc.dictionary(fieldNames, hostileValue, { maxKeys: 9 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
  // A body a valid booking is near: one field spoiled at a time.
  fc.record({ field: fieldNames, value: hostileValue }).map(({ field, value }) => ({
    customerId: f.customers.acme,
    aircraftTypeId: f.types.AW139,
    bookingStatusId: f.statuses.pending,
    departureId: f.locations.base,
    destinationId: f.locations.rig,
    startDate: "2025-07-01",
    endDate: "2025-07-03",
    [field]: value,
  })),
);
const rawBody = fc.oneof(
  body.map((value) => (value === undefined ? undefined : JSON.stringify(value))),
  fc.constantFrom("{", '{"name":', "[1,2", "\u0000", "null", "true", '"text"', "x".repeat(2_000_000)),
);
/** Percent-encodes every byte, so any string (a lone surrogate too) travels in a path. */
const encodeBytes = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
const paramValue = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map(String),
  hostileText.map(encodeBytes),
  // Malformed escapes, sent as they are.
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%C0%AF", "%00"),
);
const request = fc.record({
  route: fc.nat(),
  params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(fc.constantFrom("from", "to", "date", "q", "key", "id", "include"), hostileText, {
    maxKeys: 3,
  }),
  body: rawBody,
  contentType: fc.constantFrom(
    "application/json",
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    undefined,
  ),
  who: fc.constantFrom("admin", "admin", "admin", "viewer", "nobody"),
  origin: fc.constantFrom(undefined, undefined, "http://localhost:80", "http://evil.example"),
  // A booking write's version as an ETag (docs/decisions/028), well-formed or not.
  ifMatch: fc.oneof(
    fc.constant(undefined),
    fc.constant(undefined),
    fc.constantFrom('"1"', '"2"', '"3"', "*", 'W/"2"', "2", '"0"', '"x"', "", '"99999999999"', '"1", "2"'),
    hostileText,
  ),
});

describe("fuzz", () => {
  it(`answers ${RUNS} hostile requests below 500, with a JSON error for each refusal and nothing written`, async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route % routes.length]!;
        let index = 0;
        const url = route.path.replace(/:[A-Za-z]+/g, () => r.params[index++] ?? "");
        const query = Object.entries(r.query)
          .map(([key, value]) => `${key}=${encodeBytes(value)}`)
          .join("&");
        // Signing out is sent without a session so the fuzzing users keep theirs.
        const cookie =
          route.path === "/api/auth/logout" || r.who === "nobody" ? undefined : cookies[r.who as "admin"];
        const headers: Record<string, string> = {};
        if (cookie) headers.cookie = cookie;
        if (r.contentType && r.body !== undefined) headers["content-type"] = r.contentType;
        if (r.origin) headers.origin = r.origin;
        if (r.ifMatch !== undefined) headers["if-match"] = r.ifMatch;

        const before = await digest();
        const response = await t.app.inject({
          method: route.method as "GET",
          url: query ? `${url}?${query}` : url,
          headers,
          payload: r.body,
        });
        sent++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);

        const what = `${route.method} ${url} as ${r.who}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) {
          if (route.method !== "HEAD") expect(typeof response.json().error, what).toBe("string");
          expect(await digest(), `${what} was refused but wrote`).toBe(before);
        }
        if (r.who !== "admin" && route.method !== "GET" && route.method !== "HEAD") {
          expect(await digest(), `${what} wrote without edit rights`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes; answers ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")}`,
    );
    expect(sent).toBe(RUNS);
  }, 600_000);
});
