import { type RefObject, useCallback, useEffect, useState } from "react";

/** Full screen for one element (the wall board), following Esc and the browser's own controls. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const update = () =>
      setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [ref]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen();
    } catch {
      // Refused (no user gesture, or not allowed in this frame): the board stays as it is.
    }
  }, [ref]);

  return { isFullscreen, toggle, supported: typeof document !== "undefined" && document.fullscreenEnabled };
}
