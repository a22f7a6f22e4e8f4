import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { actionToasts } from "../../../data/table-messages.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { SelectItem, SelectSeparator } from "../../../ui/deferred-select.tsx";
import { useUpdateDayField } from "../data/update-day-field.ts";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";
import { AddLocationInput } from "./add-location-input.tsx";
import { CellSelect } from "./cell-select.tsx";
import { type CloseEditor as Close, EditableCell } from "./editable-cell.tsx";

const ADD_LOCATION = "__add_location__";

function DestinationEditor({ row, onClose }: { row: BookingRow; onClose: Close }) {
  const { locations } = useTableContext();
  const mutation = useUpdateDayField("destination", actionToasts("destination"));
  const version = useVersionSeen(row.booking.version);
  const [adding, setAdding] = useState(false);
  const addingRef = useRef(false);
  // What was typed in the list's filter box: the new location's name starts from it.
  const typed = useRef("");
  if (adding) return <AddLocationInput row={row} initialName={typed.current} onClose={onClose} />;
  return (
    <CellSelect
      value={String(row.day.destinationId)}
      label="Destination"
      typedRef={typed}
      onChoose={(value) => {
        if (value === ADD_LOCATION) {
          addingRef.current = true;
          setAdding(true);
          return;
        }
        const location = locations.find((l) => String(l.id) === value);
        mutation.mutate({
          bookingId: row.booking.id,
          version,
          date: row.date,
          value: Number(value),
          shown: location ? { destinationLocation: { name: location.name } } : undefined,
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
