import { useState } from "react";

/**
 * For a dialog opened by a plain button (not a Radix trigger): remembers what had focus when the
 * dialog mounted and returns focus there when it closes. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
}
