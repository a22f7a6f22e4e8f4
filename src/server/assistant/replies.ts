import type { BookingDraft, DraftLeg, RequiredDraftField } from "../../shared/assistant.ts";
import { formatShortDate } from "../../shared/dates.ts";
import type { AddedConflict } from "../../shared/fleet.ts";
import { hasSeveralLegs, oneLegOf } from "./one-leg.ts";

const FIELD_NAMES: Record<RequiredDraftField, string> = {
  customer: "customer",
  aircraftType: "aircraft type",
  departure: "departure location",
  destination: "destination",
  startDate: "date",
};
export const EXAMPLE = "Bristow, AW139 from EGNH Blackpool to Leman Alpha tomorrow at 0930, 2.5 hours";

/** The assistant's answer to one message: what it understood, or how to say it. */
export function extractReply(options: {
  understood: string[];
  missing: RequiredDraftField[];
  unknown: string[];
  /** Whether a draft was under way: then a message with nothing in it is a change not understood. */
  hadDraft: boolean;
  /** What the message asked for that the booking cannot hold. */
  notes?: string[];
  /**
   * Whether the draft has legs: then a message that changed nothing but was answered ("3 hours" for a
   * day of several legs) gets its answer alone.
   */
  hasLegs?: boolean;
}): string {
  const { understood, missing, unknown, hadDraft, notes = [], hasLegs = false } = options;
  if (understood.length === 0 && unknown.length === 0 && notes.length > 0 && hasLegs) return notes.join(" ");
  if (understood.length === 0 && unknown.length === 0 && notes.length === 0 && hadDraft) {
    return "I didn't catch a change in that. Tell me what to change, for example 'make it the AW169' or 'change the destination to Leman Alpha'.";
  }
  if (understood.length === 0 && unknown.length === 0) {
    return `I couldn't find booking details in that. Tell me the customer, aircraft type, route and date, for example: '${EXAMPLE}'.`;
  }
  const parts = [understood.length ? `Got it: ${understood.join(", ")}.` : ""];
  if (unknown.length) parts.push(`I don't know ${unknown.map((name) => `'${name}'`).join(" or ")} yet.`);
  if (missing.length) parts.push(`Still needed: ${missing.map((field) => FIELD_NAMES[field]).join(", ")}.`);
  parts.push(...notes);
  return parts.filter(Boolean).join(" ");
}

/**
 * One leg as the assistant says it: "EGNJ Humberside to Leman Alpha at 08:00, 1.5 hours, 6 pax", a
 * positioning leg marked "positioning (empty)"; only what was said is named, unless `unsaid` says how
 * to name a blank time (the confirmation names what will be stored).
 */
export function legSaid(leg: DraftLeg, unsaid?: { time: string }): string {
  return [
    `${leg.positioning ? "positioning (empty) " : ""}${leg.fromName ?? "(where from?)"} to ${leg.toName ?? "?"}${leg.departureTime ? ` at ${leg.departureTime}` : ""}`,
    !leg.departureTime && unsaid ? `time ${unsaid.time}` : "",
    leg.expectedHours ? `${leg.expectedHours} ${leg.expectedHours === "1" ? "hour" : "hours"}` : "",
    leg.passengers === null ? "" : `${leg.passengers} pax`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The legs in order, for the reply to a message that changed them. */
export function legsSummary(legs: DraftLeg[]): string {
  return `${legs.length} legs: ${legs.map((leg, index) => `${index + 1}) ${legSaid(leg)}`).join("; ")}`;
}

/**
 * Product §7 confirm-booking: every field of the booking as it will be created; a day of one destination
 * names its passengers when it holds them.
 */
export function confirmationText(
  draft: BookingDraft,
  statusText: string,
  conflicts: AddedConflict[] = [],
): string {
  const several = draft.legs && hasSeveralLegs(draft.legs) ? draft.legs : null;
  const passengers = oneLegOf(draft.legs)?.passengers ?? null;
  const dates =
    draft.startDate === draft.endDate || !draft.endDate
      ? formatShortDate(draft.startDate!)
      : `${formatShortDate(draft.startDate!)} to ${formatShortDate(draft.endDate)}`;
  return [
    "Please confirm this booking:",
    `Customer: ${draft.customerName}`,
    `Aircraft type: ${draft.aircraftTypeTitle}`,
    `Aircraft: ${draft.allocatedAircraftRegistration ?? "not allocated"}`,
    ...(several
      ? [
          `Legs (${several.length}):`,
          ...several.map((leg, index) => `${index + 1}. ${legSaid(leg, { time: "TBC" })}`),
        ]
      : [`Route: ${draft.departureName} to ${draft.destinationName}`]),
    ...(passengers === null ? [] : [`Passengers: ${passengers}`]),
    `Dates: ${dates}`,
    `Departure time: ${draft.departureTime || "TBC"}`,
    `Expected hours: ${draft.expectedHours || "0"}${several ? " (the legs' total)" : ""}`,
    `Status: ${statusText}`,
    ...(conflicts.length === 0
      ? ["Reply 'yes' to create it, or tell me what to change."]
      : [
          `It would clash (${conflicts.length}):`,
          ...conflicts.map((conflict) => `- ${conflict.summary}: ${conflict.detail}`),
          "Reply 'yes' to create it anyway, or tell me what to change.",
        ]),
  ].join("\n");
}
