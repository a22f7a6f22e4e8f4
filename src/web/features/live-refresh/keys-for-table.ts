import type { LiveRefreshTable } from "../../../shared/live-refresh.ts";
import { AIRCRAFT_BY_TYPE_PATH } from "../../data/get-aircraft-by-type.ts";
import { AIRCRAFT_TYPES_PATH } from "../../data/get-aircraft-types.ts";
import { AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH } from "../../data/get-aircraft-types-with-aircraft.ts";
import { AIRCRAFT_UNAVAILABILITY_PATH } from "../../data/get-aircraft-unavailability.ts";
import { BOOKING_HISTORY_KEY } from "../../data/get-booking-history.ts";
import { BOOKING_STATUSES_PATH } from "../../data/get-booking-statuses.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { CHANGE_FLAGS_PATH } from "../../data/get-change-flags.ts";
import { CONFLICTS_PATH } from "../../data/get-conflicts.ts";
import { CREW_PATH } from "../../data/get-crew.ts";
import { CUSTOMERS_PATH } from "../../data/get-customers.ts";
import { DATE_ORDER_PATH } from "../../data/get-date-order.ts";
import { HISTORY_PATH } from "../../data/get-history.ts";
import { LOCATIONS_PATH } from "../../data/get-locations.ts";
import { MAINTENANCE_PATH } from "../../data/get-maintenance.ts";
import { TIME_ZONE_PATH } from "../../data/get-operator-time-zone.ts";
import { REPORTS_PATH } from "../../data/get-reports.ts";
import { USERS_PATH } from "../../data/get-users.ts";

const AIRCRAFT_LISTS = [AIRCRAFT_TYPES_PATH, AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH, AIRCRAFT_BY_TYPE_PATH];
// Every change is written with its history record (docs/decisions/016), so each table's change refreshes history.
const HISTORY = [HISTORY_PATH, BOOKING_HISTORY_KEY];
// Reports (docs/decisions/035) are built from the tables conflicts are built from.
const CONFLICTS = [CONFLICTS_PATH, REPORTS_PATH];
// Maintenance due (docs/decisions/051) is read from aircraft and their days' hours and statuses.
const MAINTENANCE = [MAINTENANCE_PATH, ...HISTORY];
// Change flags are read from bookings' history records (docs/decisions/031).
const BOOKING_HISTORY = [...HISTORY, CHANGE_FLAGS_PATH];

/**
 * The lists built from each table, by the first segment of their query keys (the API path). A booking
 * as read carries its customer's name and colour, its locations' names, its type's title and its
 * aircraft's registration, so a change to those tables refreshes the bookings lists as well (a renamed
 * customer must not stay on the board under its old name). Statuses are looked up by id on the client.
 * Conflicts (docs/decisions/015) are built from bookings, their days and statuses, aircraft, types and
 * unavailability, and name customers in their sentences; reports from the same tables.
 */
export const KEYS_FOR_TABLE: Record<LiveRefreshTable, readonly string[]> = {
  scheduler_bookings: [BOOKINGS_PATH, ...CONFLICTS, ...BOOKING_HISTORY, MAINTENANCE_PATH],
  scheduler_booking_daily_details: [BOOKINGS_PATH, ...CONFLICTS, ...BOOKING_HISTORY, MAINTENANCE_PATH],
  scheduler_customer: [CUSTOMERS_PATH, BOOKINGS_PATH, ...CONFLICTS, ...HISTORY],
  scheduler_location: [LOCATIONS_PATH, BOOKINGS_PATH, ...HISTORY],
  aircraft: [...AIRCRAFT_LISTS, BOOKINGS_PATH, ...CONFLICTS, ...MAINTENANCE],
  aircraft_type: [...AIRCRAFT_LISTS, BOOKINGS_PATH, ...CONFLICTS, ...MAINTENANCE],
  scheduler_booking_status: [BOOKING_STATUSES_PATH, ...CONFLICTS, ...MAINTENANCE],
  users: [USERS_PATH, ...HISTORY],
  aircraft_unavailability: [AIRCRAFT_UNAVAILABILITY_PATH, ...CONFLICTS, ...HISTORY],
  // The date order and time zone live here too (docs/decisions/043): every desk follows a change.
  fleet_settings: [DATE_ORDER_PATH, TIME_ZONE_PATH, ...CONFLICTS, ...HISTORY],
  aircraft_hours: MAINTENANCE,
  maintenance_templates: MAINTENANCE,
  maintenance_items: MAINTENANCE,
  maintenance_completions: MAINTENANCE,
  crew_members: [CREW_PATH, ...HISTORY],
  crew_ratings: [CREW_PATH],
  crew_unavailability: [...CONFLICTS, BOOKINGS_PATH, ...HISTORY],
  duty_rule_settings: [...HISTORY],
};
