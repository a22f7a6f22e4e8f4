import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aircraft,
  aircraftHours,
  aircraftType,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  calendarFeeds,
  crewMembers,
  crewRatings,
  crewUnavailability,
  customer,
  dailyDetails,
  dutyRuleSettings,
  fleetSettings,
  history,
  location,
  maintenanceCompletions,
  maintenanceItems,
  maintenanceTemplates,
  users,
} from "./db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "./testing/booking-fixtures.ts";
import { listRoutes } from "./testing/routes.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;
let engineering: Api;
let anonymous: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  engineering = apiAs(t, await t.login("Engineering"));
  anonymous = apiAs(t, undefined);
});
afterAll(() => t.close());

let serial = 0;
/** A name no other row of this file uses. */
const unique = (prefix: string) => `${prefix} ${++serial}`;
const newBooking = async () =>
  (await createBookingVia(admin, bookingPayload(f, { startDate: "2025-07-01", endDate: "2025-07-02" }))).id;
/** A booking whose second day a date change removed, and that change's record (restore-removed-days.ts). */
const bookingWithRemovedDay = async () => {
  const id = await newBooking();
  await admin(
    "PUT",
    `/api/bookings/${id}`,
    bookingPayload(f, { startDate: "2025-07-01", endDate: "2025-07-01" }),
  );
  const recordId = (await admin("GET", "/api/history?limit=1")).json().entries[0].id as number;
  return { id, recordId };
};
const newRow = async (url: string, body: object) => (await admin("POST", url, body)).json().id as number;

interface WriteCall {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as Fastify lists it. */
  route: string;
  success: number;
  /** Makes what the call acts on (fresh each time, so a delete has something to delete). */
  prepare(): Promise<{ url: string; body?: object | string }>;
  /** The 403 a signed-in user without the right gets, when the right is not editing. */
  refusal?: string;
}

const MANAGERS_ONLY = "Only users who can manage users may do this";
const newUser = async () =>
  (
    await admin("POST", "/api/users", {
      username: unique("user").replace(" ", "-"),
      name: "Someone",
      canEdit: true,
      canManageUsers: false,
    })
  ).json().id as number;

const day = (field: string) => `/api/bookings/:id/daily-details/:date/${field}`;
/** A PATCH of one day; `body` is a function because the fixtures exist only once the tests start. */
const onDay = (field: string, body: () => object) => async () => ({
  url: `/api/bookings/${await newBooking()}/daily-details/2025-07-02/${field}`,
  body: body(),
});

