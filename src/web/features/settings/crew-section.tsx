import { Fragment, useState } from "react";
import { CREW_ROLE_NAMES, CREW_ROLES, type CrewMember, type CrewRole } from "../../../shared/crew.ts";
import { useAircraftTypes } from "../../data/get-aircraft-types.ts";
import { useCrew } from "../../data/get-crew.ts";
import { useLocations } from "../../data/get-locations.ts";
import { useUsers } from "../../data/get-users.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { CrewStandingDetails, CrewStandingSummary } from "./crew-standing.tsx";
import { CrewUnavailabilityList } from "./crew-unavailability.tsx";
import { useCrewWrites } from "./data/crew-writes.ts";

interface Draft {
  name: string;
  role: CrewRole;
  duty: string;
  ratedTypeIds: number[];
  baseId: string;
  phone: string;
  active: boolean;
  userId: string;
}

const EMPTY: Draft = {
  name: "",
  role: "captain",
  duty: "",
  ratedTypeIds: [],
  baseId: "",
  phone: "",
  active: true,
  userId: "",
};

const COLUMNS = 9;

const draftOf = (member: CrewMember): Draft => ({
  name: member.name,
  role: member.role,
  duty: member.duty,
  ratedTypeIds: member.ratedTypeIds,
  baseId: member.baseId === null ? "" : String(member.baseId),
  phone: member.phone,
  active: member.active,
  userId: member.userId === null ? "" : String(member.userId),
});

/**
 * Crew members in Settings (docs/decisions/054): everyone sees who flies, rated on what; editors add a
 * member and change one in place; who manages users links a member to the account that is them. Each
 * active member's standing is on their row (docs/decisions/055): one request a member, made when the
 * section is shown, since a chief pilot scans the list for amber and red without opening each row; the
 * row's Details show every figure and the member's unavailability, read only when opened.
 */
