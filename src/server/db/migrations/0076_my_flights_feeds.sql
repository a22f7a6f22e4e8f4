-- A pilot's own calendar feed (issue 46 item 7, docs/decisions/055): scope 'my flights', its scope_id the
-- user account whose linked crew member's flights it lists (read at each poll, so unlinking empties it).
ALTER TABLE "calendar_feeds" DROP CONSTRAINT IF EXISTS "calendar_feeds_scope_check";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_scope_check"
  CHECK ("scope" IN ('all', 'aircraft', 'customer', 'aircraft type', 'my flights'));
