import { useRef, useState } from "react";
import { previewAircraftType, previewAllocatedAircraft } from "../../../data/preview-conflicts.ts";
import { actionToasts } from "../../../data/table-messages.ts";
import { useUpdateAllocatedAircraft } from "../../../data/update-allocated-aircraft.ts";
import { availabilityText } from "../../../lib/aircraft-availability.ts";
import { askToConfirm } from "../../../lib/confirm-question.ts";
import { dueSentence, STATE_CLASSES } from "../../../lib/maintenance-text.ts";
import { saveUnlessDeclined } from "../../../lib/save-anyway.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { cn } from "../../../ui/cn.ts";
import { SelectItem } from "../../../ui/deferred-select.tsx";
import { useUpdateAircraftType } from "../data/update-aircraft-type.ts";
import { departureHighlight, departureHighlightClass } from "../departure-colours.ts";
import { useRowMaintenance } from "../row-maintenance.tsx";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";
import { CellText } from "./cell-button.tsx";
import { CellSelect } from "./cell-select.tsx";
import { StatusLabel } from "./display.tsx";
import { type CloseEditor as Close, EditableCell } from "./editable-cell.tsx";
import { StatusScopeDialog, useSaveStatus } from "./status-scope.tsx";
import { useRowAvailability } from "./use-row-availability.ts";

/** The departure location, tinted by product §9's airport codes when the toggle is on. */
export function DepartureCell({ row }: { row: BookingRow }) {
  const { showDepartureColours } = useTableContext();
  const name = row.booking.departureLocation.name;
  const highlight = showDepartureColours ? departureHighlight(name) : null;
  return (
    <CellText title={name} className={highlight ? departureHighlightClass[highlight] : undefined}>
      <span className="truncate">{name}</span>
    </CellText>
  );
}

function AircraftTypeEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { aircraftTypes, aircraftByType } = useTableContext();
  const mutation = useUpdateAircraftType(actionToasts("aircraftType"));
  const version = useVersionSeen(row.booking.version);
  return (
    <CellSelect
      value={String(row.booking.aircraftTypeId)}
      label="Type"
      onChoose={(value) => {
        const aircraftTypeId = Number(value);
        const allocated = row.booking.allocatedAircraftId;
        const title = aircraftTypes.find((type) => type.id === aircraftTypeId)?.title;
        const keepsAllocatedAircraft =
          allocated !== null && (aircraftByType.get(aircraftTypeId) ?? []).some((a) => a.id === allocated);
        const save = () =>
          saveUnlessDeclined({
            preview: (v) => previewAircraftType(v.bookingId, v.aircraftTypeId, v.version),
            variables: { bookingId: row.booking.id, version, aircraftTypeId, title, keepsAllocatedAircraft },
            save: mutation.mutate,
          });
        const registration = row.booking.allocatedAircraft?.registration;
        // A new type leaves the booking's aircraft behind (docs/decisions/042): asked, never silent.
        if (allocated === null || keepsAllocatedAircraft || aircraftTypeId === row.booking.aircraftTypeId) {
          void save();
          return;
        }
        void askToConfirm({
          title: `Unallocate ${registration}?`,
          description: `${registration} is not of type ${title}: changing the type leaves the booking with no aircraft allocated.`,
          confirm: "Change type",
        }).then((yes) => yes && save());
      }}
      onClose={onClose}
    >
      {aircraftTypes.map((type) => (
        <SelectItem key={type.id} value={String(type.id)}>
          {type.title}
        </SelectItem>
      ))}
    </CellSelect>
  );
}

/** The booking's aircraft type (shown on each of its rows; a change applies to the whole booking). */
export function AircraftTypeCell({ row }: { row: BookingRow }) {
  const title = row.booking.aircraftType.title;
  return (
    <EditableCell
      row={row}
      field="aircraftType"
      select
      label={`Type: ${title}`}
      title={title}
      editor={(close) => <AircraftTypeEditor row={row} onClose={close} />}
    >
      <span className="truncate font-medium">{title}</span>
    </EditableCell>
  );
}

const NO_AIRCRAFT = "none";

function AllocatedAircraftEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { aircraftByType } = useTableContext();
  const mutation = useUpdateAllocatedAircraft(actionToasts("allocatedAircraft"));
  const version = useVersionSeen(row.booking.version);
  const fleet = aircraftByType.get(row.booking.aircraftTypeId) ?? [];
  const options = useRowAvailability(row, fleet);
  return (
    <CellSelect
      value={row.booking.allocatedAircraftId === null ? NO_AIRCRAFT : String(row.booking.allocatedAircraftId)}
      label="Aircraft"
      onChoose={(value) => {
        const allocatedAircraftId = value === NO_AIRCRAFT ? null : Number(value);
        void saveUnlessDeclined({
          preview: (v) => previewAllocatedAircraft(v.bookingId, v.allocatedAircraftId, v.version),
          variables: {
            bookingId: row.booking.id,
            version,
            allocatedAircraftId,
            registration: fleet.find((a) => a.id === allocatedAircraftId)?.registration,
          },
          save: mutation.mutate,
        });
      }}
      onClose={onClose}
    >
      <SelectItem value={NO_AIRCRAFT}>None</SelectItem>
      {options.map((option) => (
        <SelectItem key={option.id} value={String(option.id)}>
          {availabilityText(option, option.id === row.booking.allocatedAircraftId)}
        </SelectItem>
      ))}
    </CellSelect>
  );
}

/** The allocated aircraft: one of the booking's type, or none. */
export function AllocatedAircraftCell({ row }: { row: BookingRow }) {
  const registration = row.booking.allocatedAircraft?.registration;
  // Amber within an item's margin, red past its due point (docs/decisions/051); the sentence in its title.
  const due = useRowMaintenance(row.booking.allocatedAircraftId, row.date);
  return (
    <EditableCell
      row={row}
      field="allocatedAircraft"
      select
      label={`Aircraft: ${registration ?? "None"}`}
      editor={(close) => <AllocatedAircraftEditor row={row} onClose={close} />}
    >
      {registration ? (
        <span
          className={cn("tabular-nums", due && `rounded px-1 ${STATE_CLASSES[due.state]}`)}
          title={due ? dueSentence(due.item, due.today) : undefined}
          data-due={due?.state}
        >
          {registration}
        </span>
      ) : (
        <span className="text-slate-500">—</span>
      )}
    </EditableCell>
  );
}

function StatusEditor({
  row,
  onClose,
  onAsk,
}: {
  row: BookingRow;
  onClose: Close;
  /** A booking of several days asks which of them the status is for. */
  onAsk: (statusId: number) => void;
}) {
  const { statuses } = useTableContext();
  const save = useSaveStatus(row);
  return (
    <CellSelect
      value={row.day.bookingStatusId === null ? "" : String(row.day.bookingStatusId)}
      label="Status"
      onChoose={(value) =>
        row.booking.dailyDetails.length > 1 ? onAsk(Number(value)) : save(Number(value), "all")
      }
      onClose={onClose}
    >
      {statuses.map((status) => (
        <SelectItem key={status.id} value={String(status.id)}>
          <StatusLabel status={status} />
        </SelectItem>
      ))}
    </CellSelect>
  );
}

/** The day's status in its colour; a change asks 'This day only / All N days' on a longer booking. */
export function StatusCell({ row }: { row: BookingRow }) {
  const { statusById } = useTableContext();
  const [asking, setAsking] = useState<number | null>(null);
  // The question closes back onto the cell, as every inline edit does.
  const cell = useRef<HTMLDivElement>(null);
  const status = row.day.bookingStatusId === null ? undefined : statusById.get(row.day.bookingStatusId);
  return (
    <div ref={cell} className="contents">
      <EditableCell
        row={row}
        field="status"
        select
        label={`Status: ${status?.statusText ?? "None"}`}
        editor={(close) => <StatusEditor row={row} onClose={close} onAsk={setAsking} />}
      >
        <StatusLabel status={status} />
      </EditableCell>
      {asking === null ? null : (
        <StatusScopeDialog
          row={row}
          statusId={asking}
          statusText={statusById.get(asking)?.statusText ?? "the chosen status"}
          onDone={() => setAsking(null)}
          returnFocus={() => cell.current?.querySelector("button")?.focus()}
        />
      )}
    </div>
  );
}
