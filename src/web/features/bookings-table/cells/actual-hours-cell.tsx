import {
  HOURS_TYPING_HINT,
  isHoursTyping,
  parseTypedHours,
  whyNotHours,
} from "../../../../shared/typed-hours.ts";
import { actionToasts } from "../../../data/table-messages.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { useUpdateDayField } from "../data/update-day-field.ts";
import { displayHours } from "../format.ts";
import type { BookingRow } from "../rows.ts";
import { type CloseEditor, EditableCell } from "./editable-cell.tsx";
import { InlineInput } from "./inline-input.tsx";

function ActualHoursEditor({ row, onClose }: { row: BookingRow; onClose: CloseEditor }) {
  const mutation = useUpdateDayField("actualHours", actionToasts("actualHours"));
  const version = useVersionSeen(row.booking.version);
  return (
    <InlineInput
      initial={row.day.actualHours === null ? "" : displayHours(row.day.actualHours)}
      label="Actual Hours"
      align="right"
      inputMode="decimal"
      typing={{ accepts: isHoursTyping, hint: HOURS_TYPING_HINT, whyNot: whyNotHours }}
      // Blank clears the day's flown hours; anything else must read as hours, or the cell reverts.
      toSave={(text) => (text.trim() === "" ? "" : parseTypedHours(text))}
      onCommit={(hours) =>
        mutation.mutate({ bookingId: row.booking.id, date: row.date, value: hours || null, version })
      }
      onClose={onClose}
    />
  );
}

/**
 * Hours flown on the day (docs/decisions/033): typed as expected hours are, Enter or blur saves,
 * blank clears; a day not yet recorded shows a dash rather than 0.00.
 */
export function ActualHoursCell({ row }: { row: BookingRow }) {
  const value = row.day.actualHours === null ? null : displayHours(row.day.actualHours);
  return (
    <EditableCell
      row={row}
      field="actualHours"
      label={`Actual Hours: ${value ?? "not recorded"}`}
      align="right"
      editor={(close) => <ActualHoursEditor row={row} onClose={close} />}
    >
      <span className={value === null ? "text-slate-500" : "tabular-nums"}>{value ?? "—"}</span>
    </EditableCell>
  );
}
