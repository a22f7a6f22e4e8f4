/**
 * Crew members (issue 46, docs/decisions/054): who can fly, in which seat, on which aircraft types.
 * A member is kept when they leave (inactive), so the legs they flew still name them.
 */
import { z } from "zod";
import { MAX_ID, pathId, plainText, requiredId } from "./fields.ts";

// How a member is named lives without zod in crew-label.ts, for the screens that draw legs.
export { crewLabel } from "./crew-label.ts";

export const CREW_ROLES = ["captain", "first officer", "other"] as const;
export type CrewRole = (typeof CREW_ROLES)[number];
export const CREW_ROLE_NAMES: Record<CrewRole, string> = {
  captain: "Captain",
  "first officer": "First officer",
  other: "Other crew",
};

export const crewMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(CREW_ROLES),
  /** What an "other" crew member does ("Winch operator", "Paramedic"); empty for pilots. */
  duty: z.string(),
  /** The aircraft types they are rated on, by id, in id order. */
  ratedTypeIds: z.array(z.number()),
  baseId: z.number().nullable(),
  phone: z.string(),
  active: z.boolean(),
  /** The user account that is this person, so a pilot who signs in sees their own flights. */
  userId: z.number().nullable(),
  /** Moved on by every change; send it back to refuse a stale edit. */
  version: z.number(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

const text = (what: string, max: number) =>
  plainText(what).trim().max(max, `${what} must be at most ${max} characters`);

export const crewMemberPayload = z
  .object({
    name: text("Name", 100).min(1, "Name is required"),
    role: z.enum(CREW_ROLES, { error: `Role must be one of: ${CREW_ROLES.join(", ")}` }),
    duty: text("Duty", 60).default(""),
    ratedTypeIds: z
      .array(requiredId("Rated types must be aircraft type ids"), {
        error: "Rated types must be a list of aircraft type ids",
      })
      .max(50, "At most 50 rated types")
      .default([]),
    baseId: requiredId("Base must be a location id").nullable().default(null),
    phone: text("Phone", 40)
      .regex(/^[+\d\s()-]*$/, "Phone may hold digits, spaces, +, ( ) and - only")
      .default(""),
    active: z.boolean({ error: "Active must be true or false" }).default(true),
    userId: requiredId("User must be a user id").nullable().default(null),
    /** On an edit: the version the writer saw. */
    version: z.number().int().min(1).max(MAX_ID).optional(),
  })
  .refine((member) => new Set(member.ratedTypeIds).size === member.ratedTypeIds.length, {
    message: "A rated type is listed twice",
    path: ["ratedTypeIds"],
  });
export type CrewMemberPayload = z.input<typeof crewMemberPayload>;

export const crewMemberParams = z.object({ id: pathId("Crew member id must be a positive whole number") });
