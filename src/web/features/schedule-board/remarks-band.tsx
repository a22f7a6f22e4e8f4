import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { BOARD_PAGE_MS } from "./board-days.ts";
import type { BoardPalette } from "./board-theme.ts";

/** A remark the board could not show whole on its entry, and where that entry is. */
export interface CutRemark {
  key: string;
  /** 'Tomorrow 0715 AW169 G-MCGB'. */
  where: string;
  remarks: string;
}

/** A remark longer than the band moves along at this speed (px a second at scale 1): a reading pace. */
const SCROLL_PX_PER_S = 70;
/** A long remark rests this long at its start and at its end, to be read there. */
const REST_MS = 2_500;

/**
 * Which shortened remark the band shows: each in turn for 10 s, longer while a long one scrolls by
 * (`hold`), so a reader sees every remark whole within a cycle (docs/decisions/027).
 */
export function useDwell(remarks: CutRemark[]) {
  const [index, setIndex] = useState(0);
  const [holdMs, hold] = useState(BOARD_PAGE_MS);
  const count = remarks.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each remark starts its own dwell.
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), holdMs);
    return () => clearTimeout(timer);
  }, [index, count, holdMs]);
  return { current: count ? remarks[index % count]! : null, hold };
}

/**
 * The board's remarks band, in its header: the remark the board dwells on, whole, after where its
 * entry is ('Tomorrow 0715 AW169 G-MCGB'); that entry is outlined meanwhile. A remark longer than the
 * band scrolls through once at a reading pace. The band keeps its height when empty, so the board's
 * fit never changes as remarks come and go.
 */
export function RemarksBand({
  remark,
  hold,
  palette,
}: {
  remark: CutRemark | null;
  hold: (ms: number) => void;
  palette: BoardPalette;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const [box, text] = [boxRef.current, textRef.current];
    if (!remark || !box || !text || typeof text.animate !== "function") return;
    const overflow = text.scrollWidth - box.clientWidth;
    if (overflow <= 0) {
      hold(BOARD_PAGE_MS);
      return;
    }
    const scale = Number.parseFloat(getComputedStyle(box).fontSize) / 22;
    const duration = (overflow / (SCROLL_PX_PER_S * scale)) * 1000;
    const animation = text.animate(
      [{ transform: "translateX(0)" }, { transform: `translateX(${-overflow}px)` }],
      { delay: REST_MS, duration, fill: "forwards", easing: "linear" },
    );
    hold(Math.max(BOARD_PAGE_MS, duration + 2 * REST_MS));
    return () => animation.cancel();
  }, [remark, hold]);
  return (
    <div
      ref={boxRef}
      className="h-[1.3em] min-w-0 flex-1 overflow-hidden whitespace-nowrap text-[length:calc(22px*var(--board-scale))] leading-[1.3]"
      data-testid="remarks-band"
    >
      {remark && (
        <span ref={textRef} className="inline-block" aria-live="off">
          <span className="font-bold" style={{ color: palette.muted }}>
            {remark.where}:{" "}
          </span>
          <span className="italic" data-testid="remarks-band-text">
            {remark.remarks}
          </span>
        </span>
      )}
    </div>
  );
}
