import {
  type AssistantChoice,
  type BookingDraft,
  EMPTY_DRAFT,
  REQUIRED_DRAFT_FIELDS,
  type RequiredDraftField,
} from "../../shared/assistant.ts";
import { addDays, dateInWords, daysBetween, localIsoDate } from "../../shared/dates.ts";
import { sameWeekdayQuestion } from "./choices.ts";
import { legsFollowDay, readDraftLegs } from "./draft-legs.ts";
import { bestMatch, damerauDistance, holdsName, initialsMatch } from "./fuzzy.ts";
import { closeCustomers, placesBegun, unknownType } from "./near-names.ts";
import { hasSeveralLegs, oneLegFromDay, oneLegOf } from "./one-leg.ts";
import { readNotTaken, severalAircraftNote } from "./read-intent.ts";
import { readLegPhrases, readPassengersOfLegs } from "./read-legs.ts";
import { clean, findLocation, PLACE_END } from "./read-places.ts";
import { readRemarks } from "./read-remarks.ts";
import { readRouteCorrection, routeWordsAsTo } from "./read-route-words.ts";
import { prepareMessage, readDates, readDuration, readHours, readTime, weekdayIsToday } from "./read-when.ts";

/** The reference data a message is read against. */
export interface Vocabulary {
  customers: { id: number; name: string }[];
  locations: { id: number; name: string }[];
  types: { id: number; title: string }[];
  aircraft: { id: number; registration: string; aircraftTypeId: number }[];
  statuses: { id: number; statusText: string }[];
}

export interface Extraction {
  details: BookingDraft;
  unknownLocations: string[];
  missingFields: RequiredDraftField[];
  /** What was understood from this message, for the assistant's reply. */
  understood: string[];
  /** What the message asked for that the booking cannot hold, said back rather than dropped. */
  notes?: string[];
  /** The readings a note asks between (docs/decisions/009: asked, never picked). */
  choices?: AssistantChoice[];
}

const WORD = "[A-Za-z0-9'&.()/-]+";

/** A follow-up that lengthens the booking to a date: "extend it to …", "keep it till …", "until …". */
const EXTENDS =
  /\b(?:extend(?:ed|ing)?|lengthen|prolong)\b|^\s*(?:(?:and|but|ok|okay|sorry|no)[\s,]+)?(?:(?:keep|stay|run|hold)\s+(?:it|them|that|on|there)?\s*)?(?:until|till|til|thru|through|up\s+to)\b/i;

/**
 * Reads one message into the draft: only what the message mentions changes (`previous` keeps the
 * rest), names are matched against the database, and a place that matches nothing is kept by name
 * and reported, never matched to something unrelated.
 */
