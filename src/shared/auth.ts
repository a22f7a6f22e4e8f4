import { z } from "zod";

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  /**
   * 'Keep me signed in on this phone' (docs/decisions/032): honoured for a user who cannot edit, whose
   * session then lasts 30 days without idling out; an editor gets the normal rules whatever is sent.
   */
  keepSignedIn: z.boolean({ error: "Keep me signed in must be true or false" }).optional(),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  can_edit: z.boolean(),
  /** May open Settings' users (docs/decisions/016); the server always sends it, older clients ignore it. */
  can_manage_users: z.boolean().optional(),
  /** This session is kept signed in on this device (docs/decisions/032); left out when it is not. */
  kept: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What sign-out answers, whether or not a session was open. */
export const logoutAnswer = z.object({ success: z.literal(true) });
export type LogoutAnswer = z.infer<typeof logoutAnswer>;

/** What ending one's kept sign-ins answers: how many devices were signed out (docs/decisions/032). */
export const endKeptAnswer = z.object({ ended: z.number() });
export type EndKeptAnswer = z.infer<typeof endKeptAnswer>;

export {
  ASSISTANT_USERNAME,
  canUseAssistant,
  INACTIVITY_TIMEOUT_MS,
  WALL_DISPLAY_USERNAME,
} from "./session-rules.ts";
