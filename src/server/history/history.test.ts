import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../shared/history.ts";
import { rawRows } from "../db/raw-rows.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { listRoutes } from "../testing/routes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;
const newBooking = async (overrides: object = {}) =>
  (
    await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-25", ...overrides }),
    )
  ).id;
const newRow = async (url: string, body: object) => (await admin("POST", url, body)).json().id as number;
/** Admin as a crew member, once: the pilot's own feed needs a linked account. */
let linked = false;
const linkAdminToCrew = async () => {
  if (linked) return;
  const me = (await admin("GET", "/api/auth/me")).json();
  await newRow("/api/crew", { name: "Feed Pilot", role: "captain", userId: me.id });
  linked = true;
};
/** A booking whose second day a date change removed, and that change's record (restore-removed-days.ts). */
const bookingWithRemovedDay = async () => {
  const id = await newBooking();
  await admin(
    "PUT",
    `/api/bookings/${id}`,
    bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-24" }),
  );
  return { id, recordId: await lastRecordId() };
};
const newUser = async () =>
  (
    await admin("POST", "/api/users", {
      username: unique("user").replace(" ", "-"),
      name: "Pat Pilot",
      canEdit: true,
      canManageUsers: false,
    })
  ).json().id as number;
const uploadAddress = async () => (await admin("POST", "/api/csv/upload-url")).json().uploadURL as string;
const multipartUpload = async () =>
  (await admin("POST", "/api/csv/s3/multipart", { filename: "a.csv" })).json().uploadId as string;
const CSV_FILE =
  "Customer,Departure,Destination,Aircraft Type,Start Date\nHistory Co,H1,H2,AW139,2025-09-01\nHistory Co,H1,H2,AW139,2025-09-02\n";

/** Everything recorded after record `after`, oldest first. */
async function recordsAfter(after: number): Promise<HistoryEntry[]> {
  const page = (await admin("GET", "/api/history?limit=200")).json().entries as HistoryEntry[];
  return page.filter((entry) => entry.id > after).reverse();
}
const lastRecordId = async () =>
  ((await admin("GET", "/api/history?limit=1")).json().entries[0]?.id as number | undefined) ?? 0;

const change = (field: string, from: string | null, to: string | null, date: string | null = null) => ({
  field,
  date,
  from,
  to,
});

interface HistoryCall {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  route: string;
  prepare(): Promise<{ url: string; body?: object | string }>;
  /**
   * The records the call must leave, oldest first, matched field by field; `[]` for a call that
   * changes nothing history keeps (an upload on its way, a chat draft), with the reason beside it.
   */
  records: object[];
}

/** A PATCH of one day; `body` is a function because the fixtures exist only once the tests start. */
const onDay = (field: string, body: () => object) => async () => ({
  url: `/api/bookings/${await newBooking()}/daily-details/2026-11-25/${field}`,
  body: body(),
});
const chat = (call: string) => async () => ({
  url: `/api/chatbot/${call}`,
  body: {
    message: "Acme AW139 tomorrow",
    name: "Chat Rig",
    bookingDetails: {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      destinationId: f.locations.rig,
      startDate: "2025-10-01",
      endDate: "2025-10-01",
    },
  },
});

/** An unavailability period of the first seeded aircraft; answers the period's id. */
const newPeriod = async (reason: string) =>
  newRow("/api/aircraft-unavailability", {
    aircraftId: Object.values(f.aircraft)[0],
    startDate: "2026-12-01",
    endDate: "2026-12-03",
    reason,
  });

/** A maintenance template or item (docs/decisions/051), named afresh each time; answers its id. */
const newTemplate = (name: string) =>
  newRow("/api/maintenance/templates", {
    aircraftTypeId: f.types.AW139,
    name: unique(name),
    intervalHours: "100",
  });
const newItem = (name: string) =>
  newRow("/api/maintenance/items", {
    aircraftId: f.aircraft["G-LDNC"],
    name: unique(name),
    intervalHours: "100",
    dueHours: "1000",
  });

