import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type Location, locationPayload } from "../../../../shared/reference-data.ts";
import { useCreateLocation } from "../../../api/create-location.ts";
import { locationsQueryOptions } from "../../../api/get-locations.ts";
import { Button } from "../../../ui/button.tsx";
import { Input } from "../../../ui/field.tsx";
import { InlinePanel } from "./inline-panel.tsx";
import { addEntryErrorMessage, isConflict, listHoldsName } from "./messages.ts";

export type LocationTarget = "departureId" | "destinationId";

/**
 * 'Add Location' inside the wizard (spec §5, §8): a trimmed, non-empty name. The new location is
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
  const nameRef = useRef<HTMLInputElement>(null);
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

  useEffect(() => nameRef.current?.focus(), []);

  const trimmed = name.trim();
  const add = () => {
    if (!trimmed || create.isPending) return;
    const parsed = locationPayload.safeParse({ name: trimmed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Failed to add location");
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  };

  return (
    <InlinePanel title="Add Location" titleId={`${id}-title`}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-[13px] font-medium text-slate-700">
            Location name
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="primary" onClick={add} disabled={!trimmed || create.isPending}>
          {create.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          Add
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
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
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </InlinePanel>
  );
}
