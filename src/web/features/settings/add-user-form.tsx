import { useId, useState } from "react";
import { createUserPayload } from "../../../shared/users.ts";
import { errorText } from "../../lib/api-client.ts";
import { toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/field.tsx";
import { useSaveUser } from "./data/save-user.ts";
import { firstIssue } from "./reference-lists.ts";

/** A new user: username, name, a password (or one generated and shown once) and their rights. */
export function AddUserForm({
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
        <Right
          label="Can edit"
          checked={values.canEdit}
          onChange={(canEdit) => setValues({ ...values, canEdit })}
        />
        <Right
          label="Can manage users"
          checked={values.canManageUsers}
          onChange={(canManageUsers) => setValues({ ...values, canManageUsers })}
        />
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

function Right({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-1.5">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
