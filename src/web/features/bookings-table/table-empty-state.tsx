import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { errorText } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { GuardedButton } from "../../ui/guarded-button.tsx";
import { Spinner } from "../../ui/spinner.tsx";

/** What the table shows instead of rows: loading, the failure and Try again, or an empty month. */
export function tableEmptyState({
  bookings,
  listsPending,
  label,
  canEdit,
  onCreateBooking,
}: {
  bookings: UseQueryResult<Booking[]>;
  listsPending: boolean;
  label: string;
  canEdit: boolean;
  onCreateBooking: () => void;
}): ReactNode {
  if (bookings.isPending || (bookings.isSuccess && listsPending)) {
    return (
      <div className="flex h-40 items-center justify-center">
        <Spinner className="size-6" label="Loading bookings" />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div
        role="alert"
        className="flex h-40 flex-col items-center justify-center gap-3 text-sm text-slate-600"
      >
        <p>Bookings could not be loaded: {errorText(bookings.error, bookings.error.message)}</p>
        <Button size="sm" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (bookings.isSuccess && bookings.data.length === 0) {
    return (
      <div className="flex h-48 flex-col items-center justify-center gap-2 text-sm text-slate-600">
        <CalendarPlus className="size-6 text-slate-400" aria-hidden="true" />
        <p>No bookings in {label}.</p>
        <GuardedButton
          variant="link"
          size="sm"
          disabledReason={canEdit ? undefined : READ_ONLY}
          onClick={onCreateBooking}
        >
          Create your first booking
        </GuardedButton>
      </div>
    );
  }
  return null;
}