/** A day of two legs, out to the rig and back (docs/decisions/049). */
const twoLegs = () => ({
  legs: [
    { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
    { departureTime: "1000", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
  ],
});

const period = () => ({
  aircraftId: f.aircraft["G-LDNA"],
  startDate: "2025-08-01",
  endDate: "2025-08-02",
  reason: unique("Check"),
});

/** A maintenance template of the AW139 (docs/decisions/051), named afresh each time. */
const template = () => ({ aircraftTypeId: f.types.AW139, name: unique("Check"), intervalHours: "50" });
const item = () => ({
  aircraftId: f.aircraft["G-LDNA"],
  name: unique("Check"),
  intervalHours: "50",
  dueHours: "500",
});

/** A captain rated on the AW139 (docs/decisions/054), named afresh each time. */
const leave = { kind: "leave", startDate: "2025-08-01", endDate: "2025-08-03", reason: "Annual leave" };
const crewMember = () => ({ name: unique("Capt"), role: "captain", ratedTypeIds: [f.types.AW139] });

const uploadAddress = async () => (await admin("POST", "/api/csv/upload-url")).json().uploadURL as string;
const multipartUpload = async () =>
  (await admin("POST", "/api/csv/s3/multipart", { filename: "a.csv" })).json().uploadId as string;
const CSV_FILE =
  "Customer,Departure,Destination,Aircraft Type,Start Date\nAccess Co,A1,A2,AW139,2025-09-01\n";

const chatDraft = () => ({
  bookingDetails: {
    customerId: f.customers.acme,
    customerName: "Acme Offshore",
    aircraftTypeId: f.types.AW139,
    aircraftTypeTitle: "AW139",
    departureId: f.locations.base,
    departureName: "EGNH Blackpool",
    destinationId: f.locations.rig,
    destinationName: "Leman Alpha",
    startDate: "2025-10-01",
    endDate: "2025-10-01",
  },
});

/** Every write call of the API. */
const writeCalls: WriteCall[] = [
  ...["extract-booking", "confirm-booking", "create-booking", "add-location"].map(
    (call): WriteCall => ({
      method: "POST",
      route: `/api/chatbot/${call}`,
      success: 200,
      prepare: async () => ({
        url: `/api/chatbot/${call}`,
        body: { message: "Acme AW139 tomorrow", name: unique("Chat Pad"), ...chatDraft() },
      }),
    }),
  ),
  {
    method: "POST",
    route: "/api/csv/upload-url",
    success: 200,
    prepare: async () => ({ url: "/api/csv/upload-url" }),
  },
  {
    method: "PUT",
    route: "/api/csv/uploads/:id",
    success: 200,
    prepare: async () => ({ url: await uploadAddress(), body: CSV_FILE }),
  },
  {
    method: "POST",
    route: "/api/csv/process",
    success: 200,
    prepare: async () => {
      const url = await uploadAddress();
      await admin("PUT", url, CSV_FILE);
      return { url: "/api/csv/process", body: { csvUrl: url } };
    },
  },
  {
    method: "POST",
    route: "/api/csv/s3/multipart",
    success: 200,
    prepare: async () => ({ url: "/api/csv/s3/multipart", body: { filename: "a.csv", type: "text/csv" } }),
  },
  {
    method: "PUT",
    route: "/api/csv/s3/parts/:id/:partNumber",
    success: 200,
    prepare: async () => ({ url: `/api/csv/s3/parts/${await multipartUpload()}/1`, body: CSV_FILE }),
  },
  {
    method: "POST",
    route: "/api/csv/s3/multipart/:uploadId/complete",
    success: 200,
    prepare: async () => {
      const id = await multipartUpload();
      const etag = (await admin("PUT", `/api/csv/s3/parts/${id}/1`, CSV_FILE)).headers.etag as string;
      return {
        url: `/api/csv/s3/multipart/${id}/complete?key=${id}`,
        body: { parts: [{ PartNumber: 1, ETag: etag }] },
      };
    },
  },
  {
    method: "DELETE",
    route: "/api/csv/s3/multipart/:uploadId",
    success: 200,
    prepare: async () => ({ url: `/api/csv/s3/multipart/${await multipartUpload()}` }),
  },
  {
    method: "POST",
    route: "/api/bookings",
    success: 201,
    prepare: async () => ({ url: "/api/bookings", body: bookingPayload(f) }),
  },
  {
    method: "PUT",
    route: "/api/bookings/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}`,
      body: {
        customerId: f.customers.zenith,
        aircraftTypeId: f.types.AW169,
        departureId: f.locations.port,
        startDate: "2025-07-02",
        endDate: "2025-07-04",
        // With the Edit dialog's flown hours (docs/decisions/033): refused to a viewer all the same.
        actualHours: [{ date: "2025-07-02", actualHours: "1.5" }],
      },
    }),
  },
  {
    method: "DELETE",
    route: "/api/bookings/:id",
    success: 200,
    prepare: async () => ({ url: `/api/bookings/${await newBooking()}` }),
  },
  {
    method: "POST",
    route: "/api/bookings/:id/restore",
    success: 200,
    prepare: async () => {
      const id = await newBooking();
      await admin("DELETE", `/api/bookings/${id}`);
      return { url: `/api/bookings/${id}/restore` };
    },
  },
  {
    method: "POST",
    route: "/api/bookings/:id/changes/:recordId/restore",
    success: 200,
    prepare: async () => {
      const { id, recordId } = await bookingWithRemovedDay();
      return { url: `/api/bookings/${id}/changes/${recordId}/restore` };
    },
  },
  {
    method: "POST",
    route: "/api/customers/:id/merge",
    success: 200,
    prepare: async () => ({
      url: `/api/customers/${await newRow("/api/customers", { name: unique("Customer") })}/merge`,
      body: { intoId: await newRow("/api/customers", { name: unique("Customer") }) },
    }),
  },
  {
    method: "POST",
    route: "/api/locations/:id/merge",
    success: 200,
    prepare: async () => ({
      url: `/api/locations/${await newRow("/api/locations", { name: unique("Location") })}/merge`,
      body: { intoId: await newRow("/api/locations", { name: unique("Location") }) },
    }),
  },
  {
    method: "POST",
    route: "/api/merges/:historyId/undo",
    success: 200,
    prepare: async () => {
      const id = await newRow("/api/customers", { name: unique("Customer") });
      const intoId = await newRow("/api/customers", { name: unique("Customer") });
      const merge = await admin("POST", `/api/customers/${id}/merge`, { intoId });
      return { url: `/api/merges/${merge.json().historyId}/undo` };
    },
  },
  {
    method: "POST",
    route: "/api/users",
    success: 201,
    refusal: MANAGERS_ONLY,
    prepare: async () => ({
      url: "/api/users",
      body: {
        username: unique("user").replace(" ", "-"),
        name: "New",
        canEdit: false,
        canManageUsers: false,
      },
    }),
  },
  {
    method: "PATCH",
    route: "/api/users/:id",
    success: 200,
    refusal: MANAGERS_ONLY,
    prepare: async () => ({ url: `/api/users/${await newUser()}`, body: { canEdit: false } }),
  },
  {
    method: "POST",
    route: "/api/users/:id/password",
    success: 200,
    refusal: MANAGERS_ONLY,
    prepare: async () => ({ url: `/api/users/${await newUser()}/password`, body: {} }),
  },
  {
    method: "PATCH",
    route: day("destination"),
    success: 200,
    prepare: onDay("destination", () => ({ destinationId: f.locations.port })),
  },
  {
    method: "PATCH",
    route: day("remarks"),
    success: 200,
    prepare: onDay("remarks", () => ({ remarks: "changed" })),
  },
  {
    method: "PATCH",
    route: day("departure-time"),
    success: 200,
    prepare: onDay("departure-time", () => ({ departureTime: "1200" })),
  },
  {
    method: "PUT",
    route: day("legs"),
    success: 200,
    prepare: onDay("legs", twoLegs),
  },
  {
    method: "PATCH",
    route: day("expected-hours"),
    success: 200,
    prepare: onDay("expected-hours", () => ({ expectedHours: "4" })),
  },
  {
    method: "PATCH",
    route: day("actual-hours"),
    success: 200,
    prepare: onDay("actual-hours", () => ({ actualHours: "3.75" })),
  },
  {
    method: "PATCH",
    route: day("status"),
    success: 200,
    prepare: onDay("status", () => ({ statusId: f.statuses.confirmed })),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/aircraft-type",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/aircraft-type`,
      body: { aircraftTypeId: f.types.EC135 },
    }),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/status",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/status`,
      body: { statusId: f.statuses.confirmed },
    }),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/allocated-aircraft",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/allocated-aircraft`,
      body: { allocatedAircraftId: f.aircraft["G-LDNC"] },
    }),
  },
  {
    method: "POST",
    route: "/api/customers",
    success: 201,
    prepare: async () => ({ url: "/api/customers", body: { name: unique("Customer"), color: "#101010" } }),
  },
  {
    method: "PUT",
    route: "/api/customers/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/customers/${await newRow("/api/customers", { name: unique("Customer") })}`,
      body: { name: unique("Renamed customer"), color: "#202020" },
    }),
  },
  {
    method: "POST",
    route: "/api/locations",
    success: 201,
    prepare: async () => ({ url: "/api/locations", body: { name: unique("Location") } }),
  },
  {
    method: "PUT",
    route: "/api/locations/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/locations/${await newRow("/api/locations", { name: unique("Location") })}`,
      body: { name: unique("Renamed location") },
    }),
  },
  {
    method: "POST",
    route: "/api/aircraft-types",
    success: 201,
    prepare: async () => ({ url: "/api/aircraft-types", body: { title: unique("Type") } }),
  },
  {
    method: "PUT",
    route: "/api/aircraft-types/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: unique("Type") })}`,
      body: { title: unique("Renamed type") },
    }),
  },
  {
    method: "DELETE",
    route: "/api/aircraft-types/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: unique("Type") })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/aircraft",
    success: 201,
    prepare: async () => ({
      url: "/api/aircraft",
      body: { registration: unique("G-"), aircraftTypeId: f.types.EC135 },
    }),
  },
  {
    method: "PUT",
    route: "/api/aircraft/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: unique("G-"), aircraftTypeId: f.types.EC135 })}`,
      body: { registration: unique("G-"), aircraftTypeId: f.types.AW139 },
    }),
  },
  {
    method: "DELETE",
    route: "/api/aircraft/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: unique("G-"), aircraftTypeId: f.types.EC135 })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/booking-statuses",
    success: 201,
    prepare: async () => ({ url: "/api/booking-statuses", body: { statusText: unique("Status") } }),
  },
  {
    method: "PUT",
    route: "/api/booking-statuses/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: unique("Status") })}`,
      body: { statusText: unique("Renamed status"), statusColour: "#303030", statusConfirmed: true },
    }),
  },
  {
    method: "DELETE",
    route: "/api/booking-statuses/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: unique("Status") })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-restore/:id",
    success: 200,
    prepare: async () => {
      const id = await newBooking();
      await admin("DELETE", `/api/bookings/${id}`);
      return { url: `/api/conflicts/preview-restore/${id}` };
    },
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-restore-days/:id/:recordId",
    success: 200,
    prepare: async () => {
      const { id, recordId } = await bookingWithRemovedDay();
      return { url: `/api/conflicts/preview-restore-days/${id}/${recordId}` };
    },
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-create",
    success: 200,
    prepare: async () => ({ url: "/api/conflicts/preview-create", body: bookingPayload(f) }),
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-edit/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/conflicts/preview-edit/${await newBooking()}`,
      body: {
        customerId: f.customers.zenith,
        aircraftTypeId: f.types.AW169,
        departureId: f.locations.port,
        startDate: "2025-07-02",
        endDate: "2025-07-04",
      },
    }),
  },
  ...(
    [
      ["aircraft-type", () => ({ aircraftTypeId: f.types.AW169 })],
      ["status", () => ({ statusId: f.statuses.confirmed })],
      ["allocated-aircraft", () => ({ allocatedAircraftId: f.aircraft["G-LDNA"] })],
    ] as const
  ).map(
    ([call, body]): WriteCall => ({
      method: "POST",
      route: `/api/conflicts/preview-${call}/:id`,
      success: 200,
      prepare: async () => ({ url: `/api/conflicts/preview-${call}/${await newBooking()}`, body: body() }),
    }),
  ),
  ...(
    [
      ["departure-time", () => ({ departureTime: "0930" })],
      ["expected-hours", () => ({ expectedHours: "1.5" })],
      ["day-status", () => ({ statusId: f.statuses.confirmed })],
      ["legs", twoLegs],
    ] as const
  ).map(
    ([call, body]): WriteCall => ({
      method: "POST",
      route: `/api/conflicts/preview-${call}/:id/:date`,
      success: 200,
      prepare: async () => ({
        url: `/api/conflicts/preview-${call}/${await newBooking()}/2025-07-02`,
        body: body(),
      }),
    }),
  ),
  {
    method: "POST",
    route: "/api/conflicts/preview-unavailability",
    success: 200,
    prepare: async () => ({ url: "/api/conflicts/preview-unavailability", body: period() }),
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-unavailability/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/conflicts/preview-unavailability/${await newRow("/api/aircraft-unavailability", period())}`,
      body: { endDate: "2025-08-05" },
    }),
  },
  {
    method: "PUT",
    route: "/api/fleet-settings",
    success: 200,
    prepare: async () => ({ url: "/api/fleet-settings", body: { turnaroundMinutes: 30 } }),
  },
  {
    method: "PUT",
    route: "/api/operator-time-zone",
    success: 200,
    prepare: async () => ({ url: "/api/operator-time-zone", body: { timeZone: "Europe/London" } }),
  },
  {
    method: "PUT",
    route: "/api/date-order",
    success: 200,
    prepare: async () => ({ url: "/api/date-order", body: { dateOrder: "day-first" } }),
  },
  {
    method: "POST",
    route: "/api/calendar-feeds",
    success: 201,
    prepare: async () => ({
      url: "/api/calendar-feeds",
      body: { name: unique("Feed"), scope: "customer", scopeId: f.customers.acme, includeCancelled: false },
    }),
  },
  {
    method: "DELETE",
    route: "/api/calendar-feeds/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/calendar-feeds/${await newRow("/api/calendar-feeds", { name: unique("Feed"), scope: "all", includeCancelled: true })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/aircraft-unavailability",
    success: 201,
    prepare: async () => ({ url: "/api/aircraft-unavailability", body: period() }),
  },
  {
    method: "PATCH",
    route: "/api/aircraft-unavailability/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-unavailability/${await newRow("/api/aircraft-unavailability", period())}`,
      body: { reason: unique("AOG") },
    }),
  },
  {
    method: "DELETE",
    route: "/api/aircraft-unavailability/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-unavailability/${await newRow("/api/aircraft-unavailability", period())}`,
    }),
  },
  {
    method: "PUT",
    route: "/api/maintenance/aircraft/:aircraftId/hours",
    success: 200,
    prepare: async () => ({
      url: `/api/maintenance/aircraft/${f.aircraft["G-LDNA"]}/hours`,
      body: { hours: String(++serial), asOf: "2025-07-01", reason: "Tech log" },
    }),
  },
  {
    method: "POST",
    route: "/api/maintenance/templates",
    success: 201,
    prepare: async () => ({ url: "/api/maintenance/templates", body: template() }),
  },
  {
    method: "PUT",
    route: "/api/maintenance/templates/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/maintenance/templates/${await newRow("/api/maintenance/templates", template())}`,
      body: template(),
    }),
  },
  {
    method: "DELETE",
    route: "/api/maintenance/templates/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/maintenance/templates/${await newRow("/api/maintenance/templates", template())}`,
    }),
  },
  {
    method: "POST",
    route: "/api/maintenance/items",
    success: 201,
    prepare: async () => ({ url: "/api/maintenance/items", body: item() }),
  },
  {
    method: "PUT",
    route: "/api/maintenance/items/:id",
    success: 200,
    prepare: async () => {
      const { aircraftId: _aircraftId, ...edit } = item();
      return { url: `/api/maintenance/items/${await newRow("/api/maintenance/items", item())}`, body: edit };
    },
  },
  {
    method: "DELETE",
    route: "/api/maintenance/items/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/maintenance/items/${await newRow("/api/maintenance/items", item())}`,
    }),
  },
  {
    method: "POST",
    route: "/api/maintenance/items/:id/completions",
    success: 201,
    prepare: async () => ({
      url: `/api/maintenance/items/${await newRow("/api/maintenance/items", item())}/completions`,
      body: { doneHours: "498", doneDate: "2025-07-01" },
    }),
  },
  {
    method: "POST",
    route: "/api/crew",
    success: 201,
    prepare: async () => ({ url: "/api/crew", body: crewMember() }),
  },
  {
    method: "PUT",
    route: "/api/crew/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/crew/${await newRow("/api/crew", crewMember())}`,
      body: crewMember(),
    }),
  },
  {
    method: "POST",
    route: "/api/crew/:id/unavailability",
    success: 201,
    prepare: async () => ({
      url: `/api/crew/${await newRow("/api/crew", crewMember())}/unavailability`,
      body: leave,
    }),
  },
  {
    method: "DELETE",
    route: "/api/crew/:id/unavailability/:periodId",
    success: 200,
    prepare: async () => {
      const member = await newRow("/api/crew", crewMember());
      return {
        url: `/api/crew/${member}/unavailability/${await newRow(`/api/crew/${member}/unavailability`, leave)}`,
      };
    },
  },
  {
    method: "POST",
    route: "/api/conflicts/preview-crew-unavailability/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/conflicts/preview-crew-unavailability/${await newRow("/api/crew", crewMember())}`,
      body: leave,
    }),
  },
  {
    method: "PUT",
    route: "/api/duty-rules",
    success: 200,
    prepare: async () => ({
      url: "/api/duty-rules",
      body: { ruleSetId: "us-135-267", numbers: [{ id: "flight-year", value: 1300 + ++serial }] },
    }),
  },
];

