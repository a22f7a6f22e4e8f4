import type { User } from "../../../shared/auth.ts";
import { CalendarFeedsSection } from "./calendar-feeds-section.tsx";
import { CrewSection } from "./crew-section.tsx";
import { DateOrderSection } from "./date-order-section.tsx";
import { DutyLimitsSection } from "./duty-limits-section.tsx";
import { KeptSignInSection } from "./kept-sign-in-section.tsx";
import { MaintenanceSection } from "./maintenance-section.tsx";
import { REFERENCE_CONFIGS } from "./reference-lists.ts";
import { ReferenceSection } from "./reference-section.tsx";
import { TimeZoneSection } from "./time-zone-section.tsx";
import { UsersSection } from "./users-section.tsx";

/**
 * Settings (docs/decisions/016): users for those who manage users; the reference lists for everyone, with the
 * controls only for users who can edit; the operator's time zone and date order (docs/decisions/043), and calendar feeds for editors
 * (docs/decisions/030); for read-only users, ending the phones kept signed in (docs/decisions/032); maintenance
 * for everyone, changed by editors (docs/decisions/051); crew members for everyone, changed by editors
 * (docs/decisions/054), and the flight and duty limits they are held to (docs/decisions/055).
 */
export function SettingsPage({ user }: { user: User }) {
  return (
    <div className="space-y-5">
      {user.can_manage_users ? <UsersSection me={user.id} /> : null}
      <TimeZoneSection canEdit={user.can_edit} />
      <DateOrderSection canEdit={user.can_edit} />
      {user.can_edit ? <CalendarFeedsSection /> : <KeptSignInSection user={user} />}
      <MaintenanceSection canEdit={user.can_edit} />
      <DutyLimitsSection canEdit={user.can_edit} />
      <CrewSection canEdit={user.can_edit} canManageUsers={user.can_manage_users === true} />
      <div className="grid gap-5 xl:grid-cols-2">
        {REFERENCE_CONFIGS.map((config) => (
          <ReferenceSection key={config.list} config={config} canEdit={user.can_edit} />
        ))}
      </div>
    </div>
  );
}