/** Every write route with the history it must leave. A new write route fails the first test until it is here. */
const calls: HistoryCall[] = [
  // Crew members (docs/decisions/054): each field in words, the types by title.
  {
    method: "POST",
    route: "/api/crew",
    prepare: async () => ({
      url: "/api/crew",
      body: { name: "Hughes", role: "captain", ratedTypeIds: [f.types.AW139], phone: "+44 7700 900123" },
    }),
    records: [
      {
        entity: "crew member",
        action: "created",
        label: "Hughes",
        changes: expect.arrayContaining([
          change("Role", null, "Captain"),
          change("Rated on", null, "AW139"),
          change("Phone", null, "+44 7700 900123"),
        ]),
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/crew/:id",
    prepare: async () => ({
      url: `/api/crew/${await newRow("/api/crew", { name: "Patel", role: "first officer" })}`,
      body: { name: "Patel", role: "captain", ratedTypeIds: [f.types.AW139], active: false },
    }),
    records: [
      {
        entity: "crew member",
        action: "changed",
        label: "Patel",
        changes: [
          change("Role", "First officer", "Captain"),
          change("Rated on", null, "AW139"),
          change("Active", "Yes", "No"),
        ],
      },
    ],
  },
  // Crew unavailability is recorded on the member; the rule set by its numbers (docs/decisions/055).
  {
    method: "POST",
    route: "/api/crew/:id/unavailability",
    prepare: async () => ({
      url: `/api/crew/${await newRow("/api/crew", { name: unique("Leave"), role: "captain" })}/unavailability`,
      body: { kind: "leave", startDate: "2026-12-01", endDate: "2026-12-03", reason: "Annual" },
    }),
    records: [
      {
        entity: "crew member",
        action: "changed",
        changes: [change("Unavailable", null, "Leave 01/12/26–03/12/26: Annual")],
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/crew/:id/unavailability/:periodId",
    prepare: async () => {
      const member = await newRow("/api/crew", { name: unique("Sick"), role: "captain" });
      const period = await newRow(`/api/crew/${member}/unavailability`, {
        kind: "sickness",
        startDate: "2026-12-01",
        endDate: "2026-12-01",
      });
      return { url: `/api/crew/${member}/unavailability/${period}` };
    },
    records: [
      {
        entity: "crew member",
        action: "changed",
        changes: [change("Unavailable", "Sickness 01/12/26–01/12/26", null)],
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/duty-rules",
    prepare: async () => ({
      url: "/api/duty-rules",
      body: { ruleSetId: "us-135-267", numbers: [{ id: "flight-year", value: 1000 + ++serial }] },
    }),
    records: [
      {
        entity: "duty rules",
        action: "changed",
        label: "Flight and duty rules",
        changes: [change("14 CFR 135.267(a)(3)", expect.any(String), expect.any(String))],
      },
    ],
  },
  // Maintenance (docs/decisions/051): an aircraft's hours are recorded on the aircraft, with the reason.
  {
    method: "PUT",
    route: "/api/maintenance/aircraft/:aircraftId/hours",
    prepare: async () => ({
      url: `/api/maintenance/aircraft/${f.aircraft["G-LDNC"]}/hours`,
      body: { hours: String(++serial), asOf: "2026-11-01", reason: "Tech log" },
    }),
    records: [
      {
        entity: "aircraft",
        action: "changed",
        label: "G-LDNC",
        changes: expect.arrayContaining([change("Reason", null, "Tech log")]),
      },
    ],
  },
  {
    method: "POST",
    route: "/api/maintenance/templates",
    prepare: async () => ({
      url: "/api/maintenance/templates",
      body: { aircraftTypeId: f.types.AW139, name: "50-hour check", intervalHours: "50" },
    }),
    records: [
      {
        entity: "maintenance template",
        action: "created",
        label: "AW139: 50-hour check",
        changes: expect.arrayContaining([change("Interval hours", null, "50.00 h")]),
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/maintenance/templates/:id",
    prepare: async () => ({
      url: `/api/maintenance/templates/${await newTemplate("Check")}`,
      body: { aircraftTypeId: f.types.AW139, name: "Gearbox check", intervalHours: "100", warningDays: 7 },
    }),
    records: [
      {
        entity: "maintenance template",
        action: "changed",
        label: "AW139: Gearbox check",
        changes: expect.arrayContaining([change("Warning days", "14", "7")]),
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/maintenance/templates/:id",
    prepare: async () => ({ url: `/api/maintenance/templates/${await newTemplate("Old check")}` }),
    records: [{ entity: "maintenance template", action: "deleted" }],
  },
  {
    method: "POST",
    route: "/api/maintenance/items",
    prepare: async () => ({
      url: "/api/maintenance/items",
      body: {
        aircraftId: f.aircraft["G-LDNC"],
        name: "Annual inspection",
        intervalMonths: 12,
        dueDate: "2027-03-31",
      },
    }),
    records: [
      {
        entity: "maintenance item",
        action: "created",
        label: "G-LDNC: Annual inspection",
        changes: expect.arrayContaining([change("Due date", null, "31/03/27")]),
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/maintenance/items/:id",
    prepare: async () => ({
      url: `/api/maintenance/items/${await newItem("Check")}`,
      body: { name: "Tail rotor check", intervalHours: "100", dueHours: "1005" },
    }),
    records: [
      {
        entity: "maintenance item",
        action: "changed",
        label: "G-LDNC: Tail rotor check",
        changes: expect.arrayContaining([change("Due hours", "1000.00 h", "1005.00 h")]),
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/maintenance/items/:id",
    prepare: async () => ({ url: `/api/maintenance/items/${await newItem("Old item")}` }),
    records: [{ entity: "maintenance item", action: "deleted" }],
  },
  {
    method: "POST",
    route: "/api/maintenance/items/:id/completions",
    prepare: async () => ({
      url: `/api/maintenance/items/${await newItem("Done item")}/completions`,
      body: { doneHours: "990", doneDate: "2026-11-01" },
    }),
    records: [
      {
        entity: "maintenance item",
        action: "changed",
        changes: [
          change("Done", null, "990.00 h on 01/11/26"),
          change("Due hours", "1000.00 h", "1090.00 h"),
        ],
      },
    ],
  },
  // Reading a message and confirming a draft change nothing.
  { method: "POST", route: "/api/chatbot/extract-booking", prepare: chat("extract-booking"), records: [] },
  { method: "POST", route: "/api/chatbot/confirm-booking", prepare: chat("confirm-booking"), records: [] },
  {
    method: "POST",
    route: "/api/chatbot/create-booking",
    prepare: chat("create-booking"),
    records: [{ entity: "booking", action: "created", label: "Acme Offshore, AW139, 01/10/25" }],
  },
  {
    method: "POST",
    route: "/api/chatbot/add-location",
    prepare: chat("add-location"),
    records: [{ entity: "location", action: "created", label: "Chat Rig" }],
  },
  // Uploads are files on their way to an import; the import is what is recorded.
  {
    method: "POST",
    route: "/api/csv/upload-url",
    prepare: async () => ({ url: "/api/csv/upload-url" }),
    records: [],
  },
  {
    method: "PUT",
    route: "/api/csv/uploads/:id",
    prepare: async () => ({ url: await uploadAddress(), body: CSV_FILE }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/csv/process",
    prepare: async () => {
      const url = await uploadAddress();
      await admin("PUT", url, CSV_FILE);
      return { url: "/api/csv/process", body: { csvUrl: url } };
    },
    records: [
      {
        entity: "import",
        action: "imported",
        entityId: null,
        details: {
          createdBookings: 2,
          createdCustomers: 1,
          createdLocations: 2,
          bookingIds: [expect.any(Number), expect.any(Number)],
        },
      },
    ],
  },
  {
    method: "POST",
    route: "/api/csv/s3/multipart",
    prepare: async () => ({ url: "/api/csv/s3/multipart", body: { filename: "a.csv", type: "text/csv" } }),
    records: [],
  },
  {
    method: "PUT",
    route: "/api/csv/s3/parts/:id/:partNumber",
    prepare: async () => ({ url: `/api/csv/s3/parts/${await multipartUpload()}/1`, body: CSV_FILE }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/csv/s3/multipart/:uploadId/complete",
    prepare: async () => {
      const id = await multipartUpload();
      const etag = (await admin("PUT", `/api/csv/s3/parts/${id}/1`, CSV_FILE)).headers.etag as string;
      return {
        url: `/api/csv/s3/multipart/${id}/complete?key=${id}`,
        body: { parts: [{ PartNumber: 1, ETag: etag }] },
      };
    },
    records: [],
  },
  {
    method: "DELETE",
    route: "/api/csv/s3/multipart/:uploadId",
    prepare: async () => ({ url: `/api/csv/s3/multipart/${await multipartUpload()}` }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/bookings",
    prepare: async () => ({ url: "/api/bookings", body: bookingPayload(f) }),
    records: [
      {
        entity: "booking",
        action: "created",
        label: "Acme Offshore, AW139, 10/03/25–12/03/25",
        details: { startDate: "2025-03-10" },
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/bookings/:id",
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}`,
      body: {
        customerId: f.customers.zenith,
        aircraftTypeId: f.types.AW139,
        departureId: f.locations.port,
        startDate: "2026-11-25",
        endDate: "2026-11-26",
      },
    }),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [
          change("Customer", "Acme Offshore", "Zenith Energy"),
          change("Departure", "EGNH Blackpool", "EGNJ Humberside"),
          change("Start date", "2026-11-24", "2026-11-25"),
          change("End date", "2026-11-25", "2026-11-26"),
        ],
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/bookings/:id",
    prepare: async () => ({ url: `/api/bookings/${await newBooking()}` }),
    records: [{ entity: "booking", action: "deleted", changes: [] }],
  },
  {
    method: "POST",
    route: "/api/bookings/:id/restore",
    prepare: async () => {
      const id = await newBooking();
      await admin("DELETE", `/api/bookings/${id}`);
      return { url: `/api/bookings/${id}/restore` };
    },
    records: [{ entity: "booking", action: "restored" }],
  },
  {
    method: "POST",
    route: "/api/bookings/:id/changes/:recordId/restore",
    prepare: async () => {
      const { id, recordId } = await bookingWithRemovedDay();
      return { url: `/api/bookings/${id}/changes/${recordId}/restore` };
    },
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("End date", "2026-11-24", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/destination",
    prepare: onDay("destination", () => ({ destinationId: f.locations.port })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Destination", "Leman Alpha", "EGNJ Humberside", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/remarks",
    prepare: onDay("remarks", () => ({ remarks: "Crew change" })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Remarks", "--", "Crew change", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/departure-time",
    prepare: onDay("departure-time", () => ({ departureTime: "0930" })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Departure time", "TBC", "0930", "2026-11-25")],
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/bookings/:id/daily-details/:date/legs",
    prepare: onDay("legs", () => ({
      legs: [
        { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
        { departureTime: "1000", fromId: f.locations.rig, toId: f.locations.port, expectedHours: "0.5" },
      ],
    })),
    records: [
      {
        entity: "booking",
        action: "changed",
        // The day's one leg is replaced by two new ones: each named by its number and route.
        changes: [
          change("Leg 1", null, "0800 EGNH Blackpool to Leman Alpha, 1.00 h", "2026-11-25"),
          change("Leg 2", null, "1000 Leman Alpha to EGNJ Humberside, 0.50 h", "2026-11-25"),
          change("Leg 1", "TBC EGNH Blackpool to Leman Alpha, 0.00 h", null, "2026-11-25"),
        ],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/expected-hours",
    prepare: onDay("expected-hours", () => ({ expectedHours: "2.5" })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Expected hours", "0.00", "2.50", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/actual-hours",
    prepare: onDay("actual-hours", () => ({ actualHours: "1.75" })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Actual hours", null, "1.75", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/daily-details/:date/status",
    prepare: onDay("status", () => ({ statusId: f.statuses.confirmed })),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Status", "Pending", "Confirmed", "2026-11-25")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/aircraft-type",
    prepare: async () => ({
      url: `/api/bookings/${await newBooking({ allocatedAircraftId: f.aircraft["G-LDNA"] })}/aircraft-type`,
      body: { aircraftTypeId: f.types.EC135 },
    }),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [change("Aircraft type", "AW139", "EC135"), change("Aircraft", "G-LDNA", null)],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/status",
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/status`,
      body: { statusId: f.statuses.confirmed },
    }),
    records: [
      {
        entity: "booking",
        action: "changed",
        changes: [
          change("Status", "Pending", "Confirmed", "2026-11-24"),
          change("Status", "Pending", "Confirmed", "2026-11-25"),
        ],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/allocated-aircraft",
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/allocated-aircraft`,
      body: { allocatedAircraftId: f.aircraft["G-LDNC"] },
    }),
    records: [{ entity: "booking", action: "changed", changes: [change("Aircraft", null, "G-LDNC")] }],
  },
  {
    method: "POST",
    route: "/api/customers",
    prepare: async () => ({ url: "/api/customers", body: { name: "Bristow Offshore", color: "#101010" } }),
    records: [{ entity: "customer", action: "created", label: "Bristow Offshore" }],
  },
  {
    method: "PUT",
    route: "/api/customers/:id",
    prepare: async () => ({
      url: `/api/customers/${await newRow("/api/customers", { name: "Old Name", color: "#111111" })}`,
      body: { name: "New Name", color: "#222222" },
    }),
    records: [
      {
        entity: "customer",
        action: "changed",
        label: "New Name",
        changes: [change("Name", "Old Name", "New Name"), change("Colour", "#111111", "#222222")],
      },
    ],
  },
  {
    method: "POST",
    route: "/api/customers/:id/merge",
    prepare: async () => ({
      url: `/api/customers/${await newRow("/api/customers", { name: "Bristow" })}/merge`,
      body: { intoId: await newRow("/api/customers", { name: "Bristow Helicopters" }) },
    }),
    records: [
      {
        entity: "customer",
        action: "merged",
        label: "Bristow Helicopters",
        changes: [change("Merged", "Bristow", "Bristow Helicopters")],
        details: { mergedName: "Bristow", bookingsMoved: 0 },
      },
    ],
  },
  {
    method: "POST",
    route: "/api/locations",
    prepare: async () => ({ url: "/api/locations", body: { name: "Leman Bravo" } }),
    records: [{ entity: "location", action: "created", label: "Leman Bravo" }],
  },
  {
    method: "PUT",
    route: "/api/locations/:id",
    prepare: async () => ({
      url: `/api/locations/${await newRow("/api/locations", { name: "Rig One" })}`,
      body: { name: "Rig 1" },
    }),
    records: [{ entity: "location", action: "changed", changes: [change("Name", "Rig One", "Rig 1")] }],
  },
  {
    method: "POST",
    route: "/api/locations/:id/merge",
    prepare: async () => ({
      url: `/api/locations/${await newRow("/api/locations", { name: "Humberside" })}/merge`,
      body: { intoId: await newRow("/api/locations", { name: "EGNJ Humberside Airport" }) },
    }),
    records: [{ entity: "location", action: "merged", details: { mergedName: "Humberside" } }],
  },
  {
    method: "POST",
    route: "/api/merges/:historyId/undo",
    prepare: async () => {
      const id = await newRow("/api/customers", { name: "Shell dup" });
      const intoId = await newRow("/api/customers", { name: "Shell Aviation" });
      const merge = await admin("POST", `/api/customers/${id}/merge`, { intoId });
      return { url: `/api/merges/${merge.json().historyId}/undo` };
    },
    records: [
      {
        entity: "customer",
        action: "restored",
        label: "Shell dup",
        changes: [change("Merge undone", "Shell Aviation", "Shell dup")],
        details: { bookingsMoved: 0 },
      },
    ],
  },
  {
    method: "POST",
    route: "/api/aircraft-types",
    prepare: async () => ({ url: "/api/aircraft-types", body: { title: "H145" } }),
    records: [{ entity: "aircraft type", action: "created", label: "H145" }],
  },
  {
    method: "PUT",
    route: "/api/aircraft-types/:id",
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: "S76" })}`,
      body: { title: "S-76" },
    }),
    records: [{ entity: "aircraft type", action: "changed", changes: [change("Title", "S76", "S-76")] }],
  },
  {
    method: "DELETE",
    route: "/api/aircraft-types/:id",
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: "S92" })}`,
    }),
    records: [{ entity: "aircraft type", action: "deleted", label: "S92" }],
  },
  {
    method: "POST",
    route: "/api/aircraft",
    prepare: async () => ({
      url: "/api/aircraft",
      body: { registration: "G-HIST", aircraftTypeId: f.types.EC135 },
    }),
    records: [
      {
        entity: "aircraft",
        action: "created",
        label: "G-HIST",
        changes: [change("Aircraft type", null, "EC135")],
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/aircraft/:id",
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: "G-ONE", aircraftTypeId: f.types.EC135 })}`,
      body: { registration: "G-TWO", aircraftTypeId: f.types.AW139 },
    }),
    records: [
      {
        entity: "aircraft",
        action: "changed",
        changes: [change("Registration", "G-ONE", "G-TWO"), change("Aircraft type", "EC135", "AW139")],
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/aircraft/:id",
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: "G-GONE", aircraftTypeId: f.types.EC135 })}`,
    }),
    records: [{ entity: "aircraft", action: "deleted", label: "G-GONE" }],
  },
  {
    method: "POST",
    route: "/api/booking-statuses",
    prepare: async () => ({ url: "/api/booking-statuses", body: { statusText: "Weather hold" } }),
    records: [{ entity: "status", action: "created", label: "Weather hold" }],
  },
  {
    method: "PUT",
    route: "/api/booking-statuses/:id",
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: "Tentative" })}`,
      body: { statusText: "Tentative", statusColour: "#303030", statusConfirmed: true },
    }),
    records: [
      {
        entity: "status",
        action: "changed",
        changes: [change("Colour", "#6B7280", "#303030"), change("Confirmed", "no", "yes")],
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/booking-statuses/:id",
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: "Gone" })}`,
    }),
    records: [{ entity: "status", action: "deleted", label: "Gone" }],
  },
  {
    method: "POST",
    route: "/api/users",
    prepare: async () => ({
      url: "/api/users",
      body: {
        username: "ops2",
        name: "Ops Two",
        canEdit: true,
        canManageUsers: false,
        password: "secret-123",
      },
    }),
    records: [
      {
        entity: "user",
        action: "created",
        label: "Ops Two (ops2)",
        changes: [change("Can edit", null, "yes"), change("Can manage users", null, "no")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/users/:id",
    prepare: async () => ({ url: `/api/users/${await newUser()}`, body: { canEdit: false, disabled: true } }),
    records: [
      {
        entity: "user",
        action: "changed",
        changes: [change("Can edit", "yes", "no"), change("Disabled", "no", "yes")],
      },
    ],
  },
  {
    method: "POST",
    route: "/api/users/:id/password",
    prepare: async () => ({
      url: `/api/users/${await newUser()}/password`,
      body: { password: "never-recorded" },
    }),
    records: [{ entity: "user", action: "changed", changes: [change("Password", null, "reset")] }],
  },
  // Conflict previews run the write and roll it back, record and all.
  {
    method: "POST",
    route: "/api/conflicts/preview-create",
    prepare: async () => ({ url: "/api/conflicts/preview-create", body: bookingPayload(f) }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-restore/:id",
    prepare: async () => {
      const id = await newBooking();
      await admin("DELETE", `/api/bookings/${id}`);
      return { url: `/api/conflicts/preview-restore/${id}` };
    },
    records: [],
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-restore-days/:id/:recordId",
    prepare: async () => {
      const { id, recordId } = await bookingWithRemovedDay();
      return { url: `/api/conflicts/preview-restore-days/${id}/${recordId}` };
    },
    records: [],
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-edit/:id",
    prepare: async () => ({
      url: `/api/conflicts/preview-edit/${await newBooking()}`,
      body: bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-26" }),
    }),
    records: [],
  },
  ...(
    [
      ["aircraft-type", () => ({ aircraftTypeId: f.types.AW169 })],
      ["status", () => ({ statusId: f.statuses.confirmed })],
      ["allocated-aircraft", () => ({ allocatedAircraftId: null })],
    ] as const
  ).map((entry) => ({
    method: "POST" as const,
    route: `/api/conflicts/preview-${entry[0]}/:id`,
    prepare: async () => ({
      url: `/api/conflicts/preview-${entry[0]}/${await newBooking()}`,
      body: entry[1](),
    }),
    records: [],
  })),
  ...(
    [
      ["departure-time", () => ({ departureTime: "0930" })],
      ["expected-hours", () => ({ expectedHours: "1.5" })],
      ["day-status", () => ({ statusId: f.statuses.confirmed })],
      [
        "legs",
        () => ({
          legs: [{ departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig }],
        }),
      ],
    ] as const
  ).map((entry) => ({
    method: "POST" as const,
    route: `/api/conflicts/preview-${entry[0]}/:id/:date`,
    prepare: async () => ({
      url: `/api/conflicts/preview-${entry[0]}/${await newBooking()}/2026-11-25`,
      body: entry[1](),
    }),
    records: [],
  })),
  {
    method: "POST",
    route: "/api/conflicts/preview-crew-unavailability/:id",
    prepare: async () => ({
      url: `/api/conflicts/preview-crew-unavailability/${await newRow("/api/crew", { name: unique("Preview"), role: "captain" })}`,
      body: { kind: "training", startDate: "2026-12-05", endDate: "2026-12-06" },
    }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-unavailability",
    prepare: async () => ({
      url: "/api/conflicts/preview-unavailability",
      body: {
        aircraftId: Object.values(f.aircraft)[0],
        startDate: "2026-12-05",
        endDate: "2026-12-06",
        reason: "AOG",
      },
    }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-unavailability/:id",
    prepare: async () => ({
      url: `/api/conflicts/preview-unavailability/${await newRow("/api/aircraft-unavailability", {
        aircraftId: Object.values(f.aircraft)[0],
        startDate: "2026-12-07",
        endDate: "2026-12-07",
        reason: "Check",
      })}`,
      body: { endDate: "2026-12-09" },
    }),
    records: [],
  },
  // An aircraft's unavailability is recorded on the aircraft.
  {
    method: "POST",
    route: "/api/aircraft-unavailability",
    prepare: async () => ({
      url: "/api/aircraft-unavailability",
      body: {
        aircraftId: Object.values(f.aircraft)[0],
        startDate: "2026-12-01",
        endDate: "2026-12-03",
        reason: "50 h check",
      },
    }),
    records: [
      {
        entity: "aircraft",
        action: "changed",
        changes: [change("Unavailable", null, "01/12/26–03/12/26: 50 h check")],
      },
    ],
  },
  {
    method: "PATCH",
    route: "/api/aircraft-unavailability/:id",
    prepare: async () => ({
      url: `/api/aircraft-unavailability/${await newPeriod("AOG")}`,
      body: { reason: "AOG: tail rotor gearbox" },
    }),
    records: [
      {
        entity: "aircraft",
        action: "changed",
        changes: [
          change("Unavailable", "01/12/26–03/12/26: AOG", "01/12/26–03/12/26: AOG: tail rotor gearbox"),
        ],
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/aircraft-unavailability/:id",
    prepare: async () => ({ url: `/api/aircraft-unavailability/${await newPeriod("Paint")}` }),
    records: [
      {
        entity: "aircraft",
        action: "changed",
        changes: [change("Unavailable", "01/12/26–03/12/26: Paint", null)],
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/fleet-settings",
    prepare: async () => ({ url: "/api/fleet-settings", body: { turnaroundMinutes: 45 } }),
    records: [
      { entity: "fleet settings", action: "changed", changes: [change("Turnaround minutes", "30", "45")] },
    ],
  },
  {
    method: "PUT",
    route: "/api/operator-time-zone",
    prepare: async () => ({ url: "/api/operator-time-zone", body: { timeZone: "Pacific/Auckland" } }),
    records: [
      {
        entity: "fleet settings",
        label: "Operator time zone",
        action: "changed",
        changes: [{ field: "Time zone", from: expect.any(String), to: "Pacific/Auckland" }],
      },
    ],
  },
  {
    method: "PUT",
    route: "/api/date-order",
    prepare: async () => ({ url: "/api/date-order", body: { dateOrder: "month-first" } }),
    records: [
      {
        entity: "fleet settings",
        label: "Date order",
        action: "changed",
        changes: [{ field: "Date order", from: "day-first", to: "month-first" }],
      },
    ],
  },
  {
    method: "POST",
    route: "/api/calendar-feeds",
    prepare: async () => ({
      url: "/api/calendar-feeds",
      body: { name: "Everything", scope: "all", includeCancelled: true },
    }),
    // The token is never recorded: the test below checks no record holds the address.
    records: [{ entity: "calendar feed", label: "Everything", action: "created", details: { scope: "all" } }],
  },
  {
    method: "DELETE",
    route: "/api/calendar-feeds/:id",
    prepare: async () => ({
      url: `/api/calendar-feeds/${await newRow("/api/calendar-feeds", { name: "Gone", scope: "all", includeCancelled: false })}`,
    }),
    records: [{ entity: "calendar feed", label: "Gone", action: "deleted" }],
  },
  // A pilot's own feed (docs/decisions/055): admin is linked to a crew member first.
  {
    method: "POST",
    route: "/api/crew/me/calendar-feed",
    prepare: async () => {
      await linkAdminToCrew();
      return { url: "/api/crew/me/calendar-feed" };
    },
    records: [
      {
        entity: "calendar feed",
        label: "My flights: Capt. Feed Pilot",
        action: "created",
        details: { scope: "my flights" },
      },
    ],
  },
  {
    method: "DELETE",
    route: "/api/crew/me/calendar-feed",
    prepare: async () => {
      await linkAdminToCrew();
      await admin("POST", "/api/crew/me/calendar-feed");
      return { url: "/api/crew/me/calendar-feed" };
    },
    records: [{ entity: "calendar feed", label: "My flights: Capt. Feed Pilot", action: "deleted" }],
  },
  // Acknowledging a change moves only the user's own mark (docs/decisions/031); no booking changes.
  {
    method: "POST",
    route: "/api/change-flags/acknowledge",
    prepare: async () => ({
      url: "/api/change-flags/acknowledge",
      body: { bookingId: await newBooking(), upTo: 1 },
    }),
    records: [],
  },
  {
    method: "POST",
    route: "/api/change-flags/acknowledge-all",
    prepare: async () => ({ url: "/api/change-flags/acknowledge-all", body: { upTo: 1 } }),
    records: [],
  },
];

describe("history of every write", () => {
  it("the table below lists every write route except signing in and out", () => {
    const writes = listRoutes(t.app).filter((route) => {
      const [method, path] = route.split(" ");
      return !["GET", "HEAD"].includes(method!) && !path!.startsWith("/api/auth/");
    });
    expect(writes.sort()).toEqual(calls.map((call) => `${call.method} ${call.route}`).sort());
  });

  it.each(calls)("$method $route leaves exactly its records, by the user who made it", async (call) => {
    const { url, body } = await call.prepare();
    const before = await lastRecordId();
    const response = await admin(call.method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);

    const records = await recordsAfter(before);
    expect(records).toHaveLength(call.records.length);
    records.forEach((record, index) => {
      expect(record).toMatchObject(call.records[index]!);
      expect(record.user).toEqual({ id: expect.any(Number), username: "admin", name: "Administrator" });
    });
    expect(JSON.stringify(records)).not.toMatch(
      /secret-123|never-recorded|password_hash|\$argon2|\/calendar\//,
    );
  });

  it("a booking's history starts with the CSV import that created it", async () => {
    const url = await uploadAddress();
    await admin("PUT", url, CSV_FILE.replaceAll("History Co", "Imported Co"));
    const before = await lastRecordId();
    await admin("POST", "/api/csv/process", { csvUrl: url });
    const [imported] = await recordsAfter(before);
    const bookingId = (imported!.details!.bookingIds as number[])[0]!;
    const records = (await admin("GET", `/api/bookings/${bookingId}/history`)).json() as HistoryEntry[];
    expect(records).toEqual([
      expect.objectContaining({ id: imported!.id, entity: "import", action: "imported" }),
    ]);
  });

  it("an edit that saves the same value leaves no record", async () => {
    const id = await newBooking();
    const before = await lastRecordId();
    await admin("PATCH", `/api/bookings/${id}/daily-details/2026-11-25/remarks`, { remarks: "--" });
    expect(await recordsAfter(before)).toEqual([]);
  });
});

describe("history and transactions", () => {
  const exec = (statement: string) => t.database.db.execute(sql.raw(statement));

  it("refuses UPDATE, DELETE and TRUNCATE of history rows", async () => {
    await newBooking();
    await expect(exec("update history set label = 'rewritten'")).rejects.toThrow();
    await expect(exec("delete from history")).rejects.toThrow();
    await expect(exec("truncate history")).rejects.toThrow();
    const [row] = await rawRows<{ n: number; bad: number }>(
      t.database.db,
      sql.raw(
        "select count(*)::int as n, count(*) filter (where label = 'rewritten')::int as bad from history",
      ),
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.bad).toBe(0);
  });

  it("a write rolled back at commit leaves no record, and a record that cannot be written undoes the write", async () => {
    // Fails the commit of any transaction that renamed a customer to 'Bust', after its record was written.
    await exec(`create function test_fail() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end; $$`);
    await exec(`create constraint trigger test_bust after update on scheduler_customer
      deferrable initially deferred for each row when (new.name = 'Bust') execute function test_fail()`);
    await exec(`create trigger test_boom before insert on history
      for each row when (new.label = 'Boom') execute function test_fail()`);
    const id = await newRow("/api/customers", { name: "Steady Co" });
    const before = await lastRecordId();

    expect((await admin("PUT", `/api/customers/${id}`, { name: "Bust" })).statusCode).toBe(500);
    expect((await admin("PUT", `/api/customers/${id}`, { name: "Boom" })).statusCode).toBe(500);

    expect(await recordsAfter(before)).toEqual([]);
    const customers = (await admin("GET", "/api/customers")).json() as { id: number; name: string }[];
    expect(customers.find((c) => c.id === id)?.name).toBe("Steady Co");
  });
});

describe("GET /api/bookings/:id/history and restore", () => {
  it("answers a booking's records newest first, also once deleted, and restore brings it back exactly", async () => {
    const id = await newBooking({ allocatedAircraftId: f.aircraft["G-LDNA"], remarks: "Survey" });
    await admin("PATCH", `/api/bookings/${id}/daily-details/2026-11-25/remarks`, { remarks: "Crew change" });
    await admin("PATCH", `/api/bookings/${id}/daily-details/2026-11-24/expected-hours`, {
      expectedHours: "1.25",
    });
    await admin("PATCH", `/api/bookings/${id}/status`, { statusId: f.statuses.confirmed });
    const asItWas = (await admin("GET", "/api/bookings?from=2026-11-01&to=2026-11-30"))
      .json()
      .find((b: { id: number }) => b.id === id);

    const deleted = await admin("DELETE", `/api/bookings/${id}`);
    expect(deleted.statusCode).toBe(200);
    const afterDelete = (await viewer("GET", `/api/bookings/${id}/history`)).json() as HistoryEntry[];
    expect(afterDelete.map((entry) => entry.action)).toEqual([
      "deleted",
      "changed",
      "changed",
      "changed",
      "created",
    ]);
    expect(afterDelete[3]).toMatchObject({
      at: expect.any(String),
      user: { username: "admin", name: "Administrator" },
      changes: [{ field: "Remarks", date: "2026-11-25", from: "Survey", to: "Crew change" }],
    });
    expect(JSON.stringify(afterDelete)).not.toContain("snapshot");

    const restored = await admin("POST", `/api/bookings/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    // Exactly as it was, but at a later version: a write based on it before the delete is stale (decision 028).
    const back = { ...asItWas, version: expect.any(Number) };
    expect(restored.json()).toEqual({ booking: back, previousId: id, sameId: true });
    expect(restored.json().booking.version).toBeGreaterThan(asItWas.version);
    const reread = (await admin("GET", "/api/bookings?from=2026-11-01&to=2026-11-30")).json();
    expect(reread.find((b: { id: number }) => b.id === id)).toEqual(back);
    expect((await admin("GET", `/api/bookings/${id}/history`)).json()[0]).toMatchObject({
      action: "restored",
      details: { previousId: id },
    });

    const again = await admin("POST", `/api/bookings/${id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Booking ${id} is not deleted, so there is nothing to restore`);
    expect((await viewer("POST", `/api/bookings/${id}/restore`)).statusCode).toBe(403);
  });

  it("refuses to restore a booking whose customer has been merged away since, writing nothing", async () => {
    const gone = await newRow("/api/customers", { name: "Short Lived" });
    const id = await newBooking({ customerId: gone });
    await admin("DELETE", `/api/bookings/${id}`);
    await admin("POST", `/api/customers/${gone}/merge`, { intoId: f.customers.zenith });
    const before = await lastRecordId();
    const refused = await admin("POST", `/api/bookings/${id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `The booking cannot be restored: customer: there is no customer with id ${gone}`,
    );
    expect(await recordsAfter(before)).toEqual([]);
    expect((await admin("POST", "/api/bookings/999999/restore")).statusCode).toBe(404);

    const registration = unique("G-R").replace(" ", "");
    const plane = await newRow("/api/aircraft", { registration, aircraftTypeId: f.types.AW139 });
    const held = await newBooking({ allocatedAircraftId: plane });
    await admin("DELETE", `/api/bookings/${held}`);
    await admin("PUT", `/api/aircraft/${plane}`, { registration, aircraftTypeId: f.types.EC135 });
    const retyped = await admin("POST", `/api/bookings/${held}/restore`);
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().error).toBe(
      `The booking cannot be restored: aircraft: aircraft ${registration} is not of the booking's aircraft type`,
    );
  });
});

describe("GET /api/history", () => {
  it("pages newest first and filters by user, kind and day", async () => {
    await newRow("/api/locations", { name: unique("Paged") });
    await newRow("/api/locations", { name: unique("Paged") });
    await newRow("/api/locations", { name: unique("Paged") });
    const first = (await viewer("GET", "/api/history?limit=2&entity=location")).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].id).toBeGreaterThan(first.entries[1].id);
    const second = (
      await viewer("GET", `/api/history?limit=2&entity=location&before=${first.nextBefore}`)
    ).json();
    expect(second.entries[0].id).toBeLessThan(first.entries[1].id);
    expect(new Set([...first.entries, ...second.entries].map((e: HistoryEntry) => e.entity))).toEqual(
      new Set(["location"]),
    );

    const adminId = first.entries[0].user.id;
    expect((await viewer("GET", `/api/history?userId=${adminId + 1000}`)).json()).toEqual({
      entries: [],
      nextBefore: null,
    });
    expect((await viewer("GET", "/api/history?from=2000-01-01&to=2000-01-31")).json().entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await viewer("GET", `/api/history?from=${today}&limit=1`)).json().entries).toHaveLength(1);
  });

  it("answers 400 naming the bad parameter, and 401 without a session", async () => {
    for (const [query, message] of [
      ["limit=0", "limit must be a whole number from 1 to 200"],
      ["entity=planet", "entity must be one of"],
      ["from=yesterday", "from must be a date in the form yyyy-mm-dd"],
      ["userId=x", "userId must be a positive whole number"],
    ]) {
      const response = await viewer("GET", `/api/history?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await apiAs(t, undefined)("GET", "/api/history")).statusCode).toBe(401);
    expect((await apiAs(t, undefined)("GET", "/api/bookings/1/history")).statusCode).toBe(401);
  });
});
