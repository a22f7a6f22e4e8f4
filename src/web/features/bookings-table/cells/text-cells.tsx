import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_REMARKS,
  departureTimeOrDefault,
  remarksOrDefault,
} from "../../../../shared/booking-rules.ts";
import { previewDepartureTime, previewExpectedHours } from "../../../data/preview-conflicts.ts";
import { saveUnlessDeclined } from "../../../lib/save-anyway.ts";
import { useUpdateDepartureTime } from "../data/update-departure-time.ts";
import { useUpdateExpectedHours } from "../data/update-expected-hours.ts";
import { useUpdateRemarks } from "../data/update-remarks.ts";
import { acceptHoursTyping, hoursToSave } from "../expected-hours.ts";
import { displayHours } from "../format.ts";
import type { BookingRow } from "../rows.ts";
import { actionToasts } from "../table-messages.ts";
import { type CloseEditor as Close, EditableCell } from "./editable-cell.tsx";
import { InlineInput } from "./inline-input.tsx";

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

/** Remarks: click to edit; Enter or blur saves, Escape cancels (product §4). */
export function RemarksCell({ row }: { row: BookingRow }) {
  const value = row.day.remarks;
  return (
    <EditableCell
      row={row}
      field="remarks"
      label={`Remarks: ${value}`}
      title={value}
      className={value === DEFAULT_REMARKS ? "text-slate-500" : undefined}
      editor={(close) => <RemarksEditor row={row} onClose={close} />}
    >
      <span className="truncate">{value}</span>
    </EditableCell>
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
        void saveUnlessDeclined({
          preview: () => previewDepartureTime(row.booking.id, row.date, departureTime),
          variables: { bookingId: row.booking.id, date: row.date, departureTime },
          save: mutation.mutate,
        })
      }
      onClose={onClose}
    />
  );
}

/** Departure time: free text such as 0930, 09:30, 0930/ref or TBC; Enter or blur saves (product §4). */
export function DepartureTimeCell({ row }: { row: BookingRow }) {
  const value = row.day.departureTime;
  return (
    <EditableCell
      row={row}
      field="departureTime"
      label={`Departure Time: ${value}`}
      title={value}
      className={value === DEFAULT_DEPARTURE_TIME ? "text-slate-500" : undefined}
      editor={(close) => <DepartureTimeEditor row={row} onClose={close} />}
    >
      <span className="truncate tabular-nums">{value}</span>
    </EditableCell>
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
        void saveUnlessDeclined({
          preview: () => previewExpectedHours(row.booking.id, row.date, expectedHours),
          variables: { bookingId: row.booking.id, date: row.date, expectedHours },
          save: mutation.mutate,
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * Expected hours (product §4, §5): only digits and one point while typing; Enter or blur saves a valid
 * number of 0 or more, anything else reverts; shown with two decimals.
 */
export function ExpectedHoursCell({ row }: { row: BookingRow }) {
  const value = displayHours(row.day.expectedAircraftHours);
  return (
    <EditableCell
      row={row}
      field="expectedHours"
      label={`Expected Hours: ${value}`}
      align="right"
      editor={(close) => <ExpectedHoursEditor row={row} onClose={close} />}
    >
      <span className="tabular-nums">{value}</span>
    </EditableCell>
  );
}
