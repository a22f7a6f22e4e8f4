-- Changes flagged until acknowledged (docs/decisions/031): each user's "seen up to" mark, a history
-- record id, and the bookings they acknowledged one by one past it. `revision` moves on with every
-- acknowledgement, so a user's flags can be cached under it.
CREATE TABLE "change_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_up_to" bigint NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_acknowledgements" (
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"seen_up_to" bigint NOT NULL,
	CONSTRAINT "change_acknowledgements_user_id_booking_id_pk" PRIMARY KEY("user_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "change_acknowledgements" ADD CONSTRAINT "change_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_marks" ADD CONSTRAINT "change_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing users start with everything seen: the past is not news to anyone.
INSERT INTO "change_marks" ("user_id", "seen_up_to")
SELECT "id", coalesce((SELECT max("id") FROM "history"), 0) FROM "users";
