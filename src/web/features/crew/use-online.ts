import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the phone has a network: the list says it is showing what it last saw when it has none. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
