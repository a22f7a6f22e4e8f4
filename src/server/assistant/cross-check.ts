import type { BookingDraft } from "../../shared/assistant.ts";
import { formatShortDate } from "../../shared/dates.ts";
import { type Extraction, finishExtraction, type Vocabulary } from "./extract.ts";
import { hasSeveralLegs, oneLegFromDay, oneLegOf } from "./one-leg.ts";
import { legsSummary } from "./replies.ts";

/** The draft's fields in the groups that are read together: an id with its name, the two dates. */
const GROUPS = [
  { label: "customer", fields: ["customerId", "customerName"] },
  { label: "aircraft type", fields: ["aircraftTypeId", "aircraftTypeTitle"] },
  { label: "aircraft", fields: ["allocatedAircraftId", "allocatedAircraftRegistration"] },
  { label: "departure", fields: ["departureId", "departureName"] },
  { label: "destination", fields: ["destinationId", "destinationName"] },
  { label: "dates", fields: ["startDate", "endDate"] },
  { label: "departure time", fields: ["departureTime"] },
  { label: "expected hours", fields: ["expectedHours"] },
  { label: "status", fields: ["bookingStatusId"] },
  { label: "remarks", fields: ["remarks"] },
] as const satisfies { label: string; fields: (keyof BookingDraft)[] }[];
type Group = (typeof GROUPS)[number];
/** What a day's legs give it: read from the legs, never from a model that cannot see them. */
const LEG_GROUPS = new Set<Group["label"]>(["departure", "destination", "departure time", "expected hours"]);

/** What a group says, compared case-blind: a row's id when it has one, else the name as read. */
const keyOf = (draft: BookingDraft, group: Group) =>
  group.fields.map((field) => String(draft[field] ?? "").toLowerCase()).join("|");

/** A group's value as the person would say it. */
function said(draft: BookingDraft, group: Group, vocabulary: Vocabulary): string {
  if (group.label === "dates") {
    const { startDate, endDate } = draft;
    if (!startDate) return "nothing";
    return endDate && endDate !== startDate
      ? `${formatShortDate(startDate)} to ${formatShortDate(endDate)}`
      : formatShortDate(startDate);
  }
  if (group.label === "status")
    return vocabulary.statuses.find((s) => s.id === draft.bookingStatusId)?.statusText ?? "nothing";
  const value = draft[group.fields.at(-1)!];
  return value === null || value === undefined ? "nothing" : `'${value}'`;
}

/**
 * A model's reading is checked against the rules' own reading of the same message (docs/decisions/009,
 * "Third pass"). A field both read the same is taken; an empty field only one of them filled is taken
 * from it (the model's names have already been matched to the reference data, so a name that is no row
 * is not among them); a field they read differently, or one the model alone changes, is left as it was
 * and asked about, since a wrong value that looks right gets confirmed.
 */
export function crossCheck(
  previous: BookingDraft,
  model: Extraction,
  rules: Extraction,
  vocabulary: Vocabulary,
): Extraction {
  const details: BookingDraft = { ...previous };
  const questions: string[] = [];
  const take = (from: BookingDraft, group: Group) => {
    for (const field of group.fields) Object.assign(details, { [field]: from[field] });
  };
  // The model reads no legs: a day of several legs, and the route and hours its legs give, are the rules'.
  // A day of one destination is checked as before legs; the passengers its one leg holds are the rules'.
  const severalLegs = hasSeveralLegs(rules.details.legs);
  details.legs = rules.details.legs;
  for (const group of GROUPS) {
    if (severalLegs && LEG_GROUPS.has(group.label)) {
      take(rules.details, group);
      continue;
    }
    const before = keyOf(previous, group);
    const byModel = keyOf(model.details, group);
    const byRules = keyOf(rules.details, group);
    const wasEmpty = before.replace(/\|/g, "") === "";
    if (byModel === byRules || (byRules === before && wasEmpty)) take(model.details, group);
    else if (byModel === before) take(rules.details, group);
    else if (byRules === before)
      // A follow-up changes only what it talks about: a value the model changes unasked is asked about.
      questions.push(
        `The model would change the ${group.label} from ${said(previous, group, vocabulary)} to ${said(model.details, group, vocabulary)}, which I did not read in your message: say it if you meant it.`,
      );
    else
      questions.push(
        `I read the ${group.label} as ${said(rules.details, group, vocabulary)}, but the model read ${said(model.details, group, vocabulary)}: which is it?`,
      );
  }
  // A registration taken from one reading and a type from the other must still agree.
  const aircraft = vocabulary.aircraft.find((a) => a.id === details.allocatedAircraftId);
  if (aircraft && details.aircraftTypeId && aircraft.aircraftTypeId !== details.aircraftTypeId) {
    details.allocatedAircraftId = previous.allocatedAircraftId;
    details.allocatedAircraftRegistration = previous.allocatedAircraftRegistration;
    questions.push(
      `${aircraft.registration} is not of type ${details.aircraftTypeTitle}: which aircraft do you mean?`,
    );
  }
  const passengers = oneLegOf(rules.details.legs)?.passengers ?? null;
  if (!severalLegs) details.legs = passengers === null ? null : [oneLegFromDay(details, passengers)];
  const understood = GROUPS.filter(
    (group) => keyOf(details, group) !== keyOf(previous, group) && keyOf(details, group).replace(/\|/g, ""),
  ).map((group) => `${group.label} ${said(details, group, vocabulary).replace(/'/g, "")}`);
  if (details.legs && severalLegs && JSON.stringify(details.legs) !== JSON.stringify(previous.legs))
    understood.push(legsSummary(details.legs));
  else if (passengers !== null && passengers !== (oneLegOf(previous.legs)?.passengers ?? null))
    understood.push(`${passengers} pax`);
  const finished = finishExtraction(details, [], understood, vocabulary);
  return {
    ...finished,
    notes: [...questions, ...(model.notes ?? []), ...(rules.notes ?? [])],
    // The rules' choices: the model reads no doubts of its own.
    ...(rules.choices ? { choices: rules.choices } : {}),
  };
}
