import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../ui/button.tsx";
import type { RowProps } from "../../ui/virtual-rows.ts";
import { REFERENCE_LISTS, type ReferenceWrite } from "./data/save-reference-data.ts";
import { MergeQuestion } from "./merge-question.tsx";
import { FieldInput, type Row, valuesOf } from "./reference-field-input.tsx";
import { firstIssue, type ListConfig } from "./reference-lists.ts";

type Save = (write: ReferenceWrite, done: string) => void;

/** One row: its fields edited in place (Enter saves what was typed, Escape puts it back), merge and delete. */
export function ReferenceRow({
  config,
  row,
  rows,
  canEdit,
  save,
  rowProps,
}: {
  config: ListConfig;
  row: Row;
  rows: Row[];
  canEdit: boolean;
  save: Save;
  /** Its place in a long list that renders only the rows in view. */
  rowProps: RowProps;
}) {
  const saved = valuesOf(config.fields, row);
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string | null>(null);
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

  if (!canEdit) return <ReadOnlyRow config={config} row={row} rowProps={rowProps} />;
  return (
    <li {...rowProps} className="border-b border-slate-100 px-2 py-1.5">
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
          <MergeControl config={config} row={row} rows={rows} save={save} />
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

/** A row as a read-only user sees it: the values, a colour as its dot, a flag by its label when set. */
function ReadOnlyRow({ config, row, rowProps }: { config: ListConfig; row: Row; rowProps: RowProps }) {
  const saved = valuesOf(config.fields, row);
  return (
    <li {...rowProps} className="flex h-9 items-center gap-3 border-b border-slate-100 px-2 text-[13px]">
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

/** 'Merge into…' another row of the list, asked first (docs/decisions/023). */
function MergeControl({
  config,
  row,
  rows,
  save,
}: {
  config: ListConfig;
  row: Row;
  rows: Row[];
  save: Save;
}) {
  const [intoId, setIntoId] = useState("");
  const [mergeUsed, setMergeUsed] = useState(false);
  const [askingMerge, setAskingMerge] = useState(false);
  const nameOf = (of: Row | undefined) => String(of?.[config.fields[0]!.key] ?? "");
  const name = nameOf(row);
  // Every other row as an option would give a list of N rows N² options (thousands of customers made
  // the page take seconds): this row's options are built when its merge list is first used. Focus
  // comes before the browser opens a list, by mouse or by key, so the options are there in time.
  const others = mergeUsed ? rows.filter((other) => other.id !== row.id) : [];
  const intoName = nameOf(others.find((other) => other.id === Number(intoId)));
  return (
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
            {nameOf(other)}
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
            save({ kind: "merge", id: row.id, intoId: Number(intoId) }, `${name} merged into ${intoName}`)
          }
          onClose={() => setAskingMerge(false)}
        />
      ) : null}
    </span>
  );
}
