import { Bell } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../shared/auth.ts";
import { useChangeFlags, useMoreChangeFlags } from "../../data/get-change-flags.ts";
import { changesCountText } from "../../lib/change-flag-text.ts";
import { Button } from "../../ui/button.tsx";
import { ChangesDialog } from "./changes-dialog.tsx";

/**
 * The header's count of bookings someone else changed since this user last looked ("5 changes",
 * docs/decisions/031); it opens the list of them. Nothing shows while there is nothing new.
 */
export function ChangesButton({ user }: { user: User }) {
  const flags = useChangeFlags().data ?? [];
  const more = useMoreChangeFlags();
  const [open, setOpen] = useState(false);
  if (flags.length === 0 && !open) return null;
  return (
    <>
      <Button
        size="sm"
        className="border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Bell className="size-4" aria-hidden="true" />
        {changesCountText(flags.length + more)}
      </Button>
      <ChangesDialog user={user} flags={flags} more={more} open={open} onOpenChange={setOpen} />
    </>
  );
}
