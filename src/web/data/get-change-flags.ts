import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../shared/bookings.ts";
import type { BookingsWithFlags, ChangeFlag, ChangeFlags } from "../../shared/change-flags.ts";
import { api } from "../lib/api-client.ts";
import { getRemembered, readVersion, rememberVersion } from "./data-versions.ts";

/** Bookings someone else changed since this user last acknowledged them (docs/decisions/031). */
export const CHANGE_FLAGS_PATH = "/api/change-flags";
const changeFlagsKey = [CHANGE_FLAGS_PATH] as const;

/**
 * The screens that show flags read them with their bookings (`include=flags`), so a change costs one
 * read, not two: each such read hands its flags to the flags query below. One begun before an
 * acknowledgement may hold what it cleared, so every acknowledgement, as it starts and as it ends, moves
 * `acknowledgements`, and a read begun before it hands nothing over.
 */
let acknowledgements = 0;
interface ReadUnderWay {
  began: number;
  flags: Promise<{ flags: ChangeFlags; version?: number } | undefined>;
}
const readsUnderWay = new Set<ReadUnderWay>();

/** Called as an acknowledgement starts and as it ends. */
export const noteAcknowledgement = () => {
  acknowledgements += 1;
};

/** A bookings read that brings the flags is under way: live refresh waits for it, not reading them twice. */
export const flagsOnTheirWay = () => readsUnderWay.size > 0;

/** A window's bookings read with the user's flags, which go to the flags query; answers the bookings. */
export async function getBookingsWithFlags(
  queryClient: QueryClient,
  read: { queryKey: readonly unknown[]; path: string; params: Record<string, string>; signal?: AbortSignal },
): Promise<Booking[]> {
  const began = acknowledgements;
  const answer = api.getVersioned<BookingsWithFlags>(read.path, { params: read.params, signal: read.signal });
  const underWay: ReadUnderWay = {
    began,
    flags: answer.then(
      ({ data, version }) => ({ flags: { flags: data.flags, more: data.more }, version }),
      () => undefined,
    ),
  };
  readsUnderWay.add(underWay);
  try {
    const { data, version } = await answer;
    rememberVersion(read.queryKey, version);
    handOver(queryClient, began, { flags: data.flags, more: data.more }, version);
    return data.bookings;
  } finally {
    readsUnderWay.delete(underWay);
  }
}

/**
 * Puts flags that came with bookings in the flags query, unless an acknowledgement came between, the
 * query is reading them itself (it answers for itself), or it holds flags read at a later change.
 */
function handOver(queryClient: QueryClient, began: number, flags: ChangeFlags, version: number | undefined) {
  if (began !== acknowledgements) return;
  const query = queryClient.getQueryCache().find({ queryKey: changeFlagsKey, exact: true });
  if (query?.state.fetchStatus === "fetching") return;
  const held = query ? readVersion(query.queryHash) : undefined;
  if (held !== undefined && (version === undefined || version < held)) return;
  queryClient.setQueryData<ChangeFlags>(changeFlagsKey, flags);
  rememberVersion(changeFlagsKey, version);
}

/** The flags: from a bookings read under way when there is one (since the last acknowledgement), else their own read. */
async function getChangeFlags(signal: AbortSignal): Promise<ChangeFlags> {
  const riding = [...readsUnderWay].findLast((read) => read.began === acknowledgements);
  const carried = riding && (await riding.flags);
  if (carried && riding.began === acknowledgements) {
    rememberVersion(changeFlagsKey, carried.version);
    return carried.flags;
  }
  return getRemembered<ChangeFlags>(changeFlagsKey, CHANGE_FLAGS_PATH, { signal });
}

export const changeFlagsQueryOptions = () =>
  queryOptions({
    queryKey: changeFlagsKey,
    queryFn: ({ signal }) => getChangeFlags(signal),
    select: (answer) => answer.flags,
  });

/** The flags, shared by every marker on the page. */
export const useChangeFlags = (enabled = true) => useQuery({ ...changeFlagsQueryOptions(), enabled });

/** How many flagged bookings the answer counts beyond those it lists (docs/decisions/044). */
export const useMoreChangeFlags = () =>
  useQuery({ ...changeFlagsQueryOptions(), select: (answer) => answer.more }).data ?? 0;

/** The flag a booking's day shows: when the whole booking changed, or this day did. */
export function flagOn(flags: ChangeFlag[] | undefined, bookingId: number, date?: string) {
  const flag = flags?.find((f) => f.bookingId === bookingId && !f.deleted);
  if (!flag) return undefined;
  return flag.days === null || date === undefined || flag.days.includes(date) ? flag : undefined;
}
