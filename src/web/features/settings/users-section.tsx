import { useId, useState } from "react";
import { useUsers } from "../../data/get-users.ts";
import { Button } from "../../ui/button.tsx";
import { AddUserForm } from "./add-user-form.tsx";
import { UserRow } from "./user-row.tsx";

/** A password the server generated, shown once with the user it belongs to. */
function OneTimePassword({
  shown,
  onDone,
}: {
  shown: { username: string; password: string };
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="mx-3 mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-[13px]"
    >
      <p>
        Password for <strong>{shown.username}</strong>:{" "}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm">{shown.password}</code>
      </p>
      <p className="mt-1 text-amber-900">It is shown only now: pass it on before closing this note.</p>
      <Button size="sm" className="mt-2" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** Settings' users, for users who can manage users (docs/decisions/016). */
export function UsersSection({ me }: { me: number }) {
  const users = useUsers(true);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={headingId} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Users
      </h2>
      <AddUserForm onPassword={setShown} />
      {shown ? <OneTimePassword shown={shown} onDone={() => setShown(null)} /> : null}
      <table aria-label="Users" className="w-full text-left">
        <thead className="bg-slate-50 text-[12px] text-slate-500">
          <tr>
            <th className="px-3 py-1.5 font-medium">Name</th>
            <th className="px-3 py-1.5 font-medium">Username</th>
            <th className="px-3 py-1.5 font-medium">Can edit</th>
            <th className="px-3 py-1.5 font-medium">Manages users</th>
            <th className="px-3 py-1.5 font-medium">Last sign-in</th>
            <th className="px-3 py-1.5 font-medium">Status</th>
            <th className="px-3 py-1.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(users.data ?? []).map((user) => (
            <UserRow key={user.id} user={user} me={me} onPassword={setShown} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
