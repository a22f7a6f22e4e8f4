/**
 * Session rules without zod, so the web app's first screen can use them without downloading the schema
 * library. `auth.ts` re-exports them beside the schemas.
 */

/** The user whose session never idles out: the wall-display account (product §4, §6). */
export const WALL_DISPLAY_USERNAME = "Engineering";
/** The only user who sees the Booking Assistant (product §6). */
export const ASSISTANT_USERNAME = "admin";
/** Why a write control is disabled for a user who cannot edit (product §6). */
export const READ_ONLY = "Read-only mode";
/** Product §9: 15 minutes without activity signs a user out. */
export const INACTIVITY_TIMEOUT_MS = 900_000;
/**
 * However active, a session ends this long after sign-in (ASVS 5.0 §7.3.2; docs/decisions/007): a
 * desk shift plus margin, so a stolen cookie is not good for ever.
 */
export const SESSION_LIFETIME_MS = 12 * 3_600_000;
/**
 * The wall display is signed in once and left running, so it gets a month; it is revoked at once by
 * changing its password (`npm run user -- passwd Engineering`), which ends its sessions.
 */
export const WALL_DISPLAY_SESSION_LIFETIME_MS = 30 * 24 * 3_600_000;

/**
 * 'Keep me signed in on this phone' (docs/decisions/032): a read-only user's phone gets what the wall
 * display gets, no idling out and a month's lifetime; it is ended from Settings or by a password change.
 */
export const KEPT_SESSION_LIFETIME_MS = WALL_DISPLAY_SESSION_LIFETIME_MS;

export function canUseAssistant(user: { username: string; can_edit: boolean }): boolean {
  return user.username === ASSISTANT_USERNAME && user.can_edit;
}
