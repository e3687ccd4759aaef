// Screenshots of a screen at 1440 × 900 and at a phone's 390 × 844 (P10, P11 "Must show"), attached to the run's
// report and written under test-results/screens/ for a person to look at; at both widths the page itself must not
// scroll sideways (a wide table or chart scrolls inside its own box).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export const SCREENS_DIR = path.resolve(import.meta.dirname, "../../../test-results/screens");

/** Screenshots the page at both sizes (attached and written to test-results/screens/) and checks it fits. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const v of VIEWPORTS) {
    await page.setViewportSize({ width: v.width, height: v.height });
    // The layout settles after a resize (media queries, observers): wait for two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = path.join(SCREENS_DIR, `${name}-${v.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`${name} (${v.width}×${v.height})`, { path: file, contentType: "image/png" });
    expect(overflow, `${name} at ${v.width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
}
