import type { ListedBooking } from "../../shared/assistant.ts";
import { addDays, formatShortDate, localIsoDate } from "../../shared/dates.ts";
import type { Db } from "../db/connection.ts";
import { answerMaintenance, MAINTENANCE_WORDS } from "./answer-maintenance.ts";
import { findCustomer, type Vocabulary } from "./extract.ts";
import { aircraftNamed, aircraftPattern, type Flight, flightLine, readFlights } from "./read-flights.ts";
import { prepareMessage, readDates } from "./read-when.ts";

/** How many flights an answer lists: a chat reply, not the table. */
const LISTED = 10;

/** The parts of a day a question may name, as minutes from midnight (end exclusive). */
const PARTS: Record<string, [number, number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [18 * 60, 24 * 60],
};

/**
 * A schedule question answered from the bookings (issue 48 item 3): "what's on Friday?", "what's G-LDNA
 * doing on the 15th?", "when is NSS flying next week?" list the flights over the day or week named (today
 * when none), narrowed to the customer or aircraft named, one line a flight (a booking's day) in time
 * order with its time, aircraft, route and status, a cancelled one marked; "is LDNA free tues afternoon?"
 * is answered yes or no with the busy times. Dates are written as the table writes them.
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
  const aircraft = aircraftNamed(text, vocabulary);
  // The aircraft's own letters are no customer's initials.
  const customer = findCustomer(
    aircraft ? text.replace(new RegExp(aircraftPattern(aircraft.registration), "i"), " ") : text,
    vocabulary.customers,
  );
  // "when is G-HLDA's next 100-hour?": the aircraft's maintenance, not its flights.
  if (aircraft && MAINTENANCE_WORDS.test(text) && !/\b(?:free|available|busy|flying|doing)\b/i.test(text))
    return {
      message: await answerMaintenance({
        db,
        text,
        aircraftId: aircraft.id,
        registration: aircraft.registration,
        now: today,
      }),
      listed: [],
    };
  const part = Object.keys(PARTS).find((name) => new RegExp(`\\b${name}\\b`, "i").test(text));
  const flights = (
    await readFlights({ db, from, to, vocabulary, customerId: customer?.id, aircraftId: aircraft?.id })
  ).filter((flight) => !part || !flight.time || overlaps(flight, PARTS[part]!));
  const span = `${from === to ? formatShortDate(from) : `${formatShortDate(from)} to ${formatShortDate(to)}`}${part ? ` ${part}` : ""}`;
  const who = [customer?.name, aircraft?.registration].filter(Boolean).join(", ");
  const heading = `${who ? `${who}, ` : ""}${span}`;
  const listed = flights.slice(0, LISTED).map((flight) => ({
    label: flightLine(flight, !customer),
    month: flight.date.slice(0, 7),
    customerId: flight.booking.customerId,
  }));
  const more =
    flights.length > LISTED ? `; the first ${LISTED} here, the rest in the Booking Details table` : "";
  if (aircraft && /\b(?:free|available|spare|busy)\b/i.test(text)) {
    const busy = flights.filter((flight) => !flight.cancelled);
    if (busy.length === 0)
      return {
        message: `Yes: ${aircraft.registration} is free ${span}${flights.length ? " (its flights then are cancelled)" : ""}.`,
        listed,
      };
    const times = busy.map((flight) =>
      flight.time ? `${flight.time}-${endTime(flight)}` : `${formatShortDate(flight.date)} at a time TBC`,
    );
    return {
      message: `No: ${aircraft.registration} is busy ${span}: ${[...new Set(times)].join(", ")} (${busy.length})${more}:`,
      listed,
    };
  }
  if (flights.length === 0)
    return { message: `Nothing is booked for ${heading}. I can only make new bookings here.`, listed: [] };
  return { message: `Booked for ${heading} (${flights.length})${more}:`, listed };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When a flight is back: its time and hours (an hour when no hours are given). */
function endTime(flight: Flight): string {
  const end = Math.min(24 * 60 - 1, minutes(flight.time) + Math.round((flight.hours || 1) * 60));
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

function overlaps(flight: Flight, [start, end]: [number, number]): boolean {
  const leaves = minutes(flight.time);
  return leaves < end && leaves + Math.round((flight.hours || 1) * 60) > start;
}
