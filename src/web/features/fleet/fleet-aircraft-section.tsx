import { useState } from "react";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { Button } from "../../ui/button.tsx";
import type { useFleetWrites } from "./data/fleet-writes.ts";
import { fleetInput as input } from "./fleet-input.ts";

/** One aircraft: registration, type and retired, saved only by its Save button. */
function AircraftRow({
  plane,
  typeId,
  types,
  save,
}: {
  plane: { id: number; registration: string; retired: boolean };
  typeId: number;
  types: AircraftTypeWithAircraft[];
  save: (change: { id: number; registration: string; aircraftTypeId: number; retired: boolean }) => void;
}) {
  const [registration, setRegistration] = useState(plane.registration);
  const [aircraftTypeId, setTypeId] = useState(typeId);
  const [retired, setRetired] = useState(plane.retired);
  const changed =
    registration !== plane.registration || aircraftTypeId !== typeId || retired !== plane.retired;
  return (
    <li className="flex items-center gap-2">
      <input
        aria-label={`Registration of ${plane.registration}`}
        className={`${input} w-28 font-mono`}
        value={registration}
        maxLength={20}
        onChange={(event) => setRegistration(event.target.value)}
      />
      <select
        aria-label={`Type of ${plane.registration}`}
        className={input}
        value={aircraftTypeId}
        onChange={(event) => setTypeId(Number(event.target.value))}
      >
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.title}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-1 text-[13px]">
        <input type="checkbox" checked={retired} onChange={(event) => setRetired(event.target.checked)} />
        Retired
      </label>
      <Button
        size="sm"
        disabled={!changed}
        aria-label={`Save ${plane.registration}`}
        onClick={() => save({ id: plane.id, registration, aircraftTypeId, retired })}
      >
        Save
      </Button>
    </li>
  );
}

/** 'Manage fleet': the aircraft of each type, each saved by its own button, and a new one added. */
export function FleetAircraftSection({
  fleet,
  writes,
}: {
  fleet: AircraftTypeWithAircraft[];
  writes: ReturnType<typeof useFleetWrites>;
}) {
  const [registration, setRegistration] = useState("");
  const [newTypeId, setNewTypeId] = useState<number | "">("");
  return (
    <section aria-labelledby="fleet-aircraft" className="space-y-2">
      <h3 id="fleet-aircraft" className="font-semibold">
        Aircraft
      </h3>
      {fleet.map((type) => (
        <div key={type.id} className="space-y-1">
          <h4 className="text-[12px] font-medium text-slate-500">{type.title}</h4>
          <ul className="space-y-1">
            {type.aircraft.map((plane) => (
              <AircraftRow
                key={`${plane.id}:${plane.registration}:${type.id}:${plane.retired}`}
                plane={plane}
                typeId={type.id}
                types={fleet}
                save={(change) => writes.updateAircraft.mutate(change)}
              />
            ))}
          </ul>
        </div>
      ))}
      <div className="flex items-center gap-2 pt-1">
        <input
          aria-label="New registration"
          placeholder="New registration"
          className={`${input} w-36 font-mono`}
          value={registration}
          maxLength={20}
          onChange={(event) => setRegistration(event.target.value)}
        />
        <select
          aria-label="New aircraft's type"
          className={input}
          value={newTypeId}
          onChange={(event) => setNewTypeId(event.target.value === "" ? "" : Number(event.target.value))}
        >
          <option value="">Type</option>
          {fleet.map((type) => (
            <option key={type.id} value={type.id}>
              {type.title}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={registration.trim() === "" || newTypeId === ""}
          onClick={() =>
            writes.addAircraft.mutate(
              { registration: registration.trim(), aircraftTypeId: Number(newTypeId) },
              { onSuccess: () => setRegistration("") },
            )
          }
        >
          Add aircraft
        </Button>
      </div>
    </section>
  );
}
