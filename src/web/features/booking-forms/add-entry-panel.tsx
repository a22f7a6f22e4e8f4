import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/field.tsx";

/**
 * The boxed form for adding a customer or a location in place (product §5, §8): a name that takes focus
 * at once, Enter or Add to add (nothing while the trimmed name is empty), Cancel, and the error under it
 * all. `besideName` sits in the row (the colour), `children` under it (where the new entry goes).
 */
export function AddEntryPanel({
  title,
  nameLabel,
  name,
  onNameChange,
  error,
  pending,
  onAdd,
  onCancel,
  besideName,
  children,
}: {
  title: string;
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  error: string | null;
  pending: boolean;
  onAdd: () => void;
  onCancel: () => void;
  besideName?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  const add = () => {
    if (name.trim() && !pending) onAdd();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h4 id={`${id}-title`} className="text-[13px] font-semibold text-slate-800">
        {title}
      </h4>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-[13px] font-medium text-slate-700">
            {nameLabel}
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onNameChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        {besideName}
        <Button variant="primary" onClick={add} disabled={!name.trim() || pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          Add
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
