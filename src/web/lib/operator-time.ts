import { formatShortDate, isoDateInZone, localIsoDate } from "../../shared/dates.ts";

/**
 * Clock times on the operator's wall clock (docs/decisions/043). Departure times are
 * the operator's; a browser elsewhere (a desk in New York for a UK operator) would otherwise show
 * "Last updated 07:32" beside flights at 1300 marked departed. So event times (last updated, last read)
 * are shown in the operator's zone, and wherever the browser's zone is another, they name the zone.
 */

/** The browser's own IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The operator's zone when the browser keeps another clock (so times must say which); else null. Zones
 * are compared by their clocks in January, July and now, not by name: "Etc/UTC" and "UTC" are one
 * clock, while "UTC" and "Europe/London" agree in winter only.
 */
export function otherZone(operatorZone: string | undefined): string | null {
  if (!operatorZone) return null;
  const browser = browserTimeZone();
  const year = new Date().getUTCFullYear();
  const instants = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12), Date.now()];
  const clock = (zone: string, at: number) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
  return instants.every((at) => clock(browser, at) === clock(operatorZone, at)) ? null : operatorZone;
}

/** "Europe/London (GMT)", or "UTC" alone where the short name is the zone's name. */
export function zoneWithAbbreviation(zone: string, at: Date | number): string {
  const short = zoneAbbreviation(zone, at);
  return short === zone ? zone : `${zone} (${short})`;
}

/** A zone's short name at an instant: "GMT", "BST", "UTC", "EST" or "GMT-5". */
export function zoneAbbreviation(zone: string, at: Date | number): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/**
 * "14:05" (or "14:05:09" with seconds) on the operator's clock; "14:05 GMT" when the browser's zone is
 * another. Until the operator's zone is known, the browser's clock, unlabelled.
 */
export function operatorClockTime(
  at: Date | number,
  operatorZone: string | undefined,
  options: { seconds?: boolean } = {},
): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: operatorZone,
    hour: "2-digit",
    minute: "2-digit",
    second: options.seconds ? "2-digit" : undefined,
    hourCycle: "h23",
  }).format(at);
  const zone = otherZone(operatorZone);
  return zone ? `${time} ${zoneAbbreviation(zone, at)}` : time;
}

// The operator's zone for times written outside a component's hooks (history, flags, users' sign-ins):
// set at the app's root as soon as it is read, so every such time is the operator's, as the board's is.
let rememberedZone: string | undefined;

export function rememberOperatorZone(zone: string | undefined): void {
  rememberedZone = zone;
}

/**
 * "25/11/26 14:03" for an instant (a history record, a sign-in) on the operator's clock, with the date in
 * the operator's order; "25/11/26 14:03 GMT" when the browser keeps another clock.
 */
export function operatorDateTime(at: Date | number): string {
  const day = rememberedZone ? isoDateInZone(new Date(at), rememberedZone) : localIsoDate(new Date(at));
  return `${formatShortDate(day)} ${operatorClockTime(at, rememberedZone)}`;
}
