import type { ListedBooking } from "../../shared/assistant.ts";
import type { Booking } from "../../shared/bookings.ts";
import { addDays, formatShortDate, localIsoDate } from "../../shared/dates.ts";
import { readBookingsJson } from "../bookings/read-bookings.ts";
import type { Db } from "../db/connection.ts";
import { findCustomer, type Vocabulary } from "./extract.ts";
import { prepareMessage, readDates } from "./read-when.ts";

/** How many bookings an answer lists: a chat line, not the table. */
const LISTED = 5;

/**
 * A schedule question answered from the bookings ("what's on tomorrow", "is G-MCGA free on Friday",
 * "when is NSS flying next week"): the bookings over the day or week it names (today when it names
 * none), narrowed to the customer or aircraft it names.
 */
export async function answerQuestion(options: {
  db: Db;
  message: string;
  vocabulary: Vocabulary;
  today: Date;
}): Promise<{ message: string; listed: ListedBooking[] }> {
  const { db, vocabulary, today } = options;
  const text = prepareMessage(options.message, today);
  const dates = readDates(text, today);
  const from = dates?.start ?? localIsoDate(today);
  const to = dates?.end ?? (/\bweek\b/i.test(text) ? addDays(from, 6) : from);
  const customer = findCustomer(text, vocabulary.customers);
  const aircraft = vocabulary.aircraft.find((a) =>
    new RegExp(
      `\\b${a.registration
        .replace(/[^A-Za-z0-9]/g, "")
        .split("")
        .join("-?")}\\b`,
      "i",
    ).test(text),
  );
  const found = (JSON.parse(await readBookingsJson({ db, from, to })) as Booking[]).filter(
    (booking) =>
      (!customer || booking.customerId === customer.id) &&
      (!aircraft || booking.allocatedAircraftId === aircraft.id),
  );
  const span = from === to ? formatShortDate(from) : `${formatShortDate(from)} to ${formatShortDate(to)}`;
  const who = [customer?.name, aircraft?.registration].filter(Boolean).join(", ");
  const heading = `${who ? `${who}, ` : ""}${span}`;
  if (found.length === 0)
    return { message: `Nothing is booked for ${heading}. I can only make new bookings here.`, listed: [] };
  const listed = found.slice(0, LISTED).map((b) => ({
    label: `${formatShortDate(b.startDate)}${b.endDate !== b.startDate ? `-${formatShortDate(b.endDate)}` : ""} ${b.customer.name}, ${b.aircraftType.title}${b.allocatedAircraft ? ` ${b.allocatedAircraft.registration}` : ""}, from ${b.departureLocation.name} (booking ${b.id})`,
    month: b.startDate.slice(0, 7),
    customerId: b.customerId,
  }));
  const more =
    found.length > LISTED ? `; the first ${LISTED} here, the rest in the Booking Details table` : "";
  return { message: `Booked for ${heading} (${found.length})${more}:`, listed };
}
