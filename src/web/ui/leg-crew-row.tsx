import { X } from "lucide-react";
import type { LegCrew } from "../../shared/legs.ts";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { inputClass } from "./field.tsx";

const cellInput = cn(inputClass, "h-8 px-2 text-[13px]");

export interface CrewChoice {
  id: number;
  label: string;
}

/**
 * Who may sit in each seat of a leg of one aircraft type (docs/decisions/055): active crew rated on the
 * type, captains in the captain's seat, captains and first officers in the first officer's, anyone as
 * other crew. `labelOf` names anyone a leg already has, offered or not (a member who has since left).
 */
export interface CrewChoices {
  captains: CrewChoice[];
  firstOfficers: CrewChoice[];
  others: CrewChoice[];
  labelOf: (id: number) => string;
}

const NO_CREW: LegCrew = { captainId: null, firstOfficerId: null, otherIds: [] };

interface CrewFieldsProps {
  crew?: LegCrew;
  choices: CrewChoices;
  /** A control's accessible name: "Leg 1 captain 05/12/26". */
  controlName: (what: string) => string;
  /** The leg, as a sentence names it: "leg 1 05/12/26". */
  legName: string;
  onChange: (crew: LegCrew) => void;
}

/** Under a leg of a legs editor: its crew, in a row across the editor's columns. */
export function LegCrewRow(props: CrewFieldsProps & { columns: number; readOnly: boolean }) {
  if (props.readOnly) {
    const crew = props.crew ?? NO_CREW;
    const names = [crew.captainId, crew.firstOfficerId, ...crew.otherIds].flatMap((id) =>
      id === null ? [] : [props.choices.labelOf(id)],
    );
    return (
      <tr data-leg-crew="">
        <td />
        <td colSpan={props.columns - 1} className="px-2 pb-1 text-[12px] text-slate-600">
          Crew: {names.length > 0 ? names.join(", ") : "none"}
        </td>
      </tr>
    );
  }
  return (
    <tr data-leg-crew="" className="align-middle">
      <td />
      <td colSpan={props.columns - 1} className="px-1 pb-1.5">
        <CrewFields {...props} />
      </td>
    </tr>
  );
}

/** A leg's captain, first officer and other crew, each chosen from `choices`. */
export function CrewFields({ crew = NO_CREW, choices, controlName, legName, onChange }: CrewFieldsProps) {
  const taken = new Set([crew.captainId, crew.firstOfficerId, ...crew.otherIds]);
  const seat = (which: "captainId" | "firstOfficerId", what: string, offered: CrewChoice[]) => {
    const id = crew[which];
    const listed = id === null || offered.some((choice) => choice.id === id);
    return (
      <label className="flex items-center gap-1.5">
        <span className="whitespace-nowrap text-slate-600">{what}</span>
        <select
          aria-label={controlName(what.toLowerCase())}
          className={cn(cellInput, "w-44")}
          value={id ?? ""}
          onChange={(event) =>
            onChange({ ...crew, [which]: event.target.value === "" ? null : Number(event.target.value) })
          }
        >
          <option value="">None</option>
          {listed ? null : <option value={id}>{choices.labelOf(id)}</option>}
          {offered
            .filter((choice) => choice.id === id || !taken.has(choice.id))
            .map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
        </select>
      </label>
    );
  };

  const addable = choices.others.filter((choice) => !taken.has(choice.id));
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[12px]">
      {seat("captainId", "Captain", choices.captains)}
      {seat("firstOfficerId", "First officer", choices.firstOfficers)}
      {crew.otherIds.map((id) => (
        <span key={id} className="inline-flex items-center gap-0.5 rounded bg-slate-100 pl-2 text-slate-800">
          {choices.labelOf(id)}
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Remove ${choices.labelOf(id)} from ${legName}`}
            onClick={() => onChange({ ...crew, otherIds: crew.otherIds.filter((other) => other !== id) })}
          >
            <X className="size-3" aria-hidden="true" />
          </Button>
        </span>
      ))}
      {addable.length > 0 ? (
        <select
          aria-label={controlName("add other crew")}
          className={cn(cellInput, "w-40")}
          value=""
          onChange={(event) =>
            onChange({ ...crew, otherIds: [...crew.otherIds, Number(event.target.value)] })
          }
        >
          <option value="">Add other crew…</option>
          {addable.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
