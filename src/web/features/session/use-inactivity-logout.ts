import { useEffect, useRef } from "react";
import type { User } from "../../../shared/auth.ts";
import { INACTIVITY_TIMEOUT_MS, WALL_DISPLAY_USERNAME } from "../../../shared/session-rules.ts";

/** Product §4: these events count as activity. */
export const ACTIVITY_EVENTS = [
  "mousedown",
  "mousemove",
  "keypress",
  "scroll",
  "touchstart",
  "click",
] as const;

/** The server's session also idles out; an active person's session is kept alive this often at most. */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;

/** Other tabs of the same browser share the last activity, so a busy tab keeps a quiet one signed in. */
export const SHARED_ACTIVITY_KEY = "scheduler.lastActivity";
const SHARED_WRITE_INTERVAL_MS = 5_000;

function sharedActivity(): number {
  try {
    return Number(window.localStorage.getItem(SHARED_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Signs the user out after 15 minutes without activity (product §4, §9). Runs only while someone is signed
 * in; the wall-display user Engineering is exempt. While the person is active it calls `keepAlive` at
 * most once a minute, so the server's idle expiry agrees with this timer.
 */
export function useInactivityLogout(
  user: User | null | undefined,
  handlers: { onTimeout: () => void; keepAlive: () => void },
  timeoutMs = INACTIVITY_TIMEOUT_MS,
): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // A kept sign-in (docs/decisions/032) never idles out on the server either.
  const active = Boolean(user) && user?.username !== WALL_DISPLAY_USERNAME && !user?.kept;

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let lastKeepAlive = lastActivity;
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout>;

    const check = () => {
      const latest = Math.max(lastActivity, sharedActivity());
      const remaining = latest + timeoutMs - Date.now();
      if (remaining > 0) {
        timer = setTimeout(check, remaining);
        return;
      }
      handlersRef.current.onTimeout();
    };
    timer = setTimeout(check, timeoutMs);

    const onActivity = () => {
      const now = Date.now();
      lastActivity = now;
      if (now - lastShared >= SHARED_WRITE_INTERVAL_MS) {
        lastShared = now;
        try {
          window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(now));
        } catch {}
      }
      if (now - lastKeepAlive >= KEEP_ALIVE_INTERVAL_MS) {
        lastKeepAlive = now;
        handlersRef.current.keepAlive();
      }
    };
    for (const event of ACTIVITY_EVENTS) {
      // Capture: scrolling the table body does not bubble to the window.
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [active, timeoutMs]);
}
