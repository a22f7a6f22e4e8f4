import type { ReactNode } from "react";
import { readableOn, safeColour, textOn } from "../lib/colour.ts";
import { cn } from "./cn.ts";

/** `colour` mixed into white: `amount` 0 is white, 1 the colour itself. */
function tint(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(255 + (c - 255) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A small decorative dot in a data colour (a customer's colour beside its name). */
export function ColourDot({ colour, className }: { colour: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-2.5 shrink-0 rounded-full ring-1 ring-black/10", className)}
      style={{ backgroundColor: safeColour(colour) }}
    />
  );
}

/**
 * A compact badge in a data colour: a light tint of it behind text in the same hue, darkened where
 * needed so the text keeps a 4.5:1 contrast; or, `solid`, the colour itself behind white or near-black.
 */
export function ColourBadge({
  colour,
  children,
  decorative,
  solid,
}: {
  colour: string;
  children: ReactNode;
  /** Hidden from assistive technology when the text beside it already says the same. */
  decorative?: boolean;
  solid?: boolean;
}) {
  const base = safeColour(colour);
  const background = solid ? base : tint(base, 0.14);
  return (
    // One line always: the badge is one line high, so a wrapped name spilled out of it (docs/decisions/043).
    <span
      aria-hidden={decorative || undefined}
      className="inline-flex h-5 shrink-0 items-center whitespace-nowrap rounded border px-1.5 font-mono text-[11px] font-semibold leading-none tabular-nums"
      style={{
        backgroundColor: background,
        borderColor: solid ? base : tint(base, 0.45),
        color: solid ? textOn(base) : readableOn(base, background),
      }}
    >
      {children}
    </span>
  );
}
