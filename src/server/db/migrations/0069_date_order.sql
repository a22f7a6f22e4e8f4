-- The operator's date order (issue 41 item 4, docs/decisions/043): how dates are typed and shown, for
-- every desk alike. Null is the product's day first.
ALTER TABLE "fleet_settings" ADD COLUMN "date_order" text;
--> statement-breakpoint
ALTER TABLE "fleet_settings" ADD CONSTRAINT "fleet_settings_date_order_check" CHECK ("date_order" IN ('day-first', 'month-first', 'year-first'));
