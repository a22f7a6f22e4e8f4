import { z } from "zod";
import { addedConflictSchema } from "./fleet.ts";
import { MAX_LEGS, MAX_PASSENGERS } from "./legs.ts";

/**
 * One leg of the draft's day (docs/decisions/049), as read: a place kept by name with a null id until it
 * is known, and a time, hours or passengers only where the person said them (null: the booking's default).
 */
export const draftLeg = z.object({
  fromId: z.number().int().nullable(),
  fromName: z.string().max(200).nullable(),
  toId: z.number().int().nullable(),
  toName: z.string().max(200).nullable(),
  departureTime: z.string().max(50).nullable(),
  expectedHours: z.string().max(20).nullable(),
  passengers: z.number().int().min(0).max(MAX_PASSENGERS).nullable(),
  positioning: z.boolean(),
});
export type DraftLeg = z.infer<typeof draftLeg>;

/** The assistant's draft of a booking (docs/decisions/009 fixes the fields product §3 leaves "not shown"). */
export const bookingDraft = z.object({
  customerId: z.number().int().nullable(),
  customerName: z.string().max(200).nullable(),
  aircraftTypeId: z.number().int().nullable(),
  aircraftTypeTitle: z.string().max(200).nullable(),
  departureId: z.number().int().nullable(),
  departureName: z.string().max(200).nullable(),
  destinationId: z.number().int().nullable(),
  destinationName: z.string().max(200).nullable(),
  startDate: z.string().max(10).nullable(),
  endDate: z.string().max(10).nullable(),
  departureTime: z.string().max(50).nullable(),
  expectedHours: z.string().max(20).nullable(),
  remarks: z.string().max(2000).nullable(),
  bookingStatusId: z.number().int().nullable(),
  allocatedAircraftId: z.number().int().nullable(),
  allocatedAircraftRegistration: z.string().max(50).nullable(),
  /**
   * Every day's legs in order, when the request named more than one leg (or a positioning leg), or one
   * leg holding the passengers a one-destination request gave; null is a day of one leg from the
   * departure to the destination, as before legs. With legs, the departure is the
   * first leg's "from", the destination the last leg's "to", the departure time the first leg's and the
   * expected hours the legs' total, as a booking day's are.
   */
  legs: z.array(draftLeg).max(MAX_LEGS).nullable().default(null),
});
export type BookingDraft = z.infer<typeof bookingDraft>;

export const EMPTY_DRAFT: BookingDraft = {
  customerId: null,
  customerName: null,
  aircraftTypeId: null,
  aircraftTypeTitle: null,
  departureId: null,
  departureName: null,
  destinationId: null,
  destinationName: null,
  startDate: null,
  endDate: null,
  departureTime: null,
  expectedHours: null,
  remarks: null,
  bookingStatusId: null,
  allocatedAircraftId: null,
  allocatedAircraftRegistration: null,
  legs: null,
};

/** What a booking needs before it can be confirmed, in the order the assistant asks. */
export const REQUIRED_DRAFT_FIELDS = [
  "customer",
  "aircraftType",
  "departure",
  "destination",
  "startDate",
] as const;
export type RequiredDraftField = (typeof REQUIRED_DRAFT_FIELDS)[number];

/**
 * A booking request is a sentence or two; a longer message is refused with a 400 naming the limit, and
 * the dialog's input stops there too, so reading one never holds the server up (docs/decisions/024).
 */
export const MAX_ASSISTANT_MESSAGE = 500;

export const extractPayload = z.object({
  message: z
    .string({ error: "message is required" })
    .max(MAX_ASSISTANT_MESSAGE, `A message may be at most ${MAX_ASSISTANT_MESSAGE} characters`),
  previousDetails: bookingDraft.partial().nullish(),
});
/** A booking a schedule answer lists, with the month and customer that show it in the table. */
export const listedBooking = z.object({
  label: z.string(),
  month: z.string(),
  customerId: z.number().int(),
});
export type ListedBooking = z.infer<typeof listedBooking>;

/**
 * One reading of a field the assistant asks about rather than picks (docs/decisions/009, issue 48): its
 * label on the button, and the reply the dialog sends for it.
 */
export const assistantChoice = z.object({ label: z.string(), reply: z.string() });
export type AssistantChoice = z.infer<typeof assistantChoice>;

export const extractAnswer = z.object({
  bookingDetails: bookingDraft,
  message: z.string(),
  needsLocationCreation: z.boolean(),
  unknownLocations: z.array(z.string()),
  missingFields: z.array(z.enum(REQUIRED_DRAFT_FIELDS)),
  /**
   * "answer" when the message was a question or about an existing booking: the reply answers it and
   * the draft comes back as it was, so the dialog stays where it was (docs/decisions/009).
   */
  kind: z.enum(["draft", "answer"]),
  /** The bookings a schedule answer lists, each linked to its month in the table. */
  listed: z.array(listedBooking).optional(),
  /** The readings the reply asks between, each a reply the dialog can send. */
  choices: z.array(assistantChoice).optional(),
});
export type ExtractAnswer = z.infer<typeof extractAnswer>;

export const draftPayload = z.object({ bookingDetails: bookingDraft.partial() });
/** The confirmation, and the clashes creating the booking would add (docs/decisions/022), for the toast after. */
export const confirmAnswer = z.object({
  confirmationText: z.string(),
  conflicts: z.array(addedConflictSchema),
});
export type ConfirmAnswer = z.infer<typeof confirmAnswer>;
export const createAnswer = z.object({ success: z.boolean(), bookingId: z.number() });
export const addLocationPayload = z.object({ name: z.string() });
export const addLocationAnswer = z.object({ success: z.boolean(), message: z.string() });

/**
 * The dialog's own "cancel" (product §4: typing 'cancel' clears everything), said as people say it:
 * "cancel that", "cancel this booking", "never mind". "cancel the NHV flight tomorrow" names a booking
 * that exists, and is not this (docs/decisions/009).
 */
export function clearsDraft(message: string): boolean {
  return /^(?:cancel(?:\s+(?:that|this|it|all|everything|the\s+draft|this\s+(?:one|booking|draft)))?|never\s*mind|start\s+(?:again|over))[\s.!]*$/i.test(
    message.trim(),
  );
}

/** The dialog's word for one more booking with the same details as the one just created. */
export function asksForAnother(message: string): boolean {
  return /^(?:another(?:\s+one)?|one\s+more|and\s+another)[\s.!]*$/i.test(message.trim());
}
