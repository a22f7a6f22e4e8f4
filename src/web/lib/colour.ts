/** Colour arithmetic for data-driven colours (customers, statuses), so text stays readable (WCAG 2). */

const HEX = /^#?([0-9a-f]{6})$/i;
const FALLBACK = "#6B7280";

function rgb(hex: string): [number, number, number] {
  const match = HEX.exec(hex.trim()) ?? HEX.exec(FALLBACK)!;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (channels: [number, number, number]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Near-black or white, whichever reads better on the given background. */
const textCache = new Map<string, string>();

export function textOn(background: string): string {
  let text = textCache.get(background);
  if (text === undefined) {
    text = contrast(background, "#0f172a") >= contrast(background, "#ffffff") ? "#0f172a" : "#ffffff";
    textCache.set(background, text);
  }
  return text;
}

/**
 * The colour itself when it is readable as text on `background`, else the same hue darkened just
 * enough to reach the contrast `ratio` (4.5:1, WCAG AA for body text).
 */
const readableCache = new Map<string, string>();

export function readableOn(colour: string, background = "#ffffff", ratio = 4.5): string {
  const key = `${colour}|${background}|${ratio}`;
  let readable = readableCache.get(key);
  if (readable === undefined) {
    readable = computeReadable(colour, background, ratio);
    readableCache.set(key, readable);
  }
  return readable;
}

function computeReadable(colour: string, background: string, ratio: number): string {
  const base = rgb(colour);
  for (let step = 0; step <= 20; step++) {
    const factor = 1 - step * 0.05;
    const candidate = toHex([base[0] * factor, base[1] * factor, base[2] * factor]);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return "#000000";
}

/** A valid `#RRGGBB` or the default grey. */
export const safeColour = (value: string | null | undefined) => (value && HEX.test(value) ? value : FALLBACK);