export function CrewSection({ canEdit, canManageUsers }: { canEdit: boolean; canManageUsers: boolean }) {
  const crew = useCrew();
  const types = useAircraftTypes().data ?? [];
  const places = useLocations().data ?? [];
  const accounts = useUsers(canManageUsers).data;
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const titleOf = new Map(types.map((type) => [type.id, type.title]));
  const placeOf = new Map(places.map((place) => [place.id, place.name]));
  const accountOf = new Map((accounts ?? []).map((account) => [account.id, account.username]));
  const formProps = { types, places, accounts: canManageUsers ? accounts : undefined };

  return (
    <section
      aria-labelledby="crew-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="crew-heading" className="mb-3 text-base font-semibold">
        Crew
      </h2>
      {crew.isPending ? <Spinner className="size-5" label="Loading crew" /> : null}
      <table className="w-full border-collapse text-left">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Name</th>
            <th className="py-1 pr-3 font-medium">Role</th>
            <th className="py-1 pr-3 font-medium">Rated on</th>
            <th className="py-1 pr-3 font-medium">Base</th>
            <th className="py-1 pr-3 font-medium">Phone</th>
            <th className="py-1 pr-3 font-medium">Account</th>
            <th className="py-1 pr-3 font-medium">Active</th>
            <th className="py-1 pr-3 font-medium">Standing</th>
            <th className="py-1 font-medium">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(crew.data ?? []).map((member) =>
            editing === member.id ? (
              <tr key={member.id}>
                <td colSpan={COLUMNS} className="py-2">
                  <CrewForm
                    {...formProps}
                    label={`Edit ${member.name}`}
                    initial={draftOf(member)}
                    version={member.version}
                    memberId={member.id}
                    onDone={() => setEditing(null)}
                  />
                </td>
              </tr>
            ) : (
              <Fragment key={member.id}>
                <tr className="border-t border-slate-100 align-top">
                  <td className="py-1.5 pr-3 font-medium">{member.name}</td>
                  <td className="py-1.5 pr-3">
                    {member.role === "other" && member.duty ? member.duty : CREW_ROLE_NAMES[member.role]}
                  </td>
                  <td className="py-1.5 pr-3">
                    {member.ratedTypeIds.map((id) => titleOf.get(id) ?? id).join(", ") || "—"}
                  </td>
                  <td className="py-1.5 pr-3">
                    {member.baseId === null ? "—" : (placeOf.get(member.baseId) ?? "—")}
                  </td>
                  <td className="py-1.5 pr-3 tabular-nums">{member.phone || "—"}</td>
                  <td className="py-1.5 pr-3">
                    {member.userId === null ? "—" : (accountOf.get(member.userId) ?? "Linked")}
                  </td>
                  <td className="py-1.5 pr-3">{member.active ? "Yes" : "No"}</td>
                  <td className="py-1.5 pr-3">
                    <CrewStandingSummary memberId={member.id} active={member.active} />
                  </td>
                  <td className="py-1.5 whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Details of ${member.name}`}
                      aria-expanded={open === member.id}
                      aria-controls={`crew-details-${member.id}`}
                      onClick={() => setOpen(open === member.id ? null : member.id)}
                    >
                      Details
                    </Button>
                    {canEdit ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${member.name}`}
                        onClick={() => setEditing(member.id)}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </td>
                </tr>
                {open === member.id ? (
                  <tr id={`crew-details-${member.id}`}>
                    <td colSpan={COLUMNS} className="bg-slate-50 px-3 py-2">
                      <div className="grid gap-4 md:grid-cols-2">
                        {member.active ? <CrewStandingDetails memberId={member.id} /> : null}
                        <CrewUnavailabilityList member={member} canEdit={canEdit} />
                      </div>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ),
          )}
          {crew.data?.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="py-2 text-slate-500">
                No crew members yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {canEdit ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <CrewForm {...formProps} label="Add crew member" initial={EMPTY} />
        </div>
      ) : null}
    </section>
  );
}

/** The form that adds a member or changes one: the whole member, sent as it stands. */
function CrewForm({
  label,
  initial,
  version,
  memberId,
  types,
  places,
  accounts,
  onDone,
}: {
  label: string;
  initial: Draft;
  version?: number;
  memberId?: number;
  types: Array<{ id: number; title: string }>;
  places: Array<{ id: number; name: string }>;
  /** The accounts to link, for who manages users; others keep the link as it is. */
  accounts: Array<{ id: number; username: string; name: string }> | undefined;
  onDone?: () => void;
}) {
  const writes = useCrewWrites();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const payload = () => ({
    name: draft.name,
    role: draft.role,
    duty: draft.role === "other" ? draft.duty : "",
    ratedTypeIds: draft.ratedTypeIds,
    baseId: draft.baseId ? Number(draft.baseId) : null,
    phone: draft.phone,
    active: draft.active,
    userId: draft.userId ? Number(draft.userId) : null,
  });
  const pending = writes.add.isPending || writes.update.isPending;

  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (memberId === undefined) {
          writes.add.mutate(payload(), { onSuccess: () => setDraft(EMPTY) });
        } else {
          writes.update.mutate({ id: memberId, ...payload(), version }, { onSuccess: onDone });
        }
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Name</span>
        <input
          className={`${inputClass} h-8 w-44`}
          value={draft.name}
          onChange={(event) => set("name", event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Role</span>
        <select
          className={`${inputClass} h-8 w-36`}
          value={draft.role}
          onChange={(event) => set("role", event.target.value as CrewRole)}
        >
          {CREW_ROLES.map((role) => (
            <option key={role} value={role}>
              {CREW_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </label>
      {draft.role === "other" ? (
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Duty</span>
          <input
            className={`${inputClass} h-8 w-36`}
            placeholder="Winch operator"
            value={draft.duty}
            onChange={(event) => set("duty", event.target.value)}
          />
        </label>
      ) : null}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs text-slate-600">Rated on</legend>
        <div className="flex h-8 items-center gap-3">
          {types.map((type) => (
            <label key={type.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.ratedTypeIds.includes(type.id)}
                onChange={(event) =>
                  set(
                    "ratedTypeIds",
                    event.target.checked
                      ? [...draft.ratedTypeIds, type.id]
                      : draft.ratedTypeIds.filter((id) => id !== type.id),
                  )
                }
              />
              {type.title}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Base</span>
        <select
          className={`${inputClass} h-8 w-40`}
          value={draft.baseId}
          onChange={(event) => set("baseId", event.target.value)}
        >
          <option value="">None</option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Phone</span>
        <input
          type="tel"
          className={`${inputClass} h-8 w-36`}
          value={draft.phone}
          onChange={(event) => set("phone", event.target.value)}
        />
      </label>
      {accounts ? (
        <label className="flex flex-col gap-1">
          <span className="text-xs text-slate-600">Account</span>
          <select
            className={`${inputClass} h-8 w-36`}
            value={draft.userId}
            onChange={(event) => set("userId", event.target.value)}
          >
            <option value="">None</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.username}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex h-8 items-center gap-1.5">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.active}
          onChange={(event) => set("active", event.target.checked)}
        />
        Active
      </label>
      <Button size="sm" type="submit" disabled={pending}>
        {memberId === undefined ? "Add crew member" : "Save"}
      </Button>
      {onDone ? (
        <Button size="sm" variant="ghost" type="button" onClick={onDone}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