export function extract(
  message: string,
  previous: Partial<BookingDraft> | null | undefined,
  vocabulary: Vocabulary,
  today: Date,
): Extraction {
  const details: BookingDraft = { ...EMPTY_DRAFT, ...(previous ?? {}) };
  let understood: string[] = [];
  // The person's remarks first: their words are kept as typed and read as nothing else.
  const remarks = readRemarks(message);
  if (remarks.remarks) {
    details.remarks = remarks.remarks;
    understood.push(`remarks '${details.remarks}'`);
  }
  // A follow-up's day of the month is the draft's month's ("make it the 12th"), and one said as an end
  // ("extend it to the 2nd", "till the 18th") is the first such day on or after the start.
  const extending = Boolean(previous?.startDate) && EXTENDS.test(remarks.rest);
  const anchor = previous?.startDate ? { date: previous.startDate, onOrAfter: extending } : undefined;
  // The words of further legs come out first ("then on to X at 1100"), with what was said of each; a
  // message without them, on a draft of one destination (no legs, or one that holds its passengers), is
  // read exactly as before legs, its passenger count kept on its one leg.
  const legText = readLegPhrases(routeWordsAsTo(prepareMessage(remarks.rest, today, anchor)), vocabulary);
  const withLegs = legText.phrases.length > 0 || hasSeveralLegs(details.legs);
  const passengers = readPassengersOfLegs(legText);
  const notTaken = readNotTaken(passengers.rest);
  const notes: string[] = [];
  const choices: AssistantChoice[] = [];
  let text = ` ${notTaken.rest} `;
  const take = (match: string) => {
    text = text.replace(match, " ");
  };

  // Hours said with the first leg, before the words of the next ("… 1.5 hrs then on to …"), are its own.
  const headHours = legText.phrases[0] && legText.phrases[0].kind !== "via" ? readHours(legText.head) : null;
  const firstLegHours = headHours && text.includes(headHours.match) ? headHours.value : null;
  if (headHours && firstLegHours) take(headHours.match);
  const hours = readHours(text);
  // "2 hrs each way" is every leg's.
  const eachLeg =
    hours && withLegs
      ? new RegExp(
          `${escapeRegExp(hours.match)}\\s*(?:each\\s+way|each\\s+leg|per\\s+leg|a\\s+leg)\\b`,
          "i",
        ).exec(text)
      : null;
  if (hours && withLegs) take(eachLeg?.[0] ?? hours.match);
  else if (hours) {
    details.expectedHours = hours.value;
    understood.push(`${hours.value} ${hours.value === "1" ? "hour" : "hours"}`);
    take(hours.match);
  }
  const time = readTime(text);
  if (time) {
    details.departureTime = time.value;
    understood.push(`departing ${time.value}`);
    take(time.match);
  }

  for (const status of vocabulary.statuses) {
    const found = statusIn(text, status.statusText);
    if (found) {
      details.bookingStatusId = status.id;
      understood.push(status.statusText);
      take(found[0]);
      break;
    }
  }

  // Registrations first: one names its type too.
  for (const aircraft of vocabulary.aircraft) {
    const found = registrationIn(text, aircraft.registration, vocabulary);
    if (!found) continue;
    const type = vocabulary.types.find((t) => t.id === aircraft.aircraftTypeId);
    Object.assign(details, {
      allocatedAircraftId: aircraft.id,
      allocatedAircraftRegistration: aircraft.registration,
      aircraftTypeId: type?.id ?? details.aircraftTypeId,
      aircraftTypeTitle: type?.title ?? details.aircraftTypeTitle,
    });
    understood.push(aircraft.registration);
    take(found[0]);
    break;
  }
  for (const type of vocabulary.types) {
    const digits = /\d+/.exec(type.title)?.[0];
    const letters = type.title.replace(/\d+/g, "").trim();
    const full = new RegExp(`\\b${escapeRegExp(letters)}[\\s-]?${digits ?? ""}\\b`, "i").exec(text);
    const short = digits ? new RegExp(`\\b(?:the|a|an)?\\s*${digits}\\b(?![/.:-]\\d)`, "i").exec(text) : null;
    const found = full ?? short;
    if (!found) continue;
    if (details.allocatedAircraftId && details.aircraftTypeId !== type.id) {
      details.allocatedAircraftId = null;
      details.allocatedAircraftRegistration = null;
    }
    details.aircraftTypeId = type.id;
    details.aircraftTypeTitle = type.title;
    understood.push(type.title);
    take(found[0]);
    break;
  }

  // A type the operator does not have ("R44") is said back with the types it has, never dropped silently.
  const typeSaid =
    details.aircraftTypeId !== (previous?.aircraftTypeId ?? null) ? null : unknownType(text, vocabulary);
  if (typeSaid) {
    notes.push(typeSaid.text);
    choices.push(...typeSaid.choices);
  }

  const dates = readDates(text, today);
  if (dates?.doubt) {
    notes.push(dates.doubt.text);
    choices.push(...dates.doubt.choices);
    for (const match of dates.match) take(match);
  } else if (dates && extending && !dates.end && details.startDate && dates.start < details.startDate) {
    // "till the 1st" on a draft starting later: the end cannot come first, and which was meant is not known.
    notes.push(
      `${dateInWords(dates.start)} is before the booking starts (${dateInWords(details.startDate)}): which end date do you mean?`,
    );
    for (const match of dates.match) take(match);
  } else if (dates) {
    // A follow-up that lengthens the booking ("extend it to the 10th") moves its end only; one that gives
    // a new start moves the whole booking, its length kept, as the Edit dialog moves dates (decision 042).
    const length =
      previous?.startDate && previous.endDate ? daysBetween(previous.startDate, previous.endDate) : 0;
    if (extending && !dates.end && details.startDate) details.endDate = dates.start;
    else {
      details.startDate = dates.start;
      details.endDate = dates.end ?? addDays(dates.start, Math.max(0, length));
    }
    understood.push(spanInWords(details.startDate, details.endDate));
    for (const match of dates.match) take(match);
  } else {
    // "for 2 days" alone, after the date was given: the booking runs that long from its start.
    const duration = readDuration(text);
    if (duration && details.startDate && duration.days > 0) {
      details.endDate = addDays(details.startDate, duration.days - 1);
      understood.push(spanInWords(details.startDate, details.endDate));
      take(duration.match);
    }
    const sameDay = weekdayIsToday(text, today);
    if (sameDay) {
      const question = sameWeekdayQuestion(localIsoDate(today));
      notes.push(question.text);
      choices.push(...question.choices);
    }
  }

  text = routeMarksAsTo(text, vocabulary.locations);
  const unknownLocations: string[] = [];
  const correction = readRouteCorrection(text, details, vocabulary.locations);
  const routeSaid = { departure: false, destination: false };
  const place = (raw: string | undefined, which: "departure" | "destination") => {
    const name = clean((raw ?? "").replace(PLACE_END, ""));
    if (!name || name.length > 100) return;
    // Words several places begin ("Ninian"): asked, with the places as choices, never one of them picked.
    const several = placesBegun(name, which, vocabulary.locations);
    if (several) {
      routeSaid[which] = true;
      notes.push(several.text);
      choices.push(...several.choices);
      return;
    }
    const match = findLocation(name, vocabulary.locations);
    // In doubt, the field stays as it was and the reply asks: a customer's name is not a new place.
    if (!match && holdsName(name, vocabulary.customers)) return;
    routeSaid[which] = true;
    if (match) {
      details[`${which}Id`] = match.id;
      details[`${which}Name`] = match.name;
      understood.push(`${which} ${match.name}`);
    } else {
      details[`${which}Id`] = null;
      // Kept as typed: it becomes the new location's name if the user says to add it.
      details[`${which}Name`] = name;
      unknownLocations.push(name);
    }
  };
  // "Hornsea Two not Leman Alpha": the field that held the place corrected takes the other, nothing else.
  if (correction?.which) {
    place(correction.name, correction.which);
    take(correction.match);
  } else if (correction) take(correction.dropped);
  // "to Y from X" says the same route backwards.
  const toFrom =
    /\bto\s+([^\s,;][^,;]*?)\s+(?:from|ex)\s+([^\s,;].*?)(?=\s+(?:on|at|for|with|in|next|this|tomorrow)\b|[,.;]|$)/i.exec(
      text,
    );
  const fromTo =
    /\b(?:from|ex)\s+([^,;]+?)\s+(?:to|->|→|-|–)\s+(.+?)(?=\s+(?:on|at|for|from|with|in|next|this|tomorrow)\b|[,.;]|$)/i.exec(
      text,
    ) ??
    (toFrom && [toFrom[0], toFrom[2], toFrom[1]]) ??
    /\bdepart(?:ing|s)?\s+(?:from\s+)?([^,;]+?),?\s+(?:going|flying|heading)?\s*to\s+(.+?)(?=[,.;]|$)/i.exec(
      text,
    );
  const destinationOnly = /\b(?:destination|dest)\s*(?:is|to|:|=)?\s+(?:to\s+)?(.+?)(?=[,.;]|$)/i.exec(text);
  // "dep Aberdeen to Brent Charlie" (its time taken out of "dep 11:20 …") names both ends.
  const departureOnly =
    /\b(?:departure|departing|dep|ex)(?!\s+time\b)\s*(?:is|from|:|=)?\s+(?:from\s+|to\s+)?(.+?)(?:\s+(?:to|->)\s+([^,.;]+?))?(?=[,.;]|$)/i.exec(
      text,
    );
  const arrow = new RegExp(
    `((?:${WORD}\\s+){0,3}${WORD})\\s*(?:->|→|–|\\s-\\s|\\sto\\s)\\s*((?:${WORD}\\s+){0,3}${WORD})`,
    "i",
  ).exec(text);
  if (fromTo) {
    place(fromTo[1], "departure");
    place(fromTo[2], "destination");
    take(fromTo[0]);
  } else if (destinationOnly || departureOnly) {
    if (destinationOnly) {
      place(destinationOnly[1], "destination");
      take(destinationOnly[0]);
    }
    if (departureOnly) {
      // "Leman Alpha ex EGNH": a known place just before "ex" is where it goes.
      const before =
        !destinationOnly && /^ex\b/i.test(departureOnly[0])
          ? placeAtEnd(text.slice(0, departureOnly.index), vocabulary)
          : null;
      place(departureOnly[1], "departure");
      if (departureOnly[2] && !destinationOnly) place(departureOnly[2], "destination");
      take(departureOnly[0]);
      if (before) {
        place(before, "destination");
        text = text.replace(new RegExp(`\\b${escapeRegExp(before)}\\b`), " ");
      }
    }
  } else if (arrow) {
    // "Bristow EGNH - Leman Alpha": the place is the words nearest the arrow that name a location.
    const from = nearest(arrow[1]!, "end", vocabulary);
    const to = nearest(arrow[2]!, "start", vocabulary);
    place(from, "departure");
    place(to, "destination");
    // Only the places go: the words before them may name the customer.
    take(arrow[0]);
    text = `${text} ${arrow[1]!.trim().slice(0, -from.length)} ${arrow[2]!.trim().slice(to.length)}`;
  } else {
    // Last, with no word that marks a route: "from Aberdeen" alone when it names a known place, or two
    // known places named one after the other ("hum leman").
    const fromOnly = /\bfrom\s+(.+?)(?=[,.;]|$)/i.exec(text);
    const fromName = fromOnly ? clean(fromOnly[1]!.replace(PLACE_END, "")) : "";
    const unmarked = unmarkedRoute(text, vocabulary);
    if (fromOnly && fromName && findLocation(fromName, vocabulary.locations)) {
      // "Leman Alpha from Blackpool": a known place just before "from" is where it goes.
      const before = placeAtEnd(text.slice(0, fromOnly.index), vocabulary);
      place(fromName, "departure");
      take(fromOnly[0]);
      if (before) {
        place(before, "destination");
        text = text.replace(new RegExp(`\\b${escapeRegExp(before)}\\b`), " ");
      }
    } else if (unmarked) {
      place(unmarked[0], "departure");
      place(unmarked[1], "destination");
      for (const run of unmarked) text = text.replace(new RegExp(`\\b${escapeRegExp(run)}\\b`), " ");
    }
  }

  if (notTaken.aircraft > 1) notes.unshift(severalAircraftNote(notTaken.aircraft, details.aircraftTypeTitle));
  const customer = findCustomer(text, vocabulary.customers);
  if (customer) {
    details.customerId = customer.id;
    details.customerName = customer.name;
    understood.push(`for ${customer.name}`);
  } else if (!details.customerId) {
    // Part of a name ("Smith", "Bristo"): the customers it could be are offered, none taken.
    const near = closeCustomers(text, vocabulary.customers);
    if (near) {
      notes.push(near.text);
      choices.push(...near.choices);
    }
  }
  if (withLegs) {
    const built = readDraftLegs({
      previous: { ...EMPTY_DRAFT, ...(previous ?? {}) },
      details,
      said: { ...routeSaid, time: Boolean(time) },
      phrases: legText.phrases,
      firstLegHours,
      dayHours: hours?.value ?? null,
      hoursEachLeg: Boolean(eachLeg),
      passengers: passengers.said,
    });
    notes.push(...built.notes);
    // The day's route is its legs now, said once, in order.
    if (built.understood)
      understood = [
        ...understood.filter((item) => !/^(?:departure|destination) /.test(item)),
        built.understood,
      ];
  } else {
    // One destination: the count said, or the draft's, is its one leg's, which follows the day.
    const count = passengers.said?.count ?? oneLegOf(details.legs)?.passengers ?? null;
    details.legs = count === null ? null : [oneLegFromDay(details, count)];
  }
  // A day of one destination says its passengers as it says its hours: when this message gave them.
  const kept = oneLegOf(details.legs);
  if (
    kept?.passengers != null &&
    (passengers.said || kept.passengers !== oneLegOf(previous?.legs)?.passengers)
  )
    understood.push(`${kept.passengers} pax`);
  return {
    ...finishExtraction(details, unknownLocations, understood, vocabulary),
    notes,
    ...(choices.length ? { choices } : {}),
  };
}

