import { useLayoutEffect, useState } from "react";

/** The scroll area's inner width (without its scroll bar), followed as the window changes. */
export function useInnerWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const area = element.current;
    if (!area) return;
    setWidth(area.clientWidth);
    // jsdom (the component tests) has no layout and no ResizeObserver: the table keeps its 1200 px.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(area.clientWidth));
    observer.observe(area);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** Room kept below the table, so its lower edge and shadow show above the window's bottom. */
const BOTTOM_GAP = 16;

/**
 * The body's height limit (product §9: at most 990 px), and no lower than the window's bottom, wherever
 * the table starts: the toolbar above it takes one line on a wide screen and two at 1366 px.
 */
export function useHeightToWindowBottom(element: React.RefObject<HTMLElement | null>): string {
  const [height, setHeight] = useState("min(990px, calc(100vh - 11.5rem))");
  useLayoutEffect(() => {
    const area = element.current;
    if (!area) return;
    const fitToWindow = () => {
      const top = area.getBoundingClientRect().top + window.scrollY;
      setHeight(`${Math.max(240, Math.min(990, window.innerHeight - top - BOTTOM_GAP))}px`);
    };
    fitToWindow();
    window.addEventListener("resize", fitToWindow);
    return () => window.removeEventListener("resize", fitToWindow);
  }, [element]);
  return height;
}
