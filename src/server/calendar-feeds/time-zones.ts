/**
 * Wall-clock arithmetic in an IANA zone with nothing but Intl, and the zone's VTIMEZONE block: each
 * offset change inside the feed's window, found by scanning (docs/decisions/030).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Europe/London in July: 60). */
export function offsetMinutes(zone: string, at: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a wall-clock time in the zone names (the later reading in a gap, the earlier in an overlap). */
export function localToInstant(zone: string, localAsUtc: number): number {
  const first = localAsUtc - offsetMinutes(zone, localAsUtc) * 60_000;
  return localAsUtc - offsetMinutes(zone, first) * 60_000;
}

/** The wall-clock time of an instant in the zone, as a UTC-read timestamp. */
export function instantToLocal(zone: string, at: number): number {
  return at + offsetMinutes(zone, at) * 60_000;
}

/** `20260328T093000` from a UTC-read timestamp. */
export function icalDateTime(localAsUtc: number): string {
  return new Date(localAsUtc).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

export function icalUtc(at: number): string {
  return `${icalDateTime(at)}Z`;
}

const DAY = 86_400_000;

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

const blocks = new Map<string, string[]>();

/** The VTIMEZONE lines for the zone covering `from` to `to` (UTC timestamps). */
export function vtimezone(zone: string, from: number, to: number): string[] {
  const key = `${zone}:${from}:${to}`;
  const cached = blocks.get(key);
  if (cached) return cached;
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  const observance = (start: number, before: number, after: number) => {
    lines.push(
      after > before ? "BEGIN:DAYLIGHT" : "BEGIN:STANDARD",
      `DTSTART:${icalDateTime(start + before * 60_000)}`,
      `TZOFFSETFROM:${formatOffset(before)}`,
      `TZOFFSETTO:${formatOffset(after)}`,
      after > before ? "END:DAYLIGHT" : "END:STANDARD",
    );
  };
  let offset = offsetMinutes(zone, from);
  observance(from - (from % DAY), offset, offset);
  for (let day = from; day < to; day += DAY) {
    const next = offsetMinutes(zone, day + DAY);
    if (next === offset) continue;
    // The change lies within this day: narrow it to the minute.
    let low = day;
    let high = day + DAY;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, middle) === offset) low = middle;
      else high = middle;
    }
    observance(high, offset, next);
    offset = next;
  }
  lines.push("END:VTIMEZONE");
  if (blocks.size > 100) blocks.clear();
  blocks.set(key, lines);
  return lines;
}