/** The dates read, as a typed date is echoed everywhere in the app: "Thu 3 Dec 2026 to Sat 5 Dec 2026". */
function spanInWords(start: string, end: string | null): string {
  return !end || end === start ? dateInWords(start) : `${dateInWords(start)} to ${dateInWords(end)}`;
}

/**
 * "hum-leman", "EGPD/EGPE", "hum>leman", "hum > leman", "hum => leman", "hum 2 leman" as "hum to leman", when the
 * words on both sides name known places: elsewhere a hyphen or slash joins words of one name.
 */
function routeMarksAsTo(text: string, locations: Vocabulary["locations"]): string {
  return text.replace(
    /\b([A-Za-z]{3,})(?:\s*(?:-|\/|=?>)\s*|\s+2\s+)([A-Za-z]{3,})\b/g,
    (all, from: string, to: string) =>
      findLocation(from, locations) && findLocation(to, locations) ? `${from} to ${to}` : all,
  );
}

/** The last words (up to three) of `text` when they name a known place, and not as part of a customer's name. */
function placeAtEnd(text: string, vocabulary: Vocabulary): string | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let size = Math.min(3, words.length); size >= 1; size--) {
    const run = words.slice(-size).join(" ");
    if (size === 1 && run.length < 3) continue;
    const withBefore = words.slice(-size - 1).join(" ");
    if (withBefore !== run && bestMatch(withBefore, vocabulary.customers)) continue;
    if (findLocation(clean(run), vocabulary.locations)) return run;
  }
  return null;
}

