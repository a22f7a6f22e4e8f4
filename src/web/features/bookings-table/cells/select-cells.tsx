import { Plus } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useCreateLocation } from "../../../data/create-location.ts";
import { useUpdateAircraftType } from "../../../data/update-aircraft-type.ts";
import { useUpdateAllocatedAircraft } from "../../../data/update-allocated-aircraft.ts";
import { useUpdateDestination } from "../../../data/update-destination.ts";
import { useUpdateStatus } from "../../../data/update-status.ts";
import { errorText } from "../../../lib/api-client.ts";
import { SelectItem, SelectSeparator } from "../../../ui/select.tsx";
import { toastError, toastSuccess } from "../../../ui/toast-store.ts";
import { departureHighlight, departureHighlightClass } from "../departure-colours.ts";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";
import { actionToasts, tableMessages } from "../table-messages.ts";
import { CellText } from "./cell-button.tsx";
import { CellSelect } from "./cell-select.tsx";
import { StatusLabel } from "./display.tsx";
import { type CloseEditor as Close, EditableCell } from "./editable-cell.tsx";

const ADD_LOCATION = "__add_location__";

function AddLocationInput({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { locations } = useTableContext();
  const [name, setName] = useState("");
  const createLocation = useCreateLocation();
  const updateDestination = useUpdateDestination(actionToasts("destination"));
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
        date: row.date,
        destinationId: location.id,
        destinationName: location.name,
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

function DestinationEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { locations } = useTableContext();
  const mutation = useUpdateDestination(actionToasts("destination"));
  const [adding, setAdding] = useState(false);
  const addingRef = useRef(false);
  if (adding) return <AddLocationInput row={row} onClose={onClose} />;
  return (
    <CellSelect
      value={String(row.day.destinationId)}
      label="Destination"
      onChoose={(value) => {
        if (value === ADD_LOCATION) {
          addingRef.current = true;
          setAdding(true);
          return;
        }
        const location = locations.find((l) => String(l.id) === value);
        mutation.mutate({
          bookingId: row.booking.id,
          date: row.date,
          destinationId: Number(value),
          destinationName: location?.name,
        });
      }}
      onClose={(options) => {
        if (!addingRef.current) onClose(options);
      }}
    >
      {locations.map((location) => (
        <SelectItem key={location.id} value={String(location.id)}>
          {location.name}
        </SelectItem>
      ))}
      <SelectSeparator />
      <SelectItem value={ADD_LOCATION}>
        <span className="inline-flex items-center gap-1.5 text-blue-700">
          <Plus className="size-3.5" aria-hidden="true" />
          Add location
        </span>
      </SelectItem>
    </CellSelect>
  );
}

/** Destination of one day: chosen from the locations, or a new location added in place. */
export function DestinationCell({ row }: { row: BookingRow }) {
  const name = row.day.destinationLocation.name;
  return (
    <EditableCell
      row={row}
      field="destination"
      select
      label={`Destination: ${name}`}
      title={name}
      editor={(close) => <DestinationEditor row={row} onClose={close} />}
    >
      <span className="truncate">{name}</span>
    </EditableCell>
  );
}

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
  return (
    <CellSelect
      value={String(row.booking.aircraftTypeId)}
      label="Type"
      onChoose={(value) => {
        const aircraftTypeId = Number(value);
        const allocated = row.booking.allocatedAircraftId;
        mutation.mutate({
          bookingId: row.booking.id,
          aircraftTypeId,
          title: aircraftTypes.find((type) => type.id === aircraftTypeId)?.title,
          keepsAllocatedAircraft:
            allocated !== null && (aircraftByType.get(aircraftTypeId) ?? []).some((a) => a.id === allocated),
        });
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
  const fleet = aircraftByType.get(row.booking.aircraftTypeId) ?? [];
  return (
    <CellSelect
      value={row.booking.allocatedAircraftId === null ? NO_AIRCRAFT : String(row.booking.allocatedAircraftId)}
      label="Aircraft"
      onChoose={(value) => {
        const allocatedAircraftId = value === NO_AIRCRAFT ? null : Number(value);
        mutation.mutate({
          bookingId: row.booking.id,
          allocatedAircraftId,
          registration: fleet.find((a) => a.id === allocatedAircraftId)?.registration,
        });
      }}
      onClose={onClose}
    >
      <SelectItem value={NO_AIRCRAFT}>None</SelectItem>
      {fleet.map((aircraft) => (
        <SelectItem key={aircraft.id} value={String(aircraft.id)}>
          {aircraft.registration}
        </SelectItem>
      ))}
    </CellSelect>
  );
}

/** The allocated aircraft: one of the booking's type, or none. */
export function AllocatedAircraftCell({ row }: { row: BookingRow }) {
  const registration = row.booking.allocatedAircraft?.registration;
  return (
    <EditableCell
      row={row}
      field="allocatedAircraft"
      select
      label={`Aircraft: ${registration ?? "None"}`}
      editor={(close) => <AllocatedAircraftEditor row={row} onClose={close} />}
    >
      {registration ? (
        <span className="tabular-nums">{registration}</span>
      ) : (
        <span className="text-slate-500">—</span>
      )}
    </EditableCell>
  );
}

function StatusEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { statuses } = useTableContext();
  const mutation = useUpdateStatus(actionToasts("status"));
  return (
    <CellSelect
      value={row.day.bookingStatusId === null ? "" : String(row.day.bookingStatusId)}
      label="Status"
      onChoose={(value) => mutation.mutate({ bookingId: row.booking.id, statusId: Number(value) })}
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

/** The day's status in its colour; a change sets every day of the booking (product §4). */
export function StatusCell({ row }: { row: BookingRow }) {
  const { statusById } = useTableContext();
  const status = row.day.bookingStatusId === null ? undefined : statusById.get(row.day.bookingStatusId);
  return (
    <EditableCell
      row={row}
      field="status"
      select
      label={`Status: ${status?.statusText ?? "None"}`}
      editor={(close) => <StatusEditor row={row} onClose={close} />}
    >
      <StatusLabel status={status} />
    </EditableCell>
  );
}
