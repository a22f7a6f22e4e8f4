import type { Booking } from "../../shared/bookings.ts";
import { formatShortDate } from "../../shared/dates.ts";
import { readBookingsJson } from "../bookings/read-bookings.ts";
import type { Db } from "../db/connection.ts";
import type { Vocabulary } from "./extract.ts";

/** One day of a booking in the window: a flight, as a line of the answer. */
export interface Flight {
  booking: Booking;
  date: string;
  /** "HH:MM", or "" when TBC. */
  time: string;
  hours: number;
  route: string;
  cancelled: boolean;
  status: string;
}

/**
 * The flights from `from` to `to`: one a booking's day in the window (a booking of three days is three
 * flights, never the same line three times), of the customer or aircraft given, by day and then time (a
 * time still TBC last in its day).
 */
export async function readFlights(options: {
  db: Db;
  from: string;
  to: string;
  vocabulary: Vocabulary;
  customerId?: number;
  aircraftId?: number;
}): Promise<Flight[]> {
  const { db, from, to, vocabulary, customerId, aircraftId } = options;
  const statuses = new Map(vocabulary.statuses.map((status) => [status.id, status.statusText]));
  const places = new Map(vocabulary.locations.map((place) => [place.id, place.name]));
  const bookings = JSON.parse(await readBookingsJson({ db, from, to })) as Booking[];
  return bookings
    .filter(
      (booking) =>
        (!customerId || booking.customerId === customerId) &&
        (!aircraftId || booking.allocatedAircraftId === aircraftId),
    )
    .flatMap((booking) =>
      booking.dailyDetails
        .filter((day) => day.date >= from && day.date <= to)
        .map((day): Flight => {
          const status = (day.bookingStatusId && statuses.get(day.bookingStatusId)) || "Pending";
          const stops = day.legs.length
            ? [places.get(day.legs[0]!.fromId) ?? "?", ...day.legs.map((leg) => places.get(leg.toId) ?? "?")]
            : [booking.departureLocation.name, day.destinationLocation.name];
          return {
            booking,
            date: day.date,
            time: /^\d\d:\d\d$/.test(day.departureTime) ? day.departureTime : "",
            hours: Number(day.expectedAircraftHours) || 0,
            route: stops.join(" to "),
            cancelled: /^cancel/i.test(status),
            status,
          };
        }),
    )
    .sort((a, b) =>
      a.date !== b.date ? (a.date < b.date ? -1 : 1) : (a.time || "99").localeCompare(b.time || "99"),
    );
}

/**
 * "20/06/31 09:30 G-LDNA (EC135), EGNH Blackpool to Leman Alpha, Confirmed, Zenith Energy (booking 12)";
 * a cancelled flight starts "CANCELLED"; the customer is left out when the question named it.
 */
export function flightLine(flight: Flight, withCustomer: boolean): string {
  const { booking } = flight;
  const aircraft = booking.allocatedAircraft
    ? `${booking.allocatedAircraft.registration} (${booking.aircraftType.title})`
    : `${booking.aircraftType.title}, no aircraft yet`;
  return [
    `${flight.cancelled ? "CANCELLED " : ""}${formatShortDate(flight.date)} ${flight.time || "time TBC"} ${aircraft}`,
    flight.route,
    flight.cancelled ? "" : flight.status,
    withCustomer ? `${booking.customer.name} (booking ${booking.id})` : `(booking ${booking.id})`,
  ]
    .filter(Boolean)
    .join(", ")
    .replace(/, \(booking/, " (booking");
}

/** "G-LDNA" as written with or without its hyphen or a space ("GLDNA", "g ldna"); or, with `mark`, "LDNA". */
export function aircraftPattern(registration: string, withMark = true): string {
  const whole = registration
    .replace(/[^A-Za-z0-9]/g, "")
    .split("")
    .join("[\\s-]?");
  const mark = withMark ? /^[A-Z0-9]{1,2}-([A-Z0-9]{3,})$/i.exec(registration.trim())?.[1] : undefined;
  return `\\b(?:${whole}${mark ? `|${mark}` : ""})\\b`;
}

/**
 * The aircraft a question names: "G-LDNA", "GLDNA", or its mark alone in any case ("is ldna free"), a
 * question being read for names only; the mark alone not when it is a word of a place's or customer's name.
 */
export function aircraftNamed(text: string, vocabulary: Vocabulary) {
  const words = new Set(
    [...vocabulary.locations, ...vocabulary.customers].flatMap((item) =>
      item.name.toLowerCase().split(/\s+/),
    ),
  );
  return vocabulary.aircraft.find((aircraft) => {
    const mark = aircraft.registration.replace(/^.*-/, "").toLowerCase();
    return new RegExp(aircraftPattern(aircraft.registration, !words.has(mark)), "i").test(text);
  });
}