/**
 * Two known places named one after the other with nothing between ("EGNH EGPD", "hum leman"): the
 * first is the departure. Only when exactly two are named, and not a place word that begins or
 * ends a customer's name ("Aberdeen Air Charter").
 */
function unmarkedRoute(text: string, vocabulary: Vocabulary): [string, string] | null {
  const words = text.split(/[\s,;:]+/).filter(Boolean);
  const found: string[] = [];
  for (let i = 0; i < words.length; ) {
    let size = Math.min(3, words.length - i);
    for (; size >= 1; size--) {
      const run = words.slice(i, i + size).join(" ");
      if (size === 1 && (run.length < 3 || NUMBER_WORD.test(run))) continue;
      if (!findLocation(clean(run), vocabulary.locations)) continue;
      const withNext = words.slice(i, i + size + 1).join(" ");
      const withBefore = words.slice(Math.max(0, i - 1), i + size).join(" ");
      const inCustomer = [withNext, withBefore].some(
        (phrase) => phrase !== run && bestMatch(phrase, vocabulary.customers),
      );
      if (!inCustomer) break;
    }
    if (size >= 1) {
      found.push(words.slice(i, i + size).join(" "));
      i += size;
    } else i++;
  }
  return found.length === 2 && found[0] !== found[1] ? [found[0]!, found[1]!] : null;
}
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten)$/i;

