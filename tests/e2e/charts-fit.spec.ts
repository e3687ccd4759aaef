// Charts that fit (P15 item 5), as the demo admin on Harbor & Pine (the MakerLabs history: close benchmark quartiles)
// and on Demo Outfitters: at a phone's 390 × 844 the stack-rank chart shows every product's score inside the chart
// and the screen (it used to cut off the top four), no quartile label overlaps another or a score, the results tab
// strip says that it scrolls (a fade and a button at the hidden end) and scrolls by its button, and the page never
// scrolls sideways — on every tab, at 390 and at 1440 px, with screenshots of each (written to
// test-results/screens/) and axe clean.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { seedId } from "../../lib/ids";
import { SCROLL_STRIP } from "../../lib/results/scroll-strip";
import { LABS_BRAND } from "../../prisma/seed/labs-history";
import { audit, violationSummary } from "./support/axe";
import { RESULTS_STUDIES, resultsPath } from "./support/results";
import { SCREENS_DIR } from "./support/screens";
import { expect, test } from "./support/test";
import { acceptCookies } from "./support/world";

const SHOTS = SCREENS_DIR;
const STUDIES = [
  { name: "harbor-and-pine", study: { brand: LABS_BRAND.id, id: seedId("labs:survey:s7") } },
  { name: "demo-outfitters", study: RESULTS_STUDIES.demoClosed },
] as const;

test.use({ role: "admin" });
test.beforeEach(async ({ page }) => acceptCookies(page));

type TBox = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<TBox> => {
  const b = await l.boundingBox();
  expect(b, "the element is laid out").not.toBeNull();
  return b!;
};
const intersects = (a: TBox, b: TBox) => a.x < b.x + b.width - 0.5 && a.x + a.width > b.x + 0.5 && a.y < b.y + b.height - 0.5 && a.y + a.height > b.y + 0.5;
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The texts' own boxes in the chart (SVG getBBox: the glyphs, without the halo's stroke). */
const glyphs = (list: Locator): Promise<TBox[]> =>
  list.evaluateAll((els) =>
    els.map((el) => {
      const b = (el as SVGGraphicsElement).getBBox();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    }),
  );

async function boxes(list: Locator): Promise<TBox[]> {
  const out: TBox[] = [];
  for (let i = 0; i < (await list.count()); i += 1) out.push(await boxOf(list.nth(i)));
  return out;
}

for (const { name, study } of STUDIES) {
  test(`${name}: at 390 × 844 the stack-rank chart shows every score, its labels do not overlap, the tabs say they scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(resultsPath(study));
    const svg = page.getByTestId("score-chart-svg");
    await expect(svg).toBeVisible();
    const chart = await boxOf(svg);
    expect(chart.x + chart.width).toBeLessThanOrEqual(390);

    // Every rated product's score is drawn, inside the chart and the screen, and equals the table's.
    const table = page.getByTestId("score-chart-table");
    const tableScores = (await table.locator("tbody tr td:nth-child(2)").allTextContents()).map((t) => t.trim()).filter((t) => t && t !== "—");
    const values = page.getByTestId("score-chart-value");
    expect(tableScores.length).toBeGreaterThan(0);
    await expect(values).toHaveCount(tableScores.length - (await page.getByTestId("score-chart-norm").count()));
    const valueBoxes = await boxes(values);
    for (const [i, b] of valueBoxes.entries()) {
      const text = await values.nth(i).textContent();
      expect(b.x, `score ${text} starts inside the chart`).toBeGreaterThanOrEqual(chart.x - 0.5);
      expect(b.x + b.width, `score ${text} ends inside the chart`).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
      expect(b.x + b.width, `score ${text} ends inside the screen`).toBeLessThanOrEqual(390);
    }
    expect((await values.allTextContents()).sort()).toEqual(tableScores.slice(0, valueBoxes.length).sort());

    // Quartile labels: inside the chart, none over another, none over a score.
    const normTexts = page.getByTestId("score-chart-norm").locator("text");
    for (const a of await boxes(normTexts)) {
      expect(a.x).toBeGreaterThanOrEqual(chart.x - 0.5);
      expect(a.x + a.width).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
    }
    const [norms, scores] = [await glyphs(normTexts), await glyphs(values)];
    for (const [i, a] of norms.entries()) {
      for (const b of norms.slice(i + 1)) expect(intersects(a, b), `two quartile labels overlap: ${JSON.stringify([a, b])}`).toBe(false);
      for (const v of scores) expect(intersects(a, v), "a quartile label covers a score").toBe(false);
    }
    // Each product's full name on hover.
    const rows = page.getByTestId("score-chart-row");
    expect(await rows.first().locator("title").textContent()).toMatch(/^.+: (\d|Not rated)/);

    // The tab strip says it scrolls: the end is hidden, with a fade and a button; the button scrolls it.
    const strip = page.getByTestId("results-tab-strip");
    await expect(strip).toHaveAttribute("data-scroll-end", "true");
    const forward = page.getByRole("button", { name: SCROLL_STRIP.forward });
    await expect(forward).toBeVisible();
    await forward.click();
    await expect(strip).toHaveAttribute("data-scroll-start", "true");
    await expect(page.getByRole("button", { name: SCROLL_STRIP.back })).toBeVisible();

    expect(await sideways(page), "the page scrolls sideways").toBeLessThanOrEqual(0);
    const axe = await audit(page, "main");
    expect(violationSummary(axe)).toEqual([]);
  });

  test(`${name}: every results tab fits at 390 × 844 and 1440 × 900`, async ({ page }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await page.goto(resultsPath(study));
    const tabs = (await page.locator('[data-testid^="results-tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!))).filter((t) => t !== "results-tab-strip");
    expect(tabs.length).toBeGreaterThan(3);
    for (const testId of tabs) {
      const tab = testId.replace("results-tab-", "");
      for (const v of [
        { w: 390, h: 844 },
        { w: 1440, h: 900 },
      ]) {
        await page.setViewportSize({ width: v.w, height: v.h });
        await page.goto(resultsPath(study, `tab=${tab}`));
        await expect(page.locator(`[data-testid="results-panel-${tab}"]`)).toBeVisible();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.screenshot({ path: path.join(SHOTS, `${name}-${tab}-${v.w}.png`), fullPage: true });
        expect(await sideways(page), `${name} ${tab} at ${v.w}px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
}
