import { useId, useState } from "react";
import type { DutySettingsAnswer, LimitNumber } from "../../../shared/duty-settings.ts";
import { useDutyRules } from "../../data/get-duty-rules.ts";
import { errorText } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useSaveDutyRules } from "./data/duty-rules-writes.ts";
import { limitBound, limitName, limitUnit } from "./limit-words.ts";

interface Draft {
  ruleSetId: string;
  /** The operator's number of each limit as typed: "" is the shipped figure, "off" not checked. */
  numbers: Record<string, string>;
  reportMinutes: string;
  postFlightMinutes: string;
}

const draftOf = (answer: DutySettingsAnswer): Draft => ({
  ruleSetId: answer.ruleSetId,
  numbers: Object.fromEntries(
    answer.numbers.map((edit) => [edit.id, edit.value === null ? "off" : String(edit.value)]),
  ),
  reportMinutes: String(answer.reportMinutes),
  postFlightMinutes: String(answer.postFlightMinutes),
});

/** A typed number: "" leaves the shipped one, "off" stops the check; anything else not a number is refused. */
function parseNumber(text: string): { value: number | null } | "shipped" | "bad" {
  const typed = text.trim();
  if (typed === "") return "shipped";
  if (typed.toLowerCase() === "off") return { value: null };
  const value = Number(typed);
  return Number.isFinite(value) && value >= 0 ? { value } : "bad";
}

const parseMinutes = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The flight and duty rule set in use (docs/decisions/053, 055): the set chosen among those shipped, each
 * limit's number beside its regulation's paragraph, the operator's edits of them, and the report and
 * post-flight times. Everyone reads it; editors change it, as the server enforces.
 */
export function DutyLimitsSection({ canEdit }: { canEdit: boolean }) {
  const rules = useDutyRules();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Flight and duty limits
      </h2>
      {rules.data ? (
        <DutyLimitsForm key={JSON.stringify(rules.data)} answer={rules.data} canEdit={canEdit} />
      ) : (
        <div className="flex h-20 items-center justify-center">
          <Spinner className="size-5" label="Loading flight and duty limits" />
        </div>
      )}
    </section>
  );
}

function DutyLimitsForm({ answer, canEdit }: { answer: DutySettingsAnswer; canEdit: boolean }) {
  const save = useSaveDutyRules();
  const [draft, setDraft] = useState(() => draftOf(answer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const set = answer.shippedSets.find((shipped) => shipped.id === draft.ruleSetId) ?? answer.ruleSet;
  const edited = draft.ruleSetId === answer.ruleSetId ? answer.ruleSet : set;

  const submit = () => {
    const found: Record<string, string> = {};
    const numbers: LimitNumber[] = [];
    for (const limit of set.limits) {
      const parsed = parseNumber(draft.numbers[limit.id] ?? "");
      if (parsed === "bad") {
        found[limit.id] =
          `${limitName(limit)}: type a number of ${limitUnit(limit)}, 'off', or nothing for the shipped figure`;
      } else if (parsed !== "shipped") numbers.push({ id: limit.id, value: parsed.value });
    }
    const reportMinutes = parseMinutes(draft.reportMinutes);
    const postFlightMinutes = parseMinutes(draft.postFlightMinutes);
    if (reportMinutes === null) found.report = "Report time must be a whole number of minutes";
    if (postFlightMinutes === null) found.postFlight = "Post-flight time must be a whole number of minutes";
    setErrors(found);
    if (Object.keys(found).length > 0 || reportMinutes === null || postFlightMinutes === null) return;
    save.mutate(
      { ruleSetId: draft.ruleSetId, numbers, reportMinutes, postFlightMinutes },
      {
        onError: (failure) =>
          setErrors({ form: errorText(failure, "The flight and duty limits were not saved") }),
      },
    );
  };

  return (
    <form
      aria-label="Flight and duty limits"
      className="space-y-3 px-3 py-3 text-[13px]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {canEdit ? (
        <label className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-700">Rule set</span>
          <select
            className={`${inputClass} h-8 w-auto max-w-full`}
            value={draft.ruleSetId}
            // The edits belong to the set they were made on: another set starts as it ships.
            onChange={(event) => {
              setErrors({});
              setDraft({ ...draft, ruleSetId: event.target.value, numbers: {} });
            }}
          >
            {answer.shippedSets.map((shipped) => (
              <option key={shipped.id} value={shipped.id}>
                {shipped.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>
          <span className="font-medium text-slate-700">Rule set</span> {set.name}
        </p>
      )}
      <table className="w-full border-collapse text-left">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Limit</th>
            <th className="py-1 pr-3 font-medium">Number</th>
            <th className="py-1 pr-3 font-medium">As shipped</th>
            <th className="py-1 font-medium">Regulation</th>
          </tr>
        </thead>
        <tbody>
          {set.limits.map((limit) => {
            const name = limitName(limit);
            const inUse = edited.limits.find((l) => l.id === limit.id) ?? limit;
            const error = errors[limit.id];
            return (
              <tr key={limit.id} className="border-t border-slate-100 align-top">
                <td className="py-1.5 pr-3">{name}</td>
                <td className="py-1.5 pr-3">
                  {canEdit ? (
                    <>
                      <input
                        aria-label={name}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-${limit.id}-error` : undefined}
                        inputMode="decimal"
                        placeholder={limitBound(limit)}
                        className={`${inputClass} h-8 w-28 tabular-nums`}
                        value={draft.numbers[limit.id] ?? ""}
                        onChange={(event) =>
                          setDraft({
                            ...draft,
                            numbers: { ...draft.numbers, [limit.id]: event.target.value },
                          })
                        }
                      />
                      {error ? (
                        <p id={`${id}-${limit.id}-error`} className="mt-1 text-red-600">
                          {error}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <span className="tabular-nums">{limitBound(inUse)}</span>
                  )}
                </td>
                <td className="py-1.5 pr-3 tabular-nums text-slate-600">{limitBound(limit)}</td>
                <td className="py-1.5 text-slate-600">{limit.citation || "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {canEdit ? (
        <p className="text-slate-500">
          Leave a number blank for the figure as shipped; type 'off' to stop checking a limit.
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <MinutesField
          label="Report time (minutes before the first departure)"
          value={draft.reportMinutes}
          error={errors.report}
          canEdit={canEdit}
          onChange={(reportMinutes) => setDraft({ ...draft, reportMinutes })}
        />
        <MinutesField
          label="Post-flight time (minutes after the last landing)"
          value={draft.postFlightMinutes}
          error={errors.postFlight}
          canEdit={canEdit}
          onChange={(postFlightMinutes) => setDraft({ ...draft, postFlightMinutes })}
        />
      </div>
      {errors.form ? (
        <p role="alert" className="text-red-600">
          {errors.form}
        </p>
      ) : null}
      {canEdit ? (
        <Button type="submit" size="sm" variant="primary" disabled={save.isPending}>
          Save limits
        </Button>
      ) : null}
    </form>
  );
}

function MinutesField({
  label,
  value,
  error,
  canEdit,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  canEdit: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        readOnly={!canEdit}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} h-8 w-24 tabular-nums`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
