import { useState } from "react";
import type { ManagedUser } from "../../../shared/users.ts";
import { errorText } from "../../lib/api-client.ts";
import { whenText } from "../../lib/history-text.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useSaveUser } from "./data/save-user.ts";

type Change = (
  payload: Partial<Pick<ManagedUser, "canEdit" | "canManageUsers" | "disabled">>,
  done: string,
) => void;
type ShowPassword = (shown: { username: string; password: string }) => void;

/** One user: name, username, rights (each saved as it is ticked), last sign-in, status and actions. */
export function UserRow({
  user,
  me,
  onPassword,
}: {
  user: ManagedUser;
  me: number;
  onPassword: ShowPassword;
}) {
  const { update } = useSaveUser();
  const change: Change = (payload, done) =>
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
        <UserActions user={user} me={me} change={change} onPassword={onPassword} />
      </td>
    </tr>
  );
}

/** Reset password (the new one shown once), and disable or enable anyone but oneself. */
function UserActions({
  user,
  me,
  change,
  onPassword,
}: {
  user: ManagedUser;
  me: number;
  change: Change;
  onPassword: ShowPassword;
}) {
  const { resetPassword } = useSaveUser();
  // Disabling signs the user out at once: it asks first (docs/decisions/023); enabling does not.
  const [askingDisable, setAskingDisable] = useState(false);
  return (
    <>
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
    </>
  );
}
