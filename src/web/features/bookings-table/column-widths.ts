import { COLUMNS, type ColumnId, MIN_COLUMN_WIDTH } from "./columns.ts";

/** The widest a column may be made, by hand or by sharing out a very wide window. */
export const MAX_COLUMN_WIDTH = 800;

/** Product §9: the table is never laid out narrower than this; a narrower window scrolls sideways. */
export const MIN_TABLE_WIDTH = 1200;

export type ColumnWidths = Partial<Record<ColumnId, number>>;

const defaultSize = new Map<ColumnId, number>(COLUMNS.map((column) => [column.id, column.size]));
const clamp = (width: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/**
 * Column widths (docs/decisions/017): the widths the shown columns take in `available` px. A column the user resized keeps
 * that width; the others share what is left in proportion to the default widths of product §9, never
 * under 80 px. When even 80 px each does not fit, the table is wider than the window and scrolls.
 */
export function fitColumnWidths({
  columns,
  resized,
  available,
}: {
  columns: readonly ColumnId[];
  resized: ColumnWidths;
  available: number;
}): Record<string, number> {
  const widths: Record<string, number> = {};
  let free = columns.filter((id) => resized[id] === undefined);
  let room = Math.max(available, MIN_TABLE_WIDTH);
  for (const id of columns) {
    const width = resized[id];
    if (width !== undefined) {
      widths[id] = clamp(width);
      room -= widths[id];
    }
  }
  // A column whose share would fall under the minimum takes the minimum, and the rest share again.
  for (;;) {
    const total = free.reduce((sum, id) => sum + (defaultSize.get(id) ?? MIN_COLUMN_WIDTH), 0);
    const scale = total > 0 ? room / total : 1;
    const narrow = free.filter((id) => (defaultSize.get(id) ?? MIN_COLUMN_WIDTH) * scale < MIN_COLUMN_WIDTH);
    if (narrow.length === 0) {
      for (const id of free)
        widths[id] = clamp(Math.floor((defaultSize.get(id) ?? MIN_COLUMN_WIDTH) * scale));
      return widths;
    }
    for (const id of narrow) {
      widths[id] = MIN_COLUMN_WIDTH;
      room -= MIN_COLUMN_WIDTH;
    }
    free = free.filter((id) => !narrow.includes(id));
  }
}

/** Stored widths as they were saved, keeping only known columns and sane numbers. */
export function parseColumnWidths(stored: string | null): ColumnWidths {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return {};
    const widths: ColumnWidths = {};
    for (const [id, width] of Object.entries(parsed)) {
      if (defaultSize.has(id as ColumnId) && typeof width === "number" && Number.isFinite(width)) {
        widths[id as ColumnId] = clamp(width);
      }
    }
    return widths;
  } catch {
    return {};
  }
}
