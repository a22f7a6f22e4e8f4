/**
 * Live refresh (product §4): the server streams a `change` event naming the table after every committed
 * change to one of these tables, and the browser refetches the lists built from it 100 ms later.
 */
export const LIVE_REFRESH_TABLES = [
  "scheduler_bookings",
  "scheduler_booking_daily_details",
  "scheduler_customer",
  "scheduler_location",
  "aircraft",
  "aircraft_type",
  "scheduler_booking_status",
  // Settings' users (migration 0021).
  "users",
  // Fleet and conflicts (docs/decisions/015): periods an aircraft cannot fly, shown on the Fleet tab and behind conflicts.
  "aircraft_unavailability",
  // Fleet and conflicts (docs/decisions/015): the turnaround gap, which every conflict's window depends on.
  "fleet_settings",
  // Maintenance due (docs/decisions/051): the Fleet tab's hours and next due items, and Settings' lists.
  "aircraft_hours",
  "maintenance_templates",
  "maintenance_items",
  "maintenance_completions",
  // Crew members (docs/decisions/054): Settings' crew list and the crew pickers.
  "crew_members",
  "crew_ratings",
  // Crew assignment (docs/decisions/055): leave, sickness and training behind crew conflicts, and the
  // rule set behind every standing.
  "crew_unavailability",
  "duty_rule_settings",
] as const;
export type LiveRefreshTable = (typeof LIVE_REFRESH_TABLES)[number];

export function isLiveRefreshTable(name: string): name is LiveRefreshTable {
  return (LIVE_REFRESH_TABLES as readonly string[]).includes(name);
}

/** The Server-Sent Events stream. */
export const EVENTS_PATH = "/api/events";
/** Product §9: the browser refetches this long after a change, so a burst of changes costs one refetch. */
export const LIVE_REFRESH_DELAY_MS = 100;
/** The stream sends a comment this often, so proxies keep it open and a dead connection is noticed. */
export const EVENTS_HEARTBEAT_MS = 15_000;

/**
 * The stream's events: `hello` with `{ version }` first, the change counter as the stream began (a list
 * read at it or later has missed nothing); `change` with `{ table, version }` after a change; `resync`
 * when the server may have missed changes (its database connection dropped and came back), so the
 * browser refetches everything.
 */
/**
 * A change to a table, with the server's change counter after it (docs/decisions/012) when known: a
 * list already read at that version or later has the change.
 */
export type LiveEvent = { type: "change"; table: LiveRefreshTable; version?: number } | { type: "resync" };
