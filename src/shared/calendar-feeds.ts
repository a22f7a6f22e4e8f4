import { z } from "zod";
import { pathId } from "./bookings.ts";

/** What a calendar feed lists (docs/decisions/030): everything, or one aircraft, customer or type. */
export const CALENDAR_FEED_SCOPES = ["all", "aircraft", "customer", "aircraft type"] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

export const MAX_FEED_NAME = 100;

/** `POST /api/calendar-feeds`: `scopeId` names the aircraft, customer or type; none for "all". */
export const calendarFeedPayload = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(MAX_FEED_NAME, `Name must be at most ${MAX_FEED_NAME} characters`),
    scope: z.enum(CALENDAR_FEED_SCOPES, { error: "Scope must be all, aircraft, customer or aircraft type" }),
    scopeId: z.number().int().positive("Choose what the feed lists").nullable().optional(),
    includeCancelled: z.boolean({ error: "Say whether cancelled flights are included" }),
  })
  .strict()
  .refine((feed) => (feed.scope === "all") === (feed.scopeId == null), {
    message: "Choose what the feed lists",
    path: ["scopeId"],
  });
export type CalendarFeedPayload = z.infer<typeof calendarFeedPayload>;

export const calendarFeedSchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(CALENDAR_FEED_SCOPES),
  scopeId: z.number().nullable(),
  /** The aircraft's registration, customer's name or type's title; "Whole schedule" for all. */
  scopeLabel: z.string(),
  includeCancelled: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The answer to making a feed: the only time its token (inside `path`) is ever sent. */
export const createdCalendarFeedSchema = calendarFeedSchema.extend({
  /** `/calendar/<token>.ics`; the web app puts its own origin in front. */
  path: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const calendarFeedParams = z.object({
  id: pathId("Feed id must be a positive whole number"),
});

/** An IANA zone name the runtime knows (`Europe/London`), checked with Intl. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone as the runtime spells it (`europe/london` is `Europe/London`): Intl accepts any case, but
 * calendar apps and people read the name as written (docs/decisions/046). An alias may come back as its
 * primary name where the runtime resolves it (`US/Eastern` as `America/New_York` on Node 20). A name
 * that is not a zone comes back as it was.
 */
export function canonicalTimeZone(name: string): string {
  let canonical = canonicalZones.get(name);
  if (canonical === undefined) {
    if (!isTimeZone(name)) return name;
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    // Every feed poll asks (about 90 µs without this); any case of any zone may be typed, so it is bounded.
    if (canonicalZones.size >= 1_000) canonicalZones.clear();
    canonicalZones.set(name, canonical);
  }
  return canonical;
}
const canonicalZones = new Map<string, string>();

export const operatorTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: "Time zone is required" })
    .trim()
    .refine(isTimeZone, "Time zone must be an IANA name such as Europe/London"),
});
export type OperatorTimeZone = z.infer<typeof operatorTimeZoneSchema>;

/**
 * The zone as read, with where it came from (docs/decisions/043): set in Settings, or the server's own
 * (its `TZ` or system zone) because nobody has set one, so Settings can say which.
 */
export const operatorTimeZoneAnswer = operatorTimeZoneSchema.extend({
  source: z.enum(["settings", "server"]),
});
export type OperatorTimeZoneAnswer = z.infer<typeof operatorTimeZoneAnswer>;
