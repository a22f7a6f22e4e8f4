-- Change flags (docs/decisions/031): every acknowledgement moves a counter beside the read cache's, read
-- in the one statement each request already makes, so a user's flags are served from memory with no
-- read of their mark while neither counter moved. It replaces each mark's own revision, which cost a
-- read of the mark on every request.
ALTER TABLE "data_version" ADD COLUMN "marks_version" bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "change_marks" DROP COLUMN "revision";
