// Accessibility audits (axe-core) of the part of the page a test is about, once that part has settled.
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults } from "axe-core";
import { expect, type Page } from "@playwright/test";
import { MSG } from "../../../lib/messages";

/**
 * Waits until the region `selector` is on the page and settled: every image in it loaded or failed (lazy ones out
 * of view excepted: they load when scrolled to), nothing in it busy (aria-busy) or "Loading...", and the web fonts
 * ready. An audit of a page still rendering is slower (axe measures layout, colours and overlaps of every node)
 * and judges a state the user never stays in.
 */
export async function settled(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ selector, loading }) => {
            const roots = [...document.querySelectorAll(selector)];
            const images = roots.flatMap((r) => [...r.querySelectorAll("img")]);
            const pendingImages = images.filter((i) => !i.complete && i.loading !== "lazy").length;
            const busy = roots.some((r) => r.matches('[aria-busy="true"]') || r.querySelector('[aria-busy="true"]'));
            const loadingText = roots.some((r) => [...r.querySelectorAll('[role="status"]')].some((s) => s.textContent?.trim() === loading));
            return document.fonts.status === "loaded" && pendingImages === 0 && !busy && !loadingText;
          },
          { selector, loading: MSG.loading },
        ),
      { message: `${selector} settled (images loaded, nothing busy or loading)` },
    )
    .toBe(true);
}

/**
 * axe's full rule set (none disabled) on `selector` (main, a dialog, a section: what the test is about), once settled.
 * Two settings keep an audit to seconds on a loaded 2-core machine instead of tens of seconds, measured on the
 * catalogue (30 cards) under load: 12–17 s by default, 3–5 s so:
 *   - legacy mode runs axe.run in the page itself. The default mode runs axe per frame, carries every partial
 *     result out of the page and into a new blank page to combine them there; what legacy mode leaves out is
 *     auditing cross-origin iframes, which our pages have none of (and would not be ours to audit);
 *   - resultTypes: violations: axe still runs every rule on every node, but builds node details (selectors, HTML)
 *     only for violations, which is all the tests read.
 */
export async function audit(page: Page, selector: string): Promise<AxeResults> {
  await settled(page, selector);
  return new AxeBuilder({ page }).include(selector).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
}

/**
 * axe's full rule set on the whole page (landmarks, headings and regions are page-wide rules, which an audit of one
 * region cannot judge: a <main> nested in another <main> only shows here), once `selector` has settled.
 */
export async function auditPage(page: Page, selector = "main"): Promise<AxeResults> {
  await settled(page, selector);
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
}

/** The violations as short lines (rule, impact, first targets), so a failing expectation says what axe found. */
export const violationSummary = (r: AxeResults): string[] =>
  r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
