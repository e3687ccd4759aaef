// The seeded demo world, as the e2e tests see it.
import { expect, type APIResponse, type Locator, type Page } from "@playwright/test";
import { DEMO_BRANDS, DEMO_PASSWORD } from "../../../prisma/seed/platform";

export { DEMO_BRANDS, DEMO_PASSWORD };
export const DEMO = DEMO_BRANDS.demo.id;
export const CUSTOMER = DEMO_BRANDS.customer.id;
export const INACTIVE = DEMO_BRANDS.inactive.id;
export const USERS = {
  admin: "admin@demo.test",
  full: "full@demo.test",
  restricted: "restricted@demo.test",
  kb: "kb@demo.test",
  inactive: "inactive@demo.test",
} as const;
export type TRole = keyof typeof USERS;

/** Marks the cookie choice as made, so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false })));
}

/**
 * Resolves once React has hydrated `target` (it carries React's props then). Server-rendered controls are visible
 * before that: a click on them does nothing and typing is lost when React takes over, which a loaded machine makes
 * likely. Wait for this, or for something only the client renders, before the first interaction with a page.
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))).catch(() => false), { message: "React has hydrated the element" })
    .toBe(true);
}

/** Fills and sends the sign-in form (the page is on /login), once React runs it (else the browser would submit it). */
export async function signIn(page: Page, role: TRole) {
  await hydrated(page.getByRole("button", { name: "Sign In" }));
  await page.getByLabel("Email").fill(USERS[role]);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === "string" ? new RegExp(`^[^?#]*${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?.*)?$`) : path);
}

/** The `results` of a successful API answer (any 2xx); otherwise the test fails with the status and body. */
export async function json<T>(res: APIResponse): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { results: T }).results;
}
