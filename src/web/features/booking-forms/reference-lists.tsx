import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";

type Loaded<Queries extends Record<string, UseQueryResult<unknown>>> = {
  [Name in keyof Queries]: NonNullable<Queries[Name]["data"]>;
};

/**
 * The lists a booking form needs, once every one is in (`null` until then); `failed` when one could
 * not be loaded and nothing is shown, `retry` fetches the failed ones again.
 */
export function loadedLists<Queries extends Record<string, UseQueryResult<unknown>>>(queries: Queries) {
  const entries = Object.values(queries);
  const lists = entries.every((query) => query.data)
    ? (Object.fromEntries(
        Object.entries(queries).map(([name, query]) => [name, query.data]),
      ) as Loaded<Queries>)
    : null;
  return {
    lists,
    failed: !lists && entries.some((query) => query.isError),
    retry: () => {
      for (const query of entries) if (query.isError) void query.refetch();
    },
  };
}

/** What a booking dialog shows until its lists are in: a spinner, or the failure and Try again. */
export function ListsPending({
  failed,
  failure,
  retry,
  loadingLabel,
}: {
  failed: boolean;
  failure: string;
  retry: () => void;
  loadingLabel: string;
}) {
  return failed ? (
    <div role="alert" className="space-y-3 text-sm text-red-700">
      <p>{failure}</p>
      <Button size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  ) : (
    <div className="flex justify-center py-10">
      <Spinner className="size-6" label={loadingLabel} />
    </div>
  );
}
