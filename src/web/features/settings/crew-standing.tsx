import type { RuleSet } from "../../../shared/duty-rules.ts";
import type { CrewStanding, LimitFigureAnswer } from "../../../shared/duty-standing.ts";
import { useCrewStanding } from "../../data/get-crew-standing.ts";
import { useDutyRules } from "../../data/get-duty-rules.ts";
import { operatorDateTime } from "../../lib/operator-time.ts";
import { cn } from "../../ui/cn.ts";
import { figureText, limitName } from "./limit-words.ts";

/** The state in words, so amber and red are read, not only seen by their colour. */
const STATE_WORDS: Record<CrewStanding["state"], string> = {
  ok: "Within limits",
  amber: "Amber: near a limit",
  red: "Red: past a limit",
};
const STATE_CLASS: Record<CrewStanding["state"], string> = {
  ok: "border-emerald-200 bg-emerald-50 text-emerald-800",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  red: "border-red-300 bg-red-50 text-red-800",
};
const RANK = { ok: 0, amber: 1, red: 2 } as const;

/**
 * "Flight time in 24 h: 6.5 of 8 h", "Consecutive rest in the 24 h before duty ends: 12.0 h, at least 10 h":
 * one figure against its limit, named from the rule set in use; the server's own words when the set has
 * changed since.
 */
export function figureWords(figure: LimitFigureAnswer, rules: RuleSet | undefined): string {
  const limit = rules?.limits.find((l) => l.id === figure.limitId);
  if (!limit) return figure.text.slice(figure.text.indexOf(": ") + 2);
  const amount = figureText(figure.figure, figure.unit);
  return figure.kind === "flight-time" || figure.kind === "duty-period"
    ? `${limitName(limit)}: ${amount} of ${figure.value} ${figure.unit}`
    : `${limitName(limit)}: ${amount} ${figure.unit}, at least ${figure.value} ${figure.unit}`;
}

/** The figure a row shows: the worst amber or red one (ahead before now at equal state), else the first now. */
function headline(standing: CrewStanding): LimitFigureAnswer | undefined {
  const all = [...standing.ahead, ...standing.now];
  const worst = all.reduce<LimitFigureAnswer | undefined>(
    (found, figure) => (RANK[figure.state] > RANK[found?.state ?? "ok"] ? figure : found),
    undefined,
  );
  return worst ?? standing.now[0];
}

export function StateMark({ state }: { state: CrewStanding["state"] }) {
  return (
    <span className={cn("inline-block rounded border px-1.5 text-xs font-medium", STATE_CLASS[state])}>
      {STATE_WORDS[state]}
    </span>
  );
}

const restDue = (standing: CrewStanding) =>
  standing.nextRestDue ? `Next rest due ${operatorDateTime(new Date(standing.nextRestDue.at))}` : null;

/**
 * A member's standing on their row (docs/decisions/055): asked for each active member shown, one request
 * each; an inactive member flies nothing new and is not asked about.
 */
export function CrewStandingSummary({ memberId, active }: { memberId: number; active: boolean }) {
  const standing = useCrewStanding(memberId, active);
  const rules = useDutyRules().data?.ruleSet;
  if (!active) return <span className="text-slate-500">—</span>;
  if (standing.isError) return <span className="text-slate-500">Not available</span>;
  if (!standing.data) return <span className="text-slate-500">Counting…</span>;
  const data = standing.data;
  if (data.now.length === 0 && data.ahead.length === 0) {
    return <span className="text-slate-500">No flying counted</span>;
  }
  const figure = headline(data);
  const due = restDue(data);
  return (
    <span className="flex flex-col gap-0.5" data-testid={`standing-${memberId}`}>
      <span className="flex flex-wrap items-center gap-1.5">
        <StateMark state={data.state} />
        {figure ? <span className="tabular-nums">{figureWords(figure, rules)}</span> : null}
      </span>
      {due ? <span className="text-xs text-slate-600">{due}</span> : null}
    </span>
  );
}

/** Every figure of a member's standing, now and in the windows ahead that are amber or red. */
export function CrewStandingDetails({ memberId }: { memberId: number }) {
  const standing = useCrewStanding(memberId).data;
  const rules = useDutyRules().data?.ruleSet;
  if (!standing) return null;
  const list = (title: string, figures: LimitFigureAnswer[]) =>
    figures.length === 0 ? null : (
      <div>
        <h4 className="text-xs font-medium text-slate-500">{title}</h4>
        <ul className="space-y-0.5">
          {figures.map((figure) => (
            <li
              key={`${figure.limitId}-${figure.windowStart}`}
              className="flex flex-wrap items-center gap-1.5"
            >
              <StateMark state={figure.state} />
              <span className="tabular-nums">{figureWords(figure, rules)}</span>
              <span className="text-slate-500">{figure.citation}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Standing</h3>
      {standing.now.length === 0 && standing.ahead.length === 0 ? (
        <p className="text-slate-500">No flying counted against the limits.</p>
      ) : null}
      {list("Now", standing.now)}
      {list("Ahead: windows near or past a limit", standing.ahead)}
      {restDue(standing) ? <p>{restDue(standing)}</p> : null}
    </div>
  );
}
