import { useState } from "react";
import type { MaintenanceTemplate } from "../../../shared/maintenance.ts";
import type { AircraftType } from "../../../shared/reference-data.ts";
import { hoursShort } from "../../lib/maintenance-text.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import type { useMaintenanceWrites } from "./data/maintenance-writes.ts";

const small = `${inputClass} h-8 w-24`;

/** "every 100.0 h or 12 months, amber 10.0 h / 14 days before, 10.0 h overrun" */
export function ruleText(rule: Omit<MaintenanceTemplate, "id" | "aircraftTypeId" | "name">): string {
  const every = [
    rule.intervalHours ? hoursShort(rule.intervalHours) : null,
    rule.intervalMonths ? `${rule.intervalMonths} months` : null,
  ]
    .filter(Boolean)
    .join(" or ");
  const overrun = Number(rule.overrunHours) > 0 ? `, ${hoursShort(rule.overrunHours)} overrun` : "";
  return `every ${every}, amber ${hoursShort(rule.warningHours)} / ${rule.warningDays} days before${overrun}`;
}

/** Templates by aircraft type: what its aircraft must have done, and how often. */
export function MaintenanceTemplates({
  templates,
  types,
  canEdit,
  writes,
}: {
  templates: MaintenanceTemplate[];
  types: AircraftType[];
  canEdit: boolean;
  writes: ReturnType<typeof useMaintenanceWrites>;
}) {
  const titleOf = new Map(types.map((type) => [type.id, type.title]));
  return (
    <section aria-label="Maintenance templates" className="space-y-2">
      <h3 className="font-semibold">Templates by aircraft type</h3>
      <ul className="space-y-1">
        {templates.map((template) => (
          <li key={template.id} className="flex items-center gap-2">
            <span className="w-20 font-medium">{titleOf.get(template.aircraftTypeId)}</span>
            <span className="flex-1">
              {template.name}: {ruleText(template)}
            </span>
            {canEdit ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete template ${titleOf.get(template.aircraftTypeId)} ${template.name}`}
                onClick={() => writes.removeTemplate.mutate(template.id)}
              >
                Delete
              </Button>
            ) : null}
          </li>
        ))}
        {templates.length === 0 ? <li className="text-slate-500">No templates yet.</li> : null}
      </ul>
      {canEdit ? <AddTemplate types={types} writes={writes} /> : null}
    </section>
  );
}

const EMPTY = { aircraftTypeId: "", name: "", intervalHours: "", intervalMonths: "", overrunHours: "" };

function AddTemplate({
  types,
  writes,
}: {
  types: AircraftType[];
  writes: ReturnType<typeof useMaintenanceWrites>;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      aria-label="Add template"
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        writes.addTemplate.mutate(
          {
            aircraftTypeId: Number(draft.aircraftTypeId),
            name: draft.name,
            intervalHours: draft.intervalHours.trim() || null,
            intervalMonths: draft.intervalMonths.trim() ? Number(draft.intervalMonths) : null,
            ...(draft.overrunHours.trim() ? { overrunHours: draft.overrunHours } : {}),
          },
          { onSuccess: () => setDraft(EMPTY) },
        );
      }}
    >
      <select
        aria-label="Template aircraft type"
        className={`${inputClass} h-8 w-28`}
        value={draft.aircraftTypeId}
        onChange={set("aircraftTypeId")}
      >
        <option value="">Type</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.title}
          </option>
        ))}
      </select>
      <input
        aria-label="Template name"
        placeholder="100-hour inspection"
        className={`${inputClass} h-8 w-48`}
        value={draft.name}
        onChange={set("name")}
      />
      <input
        aria-label="Template interval hours"
        placeholder="Hours"
        inputMode="decimal"
        className={small}
        value={draft.intervalHours}
        onChange={set("intervalHours")}
      />
      <input
        aria-label="Template interval months"
        placeholder="Months"
        inputMode="numeric"
        className={small}
        value={draft.intervalMonths}
        onChange={set("intervalMonths")}
      />
      <input
        aria-label="Template overrun hours"
        placeholder="Overrun h"
        inputMode="decimal"
        className={small}
        value={draft.overrunHours}
        onChange={set("overrunHours")}
      />
      <Button
        size="sm"
        variant="primary"
        type="submit"
        disabled={!draft.aircraftTypeId || !draft.name.trim() || writes.addTemplate.isPending}
      >
        Add template
      </Button>
    </form>
  );
}
