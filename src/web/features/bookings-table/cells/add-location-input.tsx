import { type KeyboardEvent, useRef, useState } from "react";
import { useCreateLocation } from "../../../data/create-location.ts";
import { actionToasts, tableMessages } from "../../../data/table-messages.ts";
import { errorText } from "../../../lib/api-client.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { toastError, toastSuccess } from "../../../lib/toast-store.ts";
import { useUpdateDayField } from "../data/update-day-field.ts";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";
import type { CloseEditor as Close } from "./editable-cell.tsx";

/** The destination cell's 'Add location': a name typed in place, created, then set as the day's destination. */
export function AddLocationInput({
  row,
  initialName = "",
  onClose,
}: {
  row: BookingRow;
  /** What was typed in the destination list before choosing 'Add location'. */
  initialName?: string;
  onClose: Close;
}) {
  const { locations } = useTableContext();
  const [name, setName] = useState(initialName);
  const createLocation = useCreateLocation();
  const updateDestination = useUpdateDayField("destination", actionToasts("destination"));
  const version = useVersionSeen(row.booking.version);
  const closed = useRef(false);

  const close = (refocus: boolean) => {
    if (closed.current) return;
    closed.current = true;
    onClose({ refocus });
  };

  const save = async () => {
    // Product §5: the name is trimmed and must be non-empty.
    const trimmed = name.trim();
    if (!trimmed || createLocation.isPending) return;
    if (locations.some((location) => location.name.toLowerCase() === trimmed.toLowerCase())) {
      toastError("Location already exists");
      return;
    }
    try {
      const location = await createLocation.mutateAsync({ name: trimmed });
      toastSuccess(tableMessages.addLocation.success);
      updateDestination.mutate({
        bookingId: row.booking.id,
        version,
        date: row.date,
        value: location.id,
        shown: { destinationLocation: { name: location.name } },
      });
      close(true);
    } catch (error) {
      toastError(errorText(error, tableMessages.addLocation.failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: 'Add location' was just chosen; the name is typed next.
      autoFocus
      aria-label="New location name"
      placeholder="New location name"
      value={name}
      maxLength={100}
      disabled={createLocation.isPending}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!createLocation.isPending) close(false);
      }}
      className="h-full w-full min-w-0 bg-white px-2.5 text-[13px] outline-none ring-2 ring-blue-600 ring-inset placeholder:text-slate-500"
    />
  );
}
