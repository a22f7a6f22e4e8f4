/**
 * The wall clock of an IANA zone (the operator's, docs/decisions/030) read without an Intl call an
 * instant: the duty engine reads a local time or date for every duty period and night of a year, and one
 * `formatToParts` costs about 10 µs. The zone's offset is sampled once every `BUCKET_MS` and a change
 * inside a bucket is found by bisection to the minute, then kept for the process (docs/decisions/053).
 * A bucket holds at most one change: no zone in the tz database's current rules changes twice in 16 days
 * (Morocco's Ramadan suspension, the closest, is about a month).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BUCKET_MS = 16 * DAY_MS;

/** Minutes and days are counted from the Unix epoch; a local day is the number of its date. */
export interface ZoneClock {
  /** The zone's offset from UTC at an instant, in ms (+3,600,000 for BST). */
  offsetAt(ms: number): number;
  /** The local date an instant falls on, as days since 1970-01-01. */
  dayOf(ms: number): number;
  /** Minutes after local midnight of an instant. */
  minuteOfDay(ms: number): number;
  /**
   * The instant a local wall-clock time names (day number, minutes after midnight). A time the clocks
   * skip reads as the same time in the offset before the change (02:30 on a spring-forward night is
   * 03:30 after it); a time that happens twice is its first.
   */
  instantOf(day: number, minute: number): number;
}

interface Bucket {
  offset: number;
  /** The instant in the bucket from which `after` applies, or Infinity when the offset holds throughout. */
  change: number;
  after: number;
}

const clocks = new Map<string, ZoneClock>();

/** The clock of a zone, shared by every caller in the process (its offsets are facts of the zone). */
export function zoneClock(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = makeClock(zone);
    clocks.set(zone, clock);
  }
  return clock;
}

function makeClock(zone: string): ZoneClock {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  const measured = (ms: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour, parts.minute, parts.second);
    return wall - Math.floor(ms / 1000) * 1000;
  };
  const buckets = new Map<number, Bucket>();
  const bucketOf = (index: number): Bucket => {
    let bucket = buckets.get(index);
    if (bucket) return bucket;
    const start = index * BUCKET_MS;
    const offset = measured(start);
    const after = measured(start + BUCKET_MS);
    let change = Number.POSITIVE_INFINITY;
    if (after !== offset) {
      // The first minute at the later offset: zones change on a whole minute.
      let low = start;
      let high = start + BUCKET_MS;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
        if (measured(middle) === offset) low = middle;
        else high = middle;
      }
      change = high;
    }
    bucket = { offset, change, after };
    buckets.set(index, bucket);
    return bucket;
  };
  const offsetAt = (ms: number): number => {
    const bucket = bucketOf(Math.floor(ms / BUCKET_MS));
    return ms >= bucket.change ? bucket.after : bucket.offset;
  };
  return {
    offsetAt,
    dayOf: (ms) => Math.floor((ms + offsetAt(ms)) / DAY_MS),
    minuteOfDay: (ms) => {
      const wall = ms + offsetAt(ms);
      return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS);
    },
    instantOf: (day, minute) => {
      const wall = day * DAY_MS + minute * MINUTE_MS;
      // Read first in the offset of half a day before (zones change at most once in a day), which is the
      // earlier reading of a time that happens twice; then in the offset found there. A time the clocks
      // skip is valid in neither, and keeps the first reading.
      const first = offsetAt(wall - DAY_MS / 2);
      const instant = wall - first;
      const found = offsetAt(instant);
      if (found === first) return instant;
      return offsetAt(wall - found) === found ? wall - found : instant;
    },
  };
}
