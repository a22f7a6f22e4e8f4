import { z } from "zod";
import { pathId, plainText, requiredId } from "./bookings.ts";

export const DEFAULT_CUSTOMER_COLOR = "#3B82F6";
export const DEFAULT_STATUS_COLOUR = "#6B7280";

const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a hex colour such as #3B82F6");
/** A name or title: trimmed, non-empty, at most `max` characters. */
const label = (what: string, max: number) =>
  plainText(what).trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);
/** Customers' and locations' names, however they are entered (form, CSV import, assistant). */
export const MAX_NAME_LENGTH = 100;
const name = (what: string) => label(`${what} name`, MAX_NAME_LENGTH);

export const customerSchema = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type Customer = z.infer<typeof customerSchema>;
export const customerPayload = z.object({
  name: name("Customer"),
  color: hexColour.default(DEFAULT_CUSTOMER_COLOR),
});
export type CustomerPayload = z.input<typeof customerPayload>;

export const locationSchema = z.object({ id: z.number(), name: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationPayload = z.object({ name: name("Location") });

export const aircraftTypeSchema = z.object({ id: z.number(), title: z.string() });
export type AircraftType = z.infer<typeof aircraftTypeSchema>;
export const aircraftTypePayload = z.object({ title: label("Title", 50) });

export const aircraftSchema = z.object({
  id: z.number(),
  registration: z.string(),
  aircraftTypeId: z.number(),
  /** Out of service (docs/decisions/015): kept on old bookings, offered for no new one. */
  retired: z.boolean(),
});
export type Aircraft = z.infer<typeof aircraftSchema>;
export const aircraftPayload = z.object({
  registration: label("Registration", 20),
  aircraftTypeId: requiredId("Please select an aircraft type"),
  /** Left out, a new aircraft is in service and an edited one keeps its setting. */
  retired: z.boolean().optional(),
});

export const aircraftTypeWithAircraftSchema = aircraftTypeSchema.extend({
  aircraft: z.array(z.object({ id: z.number(), registration: z.string(), retired: z.boolean() })),
});
export type AircraftTypeWithAircraft = z.infer<typeof aircraftTypeWithAircraftSchema>;

export const bookingStatusSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  statusText: z.string(),
  statusColour: z.string(),
  statusConfirmed: z.boolean(),
  /** Whether a booking in this status holds its aircraft (docs/decisions/015); off for Cancelled. */
  occupiesAircraft: z.boolean(),
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const bookingStatusPayload = z.object({
  statusText: label("Status text", 50),
  statusColour: hexColour.default(DEFAULT_STATUS_COLOUR),
  statusConfirmed: z.boolean().default(false),
  /** Left out, a new status holds its aircraft and an edited one keeps its setting. */
  occupiesAircraft: z.boolean().optional(),
});

const ID_MESSAGE = "The id must be a positive whole number";
export const idParams = z.object({ id: pathId(ID_MESSAGE) });
const TYPE_ID_MESSAGE = "Aircraft type id must be a positive whole number";
export const aircraftTypeParams = z.object({
  aircraftTypeId: pathId(TYPE_ID_MESSAGE),
});

/** `POST /api/customers/{id}/merge` and `/api/locations/{id}/merge` (docs/decisions/016). */
export const mergePayload = z.object({
  intoId: requiredId("intoId: choose the customer or location to keep"),
});
/** `historyId` names the merge's record, which `POST /api/merges/{historyId}/undo` reverses. */
export const customerMergeAnswer = z.object({
  kept: customerSchema,
  bookingsMoved: z.number(),
  historyId: z.number(),
});
export const locationMergeAnswer = z.object({
  kept: locationSchema,
  bookingsMoved: z.number(),
  historyId: z.number(),
});

/** `GET /api/customers/{id}/usage` and `/api/locations/{id}/usage`: what a merge of it would move. */
export const usageAnswer = z.object({ bookings: z.number() });
export type UsageAnswer = z.infer<typeof usageAnswer>;

const MERGE_ID_MESSAGE = "The merge's history id must be a positive whole number";
/** `POST /api/merges/{historyId}/undo` (docs/decisions/023). */
export const undoMergeParams = z.object({
  historyId: pathId(MERGE_ID_MESSAGE),
});
export const undoMergeAnswer = z.object({
  entity: z.enum(["customer", "location"]),
  restored: z.object({ id: z.number(), name: z.string() }),
  bookingsMoved: z.number(),
});
export type UndoMergeAnswer = z.infer<typeof undoMergeAnswer>;