/**
 * Writes open to every signed-in user, read-only ones too: acknowledging a change writes only the
 * user's own "seen up to" mark, never a booking (docs/decisions/031).
 */
const ownMarkCalls: WriteCall[] = [
  {
    method: "POST",
    route: "/api/change-flags/acknowledge",
    success: 200,
    prepare: async () => ({
      url: "/api/change-flags/acknowledge",
      body: { bookingId: await newBooking(), upTo: 1 },
    }),
  },
  {
    method: "POST",
    route: "/api/change-flags/acknowledge-all",
    success: 200,
    prepare: async () => ({ url: "/api/change-flags/acknowledge-all", body: { upTo: 1 } }),
  },
];

/**
 * A pilot's own calendar feed (issue 46 item 7, docs/decisions/055): any signed-in user linked to a
 * crew member makes and stops their own, read-only users too; one linked to none is refused (404).
 */
const ownFeedCalls = [
  { method: "POST", route: "/api/crew/me/calendar-feed", success: 201 },
  { method: "DELETE", route: "/api/crew/me/calendar-feed", success: 200 },
] as const;

/** Every row of every table these calls can change, to show a refused call changed nothing. */
async function snapshot() {
  const { db } = t.database;
  const tables = [
    bookings,
    dailyDetails,
    customer,
    location,
    aircraftType,
    aircraft,
    bookingStatus,
    users,
    history,
    aircraftUnavailability,
    fleetSettings,
    calendarFeeds,
    maintenanceTemplates,
    maintenanceItems,
    maintenanceCompletions,
    crewMembers,
    crewUnavailability,
  ];
  return Promise.all([
    ...tables.map((table) => db.select().from(table).orderBy(asc(table.id))),
    // Keyed by its aircraft, with no id of its own.
    db.select().from(aircraftHours).orderBy(asc(aircraftHours.aircraftId)),
    db.select().from(crewRatings).orderBy(asc(crewRatings.crewMemberId), asc(crewRatings.aircraftTypeId)),
    // One row, keyed by nothing.
    db.select().from(dutyRuleSettings),
  ]);
}

