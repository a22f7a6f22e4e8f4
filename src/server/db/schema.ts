/**
 * The database schema. Table and column names are product §3's, so an operator's existing
 * data maps across one to one. Product §3 spells the status table two ways
 * (`scheduler_bookings_status` and `scheduler_booking_status`); we use `scheduler_booking_status`,
 * the spelling of its live-refresh list, which matches `scheduler_booking_daily_details`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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
import type { Leg } from "../../shared/bookings.ts";
import type { CalendarFeedScope } from "../../shared/calendar-feeds.ts";
import type { CrewUnavailabilityKind } from "../../shared/crew-unavailability.ts";
import { DATE_ORDERS } from "../../shared/date-order.ts";
import type { LimitNumber } from "../../shared/duty-settings.ts";
import type { HistoryAction, HistoryChange, HistoryEntity } from "../../shared/history.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    canEdit: boolean("can_edit").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Migration 0020 (docs/decisions/016): the Settings page's users.
    canManageUsers: boolean("can_manage_users").notNull().default(false),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
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
    /** 'Keep me signed in on this phone' (docs/decisions/032): honoured only while the user cannot edit. */
    kept: boolean("kept").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * The read cache's change counter (migration 0007): every change to a live-refresh table moves it on in
 * the writing transaction, at its commit (migration 0070), so a cached answer is served only while the
 * counter is unchanged.
 */
export const dataVersion = pgTable("data_version", {
  id: boolean("id").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull(),
  // Migration 0040: moved on by anything that ends a session or changes a user's rights (decision 019).
  authVersion: bigint("auth_version", { mode: "number" }).notNull().default(1),
  // Migration 0058: moved on by every acknowledgement of a change flag (decision 031).
  marksVersion: bigint("marks_version", { mode: "number" }).notNull().default(1),
  // Migration 0066: moved on by every change a booking's conflicts can depend on (decision 037).
  conflictsVersion: bigint("conflicts_version", { mode: "number" }).notNull().default(1),
});

/**
 * A change counter to move when the writing transaction commits (migration 0070, decision 046): noted
 * by the statement triggers, moved and deleted by a deferred trigger, so no row outlives its transaction.
 */
export const counterMoves = pgTable("counter_moves", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  counter: text("counter").notNull(),
  channel: text("channel").notNull(),
  schemaName: text("schema_name").notNull(),
});

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
    /** Out of service for good (migration 0010): kept on old bookings, offered for no new one. */
    retired: boolean("retired").notNull().default(false),
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
    /** Whether a booking in this status holds its aircraft (migration 0010): off for Cancelled. */
    occupiesAircraft: boolean("occupies_aircraft").notNull().default(true),
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
    /**
     * Moved on by trigger with every change to the booking or its days (migration 0051); a write that
     * sends an older one is refused (docs/decisions/028).
     */
    version: integer("version").notNull().default(1),
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
    /** Hours flown, recorded after the day; null until recorded (migration 0055). */
    actualHours: numeric("actualHours", { precision: 8, scale: 2 }),
    departureTime: text("departureTime").notNull().default(DEFAULT_DEPARTURE_TIME),
    remarks: text("remarks").notNull().default(DEFAULT_REMARKS),
    destinationId: integer("destinationId")
      .notNull()
      .references(() => location.id),
    bookingStatusId: integer("booking_status_ID").references(() => bookingStatus.id),
    /** Moved on by triggers at any change to the day or its booking (migration 0050, decision 030). */
    revision: integer("revision").notNull().default(0),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The day's legs as the read shape shows them, kept by migration 0071's triggers from
     * `scheduler_booking_legs` (docs/decisions/049); a day stored without them (`[]`) gets its one leg.
     */
    legs: jsonb("legs").$type<Leg[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex("daily_details_booking_date_unique").on(t.bookingId, t.date),
    index("daily_details_date_idx").on(t.date),
    index("daily_details_destination_idx").on(t.destinationId),
    index("daily_details_status_idx").on(t.bookingStatusId),
    // Find a booking by words of its remarks (migration 0030, docs/decisions/017).
    index("daily_details_remarks_words_idx").using("gin", sql`to_tsvector('simple', ${t.remarks})`),
  ],
);

