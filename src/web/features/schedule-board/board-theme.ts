import { useCallback, useState } from "react";
import { contrast } from "../../lib/colour.ts";
import { readPreference, writePreference } from "../../lib/preferences.ts";

/** The board's colours: high contrast, light for an office, dark for a hangar screen (ui.md). */
export interface BoardPalette {
  background: string;
  panel: string;
  todayPanel: string;
  text: string;
  muted: string;
  border: string;
  button: string;
}

export const palettes: Record<"light" | "dark", BoardPalette> = {
  light: {
    background: "#e2e8f0",
    panel: "#ffffff",
    todayPanel: "#ffffff",
    text: "#0f172a",
    muted: "#334155",
    border: "#cbd5e1",
    button: "#f8fafc",
  },
  dark: {
    background: "#020617",
    panel: "#0f172a",
    todayPanel: "#111c33",
    text: "#f8fafc",
    muted: "#cbd5e1",
    border: "#334155",
    button: "#1e293b",
  },
};

const THEME_KEY = "scheduleBoard.theme";

/** Dark or light: the person's last choice on this screen, else the system setting. */
export function useBoardTheme(): [dark: boolean, setDark: (dark: boolean) => void] {
  const [dark, setDarkState] = useState(() => {
    // A wall screen's address may set it (`/board?theme=dark`); it is kept for the next power cycle.
    const asked = new URLSearchParams(window.location.search).get("theme");
    if (asked === "dark" || asked === "light") writePreference(THEME_KEY, asked);
    const saved = readPreference(THEME_KEY);
    if (saved) return saved === "dark";
    return (
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches
    );
  });
  const setDark = useCallback((value: boolean) => {
    writePreference(THEME_KEY, value ? "dark" : "light");
    setDarkState(value);
  }, []);
  return [dark, setDark];
}

const mix = (hex: string, toward: number, amount: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(c + (toward - c) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
};

/**
 * A status or customer colour as readable text on `background` (4.5:1): the colour itself when it is,
 * else the same hue lightened (on dark) or darkened (on light) just enough.
 */
export function readableText(colour: string, background: string): string {
  const base = /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#6B7280";
  const toward = contrast(background, "#000000") > contrast(background, "#ffffff") ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(base, toward, step * 0.05);
    if (contrast(candidate, background) >= 4.5) return candidate;
  }
  return toward === 0 ? "#000000" : "#ffffff";
}