describe("write calls", () => {
  it("the table below lists every write route except signing in and out", () => {
    const writes = listRoutes(t.app).filter((route) => {
      const [method, path] = route.split(" ");
      return !["GET", "HEAD"].includes(method!) && !path!.startsWith("/api/auth/");
    });
    const listed = [...writeCalls, ...ownMarkCalls, ...ownFeedCalls].map(
      (call) => `${call.method} ${call.route}`,
    );
    expect(writes.sort()).toEqual(listed.sort());
  });

  it.each(ownMarkCalls)(
    "$method $route: 401 without a session; read-only users may, as it writes only their own mark",
    async (call) => {
      const { url, body } = await call.prepare();
      const before = await snapshot();
      const signedOut = await anonymous(call.method, url, body);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json()).toEqual({ error: expect.any(String) });
      for (const user of [viewer, engineering, admin]) {
        const done = await user(call.method, url, body);
        expect(done.statusCode, done.body).toBe(call.success);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(writeCalls)(
    "$method $route: 401 without a session, 403 read-only, nothing changed; an editor succeeds",
    async (call) => {
      const { url, body } = await call.prepare();
      const before = await snapshot();

      const signedOut = await anonymous(call.method, url, body);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json()).toEqual({ error: expect.any(String) });
      for (const readOnly of [viewer, engineering]) {
        const refused = await readOnly(call.method, url, body);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json()).toEqual({ error: call.refusal ?? "Read-only users cannot make changes" });
      }
      expect(await snapshot()).toEqual(before);

      const done = await admin(call.method, url, body);
      expect(done.statusCode, done.body).toBe(call.success);
    },
  );

  it("a pilot's own calendar feed: 401 without a session, 404 for accounts linked to no crew member, nothing changed; a linked read-only user makes and stops theirs", async () => {
    const before = await snapshot();
    for (const call of ownFeedCalls) {
      const signedOut = await anonymous(call.method, call.route);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json()).toEqual({ error: expect.any(String) });
      for (const user of [viewer, engineering, admin]) {
        const refused = await user(call.method, call.route);
        expect(refused.statusCode, refused.body).toBe(404);
        expect(refused.json()).toEqual({ error: expect.stringContaining("not linked to a crew member") });
      }
    }
    expect(await snapshot()).toEqual(before);
    const [engineeringUser] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, "Engineering"));
    const linked = await admin("POST", "/api/crew", {
      name: unique("Own feed"),
      role: "captain",
      ratedTypeIds: [f.types.AW139],
      userId: engineeringUser!.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    for (const call of ownFeedCalls) {
      const done = await engineering(call.method, call.route);
      expect(done.statusCode, done.body).toBe(call.success);
    }
  });

  it("refuses a read-only user before reading the body, so a bad body still gets 403", async () => {
    const response = await viewer("POST", "/api/bookings", { nonsense: true });
    expect(response.statusCode).toBe(403);
  });
});

