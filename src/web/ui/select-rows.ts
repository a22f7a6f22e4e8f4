import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { textOf } from "./select-filter.ts";

/** One row of a select's list, as a long list renders it (select-virtual.tsx). */
export type SelectRow =
  | { kind: "option"; key: string; element: ReactElement; value: string; text: string; extra: boolean }
  | { kind: "label"; key: string; text: string }
  | { kind: "separator"; key: string };

/**
 * A select's children as a flat list of rows, so a long list can render only the rows in view. Told
 * apart by their props, whichever module made them (ui/select.tsx, deferred-select.tsx or Radix): an
 * element with a string `value` is an option, one with children a group (with a row for its `label`
 * if it has one), and one with neither a separator.
 */
export function selectRows(children: ReactNode): SelectRow[] {
  const rows: SelectRow[] = [];
  const walk = (node: ReactNode, path: string) =>
    Children.forEach(node, (child, i) => {
      if (!isValidElement<{ value?: unknown; label?: unknown; children?: ReactNode }>(child)) return;
      const key = `${path}/${i}`;
      const { value, label, children: inner } = child.props;
      if (typeof value === "string") {
        const extra = value.startsWith("__");
        // Keyed by value, unique in a select: a row keeps its element while options come and go around
        // it (live refresh). Keyed by an element's own key or its place, an option's key could be a
        // label's or separator's (a location whose id is the separator's place) and React left copies.
        rows.push({
          kind: "option",
          key: `option:${value}`,
          element: child,
          value,
          text: textOf(inner),
          extra,
        });
      } else if (inner !== undefined) {
        if (typeof label === "string") rows.push({ kind: "label", key, text: label });
        walk(inner, key);
      } else rows.push({ kind: "separator", key });
    });
  walk(children, "");
  return rows;
}

/**
 * The rows shown while `filter` is typed: the options containing it, and the extra entries (a value
 * starting '__': Add New Customer, None, All) always, as SelectItem's own rule in a short list.
 */
export function filterRows(rows: readonly SelectRow[], filter: string): readonly SelectRow[] {
  const text = filter.trim().toLowerCase();
  if (!text) return rows;
  return rows.filter(
    (row) => row.kind === "option" && (row.extra || !row.text || row.text.toLowerCase().includes(text)),
  );
}