/**
 * What every reading (rules or model) ends with: a place named earlier and added since (the
 * assistant's "yes, add it") gets its id, one still unknown is reported again, and what the booking
 * still lacks is listed.
 */
export function finishExtraction(
  details: BookingDraft,
  unknownLocations: string[],
  understood: string[],
  vocabulary: Vocabulary,
): Extraction {
  for (const which of ["departure", "destination"] as const) {
    const name = details[`${which}Name`];
    if (details[`${which}Id`] || !name) continue;
    const match = bestMatch(name, vocabulary.locations);
    if (match && match.score >= 0.99) {
      details[`${which}Id`] = match.id;
      understood.push(`${which} ${match.name}`);
    } else if (!unknownLocations.includes(name)) unknownLocations.push(name);
  }
  // A day of legs: its first and last legs follow the day's route and time, and every place of every
  // leg is known or asked about, as the destination is.
  legsFollowDay(details);
  const named = new Set<string>();
  for (const [index, leg] of (details.legs ?? []).entries()) {
    for (const end of ["from", "to"] as const) {
      const name = leg[`${end}Name`];
      if (leg[`${end}Id`] || !name) continue;
      const match = bestMatch(name, vocabulary.locations);
      if (match && match.score >= 0.99) {
        leg[`${end}Id`] = match.id;
        if (!named.has(match.name)) understood.push(`leg ${index + 1} ${end} ${match.name}`);
        named.add(match.name);
      } else if (!unknownLocations.includes(name)) unknownLocations.push(name);
    }
  }
  const missingFields = REQUIRED_DRAFT_FIELDS.filter((field) =>
    field === "customer"
      ? !details.customerId
      : field === "aircraftType"
        ? !details.aircraftTypeId
        : field === "startDate"
          ? !details.startDate
          : !details[`${field}Id`] && !details[`${field}Name`],
  );
  if (details.startDate && !details.endDate) details.endDate = details.startDate;
  return { details, unknownLocations, missingFields, understood };
}

