// No dead ends (P15 item 10, "Must show › A crawl test"): for each demo role, from its landing page, every link and
// menu item reachable is followed in Chromium, breadth first, and none answers 404, the error page, or a placeholder
// address. Bounded so the four roles take well under the 5 minutes a journey may: at most MAX_PAGES pages per role,
// MAX_DEPTH clicks from the landing page, and one page per address shape (ids and free values replaced), so the 30
// results pages of one brand count as one per tab. Sign-out, the API (downloads, exports), the respondent surveys
// (/s/, /g/: a visit starts an answer) and stored uploads are not followed; nothing is clicked but menu triggers.
import type { Page } from "@playwright/test";
import { ERROR_SCREEN, NOT_FOUND_SCREEN } from "../../lib/messages";
import { SUPPORT_EMAIL } from "../../lib/constants";
import { expect, test, userContext } from "./support/test";
import { acceptCookies, type TRole } from "./support/world";

const ROLES: TRole[] = ["admin", "full", "restricted", "kb"];
const MAX_PAGES = 35;
const MAX_DEPTH = 3;
/** Menu triggers opened per page (the top bar's and the first ones of the page). */
const MAX_MENUS = 3;

/** What makes an address a placeholder rather than a destination. */
function placeholderProblem(href: string, origin: string): string | null {
  const raw = href.trim();
  if (raw === "" || raw === "#") return "an empty or # link";
  if (/^javascript:/i.test(raw)) return "a javascript: link";
  if (/TODO|FIXME|lorem/i.test(raw)) return "a TODO link";
  if (raw.startsWith("mailto:")) {
    const address = decodeURIComponent(raw.slice(7).split("?")[0] ?? "").toLowerCase();
    // The one address the deployment configures (lib/env.ts SUPPORT_EMAIL; README) is allowed, whatever it is.
    const support = (process.env.SUPPORT_EMAIL ?? SUPPORT_EMAIL).toLowerCase();
    if (address !== support && /@(.*\.)?example\.(com|org|net)$/.test(address)) return "a placeholder e-mail address";
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return "an address that does not parse";
  }
  if (/(^|\.)example\.(com|org|net)$/.test(url.hostname)) return "a placeholder host";
  if (url.origin === origin && /\/(undefined|null|NaN)(\/|$)/.test(url.pathname)) return "a path with undefined/null in it";
  return null;
}

/** Same-origin addresses the crawl does not follow. */
const SKIP = [/^\/api\//, /^\/s\//, /^\/g\//, /^\/uploads\//, /^\/survey\//, /^\/_next\//, /signout/i, /^\/login/];

/** One page per shape: ids and free values out of the path and query (tab names kept). */
function shapeOf(url: URL): string {
  const path = url.pathname.replace(/[0-9a-f]{24}/g, ":id").replace(/\/\d+(?=\/|$)/g, "/:n");
  const keys = [...url.searchParams.keys()].sort();
  const query = keys.map((k) => (k === "tab" || k === "show" ? `${k}=${url.searchParams.get(k)}` : k)).join("&");
  return query ? `${path}?${query}` : path;
}

interface TFound {
  href: string;
  from: string;
}

/** Every anchor's address on the page, with menus opened (their links collected, nothing chosen). */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = new Set(await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")));
  // A page that opens with a dialog (a snip, a walkthrough) has its links collected; its menus wait behind the dialog.
  if ((await page.getByRole("dialog").count()) > 0) return [...hrefs];
  const triggers = page.locator('header [aria-haspopup="menu"], main [aria-haspopup="menu"]');
  const n = Math.min(await triggers.count(), MAX_MENUS);
  for (let i = 0; i < n; i++) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    const menu = page.getByRole("menu").last();
    await expect(menu).toBeVisible();
    for (const h of await menu.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) hrefs.add(h);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }
  return [...hrefs];
}

test("the placeholder rule: what the crawl calls a placeholder address", () => {
  const origin = "http://127.0.0.1:3000";
  for (const bad of ["", "#", " # ", "javascript:void(0)", "/brand/TODO", "https://help.example.com", "https://www.example.org/x", "/brand/undefined/home", "/brand/abc/null", "mailto:someone@example.com"]) {
    expect(placeholderProblem(bad, origin), bad).not.toBeNull();
  }
  const support = `mailto:${process.env.SUPPORT_EMAIL ?? SUPPORT_EMAIL}?subject=Help`;
  for (const good of ["/brand/abc/help", "#decision", "https://acme.test/help", "mailto:someone@acme.test", support, "/brand/abc/tests?tab=x"]) {
    expect(placeholderProblem(good, origin), good).toBeNull();
  }
});

for (const role of ROLES) {
  test(`${role}@: every link and menu item reachable from the landing page answers, none is a placeholder`, async ({ browser, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const context = await userContext(browser, role, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await acceptCookies(page);
    const problems: string[] = [];
    const seenShapes = new Set<string>();
    const queue: { url: string; depth: number; from: string }[] = [{ url: `${origin}/`, depth: 0, from: "(start)" }];
    let visited = 0;
    try {
      while (queue.length && visited < MAX_PAGES) {
        const next = queue.shift()!;
        const response = await page.goto(next.url);
        visited += 1;
        const landed = new URL(page.url());
        const status = response?.status() ?? 0;
        const where = `${next.url} (from ${next.from})`;
        if (status === 404 || (await page.getByRole("heading", { name: NOT_FOUND_SCREEN.title, exact: true }).count()) > 0) problems.push(`404: ${where}`);
        else if (status >= 500) problems.push(`${status}: ${where}`);
        if (landed.pathname === "/error" || (await page.getByRole("heading", { name: ERROR_SCREEN.title }).count()) > 0) {
          problems.push(`error page: ${where} → ${landed.pathname}${landed.search}`);
        }
        seenShapes.add(shapeOf(landed));
        await page.waitForLoadState("networkidle").catch(() => undefined);
        const found: TFound[] = (await linksOf(page)).map((href) => ({ href, from: landed.pathname + landed.search }));
        for (const f of found) {
          const problem = placeholderProblem(f.href, origin);
          if (problem) {
            problems.push(`${problem}: "${f.href}" on ${f.from}`);
            continue;
          }
          if (next.depth >= MAX_DEPTH) continue;
          let url: URL;
          try {
            url = new URL(f.href, landed);
          } catch {
            continue;
          }
          if (url.origin !== origin || SKIP.some((re) => re.test(url.pathname))) continue;
          url.hash = "";
          const shape = shapeOf(url);
          if (seenShapes.has(shape)) continue;
          seenShapes.add(shape);
          queue.push({ url: url.href, depth: next.depth + 1, from: f.from });
        }
      }
    } finally {
      await context.close();
    }
    test.info().annotations.push({ type: "crawl", description: `${role}: ${visited} pages, ${seenShapes.size} address shapes` });
    expect(visited).toBeGreaterThan(role === "kb" ? 2 : 5);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
