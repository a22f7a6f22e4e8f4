-- CSV import (product §7, docs/decisions/014): uploaded files live in the database, so whichever
-- instance takes the PUT, any instance can process it. A row is a single-use upload address for one
-- user, valid 15 minutes; the file arrives by PUT (or as multipart parts, kept until complete or
-- abort). Rows older than a day are deleted.
CREATE TABLE "csv_uploads" (
  "id" text PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "filename" text,
  "content" bytea,
  "uploaded_at" timestamptz,
  "processed_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "csv_uploads_created_idx" ON "csv_uploads" ("created_at");
--> statement-breakpoint
CREATE TABLE "csv_upload_parts" (
  "upload_id" text NOT NULL REFERENCES "csv_uploads"("id") ON DELETE CASCADE,
  "part_number" integer NOT NULL,
  "content" bytea NOT NULL,
  "etag" text NOT NULL,
  PRIMARY KEY ("upload_id", "part_number")
);
