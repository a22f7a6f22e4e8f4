/**
 * Draws the crew view's home-screen icons (docs/decisions/032) from `src/web/public/crew-icon.svg` as
 * PNGs beside it, with Debian's Chromium: `npx tsx scripts/crew-icons.ts` after changing the SVG.
 * The PNGs are committed; nothing runs this at build or test time.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const dir = "src/web/public";
const svg = readFileSync(`${dir}/crew-icon.svg`, "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${dir}/crew-icon-${size}.png` });
    await page.close();
  }
} finally {
  await browser.close();
}