/**
 * Of the words on one side of an arrow, the run next to it that names a known location (longest
 * first); failing that, the words after the last that names something else (a customer, by name or
 * initials), as a new place's name.
 */
function nearest(words: string, side: "start" | "end", vocabulary: Vocabulary): string {
  const list = words.trim().split(/\s+/);
  for (let size = Math.min(4, list.length); size >= 1; size--) {
    const run = (side === "end" ? list.slice(-size) : list.slice(0, size)).join(" ");
    if (findLocation(clean(run), vocabulary.locations)) return run;
  }
  const near = side === "end" ? list.slice(-2) : list;
  const customerAt = near.findLastIndex((word) => holdsName(word, vocabulary.customers));
  return side === "end" ? near.slice(customerAt + 1).join(" ") : near.join(" ");
}

/** How many of a message's words are searched for a customer's name (a request names it early). */
export const MAX_WORDS_SEARCHED = 60;

/** The customer the message names: "for X", or a customer's name anywhere in it, typos allowed. */
export function findCustomer(text: string, customers: Vocabulary["customers"]) {
  const named = /\bfor\s+(.+?)(?=\s+(?:from|to|on|at|with|in|next|this|tomorrow)\b|[,.;]|$)/i.exec(text);
  if (named) {
    const match = bestMatch(clean(named[1]!), customers);
    if (match) return match;
  }
  // Every run of up to four words is compared with every customer: a bounded number of words keeps
  // that a bounded amount of work (docs/decisions/024).
  const words = text
    .split(/[\s,.;:]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS_SEARCHED);
  let best: { id: number; name: string; score: number } | null = null;
  for (const word of words) best ??= initialsMatch(word, customers);
  for (let size = 4; size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const phrase = words.slice(i, i + size).join(" ");
      if (phrase.length < 3) continue;
      const match = bestMatch(phrase, customers);
      if (match && (!best || match.score > best.score)) best = match;
    }
  }
  return best;
}

/**
 * Where a message names a status: as written, misspelt by one slip in seven letters or more
 * ("Provisonal", "confimed"), or "prov", the desk's short word for Provisional.
 */
function statusIn(text: string, statusText: string) {
  const exact = new RegExp(`\\b${escapeRegExp(statusText)}\\b`, "i").exec(text);
  if (exact) return exact;
  if (/^provisional$/i.test(statusText)) {
    const short = /\bprov\b\.?/i.exec(text);
    if (short) return short;
  }
  const wanted = statusText.toLowerCase();
  if (wanted.length < 7) return null;
  return (
    [...text.matchAll(/\b[A-Za-z]{6,}\b/g)].find(
      (word) =>
        Math.abs(word[0].length - wanted.length) <= 1 && damerauDistance(word[0].toLowerCase(), wanted) <= 1,
    ) ?? null
  );
}

/**
 * Where a message names a registration: "G-MCGA", "GMCGA", "g mcga", or its mark without the country's
 * letter typed in capitals ("MCGA", as ops say it) when that is no word of a place or customer.
 */
function registrationIn(text: string, registration: string, vocabulary: Vocabulary) {
  const bare = registration.replace(/[^A-Za-z0-9]/g, "");
  const whole = new RegExp(`\\b${bare.split("").map(escapeRegExp).join("[\\s-]?")}\\b`, "i").exec(text);
  if (whole) return whole;
  const mark = /^[A-Z0-9]{1,2}-([A-Z0-9]{3,})$/i.exec(registration.trim())?.[1];
  if (!mark) return null;
  const names = [...vocabulary.locations, ...vocabulary.customers].map((item) => item.name.toLowerCase());
  if (names.some((name) => name.split(/\s+/).includes(mark.toLowerCase()))) return null;
  return new RegExp(`\\b${escapeRegExp(mark.toUpperCase())}\\b`).exec(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export { localIsoDate };