describe("booking writes with a stale version (docs/decisions/028)", () => {
  const bookingWrites = writeCalls.filter(
    (call) => call.route.startsWith("/api/bookings/:id") && !call.route.endsWith("/restore"),
  );

  it("covers the twelve booking write routes that carry a version", () => {
    expect(bookingWrites).toHaveLength(12);
  });

  it.each(bookingWrites)(
    "$method $route: read-only gets 403 before the version is looked at; an editor's stale one gets 409, nothing changed",
    async (call) => {
      const { url, body } = await call.prepare();
      const before = await snapshot();
      // A new booking is at version 2 (created, then its days); 1 is stale.
      const stale = (cookie: string | undefined) =>
        t.app.inject({
          method: call.method,
          url,
          headers: { ...(cookie ? { cookie } : {}), "if-match": '"1"' },
          ...(body === undefined ? {} : { payload: body }),
        });
      const refused = await stale(await t.login("viewer"));
      expect(refused.statusCode, refused.body).toBe(403);
      const conflict = await stale(await t.login("admin"));
      expect(conflict.statusCode, conflict.body).toBe(409);
      expect(conflict.json()).toMatchObject({ error: expect.any(String), booking: { version: 2 } });
      expect(await snapshot()).toEqual(before);
    },
  );
});
