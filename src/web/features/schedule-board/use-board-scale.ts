import { type RefObject, useLayoutEffect, useState } from "react";

/** The board's size on the hangar's 1920x1080 screen, full screen or in its tab: type at full size. */
const WALL_WIDTH = 1880;
const WALL_HEIGHT = 940;
/** Below this the type would be too small to read at a desk; the days page through their flights instead. */
const MIN_SCALE = 0.65;

/**
 * How much the days' type is scaled (the `--board-scale` CSS variable): 1 on the wall screen, less on a
 * smaller one, so a 1366x768 desk shows several flights a day with their departure times whole instead
 * of one wall-sized card a page. Follows the board's own size, so a resize or full screen re-scales it.
 */
export function useBoardScale(ref: RefObject<HTMLElement | null>): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom (the component tests) has no layout: the board keeps its wall size.
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const fit = Math.min(element.clientWidth / WALL_WIDTH, element.clientHeight / WALL_HEIGHT);
      setScale(Math.round(Math.min(1, Math.max(MIN_SCALE, fit)) * 100) / 100);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scale;
}
