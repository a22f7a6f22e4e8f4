import { useRef } from "react";
import { formatShortDate } from "../../../../shared/dates.ts";
import { previewDayField, previewStatus } from "../../../data/preview-conflicts.ts";
import { actionToasts } from "../../../data/table-messages.ts";
import { saveUnlessDeclined } from "../../../lib/save-anyway.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../ui/dialog.tsx";
import { useUpdateStatus } from "../data/update-status.ts";
import type { BookingRow } from "../rows.ts";

export type StatusScope = "day" | "all";

/** Saves a status for the row's day alone or for every day of its booking (docs/decisions/023). */
export function useSaveStatus(row: BookingRow): (statusId: number, scope: StatusScope) => void {
  const mutation = useUpdateStatus(actionToasts("status"));
  const bookingId = row.booking.id;
  const version = useVersionSeen(row.booking.version);
  // Either scope asks first when it would add a clash (docs/decisions/022).
  return (statusId, scope) =>
    void saveUnlessDeclined({
      preview: (v) =>
        v.date === undefined
          ? previewStatus(v.bookingId, v.statusId, v.version)
          : previewDayField("status", v.bookingId, v.date, v.statusId, v.version),
      variables: { bookingId, version, statusId, date: scope === "day" ? row.date : undefined },
      save: mutation.mutate,
    });
}

/**
 * A status chosen on one day of a multi-day booking asks whether it is meant for that day or the whole
 * booking: a day's change never silently becomes every day's. 'This day only' comes first and has the
 * focus, the narrower write; Escape or Cancel writes nothing.
 */
export function StatusScopeDialog({
  row,
  statusText,
  statusId,
  onDone,
  returnFocus,
}: {
  row: BookingRow;
  statusText: string;
  statusId: number;
  onDone: () => void;
  returnFocus: () => void;
}) {
  const save = useSaveStatus(row);
  const dayOnly = useRef<HTMLButtonElement>(null);
  const days = row.booking.dailyDetails.length;
  const choose = (scope: StatusScope) => {
    save(statusId, scope);
    onDone();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent
        title={`Change the status to ${statusText}`}
        description={`${formatShortDate(row.date)} is one of the ${days} days of ${row.booking.customer.name}'s booking (${formatShortDate(row.booking.startDate)} – ${formatShortDate(row.booking.endDate)}).`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          dayOnly.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button className="mr-auto">Cancel</Button>
            </DialogClose>
            <Button ref={dayOnly} variant="primary" onClick={() => choose("day")}>
              This day only
            </Button>
            <Button onClick={() => choose("all")}>All {days} days</Button>
          </>
        }
      />
    </Dialog>
  );
}
