CREATE TABLE "aircraft" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration" text NOT NULL,
	"id_aircraft_type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_booking_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"statusText" text NOT NULL,
	"statusColour" text DEFAULT '#6B7280' NOT NULL,
	"statusConfirmed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerId" integer NOT NULL,
	"aircraftTypeId" integer NOT NULL,
	"departureId" integer NOT NULL,
	"startDate" date NOT NULL,
	"endDate" date NOT NULL,
	"allocatedAircraftId" integer
);
--> statement-breakpoint
CREATE TABLE "scheduler_customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_booking_daily_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"bookingId" integer NOT NULL,
	"date" date NOT NULL,
	"expectedAircraftHours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"departureTime" text DEFAULT 'TBC' NOT NULL,
	"remarks" text DEFAULT '--' NOT NULL,
	"destinationId" integer NOT NULL,
	"booking_status_ID" integer
);
--> statement-breakpoint
CREATE TABLE "scheduler_location" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"can_edit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_id_aircraft_type_aircraft_type_id_fk" FOREIGN KEY ("id_aircraft_type") REFERENCES "public"."aircraft_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_bookings" ADD CONSTRAINT "scheduler_bookings_customerId_scheduler_customer_id_fk" FOREIGN KEY ("customerId") REFERENCES "public"."scheduler_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_bookings" ADD CONSTRAINT "scheduler_bookings_aircraftTypeId_aircraft_type_id_fk" FOREIGN KEY ("aircraftTypeId") REFERENCES "public"."aircraft_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_bookings" ADD CONSTRAINT "scheduler_bookings_departureId_scheduler_location_id_fk" FOREIGN KEY ("departureId") REFERENCES "public"."scheduler_location"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_bookings" ADD CONSTRAINT "scheduler_bookings_allocatedAircraftId_aircraft_id_fk" FOREIGN KEY ("allocatedAircraftId") REFERENCES "public"."aircraft"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD CONSTRAINT "scheduler_booking_daily_details_bookingId_scheduler_bookings_id_fk" FOREIGN KEY ("bookingId") REFERENCES "public"."scheduler_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD CONSTRAINT "scheduler_booking_daily_details_destinationId_scheduler_location_id_fk" FOREIGN KEY ("destinationId") REFERENCES "public"."scheduler_location"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD CONSTRAINT "scheduler_booking_daily_details_booking_status_ID_scheduler_booking_status_id_fk" FOREIGN KEY ("booking_status_ID") REFERENCES "public"."scheduler_booking_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_registration_unique" ON "aircraft" USING btree (lower("registration"));--> statement-breakpoint
CREATE INDEX "aircraft_type_idx" ON "aircraft" USING btree ("id_aircraft_type");--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_type_title_unique" ON "aircraft_type" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_booking_status_text_unique" ON "scheduler_booking_status" USING btree (lower("statusText"));--> statement-breakpoint
CREATE INDEX "scheduler_bookings_dates_idx" ON "scheduler_bookings" USING btree ("startDate","endDate");--> statement-breakpoint
CREATE INDEX "scheduler_bookings_end_idx" ON "scheduler_bookings" USING btree ("endDate");--> statement-breakpoint
CREATE INDEX "scheduler_bookings_customer_idx" ON "scheduler_bookings" USING btree ("customerId");--> statement-breakpoint
CREATE INDEX "scheduler_bookings_type_idx" ON "scheduler_bookings" USING btree ("aircraftTypeId");--> statement-breakpoint
CREATE INDEX "scheduler_bookings_departure_idx" ON "scheduler_bookings" USING btree ("departureId");--> statement-breakpoint
CREATE INDEX "scheduler_bookings_aircraft_idx" ON "scheduler_bookings" USING btree ("allocatedAircraftId");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_customer_name_unique" ON "scheduler_customer" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "daily_details_booking_date_unique" ON "scheduler_booking_daily_details" USING btree ("bookingId","date");--> statement-breakpoint
CREATE INDEX "daily_details_date_idx" ON "scheduler_booking_daily_details" USING btree ("date");--> statement-breakpoint
CREATE INDEX "daily_details_destination_idx" ON "scheduler_booking_daily_details" USING btree ("destinationId");--> statement-breakpoint
CREATE INDEX "daily_details_status_idx" ON "scheduler_booking_daily_details" USING btree ("booking_status_ID");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_location_name_unique" ON "scheduler_location" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");