import { useState } from "react";
import { formatShortDate } from "../../../shared/dates.ts";
import type { Unavailability } from "../../../shared/fleet.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { previewAddUnavailability } from "../../data/preview-conflicts.ts";
import { saveUnlessDeclined } from "../../lib/save-anyway.ts";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import type { useFleetWrites } from "./data/fleet-writes.ts";
import { fleetInput as input } from "./fleet-input.ts";

/** 'Manage fleet': the periods aircraft cannot fly in the days shown, each removable, and a new one added. */
export function FleetUnavailabilitySection({
  fleet,
  periods,
  writes,
}: {
  fleet: AircraftTypeWithAircraft[];
  periods: Unavailability[];
  writes: ReturnType<typeof useFleetWrites>;
}) {
  const registrationOf = new Map(fleet.flatMap((type) => type.aircraft.map((a) => [a.id, a.registration])));
  return (
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
      <AddPeriod fleet={fleet} writes={writes} />
    </section>
  );
}

/** A new period: the aircraft, its dates and the reason, added by its button only. */
function AddPeriod({
  fleet,
  writes,
}: {
  fleet: AircraftTypeWithAircraft[];
  writes: ReturnType<typeof useFleetWrites>;
}) {
  const [period, setPeriod] = useState({ aircraftId: "", startDate: "", endDate: "", reason: "" });
  return (
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
        emptyWhenUnreadable
        onChange={(startDate) => setPeriod({ ...period, startDate })}
      />
      <DateField
        aria-label="Unavailable to"
        size="sm"
        className="w-36"
        min={period.startDate || undefined}
        value={period.endDate}
        emptyWhenUnreadable
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
                onSuccess: () => setPeriod({ aircraftId: "", startDate: "", endDate: "", reason: "" }),
              }),
          });
        }}
      >
        Add period
      </Button>
    </div>
  );
}
