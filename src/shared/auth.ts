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
  /** May open Settings' users (docs/decisions/016); the server always sends it, older clients ignore it. */
  can_manage_users: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What sign-out answers, whether or not a session was open. */
export const logoutAnswer = z.object({ success: z.literal(true) });
export type LogoutAnswer = z.infer<typeof logoutAnswer>;

export {
  ASSISTANT_USERNAME,
  canUseAssistant,
  INACTIVITY_TIMEOUT_MS,
  WALL_DISPLAY_USERNAME,
} from "./session-rules.ts";
