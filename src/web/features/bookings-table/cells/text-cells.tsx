import { useRef } from "react";
import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_REMARKS,
  departureTimeOrDefault,
  remarksOrDefault,
} from "../../../../shared/booking-rules.ts";
import {
  HOURS_TYPING_HINT,
  isHoursTyping,
  parseTypedHours,
  whyNotHours,
} from "../../../../shared/typed-hours.ts";
import { actionToasts } from "../../../data/table-messages.ts";
import { saveUnlessDeclined } from "../../../lib/save-anyway.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { useConfirmLargeHours } from "../../../ui/confirm-large-hours.tsx";
import { previewDayFieldEdit, useUpdateDayField } from "../data/update-day-field.ts";
import { displayHours } from "../format.ts";
import type { BookingRow } from "../rows.ts";
import { type CloseEditor as Close, EditableCell } from "./editable-cell.tsx";
import { InlineInput } from "./inline-input.tsx";
import { LegsHoursCell, WithLegs } from "./legs-cell.tsx";

function RemarksEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const mutation = useUpdateDayField("remarks", actionToasts("remarks"));
  const version = useVersionSeen(row.booking.version);
  return (
    <InlineInput
      initial={row.day.remarks}
      label="Remarks"
      maxLength={2000}
      toSave={remarksOrDefault}
      onCommit={(value) => mutation.mutate({ bookingId: row.booking.id, date: row.date, value, version })}
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
  const mutation = useUpdateDayField("departureTime", actionToasts("departureTime"));
  const version = useVersionSeen(row.booking.version);
  return (
    <InlineInput
      initial={row.day.departureTime}
      label="Departure Time"
      maxLength={50}
      toSave={departureTimeOrDefault}
      onCommit={(value) =>
        void saveUnlessDeclined({
          preview: (v) => previewDayFieldEdit("departureTime", v),
          variables: { bookingId: row.booking.id, date: row.date, value, version },
          save: mutation.mutate,
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * Departure time: free text such as 0930, 09:30, 0930/ref or TBC; Enter or blur saves (product §4).
 * It is the first leg's; the day's legs open beside it (docs/decisions/049).
 */
export function DepartureTimeCell({ row }: { row: BookingRow }) {
  const value = row.day.departureTime;
  return (
    <WithLegs row={row}>
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
    </WithLegs>
  );
}

function ExpectedHoursEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const mutation = useUpdateDayField("expectedHours", actionToasts("expectedHours"));
  const version = useVersionSeen(row.booking.version);
  const closeToCell = () => onClose({ refocus: true });
  const large = useConfirmLargeHours<string>({
    hoursOf: (expectedHours) => expectedHours,
    save: (value) => {
      void saveUnlessDeclined({
        preview: (v) => previewDayFieldEdit("expectedHours", v),
        variables: { bookingId: row.booking.id, date: row.date, value, version },
        save: mutation.mutate,
      });
      closeToCell();
    },
    cancel: closeToCell,
    returnFocus: false,
  });
  // While the question is open the editor stays, and its answer closes it.
  const asking = useRef(false);
  return (
    <>
      <InlineInput
        initial={displayHours(row.day.expectedAircraftHours)}
        label="Expected Hours"
        align="right"
        inputMode="decimal"
        typing={{ accepts: isHoursTyping, hint: HOURS_TYPING_HINT, whyNot: whyNotHours }}
        toSave={parseTypedHours}
        onCommit={(expectedHours) => {
          asking.current = large.attempt(expectedHours);
        }}
        onClose={(options) => (asking.current ? undefined : onClose(options))}
      />
      {large.confirm}
    </>
  );
}

/**
 * Expected hours (product §4, §5): digits and one decimal point or comma while typing, a refused key
 * said so; Enter or blur saves a valid number of 0 or more, asking first above 12 hours; blur reverts
 * anything else; shown with two decimals (docs/decisions/021). A day of several legs shows their sum,
 * changed in its legs (docs/decisions/049).
 */
export function ExpectedHoursCell({ row }: { row: BookingRow }) {
  if (row.day.legs.length > 1) return <LegsHoursCell row={row} />;
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
