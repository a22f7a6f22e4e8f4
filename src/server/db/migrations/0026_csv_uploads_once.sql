-- CSV uploads processed once and stored in chunks (docs/decisions/026). `result` keeps what the
-- import answered, so processing the same upload again answers the same instead of importing twice.
-- A file is kept as rows of at most 256 KB (`chunk` within a part; a single PUT is part 1), written
-- and read one statement each, so a 5 MB file never holds the database in one long statement; the
-- upload row's own `content` goes.
ALTER TABLE "csv_uploads" ADD COLUMN "result" jsonb;
--> statement-breakpoint
ALTER TABLE "csv_uploads" DROP COLUMN "content";
--> statement-breakpoint
CREATE INDEX "csv_uploads_user_idx" ON "csv_uploads" ("user_id", "created_at");
--> statement-breakpoint
ALTER TABLE "csv_upload_parts" ADD COLUMN "chunk" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "csv_upload_parts" DROP CONSTRAINT "csv_upload_parts_pkey";
--> statement-breakpoint
ALTER TABLE "csv_upload_parts" ADD PRIMARY KEY ("upload_id", "part_number", "chunk");
