-- History kept but not carried (issue 29, docs/decisions/034). `npm run history:archive` writes the
-- records older than N years to a file, fsyncs it, then deletes them in one transaction and records
-- that it did ('archived', entity 'history'). History stays append-only for everything else: the
-- trigger lets a DELETE through only in a transaction that set history.archiving, as the archive does
-- (a guard against accidents, not a privilege: the archive is an operator's command on the host).
ALTER TABLE "history" DROP CONSTRAINT "history_entity_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_entity_check" CHECK ("entity" IN ('booking', 'customer', 'location', 'aircraft type', 'aircraft', 'status', 'user', 'import', 'fleet settings', 'calendar feed', 'history'));
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_action_check";
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_action_check" CHECK ("action" IN ('created', 'changed', 'deleted', 'merged', 'imported', 'restored', 'archived'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('history.archiving', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'history is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- A booking's history (Edit Booking) also lists the imports and merges that name it in details.bookingIds:
-- without this index that read went through every import, customer and location record (101 ms on a
-- ten-year history, growing with it); with it, only the records that name the booking.
CREATE INDEX "history_booking_ids_idx" ON "history" USING gin (("details" -> 'bookingIds') jsonb_path_ops);
