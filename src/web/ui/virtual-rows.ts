import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, type RefObject, useCallback, useState } from "react";

/** Lists longer than this render only the rows in view (and a few either side). */
export const VIRTUAL_FROM = 60;

/**
 * A long list's rows in view, for a scroll container holding them (an `ul` with `position: relative`):
 * a list of thousands (customers after ten years) renders the same few dozen rows as a short one.
 * Shorter lists render every row, so the browser's own find and every row's controls stay as they were.
 * The row last focused stays rendered when scrolled away, so an edit begun in it is never dropped.
 */
export function useVirtualRows({
  count,
  scrollRef,
  estimate,
}: {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** A row's height in pixels before it is measured. */
  estimate: number;
}) {
  const virtual = count > VIRTUAL_FROM;
  const [pinned, setPinned] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return pinned === null || pinned >= count || indexes.includes(pinned)
        ? indexes
        : [...indexes, pinned].sort((a, b) => a - b);
    },
    [pinned, count],
  );
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 8,
    rangeExtractor,
  });
  const rowProps = (index: number, start: number): RowProps => ({
    ref: virtualizer.measureElement,
    "data-index": index,
    onFocus: () => setPinned(index),
    style: { position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${start}px)` },
  });

  return {
    /** The rows to render, each with the props to spread on its root element (none for a short list). */
    rows: virtual
      ? virtualizer
          .getVirtualItems()
          .map((item) => ({ index: item.index, props: rowProps(item.index, item.start) }))
      : Array.from({ length: count }, (_, index) => ({ index, props: {} as RowProps })),
    /** The container's style: as tall as every row would be, for its scroll bar. */
    containerStyle: (virtual
      ? { position: "relative", height: virtualizer.getTotalSize() }
      : {}) as CSSProperties,
  };
}

/** What a row's root element takes from `useVirtualRows`: its place, its measuring, its pinning. */
export interface RowProps {
  ref?: (element: Element | null) => void;
  "data-index"?: number;
  onFocus?: () => void;
  style?: CSSProperties;
}
