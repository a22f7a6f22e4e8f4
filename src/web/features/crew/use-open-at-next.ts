import { useLayoutEffect, useRef } from "react";

/**
 * Once the list is first on screen, scrolls it to the next flight (marked `data-next`), so a pilot
 * opening the page late in the day does not scroll past the flights already gone. Only once: a later
 * refresh or a tick of the clock never moves a list someone is reading.
 */
export function useOpenAtNext(ready: boolean) {
  const opened = useRef(false);
  // Before the list is painted, so it never shows first at the top and then jumps.
  useLayoutEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const next = document.querySelector("[data-testid=crew-flight][data-next]");
    if (!next) return;
    // Just below the page's sticky header, which names how current the list is.
    const header = document.querySelector("[data-crew-header]")?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: next.getBoundingClientRect().top + window.scrollY - header - 8 });
  }, [ready]);
}
