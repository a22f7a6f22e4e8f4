import type { LiveRefreshTable } from "../../../shared/live-refresh.ts";
import { AIRCRAFT_BY_TYPE_PATH } from "../../data/get-aircraft-by-type.ts";
import { AIRCRAFT_TYPES_PATH } from "../../data/get-aircraft-types.ts";
import { AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH } from "../../data/get-aircraft-types-with-aircraft.ts";
import { BOOKING_STATUSES_PATH } from "../../data/get-booking-statuses.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { CUSTOMERS_PATH } from "../../data/get-customers.ts";
import { LOCATIONS_PATH } from "../../data/get-locations.ts";

const AIRCRAFT_LISTS = [AIRCRAFT_TYPES_PATH, AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH, AIRCRAFT_BY_TYPE_PATH];

/**
 * The lists built from each table, by the first segment of their query keys (the API path). A booking
 * as read carries its customer's name and colour, its locations' names, its type's title and its
 * aircraft's registration, so a change to those tables refreshes the bookings lists as well (a renamed
 * customer must not stay on the board under its old name). Statuses are looked up by id on the client.
 */
export const KEYS_FOR_TABLE: Record<LiveRefreshTable, readonly string[]> = {
  scheduler_bookings: [BOOKINGS_PATH],
  scheduler_booking_daily_details: [BOOKINGS_PATH],
  scheduler_customer: [CUSTOMERS_PATH, BOOKINGS_PATH],
  scheduler_location: [LOCATIONS_PATH, BOOKINGS_PATH],
  aircraft: [...AIRCRAFT_LISTS, BOOKINGS_PATH],
  aircraft_type: [...AIRCRAFT_LISTS, BOOKINGS_PATH],
  scheduler_booking_status: [BOOKING_STATUSES_PATH],
};
