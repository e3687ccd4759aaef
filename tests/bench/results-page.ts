// The results page bench (P11 "Must show › npm run bench"; wired into tests/bench/run.ts): on a 15-product study with
// 10,000 counted respondents (seeded as the results engine bench seeds it, tests/bench/results.ts), signed in as the
// demo admin through the sign-in form's endpoint:
//   - Lighthouse desktop on the results page (target performance ≥ 90);
//   - results visible after navigation on loopback (target ≤ 1 s): from page.goto until the stack rank's panel is
//     visible, in Chromium, median and worst of 5 after one warm-up;
//   - the JavaScript the results route loads, gzipped (each script response compressed at level 9, summed), and
//     each tab's time to visible.
// Prints figures, asserts nothing; deletes its brand at the end.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";
import { RESULTS_TABS, resultsSearch } from "../../lib/results/page";
import { launchLighthouse, sessionCookie } from "./lighthouse-pages";
import { dropWorld, seedStudy, seedWorld } from "./results";

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(0)} ms`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchResultsPage(base: string, databaseUrl: string, email: string, password: string): Promise<void> {
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const tag = `page-${Date.now().toString(36)}`;
  const world = await seedWorld(db, tag);
  try {
    const t0 = performance.now();
    const study = await seedStudy(db, world, 10_000, `${tag}-10k`);
    await db.query(`VACUUM ANALYZE "Respondent", "RatingAnswer"`);
    console.log(`${"seed 15 × 10k respondents (SQL)".padEnd(52)} ${ms(performance.now() - t0)}`);
    const path = `/brand/${world.brandId}/campaign/${study.surveyId}/results`;
    const cookie = await sessionCookie(base, email, password);

    // Time to visible, and the route's JavaScript, in Chromium.
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }));
      const page = await context.newPage();
      const visible = async (url: string, testId: string) => {
        const start = performance.now();
        await page.goto(url, { waitUntil: "commit" });
        await page.getByTestId(testId).waitFor({ state: "visible", timeout: 60_000 });
        return performance.now() - start;
      };
      await visible(base + path, "results-panel-stack-rank");
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await visible(base + path, "results-panel-stack-rank"));
      console.log(`${"results page visible after navigation (stack rank)".padEnd(52)} p50 ${ms(median(times))}   worst ${ms(Math.max(...times))}   (target ≤ 1 s)`);

      const scripts = new Map<string, number>();
      page.on("response", async (res) => {
        if (res.request().resourceType() !== "script") return;
        const body = await res.body().catch(() => null);
        if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.log(`${"results route JavaScript, gzipped".padEnd(52)} ${kb(total)} in ${scripts.size} scripts`);
      page.removeAllListeners("response");

      const perTab: string[] = [];
      for (const tab of RESULTS_TABS) {
        await visible(base + path + resultsSearch({ tab }), `results-panel-${tab}`);
        perTab.push(`${tab} ${ms(await visible(base + path + resultsSearch({ tab }), `results-panel-${tab}`))}`);
      }
      console.log(`${"  each tab visible after navigation".padEnd(52)} ${perTab.join(", ")}`);
    } finally {
      await browser.close();
    }

    // Lighthouse (desktop preset, as the dashboard pages are measured: tests/bench/lighthouse-pages.ts).
    const lh = await launchLighthouse();
    try {
      const lhr = await lh.run(base + path, cookie);
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const audit = (a: string) => lhr.audits[a]?.displayValue ?? "?";
      console.log(
        `${"Lighthouse desktop, results page (15 × 10k)".padEnd(52)} performance ${score("performance")}   accessibility ${score("accessibility")}   LCP ${audit("largest-contentful-paint")}   TBT ${audit("total-blocking-time")}   CLS ${audit("cumulative-layout-shift")}   (target performance ≥ 90)`,
      );
    } finally {
      await lh.close();
    }
  } finally {
    await dropWorld(db, world);
    await db.end();
  }
}
