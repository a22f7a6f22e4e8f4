import { useState } from "react";
import { formatShortDate } from "../../../shared/dates.ts";
import type { Unavailability } from "../../../shared/fleet.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { previewAddUnavailability } from "../../data/preview-conflicts.ts";
import { errorText } from "../../lib/api-client.ts";
import { saveUnlessDeclined, toastSaved } from "../../lib/save-anyway.ts";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { toastError } from "../../ui/toast-store.ts";
import { useFleetWrites } from "./data/fleet-writes.ts";

const input =
  "h-8 rounded-md border border-slate-300 px-2 text-[13px] focus:outline-2 focus:outline-blue-600";

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

/**
 * The fleet's settings (docs/decisions/015), for editors from the Fleet tab: add aircraft, rename them, set their
 * type, retire them (they leave the selects but stay on old bookings), and add or remove periods of
 * unavailability. No keystroke saves: only the buttons do.
 */
export function FleetSettingsDialog({
  open,
  onOpenChange,
  fleet,
  periods,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fleet: AircraftTypeWithAircraft[];
  periods: Unavailability[];
}) {
  const writes = useFleetWrites({
    onSuccess: (message, variables) => toastSaved(variables, message),
    onError: (error) => toastError(errorText(error, "Failed to update the fleet")),
  });
  const [registration, setRegistration] = useState("");
  const [newTypeId, setNewTypeId] = useState<number | "">("");
  const [period, setPeriod] = useState({ aircraftId: "", startDate: "", endDate: "", reason: "" });
  const registrationOf = new Map(fleet.flatMap((type) => type.aircraft.map((a) => [a.id, a.registration])));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage fleet"
        description="Aircraft and the periods they cannot fly."
        className="w-[min(44rem,calc(100vw-2rem))]"
      >
        <form className="space-y-5" onSubmit={(event) => event.preventDefault()}>
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
                onChange={(event) =>
                  setNewTypeId(event.target.value === "" ? "" : Number(event.target.value))
                }
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

          <section aria-labelledby="fleet-unavailability" className="space-y-2">
            <h3 id="fleet-unavailability" className="font-semibold">
              Unavailability
            </h3>
            <ul className="space-y-1">
              {periods.map((p) => (
                <li key={p.id} className="flex items-center gap-2 text-[13px]">
                  <span className="font-mono">{registrationOf.get(p.aircraftId)}</span>
                  <span className="tabular-nums">
                    {formatShortDate(p.startDate)}-{formatShortDate(p.endDate)}
                  </span>
                  <span className="flex-1">{p.reason}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${registrationOf.get(p.aircraftId)} ${p.reason}`}
                    onClick={() => writes.removeUnavailability.mutate(p.id)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
              {periods.length === 0 ? (
                <li className="text-[13px] text-slate-500">None in the days shown.</li>
              ) : null}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <select
                aria-label="Unavailable aircraft"
                className={input}
                value={period.aircraftId}
                onChange={(event) => setPeriod({ ...period, aircraftId: event.target.value })}
              >
                <option value="">Aircraft</option>
                {fleet.flatMap((type) =>
                  type.aircraft.map((plane) => (
                    <option key={plane.id} value={plane.id}>
                      {plane.registration}
                    </option>
                  )),
                )}
              </select>
              <DateField
                aria-label="Unavailable from"
                size="sm"
                className="w-36"
                value={period.startDate}
                onChange={(startDate) => setPeriod({ ...period, startDate })}
              />
              <DateField
                aria-label="Unavailable to"
                size="sm"
                className="w-36"
                min={period.startDate || undefined}
                value={period.endDate}
                onChange={(endDate) => setPeriod({ ...period, endDate })}
              />
              <input
                aria-label="Reason"
                placeholder="Reason (50 h check)"
                className={`${input} flex-1`}
                value={period.reason}
                maxLength={200}
                onChange={(event) => setPeriod({ ...period, reason: event.target.value })}
              />
              <Button
                size="sm"
                disabled={!period.aircraftId || !period.startDate || !period.endDate || !period.reason.trim()}
                onClick={() => {
                  // Asks first when the period grounds booked flights (docs/decisions/022).
                  const payload = { ...period, aircraftId: Number(period.aircraftId) };
                  void saveUnlessDeclined({
                    preview: () => previewAddUnavailability(payload),
                    variables: payload,
                    save: (variables) =>
                      writes.addUnavailability.mutate(variables, {
                        onSuccess: () =>
                          setPeriod({ aircraftId: "", startDate: "", endDate: "", reason: "" }),
                      }),
                  });
                }}
              >
                Add period
              </Button>
            </div>
          </section>
        </form>
      </DialogContent>
    </Dialog>
  );
}
