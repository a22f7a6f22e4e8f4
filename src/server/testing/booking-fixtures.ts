import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Booking, CreateBookingPayload } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { aircraft, aircraftType, bookingStatus, customer, location } from "../db/schema.ts";
import type { TestApp } from "./test-app.ts";

/** Ids of the reference data a booking test needs: the seeded fleet and statuses, plus customers and locations. */
export interface Fixtures {
  customers: { acme: number; zenith: number };
  locations: { base: number; rig: number; port: number };
  types: { AW139: number; AW169: number; EC135: number };
  aircraft: { [registration: string]: number };
  statuses: { pending: number; confirmed: number };
}

/** Adds two customers and three locations to the seeded database and returns every id by name. */
export async function addFixtures(db: Db): Promise<Fixtures> {
  const customers = await db
    .insert(customer)
    .values([
      { name: "Acme Offshore", color: "#112233" },
      { name: "Zenith Energy", color: "#445566" },
    ])
    .returning();
  const locations = await db
    .insert(location)
    .values([{ name: "EGNH Blackpool" }, { name: "Leman Alpha" }, { name: "EGNJ Humberside" }])
    .returning();
  const types = await db.select().from(aircraftType);
  const fleet = await db.select().from(aircraft);
  const statuses = await db.select().from(bookingStatus);
  const typeId = (title: string) => types.find((t) => t.title === title)!.id;
  const statusId = (text: string) => statuses.find((s) => s.statusText === text)!.id;
  return {
    customers: { acme: customers[0]!.id, zenith: customers[1]!.id },
    locations: { base: locations[0]!.id, rig: locations[1]!.id, port: locations[2]!.id },
    types: { AW139: typeId("AW139"), AW169: typeId("AW169"), EC135: typeId("EC135") },
    aircraft: Object.fromEntries(fleet.map((a) => [a.registration, a.id])),
    statuses: { pending: statusId("Pending"), confirmed: statusId("Confirmed") },
  };
}

/** A valid create-booking payload for `fixtures`, with `overrides` on top. */
export function bookingPayload(fixtures: Fixtures, overrides: Partial<CreateBookingPayload> = {}) {
  return {
    customerId: fixtures.customers.acme,
    aircraftTypeId: fixtures.types.AW139,
    bookingStatusId: fixtures.statuses.pending,
    departureId: fixtures.locations.base,
    destinationId: fixtures.locations.rig,
    startDate: "2025-03-10",
    endDate: "2025-03-12",
    ...overrides,
  };
}

/** `app.inject` with a signed-in user's cookie. */
export function apiAs(testApp: TestApp, cookie: string | undefined) {
  return (method: InjectOptions["method"], url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    testApp.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
}

export type Api = ReturnType<typeof apiAs>;

/**
 * Creates a booking through the API and returns it in read shape (without the conflicts a write adds);
 * fails the test on any other answer.
 */
export async function createBookingVia(api: Api, payload: object): Promise<Booking> {
  const response = await api("POST", "/api/bookings", payload);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  const { conflicts: _conflicts, ...booking } = response.json();
  return booking;
}

/** Who a test's direct service calls are recorded as. */
export const TEST_ACTOR = { id: 1, username: "admin", name: "Administrator" };
