/** The crew view's service worker's cache of API answers (vite.config.ts, docs/decisions/032). */
export const CREW_API_CACHE = "crew-api";

/**
 * Forgets the schedule the crew view's worker kept for offline use: when someone signs out of this
 * phone, and whenever the server says the session has ended (it expired, or was ended from another
 * device). Otherwise a phone opened offline later would read the kept "signed in" answer and show the
 * schedule to whoever holds it.
 */
export function forgetOfflineSchedule() {
  if ("caches" in window) void caches.delete(CREW_API_CACHE);
}
