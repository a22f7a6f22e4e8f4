import { useState } from "react";
import type { CrewMember } from "../../../shared/crew.ts";
import {
  CREW_UNAVAILABILITY_KINDS,
  CREW_UNAVAILABILITY_NAMES,
  type CrewUnavailabilityKind,
} from "../../../shared/crew-unavailability.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { useCrewUnavailability } from "../../data/get-crew-standing.ts";
import { previewCrewUnavailability } from "../../data/preview-conflicts.ts";
import { saveUnlessDeclined } from "../../lib/save-anyway.ts";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import { inputClass } from "../../ui/field.tsx";
import { useCrewUnavailabilityWrites } from "./data/crew-writes.ts";

const EMPTY = { kind: "leave" as CrewUnavailabilityKind, startDate: "", endDate: "", reason: "" };

/**
 * A member's leave, sickness, training and other unavailability (docs/decisions/055): listed for everyone;
 * editors add a period, asked first when it falls on legs the member flies, and delete one.
 */
export function CrewUnavailabilityList({ member, canEdit }: { member: CrewMember; canEdit: boolean }) {
  const periods = useCrewUnavailability(member.id).data;
  const writes = useCrewUnavailabilityWrites(member.id);
  const [period, setPeriod] = useState(EMPTY);
  const dates = (p: { startDate: string; endDate: string }) =>
    p.startDate === p.endDate
      ? formatShortDate(p.startDate)
      : `${formatShortDate(p.startDate)}–${formatShortDate(p.endDate)}`;

  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Unavailability</h3>
      <ul className="space-y-1" aria-label={`${member.name} unavailability`}>
        {(periods ?? []).map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{CREW_UNAVAILABILITY_NAMES[p.kind]}</span>
            <span className="tabular-nums">{dates(p)}</span>
            <span className="text-slate-600">{p.reason}</span>
            {canEdit ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${CREW_UNAVAILABILITY_NAMES[p.kind]} ${dates(p)}`}
                disabled={writes.remove.isPending}
                onClick={() => writes.remove.mutate(p.id)}
              >
                Delete
              </Button>
            ) : null}
          </li>
        ))}
        {periods?.length === 0 ? <li className="text-slate-500">None.</li> : null}
      </ul>
      {canEdit ? (
        <form
          aria-label={`Add unavailability for ${member.name}`}
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const payload = { ...period, reason: period.reason.trim() };
            // Leave over legs the member flies is a crew conflict: asked first (docs/decisions/022, 055).
            void saveUnlessDeclined({
              preview: () => previewCrewUnavailability(member.id, payload),
              variables: payload,
              save: (variables) => writes.add.mutate(variables, { onSuccess: () => setPeriod(EMPTY) }),
            });
          }}
        >
          <select
            aria-label="Kind"
            className={`${inputClass} h-8 w-32`}
            value={period.kind}
            onChange={(event) => setPeriod({ ...period, kind: event.target.value as CrewUnavailabilityKind })}
          >
            {CREW_UNAVAILABILITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CREW_UNAVAILABILITY_NAMES[kind]}
              </option>
            ))}
          </select>
          <DateField
            aria-label="Unavailable from"
            size="sm"
            className="w-36"
            value={period.startDate}
            emptyWhenUnreadable
            onChange={(startDate) =>
              setPeriod({ ...period, startDate, endDate: period.endDate || startDate })
            }
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
            aria-label="Reason (optional)"
            placeholder="Reason (optional)"
            className={`${inputClass} h-8 w-56`}
            maxLength={200}
            value={period.reason}
            onChange={(event) => setPeriod({ ...period, reason: event.target.value })}
          />
          <Button
            size="sm"
            type="submit"
            disabled={!period.startDate || !period.endDate || writes.add.isPending}
          >
            Add unavailability
          </Button>
        </form>
      ) : null}
    </div>
  );
}
