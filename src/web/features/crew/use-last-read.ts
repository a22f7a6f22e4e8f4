import { useEffect } from "react";
import { readPreference, writePreference } from "../../lib/preferences.ts";

const KEY = "crew.lastRead";

/**
 * When the schedule was last read from the server. Offline, a reload is answered from the service
 * worker's cache, which React Query counts as read just now; the time kept here from the last read
 * made online is the honest one for "as of 14:05, offline".
 */
export function useLastRead(updatedAt: number, online: boolean): number {
  useEffect(() => {
    if (online && updatedAt > 0) writePreference(KEY, String(updatedAt));
  }, [online, updatedAt]);
  if (online) return updatedAt;
  const kept = Number(readPreference(KEY));
  return Number.isFinite(kept) && kept > 0 ? kept : updatedAt;
}
