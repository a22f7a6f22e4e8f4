import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_REMARKS,
  departureTimeOrDefault,
  remarksOrDefault,
} from "../../../../shared/booking-rules.ts";
import { useUpdateDepartureTime } from "../../../api/update-departure-time.ts";
import { useUpdateExpectedHours } from "../../../api/update-expected-hours.ts";
import { useUpdateRemarks } from "../../../api/update-remarks.ts";
import { acceptHoursTyping, hoursToSave } from "../expected-hours.ts";
import { displayHours } from "../format.ts";
import type { BookingRow } from "../rows.ts";
import { cellKey, useTableContext } from "../table-context.tsx";
import { actionToasts } from "../table-messages.ts";
import { CellButton, CellText } from "./cell-button.tsx";
import { InlineInput } from "./inline-input.tsx";
import { useInlineEditing } from "./use-inline-editing.ts";

type Close = (options: { refocus: boolean }) => void;

function RemarksEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const mutation = useUpdateRemarks(actionToasts("remarks"));
  return (
    <InlineInput
      initial={row.day.remarks}
      label="Remarks"
      maxLength={2000}
      toSave={remarksOrDefault}
      onCommit={(remarks) => mutation.mutate({ bookingId: row.booking.id, date: row.date, remarks })}
      onClose={onClose}
    />
  );
}

/** Remarks: click to edit; Enter or blur saves, Escape cancels (spec §4). */
export function RemarksCell({ row }: { row: BookingRow }) {
  const { canEdit, pendingCells } = useTableContext();
  const editing = useInlineEditing();
  const value = row.day.remarks;
  const muted = value === DEFAULT_REMARKS ? "text-slate-500" : undefined;
  if (!canEdit) {
    return (
      <CellText title={value} className={muted}>
        <span className="truncate">{value}</span>
      </CellText>
    );
  }
  if (editing.editing) return <RemarksEditor row={row} onClose={editing.stop} />;
  return (
    <CellButton
      ref={editing.displayRef}
      label={`Remarks: ${value}`}
      title={value}
      onClick={editing.start}
      pending={pendingCells.has(cellKey(row.booking.id, "remarks", row.date))}
      className={muted}
    >
      <span className="truncate">{value}</span>
    </CellButton>
  );
}

function DepartureTimeEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const mutation = useUpdateDepartureTime(actionToasts("departureTime"));
  return (
    <InlineInput
      initial={row.day.departureTime}
      label="Departure Time"
      maxLength={50}
      toSave={departureTimeOrDefault}
      onCommit={(departureTime) =>
        mutation.mutate({ bookingId: row.booking.id, date: row.date, departureTime })
      }
      onClose={onClose}
    />
  );
}

/** Departure time: free text such as 0930, 09:30, 0930/ref or TBC; Enter or blur saves (spec §4). */
export function DepartureTimeCell({ row }: { row: BookingRow }) {
  const { canEdit, pendingCells } = useTableContext();
  const editing = useInlineEditing();
  const value = row.day.departureTime;
  const muted = value === DEFAULT_DEPARTURE_TIME ? "text-slate-500" : undefined;
  if (!canEdit) {
    return (
      <CellText title={value} className={muted}>
        <span className="truncate tabular-nums">{value}</span>
      </CellText>
    );
  }
  if (editing.editing) return <DepartureTimeEditor row={row} onClose={editing.stop} />;
  return (
    <CellButton
      ref={editing.displayRef}
      label={`Departure Time: ${value}`}
      onClick={editing.start}
      pending={pendingCells.has(cellKey(row.booking.id, "departureTime", row.date))}
      className={muted}
    >
      <span className="truncate tabular-nums">{value}</span>
    </CellButton>
  );
}

function ExpectedHoursEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const mutation = useUpdateExpectedHours(actionToasts("expectedHours"));
  return (
    <InlineInput
      initial={displayHours(row.day.expectedAircraftHours)}
      label="Expected Hours"
      align="right"
      inputMode="decimal"
      maxLength={9}
      accept={acceptHoursTyping}
      toSave={hoursToSave}
      onCommit={(expectedHours) =>
        mutation.mutate({ bookingId: row.booking.id, date: row.date, expectedHours })
      }
      onClose={onClose}
    />
  );
}

/**
 * Expected hours (spec §4, §5): only digits and one point while typing; Enter or blur saves a valid
 * number of 0 or more, anything else reverts; shown with two decimals.
 */
export function ExpectedHoursCell({ row }: { row: BookingRow }) {
  const { canEdit, pendingCells } = useTableContext();
  const editing = useInlineEditing();
  const value = displayHours(row.day.expectedAircraftHours);
  if (!canEdit) {
    return (
      <CellText align="right">
        <span className="tabular-nums">{value}</span>
      </CellText>
    );
  }
  if (editing.editing) return <ExpectedHoursEditor row={row} onClose={editing.stop} />;
  return (
    <CellButton
      ref={editing.displayRef}
      label={`Expected Hours: ${value}`}
      align="right"
      onClick={editing.start}
      pending={pendingCells.has(cellKey(row.booking.id, "expectedHours", row.date))}
    >
      <span className="tabular-nums">{value}</span>
    </CellButton>
  );
}
