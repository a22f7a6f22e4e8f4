import type { ListedBooking } from "../../shared/assistant.ts";
import { addDays, formatShortDate, localIsoDate } from "../../shared/dates.ts";
import type { Db } from "../db/connection.ts";
import { findCustomer, type Vocabulary } from "./extract.ts";
import { aircraftNamed, aircraftPattern, flightLine, readFlights } from "./read-flights.ts";
import { prepareMessage, readDates, readTime } from "./read-when.ts";

/** How far ahead a change that names no date looks for the flight: a dispatcher's next fortnight. */
const DAYS_AHEAD = 14;
/** How many flights a "which one?" lists. */
const LISTED = 10;

/**
 * A message about a flight that exists ("move Bristow's Tuesday flight to 1100", "put G-LDNB on Zenith's
 * Friday flight", "cancel Acme's job on the 3rd"), issue 48 item 3: the flight is found by the customer,
 * aircraft and day named (the next fortnight when no day is), the change it would make is said against
 * what the flight has now, and several matches are listed to choose from. Nothing is written from here
 * yet: the reply says so and links the flight's month in the table, where the change is made with the
 * table's own write and conflict questions.
 */
export async function answerChange(options: {
  db: Db;
  message: string;
  vocabulary: Vocabulary;
  today: Date;
}): Promise<{ message: string; listed: ListedBooking[] }> {
  const { db, vocabulary, today } = options;
  const text = prepareMessage(options.message, today);
  // "… to 1100", "… to the 5th": the change is the words after the last "to"; the flight, those before.
  const target = /^(?<which>.*)\s(?:to|until|for)\s+(?<to>.+?)[\s.!?]*$/i.exec(text)?.groups;
  const moving = /^\s*(?:please\s+)?(?:move|shift|push|bring|reschedule|postpone|change|amend)\b/i.test(text);
  const which = moving && target ? target.which! : text;
  const newTime = moving && target ? readTime(target.to!) : null;
  const newDates = moving && target && !newTime ? readDates(target.to!, today) : null;
  const put = /\b(?:put|swap|switch|allocate)\s+(\S+)\s+(?:on|onto|to)\b/i.exec(text);
  const newAircraft = put ? aircraftNamed(put[1]!, vocabulary) : undefined;
  const cancelling = /^\s*(?:please\s+)?(?:cancel|delete|remove|scrap)\b/i.test(text);

  // "Zenith's flight": the customer without the possessive.
  const named = (put ? which.replace(put[0], " ") : which).replace(/(\w)['’]s\b/g, "$1");
  const aircraft = aircraftNamed(named, vocabulary);
  const customer = findCustomer(
    aircraft ? named.replace(new RegExp(aircraftPattern(aircraft.registration), "i"), " ") : named,
    vocabulary.customers,
  );
  const day = readDates(named, today);
  const from = day?.start ?? localIsoDate(today);
  const to = day ? (day.end ?? day.start) : addDays(from, DAYS_AHEAD - 1);
  const flights = (
    await readFlights({ db, from, to, vocabulary, customerId: customer?.id, aircraftId: aircraft?.id })
  ).filter((flight) => !flight.cancelled);
  const listed = flights.slice(0, LISTED).map((flight) => ({
    label: flightLine(flight, true),
    month: flight.date.slice(0, 7),
    customerId: flight.booking.customerId,
  }));
  const span = from === to ? formatShortDate(from) : `${formatShortDate(from)} to ${formatShortDate(to)}`;
  const who = [customer?.name, aircraft?.registration].filter(Boolean).join(", ");
  if (!customer && !aircraft)
    return {
      message:
        "Which flight do you mean? Name its customer or aircraft and its day, for example 'move Bristow's Tuesday flight to 1100'. Nothing has changed.",
      listed: [],
    };
  if (flights.length === 0)
    return { message: `I found no flight for ${who}, ${span}. Nothing has changed.`, listed: [] };
  if (flights.length > 1)
    return {
      message: `Which flight? I found ${flights.length} for ${who}, ${span}; say which by its day, time or aircraft. Nothing has changed.`,
      listed,
    };
  const [flight] = flights;
  const change = newTime
    ? `departure ${flight!.time || "TBC"} to ${newTime.value}`
    : newDates
      ? `date ${formatShortDate(flight!.date)} to ${formatShortDate(newDates.start)}`
      : newAircraft
        ? `aircraft ${flight!.booking.allocatedAircraft?.registration ?? "none"} to ${newAircraft.registration}`
        : cancelling
          ? `status ${flight!.status} to Cancelled`
          : null;
  return {
    message: `${change ? `That would change its ${change}. ` : ""}I can't change an existing flight from here yet, so nothing has changed: make it in the Booking Details table, where it asks about any clash first. The flight:`,
    listed,
  };
}
