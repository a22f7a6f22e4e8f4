import { setTimeout as sleep } from "node:timers/promises";
import { HttpError, postgresErrorCode } from "../errors.ts";
import type { Db } from "./connection.ts";

/** How often a transaction is tried in all before the caller hears 503 (docs/decisions/026). */
export const TRANSACTION_ATTEMPTS = 5;

/** A deadlock (40P01) or a serialisation failure (40001): PostgreSQL undid it; running it again is safe. */
export const isRetryable = (error: unknown) => {
  const code = postgresErrorCode(error);
  return code === "40P01" || code === "40001";
};

/**
 * Makes every transaction opened on `db` (each write service opens its own) run again when PostgreSQL
 * undoes it for a deadlock or a serialisation failure, up to TRANSACTION_ATTEMPTS times with a short
 * random pause, then answer 503. Nested transactions (savepoints) are left alone: only the outermost
 * one can be run again.
 */
export function retryTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retried: Db["transaction"] = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (!isRetryable(error)) throw error;
        if (attempt >= TRANSACTION_ATTEMPTS) {
          throw new HttpError(503, "The database is busy with other changes; try again in a moment");
        }
        // Apart, so the transactions that met do not meet again in step.
        await sleep(Math.random() * 20 * attempt);
      }
    }
  };
  db.transaction = retried;
  return db;
}
