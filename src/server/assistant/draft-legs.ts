import type { BookingDraft, DraftLeg } from "../../shared/assistant.ts";
import { MAX_LEGS } from "../../shared/legs.ts";
import { hasSeveralLegs, oneLegFromDay, oneLegOf } from "./one-leg.ts";
import type { LegPhrase, Place, Said } from "./read-legs.ts";
import { legsSummary } from "./replies.ts";

type BuildOptions = Parameters<typeof buildLegs>[0];

/**
 * The draft's legs after one message, written into `details` with the day's fields they give; a day
 * left with one plain leg is a draft without legs, as before legs, or, when that leg holds passengers,
 * a draft of one destination that keeps them on it (`one-leg.ts`). Answers what to say of them: the
 * legs in order when a day of several changed, and what could not be taken.
 */
export function readDraftLegs(options: BuildOptions): { understood: string | null; notes: string[] } {
  const { details, previous } = options;
  const { legs, notes } = buildLegs(options);
  const [only] = legs;
  if (legs.length === 1 && only && !only.positioning && only.passengers === null) {
    Object.assign(details, {
      legs: null,
      departureTime: only.departureTime,
      expectedHours: only.expectedHours,
    });
  } else dayFromLegs(details, legs);
  const changed = JSON.stringify(details.legs) !== JSON.stringify(previous.legs ?? null);
  return {
    understood: changed && details.legs && hasSeveralLegs(details.legs) ? legsSummary(details.legs) : null,
    notes,
  };
}

/**
 * The draft's legs after one message (docs/decisions/049; issue 44 item 6). The route the message names
 * (or the draft's) is the first leg; "then on to X" adds a leg from where the last landed, "via X" stops
 * the last leg at X, "and back" adds a leg to where the day started (or, when a leg already goes there,
 * is that leg), a positioning leg said "first" goes before them all, and "leg 2 at 1100" speaks of a leg
 * by its number in the end. Nothing is set that was not said: a leg's time, hours and passengers stay
 * blank unless said of it, or of the whole day where that can mean one thing only.
 */
export function buildLegs(options: {
  /** The draft before this message. */
  previous: BookingDraft;
  /** The draft after this message's other readers: its route and time are this message's, if said. */
  details: BookingDraft;
  said: { departure: boolean; destination: boolean; time: boolean };
  phrases: LegPhrase[];
  /** Hours said before the first leg phrase ("Blackpool to Leman Alpha 1.5 hrs then …"): the first leg's. */
  firstLegHours: string | null;
  /** Hours said anywhere else: whose they are is not known when the day has several legs… */
  dayHours: string | null;
  /** …unless said to be each leg's ("2 hrs each way"). */
  hoursEachLeg?: boolean;
  /** Passengers said for the request; `firstLeg` when said before the first leg phrase. */
  passengers: { count: number; firstLeg: boolean } | null;
}): { legs: DraftLeg[]; notes: string[] } {
  const { previous, details, said, phrases, firstLegHours, dayHours, hoursEachLeg, passengers } = options;
  const notes: string[] = [];
  const departure: Place = { id: details.departureId, name: details.departureName };
  const destination: Place = { id: details.destinationId, name: details.destinationName };
  let legs: DraftLeg[];
  // A draft of one destination that holds its passengers is read as one without legs, keeping them.
  const previousOne = oneLegOf(previous.legs);
  if (previous.legs?.length && !(said.departure && said.destination)) {
    legs = previous.legs.map((leg) => ({ ...leg }));
    // The day's departure, destination and time are its first leg's from, last leg's to and first time.
    if (said.departure) setPlace(legs[0]!, "from", departure);
    if (said.destination) setPlace(legs.at(-1)!, "to", destination);
    if (said.time) legs[0]!.departureTime = details.departureTime;
  } else {
    legs = [
      newLeg(departure, destination, {
        departureTime: details.departureTime,
        expectedHours: hasSeveralLegs(previous.legs) ? null : details.expectedHours,
        passengers: previousOne?.passengers ?? null,
      }),
    ];
  }
  const first = legs.find((leg) => !leg.positioning) ?? legs[0]!;
  const givenPassengers = new Set<DraftLeg>();
  const apply = (leg: DraftLeg, what: Said) => {
    if (what.time) leg.departureTime = what.time;
    if (what.hours) leg.expectedHours = what.hours;
    if (what.passengers !== undefined) {
      leg.passengers = what.passengers;
      givenPassengers.add(leg);
    }
    if (what.by)
      notes.push(
        `I haven't set 'back by ${what.by}': a leg holds the time it leaves, so say when the leg back departs ('back at …').`,
      );
  };
  const add = (leg: DraftLeg, what: Said) => {
    if (legs.length >= MAX_LEGS) {
      notes.push(`A day can have at most ${MAX_LEGS} legs, so I haven't added more.`);
      return;
    }
    apply(leg, what);
    legs.push(leg);
  };

  for (const phrase of phrases) {
    const last = legs.at(-1)!;
    if (phrase.kind === "next") {
      if (samePlace(placeOf(last, "to"), phrase.to)) apply(last, phrase.said);
      else add(newLeg(placeOf(last, "to"), phrase.to), phrase.said);
    } else if (phrase.kind === "via") {
      const end = placeOf(last, "to");
      setPlace(last, "to", phrase.to);
      add(newLeg(phrase.to, end), phrase.said);
    } else if (phrase.kind === "back") {
      // Back to where the day starts; before the departure is known, to where the passengers' route does.
      const start = [legs[0]!, first].map((leg) => placeOf(leg, "from")).find((place) => place.name);
      const to = phrase.to ?? start;
      if (!to) {
        notes.push("Back to where? Tell me where the day starts from first.");
        continue;
      }
      if (legs.length > 1 && samePlace(placeOf(last, "to"), to)) apply(last, phrase.said);
      else add(newLeg(placeOf(last, "to"), to), phrase.said);
    } else if (phrase.kind === "position" && !phrase.first) {
      if (!phrase.to) notes.push("Where does the positioning leg go? Say 'position to …'.");
      else add(newLeg(phrase.from ?? placeOf(last, "to"), phrase.to, { positioning: true }), phrase.said);
    }
  }
  for (const phrase of phrases) {
    if (phrase.kind !== "position" || !phrase.first) continue;
    const start = placeOf(legs[0]!, "from");
    const to = phrase.to ?? (start.name ? start : null);
    if (!to) {
      notes.push("Where does the positioning leg go? Say 'position to …'.");
      continue;
    }
    let from = phrase.from;
    if (!from && start.name && !samePlace(start, to)) {
      // "Humberside to Leman Alpha, position empty to Blackpool first": the aircraft leaves Humberside
      // empty, and the passengers' leg leaves Blackpool.
      from = start;
      setPlace(legs[0]!, "from", to);
    }
    if (!from) {
      from = { id: null, name: null };
      notes.push(`Where does the positioning leg to ${to.name} leave from? Say 'from …'.`);
    }
    const leg = newLeg(from, to, { positioning: true });
    apply(leg, phrase.said);
    if (legs.length < MAX_LEGS) legs.unshift(leg);
  }
  for (const phrase of phrases) {
    if (phrase.kind !== "leg") continue;
    const leg = phrase.index === "last" ? legs.at(-1) : legs[phrase.index - 1];
    if (leg) apply(leg, phrase.said);
    else
      notes.push(
        `There is no leg ${phrase.index}: the day has ${legs.length} ${legs.length === 1 ? "leg" : "legs"}.`,
      );
  }

  if (firstLegHours) first.expectedHours = firstLegHours;
  if (dayHours && (legs.length === 1 || hoursEachLeg)) for (const leg of legs) leg.expectedHours = dayHours;
  else if (dayHours)
    notes.push(
      `I haven't set ${dayHours} ${dayHours === "1" ? "hour" : "hours"}: a day of several legs takes its hours from its legs, so say each leg's (for example 'leg 1 1.5 hours').`,
    );
  if (passengers) {
    // Said with the first leg while other legs were given their own: the first leg's. Else every leg
    // flown with passengers that was not given its own in this message.
    const saidOfLegs = phrases.some((phrase) => phrase.said.passengers !== undefined);
    const to = passengers.firstLeg && saidOfLegs ? [first] : legs.filter((leg) => !leg.positioning);
    for (const leg of to) if (!givenPassengers.has(leg)) leg.passengers = passengers.count;
  }
  return { legs, notes };
}

