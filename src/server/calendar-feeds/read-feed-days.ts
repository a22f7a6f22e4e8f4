import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
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
}

const departure = sql`departure`;

/** The booking-days a feed lists between two dates (inclusive): its scope's, and no other. */
export function readFeedDays(options: {
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
          : undefined;
  return db
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
      destination: location.name,
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
}
