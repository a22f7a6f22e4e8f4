import { z } from "zod";

export const DEFAULT_CUSTOMER_COLOR = "#3B82F6";
export const DEFAULT_STATUS_COLOUR = "#6B7280";

const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a hex colour such as #3B82F6");
const name = (what: string) =>
  z
    .string({ error: `${what} name is required` })
    .trim()
    .min(1, `${what} name is required`)
    .max(100, `${what} name must be at most 100 characters`);
const id = (message: string) => z.number({ error: message }).int(message).positive(message);

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
export const aircraftTypePayload = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(50),
});

export const aircraftSchema = z.object({
  id: z.number(),
  registration: z.string(),
  aircraftTypeId: z.number(),
});
export type Aircraft = z.infer<typeof aircraftSchema>;
export const aircraftPayload = z.object({
  registration: z
    .string({ error: "Registration is required" })
    .trim()
    .min(1, "Registration is required")
    .max(20, "Registration must be at most 20 characters"),
  aircraftTypeId: id("Please select an aircraft type"),
});

export const aircraftTypeWithAircraftSchema = aircraftTypeSchema.extend({
  aircraft: z.array(z.object({ id: z.number(), registration: z.string() })),
});
export type AircraftTypeWithAircraft = z.infer<typeof aircraftTypeWithAircraftSchema>;

export const bookingStatusSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  statusText: z.string(),
  statusColour: z.string(),
  statusConfirmed: z.boolean(),
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const bookingStatusPayload = z.object({
  statusText: z.string({ error: "Status text is required" }).trim().min(1, "Status text is required").max(50),
  statusColour: hexColour.default(DEFAULT_STATUS_COLOUR),
  statusConfirmed: z.boolean().default(false),
});

export const idParams = z.object({
  id: z.coerce.number().int().positive("id must be a positive whole number"),
});
