import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSearchAnswer, prefixWords } from "../../shared/booking-search.ts";
import { rawRows } from "../db/raw-rows.ts";
import { location } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  const [far] = await t.database.db.insert(location).values({ name: "Hornsea 100% Two_OSS" }).returning();
  ids.acme = (
    await createBookingVia(admin, bookingPayload(f, { startDate: "2031-01-05", endDate: "2031-01-05" }))
  ).id;
  ids.zenith = (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        customerId: f.customers.zenith,
        startDate: "2024-06-01",
        endDate: "2024-06-03",
        allocatedAircraftId: f.aircraft["G-LDNB"],
      }),
    )
  ).id;
  // Remarks on the middle day only; the search shows that day.
  await admin("PATCH", `/api/bookings/${ids.zenith}/daily-details/2024-06-02/remarks`, {
    remarks: "Crew change, 4 PAX + tools",
  });
  ids.far = (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        customerId: f.customers.zenith,
        startDate: "2039-09-09",
        endDate: "2039-09-10",
        destinationId: far!.id,
      }),
    )
  ).id;
});
afterAll(() => t.close());

async function search(api: Api, q: string) {
  const response = await api("GET", `/api/bookings/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return bookingSearchAnswer.parse(response.json());
}
const found = async (q: string) => (await search(viewer, q)).results.map((r) => [r.id, r.date, r.matched]);

describe("GET /api/bookings/search", () => {
  it("needs a session, and answers read-only users", async () => {
    expect((await apiAs(t, undefined)("GET", "/api/bookings/search?q=acme")).statusCode).toBe(401);
    expect((await search(viewer, "acme")).results).toHaveLength(1);
  });

  it("finds by customer, in any case and any part of the name, across all months", async () => {
    expect(await found("ACME off")).toEqual([[ids.acme, "2031-01-05", ["customer"]]]);
    expect(await found("nith")).toEqual([
      [ids.far, "2039-09-09", ["customer"]],
      [ids.zenith, "2024-06-01", ["customer"]],
    ]);
  });

  it("finds by booking id", async () => {
    const [result] = (await search(viewer, String(ids.far))).results.filter((r) => r.id === ids.far);
    expect(result?.matched).toContain("id");
  });

  it("finds by the allocated aircraft's registration", async () => {
    expect(await found("g-ldnb")).toEqual([[ids.zenith, "2024-06-01", ["registration"]]]);
  });

  it("finds by departure or destination, showing the first day that goes there", async () => {
    const rows = await found("blackpool");
    expect(rows.map(([id]) => id)).toEqual([ids.far, ids.acme, ids.zenith]);
    expect(await found("100% two_")).toEqual([[ids.far, "2039-09-09", ["location"]]]);
    // LIKE's wildcards are taken literally.
    expect(await found("100_ two")).toEqual([]);
  });

  it("finds words of the remarks by their beginnings and shows the day they are on", async () => {
    expect(await found("4 pax")).toEqual([[ids.zenith, "2024-06-02", ["remarks"]]]);
    expect(await found("crew chan")).toEqual([[ids.zenith, "2024-06-02", ["remarks"]]]);
    const [result] = (await search(viewer, "tools")).results;
    expect(result).toMatchObject({
      id: ids.zenith,
      customer: { name: "Zenith Energy" },
      aircraftType: "AW139",
      registration: "G-LDNB",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      remarks: "Crew change, 4 PAX + tools",
    });
  });

  it("says so when more bookings match than it sends", async () => {
    for (let i = 0; i < 21; i++) {
      await createBookingVia(admin, bookingPayload(f, { startDate: "2033-02-01", endDate: "2033-02-01" }));
    }
    const answer = await search(viewer, "acme");
    expect(answer.results).toHaveLength(20);
    expect(answer.more).toBe(true);
  });

  it("refuses a search too short, too long or missing, naming q", async () => {
    for (const url of ["/api/bookings/search?q=a", "/api/bookings/search?q=%20", "/api/bookings/search"]) {
      const response = await viewer("GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatch(/q/);
    }
    const long = await viewer("GET", `/api/bookings/search?q=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/100 characters/);
  });

  it("answers punctuation-only and odd input without an error", async () => {
    for (const q of ["!!", "'; drop", "&|:*()", "99999999999999"]) {
      expect((await viewer("GET", `/api/bookings/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(
        200,
      );
    }
  });

  it("reads remarks through their words index", async () => {
    // With sequential scans ruled out, a plan exists only if the index can answer the query.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await rawRows<Record<string, string>>(
        tx,
        sql`explain select 1 from scheduler_booking_daily_details where to_tsvector('simple', remarks) @@ to_tsquery('simple', ${prefixWords("pax")})`,
      );
      return explained.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("daily_details_remarks_words_idx");
  });
});

describe("prefixWords", () => {
  it("keeps letters and digits only, each word a prefix", () => {
    expect(prefixWords("4 PAX + tools")).toBe("4:* & pax:* & tools:*");
    expect(prefixWords("Ødegård's")).toBe("ødegård:* & s:*");
    expect(prefixWords("&|!")).toBeNull();
  });
});
