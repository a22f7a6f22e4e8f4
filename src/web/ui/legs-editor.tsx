import { Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { MAX_LEGS, sumHours } from "../../shared/leg-rules.ts";
import type { Location } from "../../shared/reference-data.ts";
import { isHoursTyping } from "../../shared/typed-hours.ts";
import {
  type LegDraft,
  type LegErrors,
  legTimingNotes,
  withLegAdded,
  withLegChanged,
  withLegMoved,
  withLegRemoved,
} from "../lib/leg-drafts.ts";
import { Button } from "./button.tsx";
import type { CrewChoices } from "./leg-crew-row.tsx";
import { type LegControl, LegRow } from "./leg-row.tsx";

/** Where the focus goes after a change of the list: a control of one leg, or the Add leg button. */
export type LegFocus = { key: string; control: LegControl } | "add";

/** What a passengers field takes while typing: up to three digits. */
const PASSENGERS_TYPING = /^\d{0,3}$/;

export interface LegsEditorProps {
  legs: LegDraft[];
  onChange: (legs: LegDraft[]) => void;
  locations: Location[];
  /** The table's accessible name: "Legs on 05/12/26". */
  caption: string;
  errors?: Record<string, LegErrors>;
  /** Added to each control's name, so the legs of two days are told apart. */
  suffix?: string;
  /** For "Add leg": the turnaround after a landing, and the place a day goes back to. */
  turnaroundMinutes: number;
  homeId: string;
  fromFixed?: boolean;
  readOnly?: boolean;
  /** Enter in a text field: the table's legs save (as Enter in a cell does); elsewhere nothing. */
  onEnter?: () => void;
  /** The control to focus when the editor opens. */
  initialFocus?: LegFocus;
  /** Who may fly the legs (docs/decisions/055): each leg gets a crew line; none while no crew is set up. */
  crewChoices?: CrewChoices;
}

/**
 * A day's legs in order, each editable in place (docs/decisions/049): time, from, to, hours (read as
 * every hours field reads them: "2:30" is 2.50), passengers and positioning; Add leg (from the last
 * leg's "to", leaving at its landing plus the turnaround), move up or down, remove. Nothing here saves:
 * the screen around it does, and says how (its button; Enter where `onEnter` says so).
 */
export function LegsEditor(props: LegsEditorProps) {
  const { legs, onChange, suffix = "", readOnly = false } = props;
  const container = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<{ key: string; field: "hours" | "passengers" } | null>(null);
  const [focus, setFocus] = useState<LegFocus | null>(props.initialFocus ?? null);
  useEffect(() => {
    if (focus) focusIn(container.current, focus);
    setFocus(null);
  }, [focus]);

  const places = useMemo(
    () => [...props.locations].sort((a, b) => a.name.localeCompare(b.name)),
    [props.locations],
  );
  const options = useMemo(
    () =>
      places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      )),
    [places],
  );
  const names = useMemo(() => new Map(places.map((p) => [String(p.id), p.name])), [places]);
  const nameOf = (id: string) => names.get(id) ?? (id === "" ? "—" : "Unknown location");

  const change = (next: LegDraft[], then?: LegFocus) => {
    onChange(next);
    if (then) setFocus(then);
  };
  const type = (index: number, field: "departureTime" | "hours" | "passengers", text: string) => {
    const key = legs[index]!.key;
    const refused =
      (field === "hours" && !isHoursTyping(text.trim())) ||
      (field === "passengers" && !PASSENGERS_TYPING.test(text.trim()));
    if (refused) {
      setHint({ key, field: field as "hours" | "passengers" });
      return;
    }
    setHint(null);
    change(withLegChanged(legs, index, { [field]: text }));
  };
  const add = () => {
    const next = withLegAdded(legs, { turnaroundMinutes: props.turnaroundMinutes, homeId: props.homeId });
    change(next, { key: next.at(-1)!.key, control: "departureTime" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    // No keystroke submits a form around the legs; Enter in a text field saves only where asked to.
    event.preventDefault();
    if (event.target.type !== "checkbox") props.onEnter?.();
  };
  const notes = readOnly ? [] : legTimingNotes(legs, props.turnaroundMinutes);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is handled for the fields inside.
    <div ref={container} className="min-w-0 space-y-2" onKeyDown={onKeyDown}>
      <table aria-label={props.caption} className="w-full table-fixed border-collapse text-[13px]">
        <colgroup>
          <col className="w-7" />
          <col className="w-20" />
          <col />
          <col />
          <col className="w-18" />
          <col className="w-14" />
          <col className="w-21" />
          {readOnly ? null : <col className="w-24" />}
        </colgroup>
        <thead className="text-left text-[12px] text-slate-600">
          <tr>
            <th className="px-1 py-1 text-right font-medium">#</th>
            <th className="px-2 py-1 font-medium">Time</th>
            <th className="px-2 py-1 font-medium">From</th>
            <th className="px-2 py-1 font-medium">To</th>
            <th className="px-2 py-1 text-right font-medium">Hours</th>
            <th className="px-2 py-1 text-right font-medium">Pax</th>
            <th className="px-1 py-1 text-center font-medium" title="Positioning: flown empty">
              Positioning
            </th>
            {readOnly ? null : (
              <th className="px-1 py-1">
                <span className="sr-only">Order</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, index) => (
            <LegRow
              key={leg.key}
              leg={leg}
              index={index}
              count={legs.length}
              options={options}
              nameOf={nameOf}
              errors={props.errors?.[leg.key]}
              hint={hint?.key === leg.key ? hint.field : undefined}
              suffix={suffix}
              fromFixed={props.fromFixed ?? false}
              readOnly={readOnly}
              crewChoices={props.crewChoices}
              onType={(field, text) => type(index, field, text)}
              onChange={(patch) => change(withLegChanged(legs, index, patch))}
              onMove={(by) =>
                change(withLegMoved(legs, index, by), { key: leg.key, control: by < 0 ? "up" : "down" })
              }
              onRemove={() => {
                const next = legs[index + 1] ?? legs[index - 1];
                change(withLegRemoved(legs, index), next ? { key: next.key, control: "remove" } : "add");
              }}
            />
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px]">
        {readOnly ? null : (
          <Button
            size="sm"
            data-add-leg=""
            aria-label={suffix ? `Add leg ${suffix}` : "Add leg"}
            disabled={legs.length >= MAX_LEGS}
            title={legs.length >= MAX_LEGS ? `A day can have at most ${MAX_LEGS} legs` : undefined}
            onClick={add}
          >
            <Plus className="size-3.5" aria-hidden="true" />
            Add leg
          </Button>
        )}
        <span className="text-slate-600 tabular-nums">Total {sumHours(legs.map((leg) => leg.hours))} h</span>
      </div>
      {notes.length > 0 ? (
        <div role="status">
          <ul className="space-y-0.5 text-[12px] text-amber-800">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Focuses `focus` inside the editor: the leg's control, or when that is disabled (a leg moved to the
 * top has no 'up') the leg's other controls in turn, or the Add leg button.
 */
function focusIn(container: HTMLElement | null, focus: LegFocus) {
  if (!container) return;
  const add = container.querySelector<HTMLElement>("[data-add-leg]");
  if (focus === "add") {
    add?.focus();
    return;
  }
  const row = Array.from(container.querySelectorAll<HTMLElement>("[data-leg]")).find(
    (element) => element.dataset.leg === focus.key,
  );
  const order: LegControl[] = [focus.control, "up", "down", "remove", "departureTime"];
  for (const control of order) {
    const target = row?.querySelector<HTMLElement & { disabled?: boolean }>(`[data-field="${control}"]`);
    if (target && !target.disabled) {
      target.focus();
      return;
    }
  }
  add?.focus();
}
