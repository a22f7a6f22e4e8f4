import { useLayoutEffect, useRef, useState } from "react";
import { MAX_ENTRIES_PER_DAY } from "./board-days.ts";

/**
 * How many entries a list shows so that it never scrolls: starts from the most a day shows and, when
 * the list overflows its box, keeps as many as end inside it (before the browser paints). A new size or new
 * content starts again from the top. Without layout (tests in jsdom) nothing is dropped.
 */
export function useFit<T extends HTMLElement>(contentKey: unknown) {
  const ref = useRef<T>(null);
  const [, setTick] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const [capacity, setCapacity] = useState(MAX_ENTRIES_PER_DAY);
  const fittedFor = useRef<{ height: number; content: unknown } | undefined>(undefined);
  // A guard against a layout that resizes the list with its content (which would never settle).
  const resets = useRef<number[]>([]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // A resize of the list or of any entry in it (a clash tag arriving, a font loading, another page
    // of entries) re-renders, which runs the fit below again.
    const sizes = new ResizeObserver(() => setTick((tick) => tick + 1));
    sizes.observe(element);
    observer.current = sizes;
    return () => sizes.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const child of Array.from(element.children)) observer.current?.observe(child);
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
    if (height > 0 && element.scrollHeight > height + 1 && capacity > 1) {
      // As many entries as end inside the box, measured at once (one step at a time would take up
      // to twenty renders on a busy day, and React stops a chain that long).
      const top = element.getBoundingClientRect().top;
      let fits = 0;
      for (const child of Array.from(element.children)) {
        if (child.getBoundingClientRect().bottom - top > height + 1) break;
        fits++;
      }
      setCapacity(Math.max(1, Math.min(fits, capacity - 1)));
    }
  });

  return { ref, capacity };
}
