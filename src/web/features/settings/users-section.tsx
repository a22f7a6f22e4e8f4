import { useId, useState } from "react";
import { createUserPayload, type ManagedUser } from "../../../shared/users.ts";
import { useUsers } from "../../data/get-users.ts";
import { errorText } from "../../lib/api-client.ts";
import { whenText } from "../../lib/history-text.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/field.tsx";
import { toastError, toastSuccess } from "../../ui/toast-store.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useSaveUser } from "./data/save-user.ts";
import { firstIssue } from "./reference-lists.ts";

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

function AddUserForm({
  onPassword,
}: {
  onPassword: (shown: { username: string; password: string }) => void;
}) {
  const { create } = useSaveUser();
  const empty = { username: "", name: "", canEdit: true, canManageUsers: false, password: "" };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      aria-label="Add user"
      className="grid grid-cols-[repeat(3,minmax(0,12rem))_auto] items-end gap-3 px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        const payload = { ...values, password: values.password || undefined };
        const issue = firstIssue(createUserPayload, payload);
        setError(issue);
        if (issue) return;
        create.mutate(payload, {
          onSuccess: (user) => {
            toastSuccess(`User ${user.username} added`);
            if (user.password) onPassword({ username: user.username, password: user.password });
            setValues(empty);
          },
          onError: (failure) => setError(errorText(failure, "Failed to add user")),
        });
      }}
    >
      <Field label="Username" htmlFor={`${id}-username`}>
        <Input
          id={`${id}-username`}
          value={values.username}
          onChange={(e) => setValues({ ...values, username: e.target.value })}
        />
      </Field>
      <Field label="Name" htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </Field>
      <Field label="Password (blank: generate one)" htmlFor={`${id}-password`}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </Field>
      <div className="flex items-center gap-3 pb-2 text-[13px]">
        <label className="inline-flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={values.canEdit}
            onChange={(e) => setValues({ ...values, canEdit: e.target.checked })}
          />
          Can edit
        </label>
        <label className="inline-flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={values.canManageUsers}
            onChange={(e) => setValues({ ...values, canManageUsers: e.target.checked })}
          />
          Can manage users
        </label>
        <Button type="submit" size="sm" variant="primary" disabled={create.isPending}>
          Add user
        </Button>
      </div>
      {error ? (
        <p role="alert" className="col-span-4 text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function UserRow({
  user,
  me,
  onPassword,
}: {
  user: ManagedUser;
  me: number;
  onPassword: (shown: { username: string; password: string }) => void;
}) {
  const { update, resetPassword } = useSaveUser();
  // Disabling signs the user out at once: it asks first (docs/decisions/023); enabling does not.
  const [askingDisable, setAskingDisable] = useState(false);
  const change = (
    payload: Partial<Pick<ManagedUser, "canEdit" | "canManageUsers" | "disabled">>,
    done: string,
  ) =>
    update.mutate(
      { id: user.id, ...payload },
      {
        onSuccess: () => toastSuccess(done),
        onError: (error) => toastError(errorText(error, "Failed to change the user")),
      },
    );
  return (
    <tr className="h-10 border-b border-slate-100 text-[13px]">
      <td className="px-3">{user.name}</td>
      <td className="px-3 font-mono text-[12px]">{user.username}</td>
      <td className="px-3">
        <input
          type="checkbox"
          aria-label={`${user.username} can edit`}
          checked={user.canEdit}
          onChange={(e) =>
            change(
              { canEdit: e.target.checked },
              `${user.username} ${e.target.checked ? "can now edit" : "is now read-only"}`,
            )
          }
        />
      </td>
      <td className="px-3">
        <input
          type="checkbox"
          aria-label={`${user.username} can manage users`}
          checked={user.canManageUsers}
          onChange={(e) =>
            change(
              { canManageUsers: e.target.checked },
              `${user.username} ${e.target.checked ? "can now manage users" : "can no longer manage users"}`,
            )
          }
        />
      </td>
      <td className="px-3 tabular-nums text-slate-600">
        {user.lastSignInAt ? whenText(user.lastSignInAt) : "Never"}
      </td>
      <td className="px-3">{user.disabled ? <span className="text-red-700">Disabled</span> : "Active"}</td>
      <td className="px-3 text-right whitespace-nowrap">
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            resetPassword.mutate(
              { id: user.id },
              {
                onSuccess: (answer) => {
                  if (answer.password) onPassword({ username: user.username, password: answer.password });
                },
                onError: (error) => toastError(errorText(error, "Failed to reset the password")),
              },
            )
          }
        >
          Reset password
        </Button>
        {user.id === me ? null : (
          <Button
            size="sm"
            variant="ghost"
            className={user.disabled ? undefined : "text-red-700"}
            onClick={() =>
              user.disabled ? change({ disabled: false }, `${user.username} enabled`) : setAskingDisable(true)
            }
          >
            {user.disabled ? "Enable" : "Disable"}
          </Button>
        )}
        {askingDisable ? (
          <ConfirmDialog
            title={`Disable ${user.username}?`}
            description={`${user.name} is signed out at once and cannot sign in until enabled again.`}
            confirm="Disable"
            onConfirm={() => change({ disabled: true }, `${user.username} disabled`)}
            onClose={() => setAskingDisable(false)}
          />
        ) : null}
      </td>
    </tr>
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
