import { Unlink } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Button } from "./button.tsx";

/**
 * A schedule disconnect beside a flight (docs/decisions/049): a warning, never a question before a
 * write. The icon (a shape, not colour alone) is a button that opens the words and, for editors, the
 * one action that closes the gap; Escape or a click elsewhere closes it without writing.
 */
export function DisconnectMarker({
  texts,
  onAdd,
  addTitle,
}: {
  /** "G-HLDA lands at Leman Alpha, next departs Humberside", one a disconnect. */
  texts: readonly string[];
  /** Adds the positioning leg; absent for read-only users and where the screen writes nothing. */
  onAdd?: () => void;
  /** What the action will add, in words ("Leman Alpha to Humberside at 08:00, flown empty"). */
  addTitle?: string;
}) {
  const [open, setOpen] = useState(false);
  if (texts.length === 0) return null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`Schedule disconnect: ${texts.join("; ")}`}
          title={texts.join("\n")}
          className="mr-1 inline-flex shrink-0 items-center rounded bg-amber-100 p-0.5 text-amber-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          onClick={(event) => event.stopPropagation()}
        >
          <Unlink className="size-3.5" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          // The words take focus, not the action: an Enter held on the marker must not add a leg.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
          tabIndex={-1}
          side="bottom"
          align="start"
          sideOffset={4}
          className="z-50 max-w-96 space-y-2 rounded-md border border-amber-300 bg-white p-3 text-sm shadow-lg outline-none"
        >
          <ul className="space-y-0.5">
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          {onAdd && (
            <div className="space-y-1">
              {addTitle && <p className="text-xs text-gray-600">{addTitle}</p>}
              <Button
                size="sm"
                onClick={() => {
                  setOpen(false);
                  onAdd();
                }}
              >
                Add positioning leg
              </Button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
