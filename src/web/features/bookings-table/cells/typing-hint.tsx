import { createPortal } from "react-dom";

/**
 * Why a keystroke or an Enter was refused, under the cell's input (docs/decisions/021). In a portal with
 * fixed placement, because a table cell clips what overflows it.
 */
export function TypingHint({ id, text, anchor }: { id: string; text: string; anchor: DOMRect }) {
  return createPortal(
    <p
      id={id}
      role="alert"
      style={{ top: anchor.bottom + 4, left: Math.max(8, anchor.right - 320), maxWidth: 320 }}
      className="fixed z-50 rounded-md border border-red-200 bg-red-50 px-2.5 py-1.5 text-[12px] text-red-800 shadow-md"
    >
      {text}
    </p>,
    document.body,
  );
}
