import { hashKey, type QueryKey } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The server's change counter each cached list was last read at, by query hash (docs/decisions/012). */
const versions = new Map<string, number>();

/** The change counter the list under `queryHash` was last read at, if the server said. */
export const readVersion = (queryHash: string) => versions.get(queryHash);

/** Notes the change counter the list under `queryKey` now holds (undefined: unknown). */
export function rememberVersion(queryKey: QueryKey, version: number | undefined) {
  if (version === undefined) versions.delete(hashKey(queryKey));
  else versions.set(hashKey(queryKey), version);
}

/**
 * Reads a list for `queryKey` and remembers the change counter it was built at, so live refresh can
 * tell that a change event it hears (its own write's, say) is already in the list.
 */
export async function getRemembered<T>(
  queryKey: QueryKey,
  path: string,
  options: Parameters<typeof api.getVersioned>[1],
): Promise<T> {
  const { data, version } = await api.getVersioned<T>(path, options);
  rememberVersion(queryKey, version);
  return data;
}
