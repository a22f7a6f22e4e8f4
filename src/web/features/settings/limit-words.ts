import { windowWords } from "../../../shared/duty-engine.ts";
import { type DutyLimit, isCeiling, limitValue } from "../../../shared/duty-rules.ts";

const NAMES: Record<DutyLimit["kind"], string> = {
  "flight-time": "Flight time",
  "duty-period": "Flight duty period",
  "rest-in-window": "Off duty",
  "rest-before-duty-end": "Consecutive rest",
  "long-rest": "Consecutive off duty",
  "days-off": "Days off",
};

/** "Flight time in 24 h, one pilot": a limit's name where its number is shown or counted. */
export function limitName(limit: DutyLimit): string {
  const window = windowWords(limit);
  const onePilot = limit.kind === "flight-time" && limit.onePilot ? ", one pilot" : "";
  return `${NAMES[limit.kind]}${window ? ` ${window}` : ""}${onePilot}`;
}

/** "h" or "days": what a limit's number counts. */
export const limitUnit = (limit: DutyLimit) => (limit.kind === "days-off" ? "days" : "h");

/** "at most 8 h", "at least 10 h", "not checked": a limit's number in words. */
export function limitBound(limit: DutyLimit): string {
  const value = limitValue(limit);
  if (value === null) return "not checked";
  return `${isCeiling(limit) ? "at most" : "at least"} ${value} ${limitUnit(limit)}`;
}

/** A figure to one decimal place for hours ("6.5"), whole for days. */
export const figureText = (figure: number, unit: "h" | "days") =>
  unit === "h" ? figure.toFixed(1) : String(Math.round(figure));
