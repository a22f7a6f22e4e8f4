import { useId } from "react";
import type { User } from "../../../shared/auth.ts";
import { errorText } from "../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { useEndKeptSessions } from "./data/end-kept-sessions.ts";

const devices = (count: number) => (count === 1 ? "1 phone" : `${count} phones`);

/**
 * 'Keep me signed in on this phone' ended (docs/decisions/032): for a read-only user, the only one
 * who can have it, whether from the phone itself or from a desk after a phone was lost.
 */
export function KeptSignInSection({ user }: { user: User }) {
  const end = useEndKeptSessions();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Phones kept signed in
      </h2>
      <div className="flex flex-wrap items-center gap-3 px-3 py-3 text-[13px]">
        <p className="text-slate-700">
          {user.kept
            ? "This phone is kept signed in for 30 days."
            : "Phones where you chose 'Keep me signed in on this phone' stay signed in for 30 days."}
        </p>
        <Button
          size="sm"
          variant="destructive"
          className="min-h-11"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onSuccess: ({ ended }) => toastSuccess(`Signed out of ${devices(ended)}`),
              onError: (failure) => toastError(errorText(failure, "Failed to sign out")),
            })
          }
        >
          Sign out kept phones
        </Button>
      </div>
    </section>
  );
}
