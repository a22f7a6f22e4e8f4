-- 'Keep me signed in on this phone' (docs/decisions/032): a read-only user's session kept 30 days without idling out.
ALTER TABLE "sessions" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;
