import { COLUMNS, type ColumnId, MIN_COLUMN_WIDTH } from "./columns.ts";

/** The widest a column may be made, by hand or by sharing out a very wide window. */
export const MAX_COLUMN_WIDTH = 800;

/** Product §9: the table is never laid out narrower than this; a narrower window scrolls sideways. */
export const MIN_TABLE_WIDTH = 1200;

export type ColumnWidths = Partial<Record<ColumnId, number>>;

const clamp = (width: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
/** The spec's width, or the width the column's common values need where that is more. */
const baseSize = new Map<ColumnId, number>(
  COLUMNS.map((column) => [column.id, Math.max(column.size, column.fits)]),
);
const fitSize = new Map<ColumnId, number>(COLUMNS.map((column) => [column.id, column.fits]));
const total = (ids: ColumnId[], sizes: Map<ColumnId, number>) =>
  ids.reduce((sum, id) => sum + (sizes.get(id) ?? MIN_COLUMN_WIDTH), 0);

/**
 * Column widths (docs/decisions/017): the widths the shown columns take in `available` px. A column the
 * user resized keeps that width; the others share what is left. With room for the default widths of
 * product §9 (or, where more, what the column's common values need), they grow in proportion to them.
 * With less, a column gives up only what it has beyond the width its common values need (`fits`), in
 * proportion to that, so at 1366 px "Completed" and "EGNJ Humberside" show whole while Remarks and
 * Expected Hours give way (docs/decisions/043). With less still, they shrink in proportion to those widths,
 * never under 80 px; when even 80 px each does not fit, the table is wider than the window and scrolls.
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
  const free = columns.filter((id) => resized[id] === undefined);
  let room = Math.max(available, MIN_TABLE_WIDTH);
  for (const id of columns) {
    const width = resized[id];
    if (width !== undefined) {
      widths[id] = clamp(width);
      room -= widths[id];
    }
  }
  const bases = total(free, baseSize);
  const fits = total(free, fitSize);
  if (room >= bases || room <= fits) {
    return { ...widths, ...shareInProportion(free, room, room >= bases ? baseSize : fitSize) };
  }
  const kept = (room - fits) / (bases - fits);
  for (const id of free) {
    const fit = fitSize.get(id) ?? MIN_COLUMN_WIDTH;
    widths[id] = clamp(Math.floor(fit + ((baseSize.get(id) ?? fit) - fit) * kept));
  }
  return widths;
}

/** `room` shared by `columns` in proportion to `sizes`: a share under 80 px takes 80 and the rest share again. */
function shareInProportion(columns: ColumnId[], room: number, sizes: Map<ColumnId, number>) {
  const widths: Record<string, number> = {};
  let free = columns;
  for (;;) {
    const scale = room / Math.max(1, total(free, sizes));
    const narrow = free.filter((id) => (sizes.get(id) ?? MIN_COLUMN_WIDTH) * scale < MIN_COLUMN_WIDTH);
    if (narrow.length === 0) {
      for (const id of free) widths[id] = clamp(Math.floor((sizes.get(id) ?? MIN_COLUMN_WIDTH) * scale));
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
      if (baseSize.has(id as ColumnId) && typeof width === "number" && Number.isFinite(width)) {
        widths[id as ColumnId] = clamp(width);
      }
    }
    return widths;
  } catch {
    return {};
  }
}