/** The day's fields from its legs, as a booking day's are: first from, last to, first time, total hours. */
export function dayFromLegs(details: BookingDraft, legs: DraftLeg[]) {
  const first = legs[0]!;
  const last = legs.at(-1)!;
  Object.assign(details, {
    legs,
    departureId: first.fromId,
    departureName: first.fromName,
    destinationId: last.toId,
    destinationName: last.toName,
    departureTime: first.departureTime,
    expectedHours: hoursOfLegs(legs),
  });
}

/**
 * The other way, after any reading (a follow-up, a model's): the day's departure, destination and time
 * are its first leg's from, last leg's to and first leg's time; its hours are the legs' total. A day of
 * one destination's one leg takes all of the day's, hours too.
 */
export function legsFollowDay(details: BookingDraft) {
  if (!details.legs?.length) return;
  // A day of one destination is its day's fields, as before legs: its one leg follows them all.
  const one = oneLegOf(details.legs);
  if (one) {
    details.legs = one.passengers === null ? null : [oneLegFromDay(details, one.passengers)];
    return;
  }
  const legs = details.legs.map((leg) => ({ ...leg }));
  setPlace(legs[0]!, "from", { id: details.departureId, name: details.departureName });
  setPlace(legs.at(-1)!, "to", { id: details.destinationId, name: details.destinationName });
  legs[0]!.departureTime = details.departureTime;
  details.legs = legs;
  details.expectedHours = hoursOfLegs(legs);
}

/** The legs' hours added up, when any were said; null when none was. */
function hoursOfLegs(legs: DraftLeg[]): string | null {
  const said = legs.flatMap((leg) => (leg.expectedHours ? [Number(leg.expectedHours)] : []));
  if (said.length === 0) return null;
  return String(Math.round(said.reduce((sum, hours) => sum + hours, 0) * 100) / 100);
}

function newLeg(from: Place, to: Place, extra: Partial<DraftLeg> = {}): DraftLeg {
  return {
    fromId: from.id,
    fromName: from.name,
    toId: to.id,
    toName: to.name,
    departureTime: null,
    expectedHours: null,
    passengers: null,
    positioning: false,
    ...extra,
  };
}

const placeOf = (leg: DraftLeg, end: "from" | "to"): Place => ({
  id: leg[`${end}Id`],
  name: leg[`${end}Name`],
});

function setPlace(leg: DraftLeg, end: "from" | "to", place: Place) {
  leg[`${end}Id`] = place.id;
  leg[`${end}Name`] = place.name;
}

function samePlace(a: Place, b: Place): boolean {
  if (a.id !== null || b.id !== null) return a.id === b.id;
  return a.name !== null && a.name.toLowerCase() === b.name?.toLowerCase();
}
