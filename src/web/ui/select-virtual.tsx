import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { filterRows, type SelectRow } from "./select-rows.ts";

/** A select's option row is 28 px (h-7); a group's label about as tall, a separator 9 px. */
const estimate = (row: SelectRow | undefined) => (row?.kind === "separator" ? 9 : 28);

/**
 * A long select list (thousands of customers after ten years) rendered as the rows in view and a few
 * either side, with TanStack Virtual, inside Radix's viewport (the scroll element). The keys of
 * select-keys.ts move between the options in the page, so beside the rows in view these stay rendered:
 * the first and last options (Home, End), the options either side of the focused one (the arrows,
 * after a scroll by wheel took the view elsewhere) and the chosen one (Radix focuses it on opening and
 * shows its text in the trigger only while it is rendered).
 */
export function VirtualOptions({
  rows,
  filter,
  value,
}: {
  rows: readonly SelectRow[];
  filter: string;
  value: string;
}) {
  // Radix's viewport scrolls the rows. Found from the rows' own element: a ref to the viewport, an
  // element around this one, is not set yet when the virtualizer first looks for it.
  const container = useRef<HTMLDivElement>(null);
  const viewport = useCallback(
    () => container.current?.closest<HTMLElement>("[data-radix-select-viewport]") ?? null,
    [],
  );
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const [focused, setFocused] = useState<{ shown: readonly SelectRow[]; index: number } | null>(null);
  const focusedIndex = focused?.shown === shown ? focused.index : -1;
  const chosen = shown.findIndex((row) => row.kind === "option" && row.value === value);

  const kept = useMemo(() => {
    const options = shown.flatMap((row, index) => (row.kind === "option" ? [index] : []));
    const at = options.indexOf(focusedIndex);
    const around = at === -1 ? [] : [options[at - 1], focusedIndex, options[at + 1]];
    return [options[0], options.at(-1), chosen, ...around].filter(
      (index): index is number => index !== undefined && index >= 0,
    );
  }, [shown, focusedIndex, chosen]);
  const rangeExtractor = useCallback(
    (range: Range) => [...new Set([...defaultRangeExtractor(range), ...kept])].sort((a, b) => a - b),
    [kept],
  );
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: viewport,
    estimateSize: (index) => estimate(shown[index]),
    overscan: 8,
    rangeExtractor,
  });
  // A new filter shows its first matches, from the top.
  useEffect(() => {
    const element = filter ? viewport() : null;
    if (element) element.scrollTop = 0;
  }, [filter, viewport]);

  const items = virtualizer.getVirtualItems();
  // Outside the rows while they are not laid out (the closed list, which Radix renders out of the page,
  // has no size) or while the filter leaves it out: hidden, there only for the trigger's text.
  const chosenApart = items.some((item) => item.index === chosen)
    ? undefined
    : rows.find((row) => row.kind === "option" && row.value === value);

  return (
    <>
      <div ref={container} style={{ position: "relative", height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = shown[item.index]!;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the option inside takes the focus; this notes which row holds it
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              onFocus={() => setFocused({ shown, index: item.index })}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                width: "100%",
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Row row={row} />
            </div>
          );
        })}
      </div>
      {chosenApart?.kind === "option" ? <div hidden>{chosenApart.element}</div> : null}
    </>
  );
}

function Row({ row }: { row: SelectRow }) {
  if (row.kind === "option") return row.element;
  if (row.kind === "label")
    return (
      <div className="px-2 pt-2 pb-1 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
        {row.text}
      </div>
    );
  // Padded rather than given a margin: a margin would fall outside the measured row.
  return (
    <div aria-hidden="true" className="py-1">
      <div className="h-px bg-slate-200" />
    </div>
  );
}
