// The journeys' `test`: Playwright's, with
//   - `role`: the signed-in user of the test's page (`test.use({ role: "full" })`), signed in on first use in this
//     run (support/auth.ts); `signedIn(role)` gives the same storage state to contexts a test makes itself;
//   - every page of the test's context recording the toasts it shows, so `expectToast` sees a toast that came and
//     went while the test was busy elsewhere (a toast lives 4 s; a loaded 2-core machine can stall that long);
//   - page.goto and page.reload returning once React runs the page (see reactRunning).
import { test as base, expect, request, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { storageStateFor } from "./auth";
import type { TRole } from "./world";

export { expect };

export const test = base.extend<{ role: TRole | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, storageState, baseURL }, provide) => {
    await provide(role ? await storageStateFor(role, baseURL!) : storageState);
  },
  context: async ({ context }, provide) => {
    await prepare(context);
    await provide(context);
  },
});

/** The storage state of `role` on the current project's server, for a context or request context a test makes. */
export function signedIn(role: TRole): Promise<string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("the project has no baseURL");
  return storageStateFor(role, baseURL);
}

/**
 * An API client with `role`'s session on the current project's server (dispose() it when done), saying it comes from
 * the dashboard like page.request does (the project's extraHTTPHeaders, playwright.config.ts).
 */
export async function apiAs(role: TRole): Promise<APIRequestContext> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use;
  return request.newContext({ baseURL, extraHTTPHeaders, storageState: await signedIn(role) });
}

/** A GraphQL call through `api` (apiAs) that fails the test on any error; answers the data. */
export async function gqlWith<T>(api: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await api.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new browser context of `role` (null: signed out) that records toasts like the test's own. */
export async function userContext(browser: Browser, role: TRole | null, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: role ? await signedIn(role) : { cookies: [], origins: [] }, ...options });
  await prepare(context);
  return context;
}

async function prepare(context: BrowserContext) {
  await context.addInitScript(recordToasts);
  for (const page of context.pages()) waitForReactOnNavigation(page);
  context.on("page", waitForReactOnNavigation);
}

/**
 * Waits until React has taken over a page of the dashboard (a Next page: it carries Next's flight data, self.__next_f):
 * React marks the document it hydrates (hydrateRoot(document), __reactContainer$…) when it starts, and from then on
 * handles every event (one that reaches a part not hydrated yet makes React hydrate it first). Before that, the
 * server-rendered page is visible but dead: a click does nothing and typing is dropped once React renders. `load`
 * does not mean React started: the page's flight data may still wait for client chunks. On an idle machine this is
 * a few milliseconds; on a loaded one, long enough for Playwright's next action to land in it. Other pages (the
 * respondent app, JSON, downloads) pass at once.
 */
export async function reactRunning(page: Page) {
  await page
    .waitForFunction(() => !("__next_f" in self) || Object.keys(document).some((k) => k.startsWith("__reactContainer$")), undefined, { polling: 50 })
    .catch((err: Error) => {
      throw new Error(`React did not start on ${page.url()}: ${err.message}`);
    });
}

function waitForReactOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await reactRunning(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await reactRunning(page);
    return response;
  };
}

declare global {
  interface Window {
    __e2eToasts?: string[];
  }
}

/** In the page: every text a sonner toast shows, in order (a toast whose text changes is recorded again). */
function recordToasts() {
  if (window.__e2eToasts) return;
  const shown: string[] = (window.__e2eToasts = []);
  const last = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll("[data-sonner-toast]")) {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text && last.get(el) !== text) {
        last.set(el, text);
        shown.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A toast with `text` was shown: one recorded since the last expectToast that matched it (each recorded toast
 * answers once, so two saves need two toasts), or one visible now.
 */
export async function expectToast(page: Page, text: string | RegExp, options: { timeout?: number } = {}) {
  const pattern = typeof text === "string" ? { source: text, string: true, flags: "" } : { source: text.source, string: false, flags: text.flags };
  const take = () =>
    page
      .evaluate((p) => {
        const shown = window.__e2eToasts ?? [];
        const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
        const i = shown.findIndex((t) => (p.string ? norm(t).includes(norm(p.source)) : new RegExp(p.source, p.flags).test(t)));
        if (i < 0) return false;
        shown.splice(i, 1);
        return true;
      }, pattern)
      // A navigation under way: ask again.
      .catch(() => false);
  const visible = () => page.locator("[data-sonner-toast]", { hasText: text }).first().isVisible();
  await expect
    .poll(async () => (await take()) || (await visible()), { message: `a toast with ${String(text)}`, timeout: options.timeout })
    .toBe(true);
}
