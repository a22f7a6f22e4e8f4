-- Find a booking (issue 13 item 9, docs/decisions/017): remarks are searched by the words they
-- contain, through a GIN index on their 'simple' text-search vector (no stemming, no stop words, so
-- '4 PAX' finds '4' and 'pax'). pg_trgm would allow any substring but is not in PGlite; this works on
-- both. Customers, locations and registrations are small tables matched by substring, reaching
-- bookings through the existing foreign-key indexes.
CREATE INDEX "daily_details_remarks_words_idx" ON "scheduler_booking_daily_details"
  USING gin (to_tsvector('simple', "remarks"));
