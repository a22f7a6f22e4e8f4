import { z } from "zod";

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  can_edit: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The user whose session never idles out: the wall-display account (spec §4, §6). */
export const WALL_DISPLAY_USERNAME = "Engineering";
/** The only user who sees the Booking Assistant (spec §6). */
export const ASSISTANT_USERNAME = "admin";
/** Spec §9: 15 minutes without activity signs a user out. */
export const INACTIVITY_TIMEOUT_MS = 900_000;

export function canUseAssistant(user: User): boolean {
  return user.username === ASSISTANT_USERNAME && user.can_edit;
}
