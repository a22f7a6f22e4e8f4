import { ArrowDown, ArrowUp, X } from "lucide-react";
import type { ReactNode } from "react";
import { HOURS_TYPING_HINT } from "../../shared/typed-hours.ts";
import type { LegDraft, LegErrors } from "../lib/leg-drafts.ts";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { inputClass } from "./field.tsx";
import { type CrewChoices, LegCrewRow } from "./leg-crew-row.tsx";

const cellInput = cn(inputClass, "h-8 px-2 text-[13px]");
export const PASSENGERS_HINT = "Passengers: a whole number from 0 to 999, or blank";

/** The fields of a leg that take the focus when asked to (after Add leg, a move, a removal). */
export type LegControl = "departureTime" | "toId" | "hours" | "up" | "down" | "remove";

export interface LegRowProps {
  leg: LegDraft;
  index: number;
  count: number;
  /** Every location as an <option>, built once for all the selects. */
  options: ReactNode;
  nameOf: (id: string) => string;
  errors?: LegErrors;
  /** Why the last keystroke in this leg was refused, if it was. */
  hint?: "hours" | "passengers";
  /** Added to each control's name, so the legs of two days are told apart ("05/12/26"). */
  suffix: string;
  /** The first leg's "from" is fixed (the wizard's: the booking's departure, chosen on step 2). */
  fromFixed: boolean;
  readOnly: boolean;
  /** Who may fly it; without, the leg shows no crew (no crew members are set up). */
  crewChoices?: CrewChoices;
  onType: (field: "departureTime" | "hours" | "passengers", text: string) => void;
  onChange: (change: Partial<LegDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One leg of a day in a legs editor: time, from, to, hours, passengers and positioning, then its moves. */
export function LegRow(props: LegRowProps) {
  const { leg, index, count, errors = {}, suffix, readOnly } = props;
  const n = index + 1;
  const named = (text: string) => (suffix ? `${text} ${suffix}` : text);
  const name = (what: string) => named(`Leg ${n} ${what}`);
  const messages = [
    errors.fromId,
    errors.toId,
    errors.hours,
    errors.passengers,
    props.hint === "hours" ? HOURS_TYPING_HINT : undefined,
    props.hint === "passengers" ? PASSENGERS_HINT : undefined,
  ].filter(Boolean);
  const messageId = `${leg.key}-message`.replaceAll(" ", "-");
  const described = messages.length > 0 ? messageId : undefined;
  const invalid = (field: keyof LegErrors) => (errors[field] ? true : undefined);
  const place = (field: "fromId" | "toId", fixed = false) =>
    readOnly || fixed ? (
      <span className="block truncate px-2" title={props.nameOf(leg[field])}>
        {props.nameOf(leg[field])}
      </span>
    ) : (
      <select
        aria-label={name(field === "fromId" ? "from" : "to")}
        data-field={field}
        className={cn(cellInput, "min-w-0 pr-1")}
        value={leg[field]}
        aria-invalid={invalid(field)}
        aria-describedby={described}
        onChange={(event) => props.onChange({ [field]: event.target.value })}
      >
        {leg[field] === "" ? <option value="">Choose…</option> : null}
        {props.options}
      </select>
    );
  const text = (field: "departureTime" | "hours" | "passengers", what: string, className?: string) =>
    readOnly ? (
      <span className={cn("block px-2 tabular-nums", className)}>{leg[field] || "—"}</span>
    ) : (
      <input
        aria-label={name(what)}
        data-field={field}
        autoComplete="off"
        className={cn(cellInput, "tabular-nums", className)}
        inputMode={field === "departureTime" ? undefined : field === "hours" ? "decimal" : "numeric"}
        maxLength={field === "departureTime" ? 50 : undefined}
        placeholder={field === "departureTime" ? "TBC" : field === "hours" ? "0.00" : undefined}
        value={leg[field]}
        aria-invalid={field === "departureTime" ? undefined : invalid(field)}
        aria-describedby={described}
        onChange={(event) => props.onType(field, event.target.value)}
      />
    );
  return (
    <>
      <tr data-leg={leg.key} className="border-t border-slate-100 align-middle">
        <td className="px-1 py-1 text-right text-slate-500 tabular-nums">{n}</td>
        <td className="px-1 py-1">{text("departureTime", "departure time")}</td>
        <td className="px-1 py-1">{place("fromId", props.fromFixed && index === 0)}</td>
        <td className="px-1 py-1">{place("toId")}</td>
        <td className="px-1 py-1">{text("hours", "hours", "text-right")}</td>
        <td className="px-1 py-1">{text("passengers", "passengers", "text-right")}</td>
        <td className="px-1 py-1 text-center">
          <input
            type="checkbox"
            aria-label={name("positioning (flown empty)")}
            data-field="positioning"
            className="size-4 accent-slate-900 align-middle"
            checked={leg.positioning}
            disabled={readOnly}
            onChange={(event) => props.onChange({ positioning: event.target.checked })}
          />
        </td>
        {readOnly ? null : (
          <td className="px-1 py-1 whitespace-nowrap text-right">
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={named(`Move leg ${n} up`)}
              title="Move up"
              data-field="up"
              disabled={index === 0}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp className="size-3.5" aria-hidden="true" />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={named(`Move leg ${n} down`)}
              title="Move down"
              data-field="down"
              disabled={index === count - 1}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown className="size-3.5" aria-hidden="true" />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={named(`Remove leg ${n}`)}
              title={count > 1 ? "Remove this leg" : "A day keeps at least one leg"}
              data-field="remove"
              disabled={count <= 1}
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={props.onRemove}
            >
              <X className="size-3.5" aria-hidden="true" />
            </Button>
          </td>
        )}
      </tr>
      {props.crewChoices ? (
        <LegCrewRow
          crew={leg.crew}
          choices={props.crewChoices}
          controlName={name}
          legName={named(`leg ${n}`)}
          columns={readOnly ? 7 : 8}
          readOnly={readOnly}
          onChange={(crew) => props.onChange({ crew })}
        />
      ) : null}
      {messages.length > 0 ? (
        <tr>
          <td
            id={messageId}
            colSpan={readOnly ? 7 : 8}
            role={props.hint && messages.length === 1 ? "status" : undefined}
            className={cn(
              "px-2 pb-1.5 text-[12px]",
              props.hint && messages.length === 1 ? "text-slate-600" : "text-red-600",
            )}
          >
            {messages.join(" ")}
          </td>
        </tr>
      ) : null}
    </>
  );
}
