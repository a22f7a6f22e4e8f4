import { type RefObject, useLayoutEffect, useState } from "react";

const MIN_HEIGHT = 480;

/**
 * The board's height: the window below where the board starts, less the padding and borders of what
 * holds it, so the page never scrolls; the whole screen in full-screen mode. Measured again at every
 * resize, full-screen change and rotation, so it grows as well as shrinks (docs/decisions/027).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, isFullscreen: boolean): string | number {
  const [height, setHeight] = useState<string | number>("100dvh");
  useLayoutEffect(() => {
    if (isFullscreen) {
      setHeight("100dvh");
      return;
    }
    const update = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      // What the page puts below the board is its holders' bottom padding and borders: reading the
      // document's height instead would count the board's own old height, and it would never grow.
      let below = 0;
      for (
        let node = element.parentElement;
        node && node !== document.documentElement;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        below += Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
      }
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - below)));
    };
    update();
    const events = ["resize", "orientationchange", "fullscreenchange"] as const;
    for (const event of events) window.addEventListener(event, update);
    document.addEventListener("fullscreenchange", update);
    return () => {
      for (const event of events) window.removeEventListener(event, update);
      document.removeEventListener("fullscreenchange", update);
    };
  }, [ref, isFullscreen]);
  return height;
}
