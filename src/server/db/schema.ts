/**
 * The database schema. Table and column names are the spec's (§3), so an operator's existing
 * data maps across one to one. The spec spells the status table two ways
 * (`scheduler_bookings_status` and `scheduler_booking_status`); we use `scheduler_booking_status`,
 * the spelling of its live-refresh list, which matches `scheduler_booking_daily_details`.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMARKS,
} from "../../shared/booking-rules.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    canEdit: boolean("can_edit").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique ignoring case, as sign-in matches usernames.
  (t) => [uniqueIndex("users_username_unique").on(sql`lower(${t.username})`)],
);

/** One row per signed-in browser. `id` is the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins, kept in the database so the limit holds across restarts and instances. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("login_failures_username_idx").on(t.username, t.failedAt),
    index("login_failures_address_idx").on(t.address, t.failedAt),
  ],
);

export const aircraftType = pgTable(
  "aircraft_type",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
  },
  (t) => [uniqueIndex("aircraft_type_title_unique").on(sql`lower(${t.title})`)],
);

export const aircraft = pgTable(
  "aircraft",
  {
    id: serial("id").primaryKey(),
    registration: text("registration").notNull(),
    aircraftTypeId: integer("id_aircraft_type")
      .notNull()
      .references(() => aircraftType.id),
  },
  (t) => [
    uniqueIndex("aircraft_registration_unique").on(sql`lower(${t.registration})`),
    index("aircraft_type_idx").on(t.aircraftTypeId),
  ],
);

export const customer = pgTable(
  "scheduler_customer",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    color: text("color").notNull(),
  },
  (t) => [uniqueIndex("scheduler_customer_name_unique").on(sql`lower(${t.name})`)],
);

export const location = pgTable(
  "scheduler_location",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("scheduler_location_name_unique").on(sql`lower(${t.name})`)],
);

export const bookingStatus = pgTable(
  "scheduler_booking_status",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusText: text("statusText").notNull(),
    statusColour: text("statusColour").notNull().default("#6B7280"),
    statusConfirmed: boolean("statusConfirmed").notNull().default(false),
  },
  (t) => [uniqueIndex("scheduler_booking_status_text_unique").on(sql`lower(${t.statusText})`)],
);

export const bookings = pgTable(
  "scheduler_bookings",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customerId")
      .notNull()
      .references(() => customer.id),
    aircraftTypeId: integer("aircraftTypeId")
      .notNull()
      .references(() => aircraftType.id),
    departureId: integer("departureId")
      .notNull()
      .references(() => location.id),
    startDate: date("startDate", { mode: "string" }).notNull(),
    endDate: date("endDate", { mode: "string" }).notNull(),
    allocatedAircraftId: integer("allocatedAircraftId").references(() => aircraft.id),
  },
  (t) => [
    index("scheduler_bookings_dates_idx").on(t.startDate, t.endDate),
    index("scheduler_bookings_end_idx").on(t.endDate),
    index("scheduler_bookings_customer_idx").on(t.customerId),
    index("scheduler_bookings_type_idx").on(t.aircraftTypeId),
    index("scheduler_bookings_departure_idx").on(t.departureId),
    index("scheduler_bookings_aircraft_idx").on(t.allocatedAircraftId),
  ],
);

export const dailyDetails = pgTable(
  "scheduler_booking_daily_details",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("bookingId")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    expectedAircraftHours: numeric("expectedAircraftHours", { precision: 8, scale: 2 })
      .notNull()
      .default(DEFAULT_EXPECTED_HOURS),
    departureTime: text("departureTime").notNull().default(DEFAULT_DEPARTURE_TIME),
    remarks: text("remarks").notNull().default(DEFAULT_REMARKS),
    destinationId: integer("destinationId")
      .notNull()
      .references(() => location.id),
    bookingStatusId: integer("booking_status_ID").references(() => bookingStatus.id),
  },
  (t) => [
    uniqueIndex("daily_details_booking_date_unique").on(t.bookingId, t.date),
    index("daily_details_date_idx").on(t.date),
    index("daily_details_destination_idx").on(t.destinationId),
    index("daily_details_status_idx").on(t.bookingStatusId),
  ],
);
