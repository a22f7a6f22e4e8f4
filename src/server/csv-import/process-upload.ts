import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { type CsvImportResult, csvImportResult } from "../../shared/csv-import.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../errors.ts";
import type { Actor } from "../history/record-history.ts";
import { operatorToday } from "../maintenance/past-due.ts";
import { importRows } from "./import-rows.ts";
import { CsvFileError, parseCsv } from "./parse-csv.ts";
import { lockUpload, markProcessed, readUpload } from "./uploads.ts";

/** Any constant works; every instance must use the same one (docs/decisions/026). */
const IMPORT_LOCK_KEY = 727_026;

const noStats = {
  totalRows: 0,
  createdBookings: 0,
  createdCustomers: 0,
  createdLocations: 0,
  skippedDuplicates: 0,
};

/**
 * `POST /api/csv/process` (product §7, docs/decisions/014 and 026), in one transaction: the upload row
 * is locked, so one upload is processed once and a second process answers what the first did; imports
 * then take one advisory lock, so two imports never both find a booking missing and both add it. A
 * dry run takes the same locks and writes nothing.
 */
export function processUpload(options: {
  db: Db;
  actor: Actor;
  userId: number;
  id: string;
  now: Date;
  dryRun?: boolean;
  importDuplicateRows?: number[];
}): Promise<CsvImportResult> {
  const { db, actor, userId, id, now, dryRun = false } = options;
  return db.transaction(async (tx) => {
    const upload = await lockUpload(tx, { id, userId });
    if (upload.processedAt) {
      if (dryRun)
        throw new HttpError(409, "This file has been imported already; upload it again to check it");
      return csvImportResult.parse(upload.result);
    }
    if (!upload.uploadedAt) throw new HttpError(409, "Nothing has been uploaded to this address yet");
    let rows: ReturnType<typeof parseCsv>;
    try {
      rows = parseCsv(await readUpload(tx, id));
    } catch (error) {
      if (!(error instanceof CsvFileError)) throw error;
      return {
        success: false,
        message: error.message,
        stats: noStats,
        errors: [error.message],
        error: error.message,
      };
    }
    // Parsing holds the event loop (a 5 MB file, about 0.2 s): others get a turn before the import.
    await nextTurn();
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const result = await importRows({
      tx,
      actor,
      rows,
      dryRun,
      importDuplicateRows: options.importDuplicateRows,
      today: await operatorToday(tx, now),
    });
    if (result.success && !dryRun) await markProcessed(tx, { id, now, result });
    return result;
  });
}
