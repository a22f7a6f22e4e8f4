import { useSyncExternalStore } from "react";

/** Whether live refresh has a stream open, and since when that has been so (docs/decisions/027). */
export interface LiveStatus {
  open: boolean;
  since: number;
}

let liveStatus: LiveStatus = { open: false, since: Date.now() };
const liveStatusListeners = new Set<() => void>();

/** Called by live refresh as its stream opens and closes. */
export function setLiveStatus(open: boolean) {
  if (liveStatus.open === open) return;
  liveStatus = { open, since: Date.now() };
  for (const listener of liveStatusListeners) listener();
}

/** The live-refresh stream's state, for a screen that must say when it stopped hearing of changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      liveStatusListeners.add(listener);
      return () => liveStatusListeners.delete(listener);
    },
    () => liveStatus,
  );
}
