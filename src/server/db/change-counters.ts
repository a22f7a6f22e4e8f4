import type { Db } from "./connection.ts";
import { dataVersion } from "./schema.ts";
import { sharedRead } from "./shared-read.ts";

/** The database's change counters: `data` for the read cache (decision 012), `auth` for sessions (019). */
export interface ChangeCounters {
  data: number;
  auth: number;
}

/**
 * The change counters as of after a request arrived, read once per request however many parts of it
 * ask (the session check, then the read cache), with requests arriving together sharing one query.
 * Whatever any instance acknowledged before the request arrived has moved them.
 */
export function changeCountersReader(db: Db): (request: object) => Promise<ChangeCounters> {
  const read = sharedRead(async () => {
    const [row] = await db
      .select({ data: dataVersion.version, auth: dataVersion.authVersion })
      .from(dataVersion);
    return row ?? { data: 0, auth: 0 };
  });
  const byRequest = new WeakMap<object, Promise<ChangeCounters>>();
  return (request) => {
    let counters = byRequest.get(request);
    if (!counters) {
      counters = read();
      byRequest.set(request, counters);
    }
    return counters;
  };
}
