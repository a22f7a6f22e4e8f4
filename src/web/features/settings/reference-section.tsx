import { useId, useMemo, useRef, useState } from "react";
import { errorText } from "../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import { useVirtualRows } from "../../ui/virtual-rows.ts";
import { useReferenceRows } from "./data/reference-rows.ts";
import { type ReferenceWrite, useSaveReferenceData, useUndoMerge } from "./data/save-reference-data.ts";
import { FieldInput, type Row, valuesOf } from "./reference-field-input.tsx";
import { firstIssue, type ListConfig } from "./reference-lists.ts";
import { ReferenceRow } from "./reference-row.tsx";

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
  const list = useReferenceRows(config.list);
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
        <ReferenceList config={config} rows={list.data ?? []} canEdit={canEdit} save={save} />
      )}
    </section>
  );
}

/**
 * The rows of a reference list, narrowed by what is typed in its filter box (any of a row's values
 * containing it), rendering only the rows in view when there are thousands (docs/decisions/034).
 */
function ReferenceList({
  config,
  rows,
  canEdit,
  save,
}: {
  config: ListConfig;
  rows: Row[];
  canEdit: boolean;
  save: (write: ReferenceWrite, done: string) => void;
}) {
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    if (!text) return rows;
    return rows.filter((row) =>
      config.fields.some((f) =>
        String(row[f.key] ?? "")
          .toLowerCase()
          .includes(text),
      ),
    );
  }, [rows, filter, config.fields]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({ count: shown.length, scrollRef, estimate: canEdit ? 45 : 36 });
  return (
    <>
      <div className="border-b border-slate-100 px-2 py-2">
        <input
          type="search"
          aria-label={`Filter ${config.title.toLowerCase()}`}
          placeholder="Type to filter"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className={`${inputClass} h-8 max-w-xs text-[13px]`}
        />
      </div>
      <div ref={scrollRef} className="max-h-96 overflow-y-auto">
        <ul aria-label={config.title} style={virtual.containerStyle}>
          {virtual.rows.map(({ index, props }) => {
            const row = shown[index]!;
            return (
              // Keyed by the saved values too, so a change from elsewhere (live refresh) resets the row.
              <ReferenceRow
                key={`${row.id}:${JSON.stringify(row)}`}
                config={config}
                row={row}
                rows={rows}
                canEdit={canEdit}
                save={save}
                rowProps={props}
              />
            );
          })}
        </ul>
        {shown.length === 0 && rows.length > 0 ? (
          <p className="px-3 py-2 text-[13px] text-slate-500">
            No {config.title.toLowerCase()} match '{filter.trim()}'.
          </p>
        ) : null}
      </div>
    </>
  );
}
