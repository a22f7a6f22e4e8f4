import { clearsDraft } from "../../shared/assistant.ts";

/**
 * What a message asks for, when it is not a change to the draft: a question about the schedule, or a
 * change to a booking that already exists. Either is answered and the draft left exactly as it was;
 * folding "cancel the NHV flight tomorrow" into a draft would make an NHV booking on one more "yes".
 */
export type Intent = "question" | "existing-booking";

const EXISTING_VERB =
  /\b(?:cancel|delete|remove|scrap|reschedule|postpone|amend|move|shift|push|swap|switch)\b/i;
const BOOKING_WORD = /\b(?:flights?|bookings?|jobs?|trips?|sorties?)\b/i;
const QUESTION_START =
  /^\s*(?:what|what's|whats|when|where|which|who|is|are|do|does|have|has|any|show|list|how\s+many)\b/i;

export function readIntent(message: string): Intent | null {
  const text = message.trim();
  if (clearsDraft(text)) return null;
  // "cancel" alone is the dialog's own word for clearing the draft (product §4), not a booking's.
  if (
    EXISTING_VERB.test(text) &&
    (BOOKING_WORD.test(text) || /\b(?:cancel|delete)\s+(?:the|my|our)\b/i.test(text))
  )
    return "existing-booking";
  // "put G-LDNB on Zenith's Friday flight": an aircraft put on a flight that exists.
  if (/^\s*(?:please\s+)?put\s+\S+\s+on(?:to)?\s/i.test(text) && BOOKING_WORD.test(text))
    return "existing-booking";
  if (text.endsWith("?") || QUESTION_START.test(text)) return "question";
  return null;
}

/**
 * What a request asks for that one booking cannot hold: several aircraft, counted for
 * `severalAircraftNote` and taken out of the text, so nothing is dropped silently. (Passengers are the
 * booking's legs' to hold, and are read with them: `readPassengersOfLegs`.)
 */
export function readNotTaken(text: string): { rest: string; aircraft: number } {
  const several =
    /\b([2-9])\s*x\s*(?=[A-Za-z])|\b(two|three|four)\s+(?=(?:aircraft|helicopters|[A-Za-z]{1,3}\d{2,3}s)\b)/i.exec(
      text,
    );
  const aircraft = several
    ? Number(several[1]) || ["two", "three", "four"].indexOf(several[2]!.toLowerCase()) + 2
    : 1;
  return { rest: several ? text.replace(several[0], " ") : text, aircraft };
}

/**
 * What a request for several aircraft is told, once the type is read: the dialog's 'another' makes
 * the next with the same details after the first is created.
 */
export function severalAircraftNote(aircraft: number, typeTitle: string | null): string {
  const what = typeTitle ?? "aircraft";
  return `I can book one aircraft at a time: this is the first ${what}; say 'another' for ${aircraft === 2 ? "the second" : `each of the other ${aircraft - 1}`}.`;
}
