import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useAircraftByType } from "../../data/get-aircraft-by-type.ts";
import { SelectItem, SelectSeparator } from "../../ui/select.tsx";
import { AvailabilityNote } from "./availability-note.tsx";
import { SelectField } from "./select-field.tsx";
import { useAircraftAvailability } from "./use-aircraft-availability.ts";

/** The select's entry for 'no aircraft' (Radix items cannot be empty); the field holds "" for it. */
const NO_AIRCRAFT = "__none__";

/**
 * The aircraft select of the wizard and the Edit dialog: only aircraft of the chosen type, each with its
 * availability over the booking's dates (docs/decisions/015), free first. In the Edit dialog `booking` is
 * the booking edited: its own aircraft reads as allocated to it, never as 'free' for itself, and a
 * retired one it already has stays listed.
 */
export function AircraftPicker<Values extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  noneLabel,
  aircraftTypeId,
  startDate,
  endDate,
  booking,
  describedBy,
}: {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  idPrefix: string;
  /** The entry for no aircraft: 'Any aircraft of this type' when creating, 'No aircraft allocated' when editing. */
  noneLabel: string;
  aircraftTypeId: string;
  startDate: string;
  endDate: string;
  booking?: { id: number; allocatedAircraftId: number | null };
  describedBy?: string;
}) {
  const typeId = aircraftTypeId ? Number(aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);
  const availability = useAircraftAvailability({ aircraft: aircraft.data, startDate, endDate, booking });
  const own = booking?.allocatedAircraftId ?? null;
  const aircraftOfType =
    availability ??
    [...(aircraft.data ?? [])]
      .filter((plane) => !plane.retired || plane.id === own)
      .sort((a, b) => a.registration.localeCompare(b.registration));
  const placeholder = !typeId
    ? "Choose an aircraft type first"
    : aircraft.isPending
      ? "Loading aircraft..."
      : aircraftOfType.length === 0
        ? "No aircraft of this type"
        : noneLabel;

  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      idPrefix={idPrefix}
      placeholder={placeholder}
      describedBy={describedBy}
      disabled={!typeId || aircraftOfType.length === 0}
      onValueChange={(value, set) => set(value === NO_AIRCRAFT ? "" : value)}
    >
      <SelectItem value={NO_AIRCRAFT}>
        <span className="text-slate-500">{noneLabel}</span>
      </SelectItem>
      <SelectSeparator />
      {aircraftOfType.map((plane) => (
        <SelectItem key={plane.id} value={String(plane.id)}>
          <span className="font-mono tabular-nums">{plane.registration}</span>
          {"state" in plane ? (
            <>
              {" "}
              <AvailabilityNote entry={plane} own={plane.id === own} />
            </>
          ) : null}
        </SelectItem>
      ))}
    </SelectField>
  );
}
