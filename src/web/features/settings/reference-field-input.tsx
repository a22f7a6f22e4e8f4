import type { KeyboardEvent } from "react";
import { Input } from "../../ui/field.tsx";
import type { ListField } from "./reference-lists.ts";

export type Row = { id: number } & Record<string, unknown>;
export type Values = Record<string, string | boolean>;

export const valuesOf = (fields: ListField[], row?: Row): Values =>
  Object.fromEntries(fields.map((f) => [f.key, (row?.[f.key] as string | boolean | undefined) ?? f.initial]));

export function FieldInput({
  field,
  value,
  label,
  disabled,
  onChange,
  onKeyDown,
}: {
  field: ListField;
  value: string | boolean;
  label: string;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  if (field.kind === "flag") {
    return (
      <label className="inline-flex items-center gap-1.5 text-[13px]">
        <input
          type="checkbox"
          aria-label={label}
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  if (field.kind === "colour") {
    return (
      <input
        type="color"
        aria-label={label}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
      />
    );
  }
  return (
    <Input
      aria-label={label}
      placeholder={label.startsWith("New ") ? label : undefined}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      className="h-8 max-w-64"
    />
  );
}