/**
 * A booking-day's legs in order (migration 0071, docs/decisions/049). The day's departure time,
 * destination and expected hours are its first leg's time, its last leg's "to" and the sum of its legs'
 * hours, kept so by triggers whichever side is written.
 */
export const bookingLegs = pgTable(
  "scheduler_booking_legs",
  {
    id: serial("id").primaryKey(),
    dayId: integer("day_id")
      .notNull()
      .references(() => dailyDetails.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    departureTime: text("departure_time").notNull(),
    fromId: integer("from_id")
      .notNull()
      .references(() => location.id),
    toId: integer("to_id")
      .notNull()
      .references(() => location.id),
    expectedHours: numeric("expected_hours", { precision: 8, scale: 2 }).notNull(),
    passengers: integer("passengers"),
    positioning: boolean("positioning").notNull().default(false),
    /** The leg's crew (migration 0075, docs/decisions/055): a member sits in one seat of a leg at most. */
    captainId: integer("captain_id").references(() => crewMembers.id),
    firstOfficerId: integer("first_officer_id").references(() => crewMembers.id),
    otherCrewIds: integer("other_crew_ids").array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index("booking_legs_day_idx").on(t.dayId, t.position),
    index("booking_legs_from_idx").on(t.fromId),
    index("booking_legs_to_idx").on(t.toId),
    index("booking_legs_captain_idx").on(t.captainId),
    index("booking_legs_first_officer_idx").on(t.firstOfficerId),
    index("booking_legs_other_crew_idx").using("gin", t.otherCrewIds),
  ],
);

/**
 * The Reports page's copy of each booking-day with its booking's customer, type and aircraft, hours in
 * hundredths (migration 0060, docs/decisions/035). Written only by that migration's triggers, in the same
 * statement as the write to the days or bookings; a row goes with its day.
 */
export const reportDays = pgTable(
  "report_days",
  {
    dayId: integer("day_id")
      .primaryKey()
      .references(() => dailyDetails.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    customerId: integer("customer_id").notNull(),
    aircraftTypeId: integer("aircraft_type_id").notNull(),
    aircraftId: integer("aircraft_id"),
    statusId: integer("status_id"),
    planned: integer("planned").notNull(),
    flown: integer("flown"),
    /** Of `planned`, the expected hours of legs flown empty to position (migration 0072, docs/decisions/049). */
    positioning: integer("positioning").notNull().default(0),
  },
  (t) => [index("report_days_booking_idx").on(t.bookingId), index("report_days_date_idx").on(t.date)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * CSV files on their way to an import (migrations 0008, 0026): single-use, one user's, 15 minutes to
 * upload, kept an hour at most; the file itself is in `csv_upload_parts`, `result` is what processing
 * it answered (docs/decisions/026).
 */
export const csvUploads = pgTable(
  "csv_uploads",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    filename: text("filename"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    result: jsonb("result"),
  },
  (t) => [
    index("csv_uploads_created_idx").on(t.createdAt),
    index("csv_uploads_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * An uploaded file in chunks of at most 256 KB (migration 0026): a single PUT is part 1; a multipart
 * upload's parts (product §7's s3/multipart calls) are kept by number, each part's chunks with its ETag.
 */
export const csvUploadParts = pgTable(
  "csv_upload_parts",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => csvUploads.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    chunk: integer("chunk").notNull().default(0),
    content: bytea("content").notNull(),
    etag: text("etag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber, t.chunk] })],
);

/**
 * Who changed what (migration 0020, docs/decisions/016): written by `recordHistory` in the transaction
 * of the change it records; a trigger refuses UPDATE, DELETE and TRUNCATE. The user is copied, not
 * referenced, so a removed user's records stay.
 */
export const history = pgTable(
  "history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    username: text("username").notNull(),
    userName: text("user_name").notNull(),
    entity: text("entity").$type<HistoryEntity>().notNull(),
    entityId: integer("entity_id"),
    label: text("label").notNull(),
    action: text("action").$type<HistoryAction>().notNull(),
    changes: jsonb("changes").$type<HistoryChange[]>().notNull().default([]),
    details: jsonb("details").$type<Record<string, unknown>>(),
    snapshot: jsonb("snapshot"),
  },
  (t) => [
    index("history_entity_idx").on(t.entity, t.entityId, t.id),
    index("history_user_idx").on(t.userId, t.id),
    index("history_at_idx").on(t.at),
    // Migration 0059: the imports and merges that name a booking (readBookingHistory).
    index("history_booking_ids_idx").using("gin", sql`(${t.details} -> 'bookingIds') jsonb_path_ops`),
  ],
);

/** The fleet's settings (migration 0010): one row. */
export const fleetSettings = pgTable("fleet_settings", {
  id: boolean("id").primaryKey().default(true),
  /** Minutes added after every flight's expected hours before the aircraft can fly again. */
  turnaroundMinutes: integer("turnaround_minutes").notNull().default(30),
  /** The operator's IANA time zone (migration 0050); null means the server's own. */
  timeZone: text("time_zone"),
  /** How dates are typed and shown (migration 0069, docs/decisions/043); null means day first. */
  dateOrder: text("date_order", { enum: DATE_ORDERS }),
});

/**
 * Subscribable calendar feeds (migration 0050, docs/decisions/030). `tokenHash` is the SHA-256 of the
 * address's token, never the token itself; `scopeId` names the aircraft, customer or type.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    scope: text("scope").$type<CalendarFeedScope | "my flights">().notNull(),
    scopeId: integer("scope_id"),
    includeCancelled: boolean("include_cancelled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_unique").on(t.tokenHash)],
);

/** Periods an aircraft cannot fly (migration 0010), both dates inclusive. */
export const aircraftUnavailability = pgTable(
  "aircraft_unavailability",
  {
    id: serial("id").primaryKey(),
    aircraftId: integer("aircraft_id")
      .notNull()
      .references(() => aircraft.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    index("aircraft_unavailability_dates_idx").on(t.startDate, t.endDate),
    index("aircraft_unavailability_aircraft_idx").on(t.aircraftId),
  ],
);

/**
 * Each user's "seen up to" mark (migration 0056, docs/decisions/031): the newest history record they
 * have acknowledged everything up to. A booking changed by someone else in a later record is flagged.
 */
export const changeMarks = pgTable("change_marks", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seenUpTo: bigint("seen_up_to", { mode: "number" }).notNull(),
});

/**
 * One booking acknowledged past the user's mark (docs/decisions/031): its records up to `seenUpTo` are
 * seen. No foreign key to the booking, so a deleted booking can be acknowledged too.
 */
export const changeAcknowledgements = pgTable(
  "change_acknowledgements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").notNull(),
    seenUpTo: bigint("seen_up_to", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookingId] })],
);

/**
 * An aircraft's airframe hours at the end of `asOf` (migration 0073, docs/decisions/051); the flown hours
 * recorded on its days after that date move them on when read.
 */
export const aircraftHours = pgTable("aircraft_hours", {
  aircraftId: integer("aircraft_id")
    .primaryKey()
    .references(() => aircraft.id, { onDelete: "cascade" }),
  hours: numeric("hours", { precision: 10, scale: 2 }).notNull(),
  asOf: date("as_of", { mode: "string" }).notNull(),
});

/** What a type's aircraft must have done and how often (migration 0073, docs/decisions/051). */
export const maintenanceTemplates = pgTable(
  "maintenance_templates",
  {
    id: serial("id").primaryKey(),
    aircraftTypeId: integer("aircraft_type_id")
      .notNull()
      .references(() => aircraftType.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    intervalHours: numeric("interval_hours", { precision: 8, scale: 2 }),
    intervalMonths: integer("interval_months"),
    warningHours: numeric("warning_hours", { precision: 8, scale: 2 }).notNull().default("10"),
    warningDays: integer("warning_days").notNull().default(14),
    overrunHours: numeric("overrun_hours", { precision: 8, scale: 2 }).notNull().default("0"),
  },
  (t) => [uniqueIndex("maintenance_templates_name_unique").on(t.aircraftTypeId, sql`lower(${t.name})`)],
);

/** An aircraft's maintenance items: a template's rule copied, and the next due point (migration 0073). */
export const maintenanceItems = pgTable(
  "maintenance_items",
  {
    id: serial("id").primaryKey(),
    aircraftId: integer("aircraft_id")
      .notNull()
      .references(() => aircraft.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => maintenanceTemplates.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    intervalHours: numeric("interval_hours", { precision: 8, scale: 2 }),
    intervalMonths: integer("interval_months"),
    warningHours: numeric("warning_hours", { precision: 8, scale: 2 }).notNull().default("10"),
    warningDays: integer("warning_days").notNull().default(14),
    overrunHours: numeric("overrun_hours", { precision: 8, scale: 2 }).notNull().default("0"),
    dueHours: numeric("due_hours", { precision: 10, scale: 2 }),
    dueDate: date("due_date", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("maintenance_items_name_unique").on(t.aircraftId, sql`lower(${t.name})`),
    index("maintenance_items_template_idx").on(t.templateId),
  ],
);

/** Each time an item was done, with the due point it closed and the one it set (migration 0073). */
export const maintenanceCompletions = pgTable(
  "maintenance_completions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => maintenanceItems.id, { onDelete: "cascade" }),
    doneHours: numeric("done_hours", { precision: 10, scale: 2 }).notNull(),
    doneDate: date("done_date", { mode: "string" }).notNull(),
    dueHours: numeric("due_hours", { precision: 10, scale: 2 }),
    dueDate: date("due_date", { mode: "string" }),
    nextDueHours: numeric("next_due_hours", { precision: 10, scale: 2 }),
    nextDueDate: date("next_due_date", { mode: "string" }),
  },
  (t) => [index("maintenance_completions_item_idx").on(t.itemId, t.doneDate)],
);

/** Crew members (migration 0074, docs/decisions/054): kept when they leave, made inactive. */
export const crewMembers = pgTable(
  "crew_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    duty: text("duty").notNull().default(""),
    baseId: integer("base_id").references(() => location.id, { onDelete: "set null" }),
    phone: text("phone").notNull().default(""),
    active: boolean("active").notNull().default(true),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("crew_members_name_unique").on(sql`lower(${t.name})`)],
);

/** The aircraft types a crew member is rated on (migration 0074). */
export const crewRatings = pgTable(
  "crew_ratings",
  {
    crewMemberId: integer("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    aircraftTypeId: integer("aircraft_type_id")
      .notNull()
      .references(() => aircraftType.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.crewMemberId, t.aircraftTypeId] }),
    index("crew_ratings_type_idx").on(t.aircraftTypeId),
  ],
);

/** A crew member's leave, sickness or training, by dates inclusive (migration 0075, docs/decisions/055). */
export const crewUnavailability = pgTable(
  "crew_unavailability",
  {
    id: serial("id").primaryKey(),
    crewMemberId: integer("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CrewUnavailabilityKind>().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [
    index("crew_unavailability_member_idx").on(t.crewMemberId, t.startDate),
    index("crew_unavailability_dates_idx").on(t.startDate, t.endDate),
  ],
);

/**
 * The flight and duty rule set in use (migration 0075, docs/decisions/053, 055): one row, none until
 * someone saves it (the defaults then apply). `numbers` are the operator's edits of the set's numbers.
 */
export const dutyRuleSettings = pgTable("duty_rule_settings", {
  id: boolean("id").primaryKey().default(true),
  ruleSetId: text("rule_set_id").notNull(),
  numbers: jsonb("numbers").$type<LimitNumber[]>().notNull().default(sql`'[]'::jsonb`),
  reportMinutes: integer("report_minutes").notNull(),
  postFlightMinutes: integer("post_flight_minutes").notNull(),
});
