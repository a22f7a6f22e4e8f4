import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Leg } from "../../shared/legs.ts";
import type { Db } from "../db/connection.ts";
import type { calendarFeeds } from "../db/schema.ts";
import {
  aircraft,
  aircraftType,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
} from "../db/schema.ts";

export interface FeedDay {
  bookingId: number;
  date: string;
  departureTime: string;
  expectedHours: string;
  remarks: string;
  revision: number;
  modifiedAt: Date;
  status: string | null;
  cancelled: boolean;
  /** A confirmed status, or Completed (it flew): CONFIRMED in calendars; any other TENTATIVE. */
  firm: boolean;
  customer: string;
  aircraftType: string;
  registration: string | null;
  departure: string;
  destination: string;
  /** The day's legs in order, their places named (docs/decisions/049). */
  legs: FeedLeg[];
}

/** A leg of a feed's day, its places by name. */
export interface FeedLeg extends Omit<Leg, "fromId" | "toId"> {
  from: string;
  to: string;
}

const departure = sql`departure`;

/** The booking-days a feed lists between two dates (inclusive): its scope's, and no other. */
export async function readFeedDays(options: {
  db: Db;
  feed: Pick<typeof calendarFeeds.$inferSelect, "scope" | "scopeId" | "includeCancelled">;
  from: string;
  to: string;
}): Promise<FeedDay[]> {
  const { db, feed, from, to } = options;
  // Product §3's status "Cancelled", matched as its name is everywhere else: ignoring case.
  const cancelled = sql<boolean>`coalesce(lower(${bookingStatus.statusText}) = 'cancelled', false)`;
  const firm = sql<boolean>`coalesce(${bookingStatus.statusConfirmed} or lower(${bookingStatus.statusText}) = 'completed', false)`;
  const scope =
    feed.scope === "aircraft"
      ? eq(bookings.allocatedAircraftId, feed.scopeId ?? 0)
      : feed.scope === "customer"
        ? eq(bookings.customerId, feed.scopeId ?? 0)
        : feed.scope === "aircraft type"
          ? eq(bookings.aircraftTypeId, feed.scopeId ?? 0)
          : feed.scope === "my flights"
            ? // The days with a leg naming the crew member linked to the feed's account now; none once
              // the account is unlinked or disabled.
              sql`exists (select 1 from scheduler_booking_legs l
                join crew_members m on m.user_id = ${feed.scopeId ?? 0}
                join users u on u.id = m.user_id and u.disabled_at is null
                where l.day_id = ${dailyDetails.id} and (l.captain_id = m.id or l.first_officer_id = m.id
                  or m.id = any(l.other_crew_ids)))`
            : undefined;
  const rows = await db
    .select({
      bookingId: dailyDetails.bookingId,
      date: dailyDetails.date,
      departureTime: dailyDetails.departureTime,
      expectedHours: dailyDetails.expectedAircraftHours,
      remarks: dailyDetails.remarks,
      revision: dailyDetails.revision,
      modifiedAt: dailyDetails.modifiedAt,
      status: bookingStatus.statusText,
      cancelled,
      firm,
      customer: customer.name,
      aircraftType: aircraftType.title,
      registration: aircraft.registration,
      departure: sql<string>`${departure}.name`,
      departureId: bookings.departureId,
      destination: location.name,
      legs: dailyDetails.legs,
    })
    .from(dailyDetails)
    .innerJoin(bookings, eq(bookings.id, dailyDetails.bookingId))
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(aircraftType, eq(aircraftType.id, bookings.aircraftTypeId))
    .leftJoin(aircraft, eq(aircraft.id, bookings.allocatedAircraftId))
    .innerJoin(sql`${location} as ${departure}`, sql`${departure}.id = ${bookings.departureId}`)
    .innerJoin(location, eq(location.id, dailyDetails.destinationId))
    .leftJoin(bookingStatus, eq(bookingStatus.id, dailyDetails.bookingStatusId))
    .where(
      and(
        gte(dailyDetails.date, from),
        lte(dailyDetails.date, to),
        scope,
        feed.includeCancelled ? undefined : sql`not ${cancelled}`,
      ),
    )
    .orderBy(asc(dailyDetails.date), asc(dailyDetails.bookingId));
  // The places of days of several legs, named in one more query; a one-leg day's are its own, unless
  // its leg was moved off the booking's departure.
  const ids = new Set(
    rows.flatMap((row) =>
      row.legs.length > 1
        ? row.legs.flatMap((leg) => [leg.fromId, leg.toId])
        : row.legs.filter((leg) => leg.fromId !== row.departureId).map((leg) => leg.fromId),
    ),
  );
  const names = new Map(
    ids.size === 0
      ? []
      : (
          await db
            .select({ id: location.id, name: location.name })
            .from(location)
            .where(inArray(location.id, [...ids]))
        ).map((place) => [place.id, place.name]),
  );
  return rows.map(({ departureId, ...row }) => ({
    ...row,
    legs: row.legs.map(({ fromId, toId, ...leg }) => ({
      ...leg,
      from: fromId === departureId ? row.departure : (names.get(fromId) ?? ""),
      to: row.legs.length > 1 ? (names.get(toId) ?? "") : row.destination,
    })),
  }));
}
