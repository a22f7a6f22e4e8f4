import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./connection.ts";

/**
 * The rows of a raw SQL query, typed as the caller says they are (the query's own `select` list is the
 * only check). Both drivers answer `db.execute` with `{ rows }`; Drizzle's Db type, shared by both,
 * does not say so, so this is the one place that knows.
 */
export async function rawRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
