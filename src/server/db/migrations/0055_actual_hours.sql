-- The hours a day actually flew, beside the hours expected; NULL until someone records them, so a day
-- not yet flown (or not yet entered) is told apart from one that flew no hours. A change moves the
-- booking's version on through the day triggers of 0051, which compare whole rows.
ALTER TABLE "scheduler_booking_daily_details" ADD COLUMN "actualHours" numeric(8, 2);
--> statement-breakpoint
ALTER TABLE "scheduler_booking_daily_details" ADD CONSTRAINT "actual_hours_not_negative" CHECK ("actualHours" >= 0);
