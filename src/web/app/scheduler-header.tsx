import { BarChart3, Bot, FileUp, History, LogOut, Plane, Plus, Settings } from "lucide-react";
import type { User } from "../../shared/auth.ts";
import { canUseAssistant, READ_ONLY } from "../../shared/session-rules.ts";
import { useOperatorTimeZone } from "../data/get-operator-time-zone.ts";
import { ChangesButton } from "../features/change-flags/changes-button.tsx";
import { useSignOut } from "../features/session/session.ts";
import { browserTimeZone, otherZone, zoneWithAbbreviation } from "../lib/operator-time.ts";
import { Button } from "../ui/button.tsx";
import { GuardedButton } from "../ui/guarded-button.tsx";

/** The dialogs the header opens. */
export type DialogName = "create" | "import" | "assistant";

const headerLink =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-100";

/**
 * Departure times are the operator's wall clock; a browser in another zone is told which zone every time
 * on the screen is in (docs/decisions/043). Nothing is shown when the browser is in the operator's zone.
 */
function OperatorZoneNote() {
  const zone = otherZone(useOperatorTimeZone().data?.timeZone);
  if (!zone) return null;
  return (
    <span
      className="rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-[11px] font-medium text-sky-800"
      title={`This browser is in ${browserTimeZone()}; times here are the operator's, in ${zone}`}
      data-testid="operator-zone"
    >
      Times in {zoneWithAbbreviation(zone, Date.now())}
    </span>
  );
}

/** The scheduler's header: who is signed in, the actions, the other pages, Sign Out. */
export function SchedulerHeader({ user, onOpen }: { user: User; onOpen: (name: DialogName) => void }) {
  const signOut = useSignOut();
  const readOnly = user.can_edit ? undefined : READ_ONLY;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-3 px-6">
        <div className="flex size-8 items-center justify-center rounded-md bg-slate-900 text-white">
          <Plane className="size-4" aria-hidden="true" />
        </div>
        <h1 className="text-[15px] font-semibold tracking-tight">Flight Scheduling</h1>
        <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
        <span className="text-[13px] text-slate-600">{user.name}</span>
        {user.can_edit ? null : (
          <span className="rounded-full border border-slate-200 bg-slate-50 px-2 py-0.5 text-[11px] font-medium text-slate-600">
            Read-only
          </span>
        )}
        <OperatorZoneNote />
        {/* Beside the name, not among the buttons: when it appears it moves nothing under the pointer. */}
        <ChangesButton user={user} />
        <div className="ml-auto flex items-center gap-2">
          <GuardedButton
            variant="primary"
            size="sm"
            disabledReason={readOnly}
            onClick={() => onOpen("create")}
          >
            <Plus className="size-4" aria-hidden="true" />
            New Booking
          </GuardedButton>
          {canUseAssistant(user) ? (
            <Button size="sm" onClick={() => onOpen("assistant")}>
              <Bot className="size-4" aria-hidden="true" />
              AI Assistant
            </Button>
          ) : null}
          <GuardedButton size="sm" disabledReason={readOnly} onClick={() => onOpen("import")}>
            <FileUp className="size-4" aria-hidden="true" />
            Import CSV
          </GuardedButton>
          {/* Reports (docs/decisions/035), Activity and Settings (016) are pages of their own. */}
          <a href="/reports" className={headerLink}>
            <BarChart3 className="size-4" aria-hidden="true" />
            Reports
          </a>
          <a href="/activity" className={headerLink}>
            <History className="size-4" aria-hidden="true" />
            Activity
          </a>
          <a href="/settings" className={headerLink}>
            <Settings className="size-4" aria-hidden="true" />
            Settings
          </a>
          <Button size="sm" variant="ghost" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}
