import { useLayoutEffect, useRef, useState } from "react";
import { MAX_ENTRIES_PER_DAY } from "./board-days.ts";

/**
 * How many entries a list shows so that it never scrolls: starts from the most a day shows and drops
 * one at a time (before the browser paints) while the list overflows its box. A new size or new
 * content starts again from the top. Without layout (tests in jsdom) nothing is dropped.
 */
export function useFit<T extends HTMLElement>(contentKey: unknown) {
  const ref = useRef<T>(null);
  const [, setHeight] = useState(0);
  const [capacity, setCapacity] = useState(MAX_ENTRIES_PER_DAY);
  const fittedFor = useRef<{ height: number; content: unknown } | undefined>(undefined);
  // A guard against a layout that resizes the list with its content (which would never settle).
  const resets = useRef<number[]>([]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // A resize re-renders, which runs the fit below again.
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const height = element.clientHeight;
    const last = fittedFor.current;
    if (!last || last.height !== height || last.content !== contentKey) {
      fittedFor.current = { height, content: contentKey };
      const now = Date.now();
      resets.current = [...resets.current.filter((at) => now - at < 1_000), now];
      if (capacity !== MAX_ENTRIES_PER_DAY && resets.current.length <= 10) {
        setCapacity(MAX_ENTRIES_PER_DAY);
        return;
      }
    }
    if (height > 0 && element.scrollHeight > height + 1 && capacity > 1) setCapacity(capacity - 1);
  });

  return { ref, capacity };
}
