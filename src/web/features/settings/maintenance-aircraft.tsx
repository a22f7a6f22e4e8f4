import { useState } from "react";
import { formatShortDate } from "../../../shared/dates.ts";
import type { AircraftMaintenance, MaintenanceTemplate } from "../../../shared/maintenance.ts";
import { hoursShort } from "../../lib/maintenance-text.ts";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import { inputClass } from "../../ui/field.tsx";
import type { useMaintenanceWrites } from "./data/maintenance-writes.ts";
import { MaintenanceItemRow } from "./maintenance-item-row.tsx";

type Writes = ReturnType<typeof useMaintenanceWrites>;
const small = `${inputClass} h-8 w-24`;

/** One aircraft: its hours (set once, then corrected with a reason), its items, and a new item. */
export function MaintenanceAircraft({
  aircraft,
  templates,
  today,
  canEdit,
  writes,
}: {
  aircraft: AircraftMaintenance;
  templates: MaintenanceTemplate[];
  today: string;
  canEdit: boolean;
  writes: Writes;
}) {
  const [settingHours, setSettingHours] = useState(false);
  const { registration } = aircraft;
  return (
    <li aria-label={`${registration} maintenance`} className="space-y-1.5 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-20 font-mono font-medium">{registration}</span>
        <span data-testid="aircraft-hours">
          {aircraft.hours === null
            ? "No hours entered"
            : `${hoursShort(aircraft.hours)} (${hoursShort(aircraft.enteredHours!)} as of ${formatShortDate(aircraft.asOf!)}, then flown hours recorded)`}
          {aircraft.plannedHours && Number(aircraft.plannedHours) > 0
            ? `; ${hoursShort(aircraft.plannedHours)} planned`
            : ""}
        </span>
        {canEdit && !settingHours ? (
          <Button size="sm" variant="ghost" onClick={() => setSettingHours(true)}>
            {aircraft.hours === null ? "Enter hours" : "Correct hours"}
          </Button>
        ) : null}
      </div>
      {settingHours ? (
        <HoursForm aircraft={aircraft} today={today} writes={writes} onDone={() => setSettingHours(false)} />
      ) : null}
      <ul className="space-y-1 pl-20">
        {aircraft.items.map((item) => (
          <MaintenanceItemRow
            key={item.id}
            item={item}
            aircraft={aircraft}
            today={today}
            canEdit={canEdit}
            writes={writes}
          />
        ))}
      </ul>
      {canEdit ? <AddItem aircraft={aircraft} templates={templates} writes={writes} /> : null}
    </li>
  );
}

/** The hours at the end of a date; a correction asks why, and history keeps it with who. */
function HoursForm({
  aircraft,
  today,
  writes,
  onDone,
}: {
  aircraft: AircraftMaintenance;
  today: string;
  writes: Writes;
  onDone: () => void;
}) {
  const correcting = aircraft.hours !== null;
  const [draft, setDraft] = useState({ hours: aircraft.hours ?? "", asOf: today, reason: "" });
  return (
    <form
      aria-label={`${aircraft.registration} hours`}
      className="flex flex-wrap items-center gap-2 pl-20"
      onSubmit={(event) => {
        event.preventDefault();
        writes.setHours.mutate({ aircraftId: aircraft.aircraftId, ...draft }, { onSuccess: onDone });
      }}
    >
      <input
        aria-label="Airframe hours"
        inputMode="decimal"
        className={small}
        value={draft.hours}
        onChange={(event) => setDraft({ ...draft, hours: event.target.value })}
      />
      <span>as of the end of</span>
      <DateField
        aria-label="Hours as of"
        size="sm"
        className="w-36"
        value={draft.asOf}
        emptyWhenUnreadable
        onChange={(asOf) => setDraft({ ...draft, asOf })}
      />
      {correcting ? (
        <input
          aria-label="Reason for the correction"
          placeholder="Reason (tech log audit)"
          className={`${inputClass} h-8 w-56`}
          value={draft.reason}
          maxLength={500}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
        />
      ) : null}
      <Button
        size="sm"
        variant="primary"
        type="submit"
        disabled={
          !draft.hours.trim() ||
          !draft.asOf ||
          (correcting && !draft.reason.trim()) ||
          writes.setHours.isPending
        }
      >
        Save hours
      </Button>
      <Button size="sm" variant="ghost" type="button" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

const EMPTY_ITEM = {
  templateId: "",
  name: "",
  intervalHours: "",
  intervalMonths: "",
  dueHours: "",
  dueDate: "",
};

/** A new item, from one of the type's templates or named here; each interval with its first due point. */
function AddItem({
  aircraft,
  templates,
  writes,
}: {
  aircraft: AircraftMaintenance;
  templates: MaintenanceTemplate[];
  writes: Writes;
}) {
  const [draft, setDraft] = useState(EMPTY_ITEM);
  const template = templates.find((t) => String(t.id) === draft.templateId);
  const byHours = template ? template.intervalHours !== null : draft.intervalHours.trim() !== "";
  const byMonths = template ? template.intervalMonths !== null : draft.intervalMonths.trim() !== "";
  const set = (key: keyof typeof EMPTY_ITEM) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const label = (what: string) => `${aircraft.registration} new item ${what}`;
  return (
    <form
      aria-label={`${aircraft.registration} new item`}
      className="flex flex-wrap items-center gap-2 pl-20"
      onSubmit={(event) => {
        event.preventDefault();
        writes.addItem.mutate(
          {
            aircraftId: aircraft.aircraftId,
            ...(template
              ? { templateId: template.id }
              : {
                  name: draft.name,
                  intervalHours: draft.intervalHours.trim() || null,
                  intervalMonths: draft.intervalMonths.trim() ? Number(draft.intervalMonths) : null,
                }),
            dueHours: byHours ? draft.dueHours : null,
            dueDate: byMonths ? draft.dueDate : null,
          },
          { onSuccess: () => setDraft(EMPTY_ITEM) },
        );
      }}
    >
      {templates.length > 0 ? (
        <select
          aria-label={label("template")}
          className={`${inputClass} h-8 w-48`}
          value={draft.templateId}
          onChange={set("templateId")}
        >
          <option value="">Not from a template</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      ) : null}
      {template ? null : (
        <>
          <input
            aria-label={label("name")}
            placeholder="New item"
            className={`${inputClass} h-8 w-40`}
            value={draft.name}
            onChange={set("name")}
          />
          <input
            aria-label={label("interval hours")}
            placeholder="Every h"
            inputMode="decimal"
            className={small}
            value={draft.intervalHours}
            onChange={set("intervalHours")}
          />
          <input
            aria-label={label("interval months")}
            placeholder="Every months"
            inputMode="numeric"
            className={small}
            value={draft.intervalMonths}
            onChange={set("intervalMonths")}
          />
        </>
      )}
      {byHours ? (
        <input
          aria-label={label("due hours")}
          placeholder="Due at h"
          inputMode="decimal"
          className={small}
          value={draft.dueHours}
          onChange={set("dueHours")}
        />
      ) : null}
      {byMonths ? (
        <DateField
          aria-label={label("due date")}
          size="sm"
          className="w-36"
          value={draft.dueDate}
          emptyWhenUnreadable
          onChange={(dueDate) => setDraft({ ...draft, dueDate })}
        />
      ) : null}
      <Button
        size="sm"
        type="submit"
        disabled={(!template && !draft.name.trim()) || (!byHours && !byMonths) || writes.addItem.isPending}
      >
        Add item
      </Button>
    </form>
  );
}
