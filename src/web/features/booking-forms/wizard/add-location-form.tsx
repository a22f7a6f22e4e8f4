import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type Location, locationPayload } from "../../../../shared/reference-data.ts";
import { useCreateLocation } from "../../../data/create-location.ts";
import { locationsQueryOptions } from "../../../data/get-locations.ts";
import { AddEntryPanel } from "../add-entry-panel.tsx";
import { addEntryErrorMessage, isConflict, listHoldsName } from "./messages.ts";

export type LocationTarget = "departureId" | "destinationId";

/**
 * 'Add Location' inside the wizard (product §5, §8): a trimmed, non-empty name. The new location is
 * selected as the departure or the destination, whichever the person picks here.
 */
export function AddLocationForm({
  locations,
  initialTarget,
  onAdded,
  onCancel,
}: {
  locations: Location[];
  initialTarget: LocationTarget;
  onAdded: (location: Location, target: LocationTarget) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [target, setTarget] = useState<LocationTarget>(initialTarget);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = useCreateLocation({
    onSuccess: (location) => onAdded(location, target),
    onError: (failure) => {
      setError(addEntryErrorMessage(failure, "location"));
      if (isConflict(failure) && !listHoldsName(locations, name)) {
        void queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey });
      }
    },
  });

  const add = () => {
    const parsed = locationPayload.safeParse({ name: name.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Failed to add location");
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  };

  return (
    <AddEntryPanel
      title="Add Location"
      nameLabel="Location name"
      name={name}
      onNameChange={(next) => {
        setName(next);
        setError(null);
      }}
      error={error}
      pending={create.isPending}
      onAdd={add}
      onCancel={onCancel}
    >
      <fieldset className="flex items-center gap-4 text-[13px] text-slate-700">
        <legend className="sr-only">Select the new location as</legend>
        <span aria-hidden="true" className="text-slate-500">
          Select as
        </span>
        {(
          [
            ["departureId", "Departure"],
            ["destinationId", "Destination"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex cursor-pointer items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-target`}
              value={value}
              checked={target === value}
              onChange={() => setTarget(value)}
              className="size-3.5 accent-slate-900"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </AddEntryPanel>
  );
}
