// The seeded demo world, as the e2e tests see it.
import { expect, type APIResponse, type Page } from "@playwright/test";
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

export const authFile = (role: TRole) => `tests/e2e/.auth/${role}.json`;

/** Marks the cookie choice as made, so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false })));
}

export async function signIn(page: Page, role: TRole) {
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
