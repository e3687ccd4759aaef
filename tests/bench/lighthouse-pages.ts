// Lighthouse on the dashboard's main pages (P10 "Must show": performance and accessibility for the timeline, the
// catalogue, the studies list and the brands list; targets performance ≥ 90, accessibility ≥ 95, LCP ≤ 1.5 s on
// loopback). Signed in as the demo admin through next-auth's credentials endpoint (as tests/e2e/support/auth.ts
// does), the session cookie sent with every request Lighthouse makes. Desktop preset: the dashboard is a desktop
// tool (the respondent app, used on phones, is measured with the mobile preset in survey.ts); docs/decisions.md P10.
// Each page: one warm-up load (server caches, fonts), then one Lighthouse run. Prints figures, asserts nothing.
import { routes } from "../../lib/routes";

interface TCookieJar {
  [name: string]: string;
}

const cookieHeader = (jar: TCookieJar) => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join("; ");

function keepCookies(jar: TCookieJar, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    if (at > 0) jar[pair!.slice(0, at).trim()] = pair!.slice(at + 1).trim();
  }
}

/** The session cookie of `email`, signed in as the sign-in form does. */
export async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const jar: TCookieJar = {};
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keepCookies(jar, csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar), origin: base },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${base}/`, json: "true" }),
  });
  keepCookies(jar, res);
  if (!Object.keys(jar).some((k) => k.endsWith("next-auth.session-token"))) throw new Error(`lighthouse pages: signing in as ${email} failed (${res.status})`);
  return cookieHeader(jar);
}

export async function benchLighthousePages(base: string, brandId: string, email: string, password: string): Promise<void> {
  const cookie = await sessionCookie(base, email, password);
  const pages: [string, string][] = [
    ["timeline", routes.timeline(brandId)],
    ["catalogue", routes.products(brandId)],
    ["studies list", routes.tests(brandId)],
    ["brands list", routes.brands(1)],
  ];
  const lh = await launchLighthouse();
  try {
    for (const [name, path] of pages) {
      const url = `${base}${path}`;
      const warm = await fetch(url, { headers: { cookie } });
      if (warm.status !== 200) throw new Error(`lighthouse pages: ${name} answered ${warm.status}`);
      const lhr = await lh.run(url, cookie);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`lighthouse pages: ${name} ended on ${lhr.finalDisplayedUrl}`);
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const audit = (a: string) => lhr.audits[a]?.displayValue ?? "?";
      console.log(
        `${`Lighthouse desktop, ${name}`.padEnd(52)} performance ${score("performance")}   accessibility ${score("accessibility")}   LCP ${audit("largest-contentful-paint")}   FCP ${audit("first-contentful-paint")}   TBT ${audit("total-blocking-time")}   CLS ${audit("cumulative-layout-shift")}   (targets ≥ 90 / ≥ 95, LCP ≤ 1.5 s)`,
      );
      const failed = Object.values(lhr.audits).filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1);
      if (failed.length) console.log(`${"  accessibility audits not passed".padEnd(52)} ${failed.map((a) => a.id).join(", ")}`);
    }
  } finally {
    await lh.close();
  }
}

/** Headless Chromium driven by Lighthouse, desktop preset, performance and accessibility: run pages, then close. */
export async function launchLighthouse() {
  const chromeLauncher = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const desktop = (await import("lighthouse/core/config/desktop-config.js")).default;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  return {
    async run(url: string, cookie: string) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: { cookie } }, desktop);
      if (!result?.lhr) throw new Error(`lighthouse returned no result for ${url}`);
      return result.lhr;
    },
    close: () => chrome.kill(),
  };
}
