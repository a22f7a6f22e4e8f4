import { useQuery } from "@tanstack/react-query";
import type { UsageAnswer } from "../../../shared/reference-data.ts";
import { api } from "../../lib/api-client.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const bookingsText = (count: number) => (count === 1 ? "1 booking" : `${count} bookings`);

/**
 * 'Move 5 bookings from X to Y and remove X?' before a merge (docs/decisions/023): the count is asked
 * of the server when the question opens, so it is the number the merge will move.
 */
export function MergeQuestion({
  path,
  id,
  name,
  intoName,
  onMerge,
  onClose,
}: {
  /** The list's API path, `/api/customers` or `/api/locations`. */
  path: string;
  id: number;
  name: string;
  intoName: string;
  onMerge: () => void;
  onClose: () => void;
}) {
  const usage = useQuery({
    queryKey: [path, id, "usage"],
    queryFn: ({ signal }) => api.get<UsageAnswer>(`${path}/${id}/usage`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
  const moved = usage.data ? bookingsText(usage.data.bookings) : "the bookings";
  return (
    <ConfirmDialog
      title={`Move ${moved} from ${name} to ${intoName} and remove ${name}?`}
      description={
        usage.isError
          ? "How many bookings would move could not be read; the merge moves them all."
          : "You can undo it from the message that follows, until either of them is changed."
      }
      confirm="Merge"
      busy={usage.isPending}
      onConfirm={onMerge}
      onClose={onClose}
    />
  );
}
