import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Click-to-edit state for one cell. When editing ends from the keyboard (Enter, Escape, a choice in a
 * select) focus goes back to the cell, so a person can keep working without the mouse.
 */
export function useInlineEditing() {
  const [editing, setEditing] = useState(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      displayRef.current?.focus();
    }
  }, [editing]);

  const start = useCallback(() => setEditing(true), []);
  const stop = useCallback((options: { refocus?: boolean } = {}) => {
    refocus.current = options.refocus ?? false;
    setEditing(false);
  }, []);

  return { editing, start, stop, displayRef };
}
