import type { ReactNode } from "react";
import { type BookingWriteField, isDayField } from "../../../data/bookings-cache.ts";
import type { BookingRow } from "../rows.ts";
import { cellKey, useTableContext } from "../table-context.tsx";
import { CellButton, CellText } from "./cell-button.tsx";
import { useInlineEditing } from "./use-inline-editing.ts";

export type CloseEditor = (options: { refocus: boolean }) => void;

/**
 * The one click-to-edit cell: its value as text for read-only users; for others a button that opens
 * `editor` in place, pulsing while a save of `field` on this row is in flight. Editing ends from the
 * editor (Enter, Escape, a choice) with focus back on the cell.
 */
export function EditableCell({
  row,
  field,
  label,
  title,
  align,
  className,
  select = false,
  editor,
  children,
}: {
  row: BookingRow;
  field: BookingWriteField;
  /** The button's accessible name, e.g. `Remarks: --`. */
  label: string;
  title?: string;
  align?: "left" | "right";
  className?: string;
  /** A select cell: a CSS chevron on hover or focus (an icon in each of a month's thousand cells costs more). */
  select?: boolean;
  editor: (close: CloseEditor) => ReactNode;
  children: ReactNode;
}) {
  const { canEdit, pendingCells } = useTableContext();
  const editing = useInlineEditing();
  if (!canEdit) {
    return (
      <CellText title={title} align={align} className={className}>
        {children}
      </CellText>
    );
  }
  if (editing.editing) return editor(editing.stop);
  const key = cellKey(row.booking.id, field, isDayField(field) ? row.date : undefined);
  // A booking's field written for one day alone (a day's status, docs/decisions/023) pulses that row.
  const pending = pendingCells.has(key) || pendingCells.has(cellKey(row.booking.id, field, row.date));
  return (
    <CellButton
      ref={editing.displayRef}
      label={label}
      title={title}
      align={align}
      onClick={editing.start}
      pending={pending}
      className={select ? "cell-select relative cursor-pointer pr-4" : className}
    >
      {select ? <span className="min-w-0 flex-1 truncate">{children}</span> : children}
    </CellButton>
  );
}
