import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { api, errorText } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/field.tsx";
import { toastError, toastSuccess } from "../../ui/toast-store.ts";
import {
  REFERENCE_LISTS,
  type ReferenceWrite,
  useSaveReferenceData,
  useUndoMerge,
} from "./data/save-reference-data.ts";
import { MergeQuestion } from "./merge-question.tsx";
import { firstIssue, type ListConfig, type ListField } from "./reference-lists.ts";

type Row = { id: number } & Record<string, unknown>;
type Values = Record<string, string | boolean>;

const valuesOf = (fields: ListField[], row?: Row): Values =>
  Object.fromEntries(fields.map((f) => [f.key, (row?.[f.key] as string | boolean | undefined) ?? f.initial]));

function FieldInput({
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

/** One row: its fields edited in place (Enter saves what was typed, Escape puts it back), merge and delete. */
function ReferenceRow({
  config,
  row,
  rows,
  canEdit,
  save,
}: {
  config: ListConfig;
  row: Row;
  rows: Row[];
  canEdit: boolean;
  save: (write: ReferenceWrite, done: string) => void;
}) {
  const saved = valuesOf(config.fields, row);
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [intoId, setIntoId] = useState("");
  const [mergeUsed, setMergeUsed] = useState(false);
  const [askingMerge, setAskingMerge] = useState(false);
  const name = String(saved[config.fields[0]!.key]);
  const changed = config.fields.some((f) => values[f.key] !== saved[f.key]);
  const errorId = useId();

  const submit = () => {
    if (!changed) return;
    const issue = firstIssue(config.schema, values);
    setError(issue);
    if (!issue) save({ kind: "update", id: row.id, body: values }, `${config.title.slice(0, -1)} saved`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && changed) {
      event.preventDefault();
      setValues(saved);
      setError(null);
    }
  };

  if (!canEdit) {
    return (
      <li className="flex h-9 items-center gap-3 border-b border-slate-100 px-2 text-[13px]">
        {config.fields.map((f) =>
          f.kind === "colour" ? (
            <span
              key={f.key}
              className="inline-block size-3 rounded-full"
              style={{ backgroundColor: String(saved[f.key]) }}
              role="img"
              aria-label={`${f.label} ${saved[f.key]}`}
            />
          ) : f.kind === "flag" ? (
            saved[f.key] ? (
              <span key={f.key} className="text-slate-500">
                {f.label}
              </span>
            ) : null
          ) : (
            <span key={f.key}>{String(saved[f.key])}</span>
          ),
        )}
      </li>
    );
  }

  // Every other row as an option would give a list of N rows N² options (thousands of customers made
  // the page take seconds): this row's options are built when its merge list is first used. Focus
  // comes before the browser opens a list, by mouse or by key, so the options are there in time.
  const others = mergeUsed ? rows.filter((other) => other.id !== row.id) : [];
  const intoName = String(others.find((other) => other.id === Number(intoId))?.[config.fields[0]!.key] ?? "");
  return (
    <li className="border-b border-slate-100 px-2 py-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {config.fields.map((f) => (
          <FieldInput
            key={f.key}
            field={f}
            label={`${f.label} of ${name}`}
            value={values[f.key]!}
            disabled={false}
            onChange={(value) => setValues({ ...values, [f.key]: value })}
            onKeyDown={onKeyDown}
          />
        ))}
        <Button size="sm" disabled={!changed} onClick={submit}>
          Save
        </Button>
        {config.remove ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => save({ kind: "delete", id: row.id }, `${name} deleted`)}
          >
            Delete
          </Button>
        ) : null}
        {config.merge && rows.length > 1 ? (
          <span className="ml-auto inline-flex items-center gap-1.5">
            <select
              aria-label={`Merge ${name} into`}
              value={intoId}
              onFocus={() => setMergeUsed(true)}
              onPointerDown={() => setMergeUsed(true)}
              onChange={(event) => setIntoId(event.target.value)}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px]"
            >
              <option value="">Merge into…</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {String(other[config.fields[0]!.key])}
                </option>
              ))}
            </select>
            <Button size="sm" disabled={!intoId} onClick={() => setAskingMerge(true)}>
              Merge
            </Button>
            {askingMerge ? (
              <MergeQuestion
                path={REFERENCE_LISTS[config.list].path}
                id={row.id}
                name={name}
                intoName={intoName}
                onMerge={() =>
                  save(
                    { kind: "merge", id: row.id, intoId: Number(intoId) },
                    `${name} merged into ${intoName}`,
                  )
                }
                onClose={() => setAskingMerge(false)}
              />
            ) : null}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Adds a row; the form's own Enter adds what was typed, nothing else. */
function AddRow({
  config,
  save,
}: {
  config: ListConfig;
  save: (write: ReferenceWrite, done: string) => void;
}) {
  const [values, setValues] = useState(valuesOf(config.fields));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-center gap-2 px-2 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        const issue = firstIssue(config.schema, values);
        setError(issue);
        if (issue) return;
        save({ kind: "create", body: values }, `${String(values[config.fields[0]!.key]).trim()} added`);
        setValues(valuesOf(config.fields));
      }}
    >
      {config.fields.map((f) => (
        <FieldInput
          key={f.key}
          field={f}
          label={`New ${config.noun} ${f.label.toLowerCase()}`}
          value={values[f.key]!}
          disabled={false}
          onChange={(value) => setValues({ ...values, [f.key]: value })}
        />
      ))}
      <Button size="sm" variant="primary" type="submit">
        Add {config.noun}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A reference list: read-only users see it without controls; the server refuses them anyway. */
export function ReferenceSection({ config, canEdit }: { config: ListConfig; canEdit: boolean }) {
  const path = REFERENCE_LISTS[config.list].path;
  const list = useQuery({ queryKey: [path], queryFn: ({ signal }) => api.get<Row[]>(path, { signal }) });
  const mutation = useSaveReferenceData(config.list);
  const undo = useUndoMerge(config.list);
  const save = (write: ReferenceWrite, done: string) =>
    mutation.mutate(write, {
      onSuccess: (answer) => {
        const { bookingsMoved: moved, historyId } =
          (answer as { bookingsMoved?: number; historyId?: number } | undefined) ?? {};
        toastSuccess(
          moved === undefined ? done : `${done}: ${moved} booking${moved === 1 ? "" : "s"} moved`,
          historyId === undefined ? undefined : { label: "Undo", onClick: () => undo(historyId) },
        );
      },
      onError: (error) => toastError(errorText(error, `Failed to save the ${config.noun}`)),
    });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={headingId} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        {config.title}
      </h2>
      {canEdit ? <AddRow config={config} save={save} /> : null}
      {list.isError ? (
        <p className="px-3 py-2 text-[13px] text-red-600">The list could not be loaded.</p>
      ) : (
        <ul aria-label={config.title} className="max-h-96 overflow-y-auto">
          {(list.data ?? []).map((row) => (
            // Keyed by the saved values too, so a change from elsewhere (live refresh) resets the row.
            <ReferenceRow
              key={`${row.id}:${JSON.stringify(row)}`}
              config={config}
              row={row}
              rows={list.data ?? []}
              canEdit={canEdit}
              save={save}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
