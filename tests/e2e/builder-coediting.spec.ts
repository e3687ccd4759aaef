// Co-editing one study (spec 2 §1 "the product shows who is present and which product each person is editing", §3
// "Editor presence record", §7 "Co-editing" and its concurrent-edit warning, §2 saving indicator, §8 stale save):
// two browser contexts as two users (the admin and the full user) on a study the full user made with campaignSNT.
import { type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { expect, test, userContext, apiAs } from "./support/test";
import { seedId } from "../../lib/ids";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { TEST_MODE_KEY } from "../../lib/builder/throttle";
import { DEMO, json, type TRole, USERS } from "./support/world";

test.describe.configure({ mode: "serial" });

const ASSORTMENT = seedId(`assortment:${DEMO}:2026:spring`);
const tag = `e2e-coedit-${Date.now().toString(36)}`;
const builderUrl = (id: string, assortment = ASSORTMENT, step = "start") => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=${step}`;

type TProduct = { _id: string; name: string; assortment: string[]; is_editable?: boolean };

/** A Draft made like the "Create" button does (POST campaignSNT) by the full user, then given a title and a type. */
async function makeStudy(api: APIRequestContext, assortment: string, fields: Record<string, unknown>): Promise<string> {
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  const s = await json<{ date_modified: string }>(await api.get(`/api/v1/brand/${DEMO}/survey/${_id}?view=wizard`));
  await json(await api.put(`/api/v1/admin/brand/${DEMO}/survey/${_id}`, { data: { date_modified: s.date_modified, type: "concept", ...fields } }));
  return _id;
}

/** A Demo assortment with an editable product (names unique within it). */
async function assortmentWithProduct(api: APIRequestContext): Promise<{ assortment: string; product: TProduct }> {
  const all = await json<TProduct[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const by = new Map<string, TProduct[]>();
  for (const p of all) for (const a of p.assortment) by.set(a, [...(by.get(a) ?? []), p]);
  for (const [assortment, ps] of by) {
    const names = new Set(ps.map((p) => p.name));
    const product = ps.find((p) => p.is_editable !== false);
    if (product && names.size === ps.length) return { assortment, product };
  }
  throw new Error("No Demo assortment with an editable product");
}

async function roleContext(browser: Browser, role: TRole): Promise<BrowserContext> {
  const ctx = await userContext(browser, role);
  await ctx.addInitScript(() => window.localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false })));
  // Test mode: saves wait 100 ms instead of 1000 ms (spec 2 §9).
  await ctx.addInitScript((key) => window.localStorage.setItem(key, "1"), TEST_MODE_KEY);
  return ctx;
}

const presence = (page: Page) => page.getByTestId("builder-presence");
const avatarOf = (page: Page, role: TRole) => presence(page).locator(`[data-editor="${USERS[role]}"]`);
const indicator = (page: Page) => page.getByTestId("save-indicator");
const title = (page: Page) => page.getByLabel(BUILDER_MSG.studyTitle);

/** "First Last (Department)" as the user's profile reads now (another journey may have renamed them). */
async function shownName(ctx: BrowserContext): Promise<{ label: string; initials: string }> {
  const res = await ctx.request.get("/api/v1/me");
  const me = ((await res.json()) as { results: { first_name: string; last_name: string; department: string | null } }).results;
  const name = `${me.first_name} ${me.last_name}`.trim();
  return { label: me.department ? `${name} (${me.department})` : name, initials: `${me.first_name[0] ?? ""}${me.last_name[0] ?? ""}`.toUpperCase() };
}

let contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  contexts = [];
});

test("two users see each other; the stale one is told and reloads to the other's title; closing a page removes its avatar", async ({ browser }) => {
  const api = await apiAs("full");
  const id = await makeStudy(api, ASSORTMENT, { title: `${tag} start` });
  await api.dispose();

  const ctxA = await roleContext(browser, "admin");
  const ctxB = await roleContext(browser, "full");
  contexts = [ctxA, ctxB];
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await a.goto(builderUrl(id));
  await b.goto(builderUrl(id));
  await expect(title(a)).toHaveValue(`${tag} start`);
  await expect(title(b)).toHaveValue(`${tag} start`);

  // Both see the other (and not themselves), named on hover.
  const fullName = await shownName(ctxB);
  const adminName = await shownName(ctxA);
  await expect(avatarOf(a, "full")).toBeVisible();
  await expect(avatarOf(a, "full")).toHaveAttribute("title", fullName.label);
  await expect(avatarOf(a, "full")).toHaveText(fullName.initials);
  await expect(avatarOf(b, "admin")).toBeVisible();
  await expect(avatarOf(b, "admin")).toHaveAttribute("title", adminName.label);
  await expect(avatarOf(a, "admin")).toHaveCount(0);
  await expect(avatarOf(b, "full")).toHaveCount(0);

  // A saves first; B, still holding the old study, is refused and told so.
  await title(a).fill(`${tag} by A`);
  await expect(indicator(a)).toHaveText(BUILDER_MSG.allSaved);
  await title(b).fill(`${tag} by B`);
  const stale = b.getByRole("button", { name: BUILDER_MSG.notSaved });
  await expect(stale).toBeVisible();
  await expect(stale).toHaveText("Changes Not Saved! Click Here To Reload");
  await stale.click();
  await expect(title(b)).toHaveValue(`${tag} by A`);
  await expect(indicator(b)).not.toHaveText(BUILDER_MSG.notSaved);
  // After the reload B is present again for A, and sees A.
  await expect(avatarOf(b, "admin")).toBeVisible();
  await expect(avatarOf(a, "full")).toBeVisible();

  // Closing A's page takes A's avatar off B's page within seconds (no TTL wait: the socket closes).
  await a.close();
  await expect(avatarOf(b, "admin")).toHaveCount(0, { timeout: 30_000 });
});

test("the product one user edits shows on their avatar; the other is warned before editing its description", async ({ browser }) => {
  const api = await apiAs("full");
  const { assortment, product } = await assortmentWithProduct(api);
  const id = await makeStudy(api, assortment, { title: `${tag} products`, products: [{ product: product._id }] });
  await api.dispose();

  const ctxA = await roleContext(browser, "admin");
  const ctxB = await roleContext(browser, "full");
  contexts = [ctxA, ctxB];
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await a.goto(builderUrl(id, assortment, "products"));
  await b.goto(builderUrl(id, assortment, "products"));
  await expect(avatarOf(b, "admin")).toBeVisible();
  await expect(avatarOf(b, "admin")).not.toHaveAttribute("data-editing", /./);

  // A opens the product: B sees which one.
  await a.getByRole("button", { name: BUILDER_MSG.productsEdit(product.name) }).click();
  await expect(a.locator("#product-description")).toBeVisible();
  await expect(avatarOf(b, "admin")).toHaveAttribute("data-editing", product._id);
  await expect(avatarOf(b, "admin")).toHaveAttribute("title", BUILDER_MSG.editingProduct((await shownName(ctxA)).label, product.name));

  // B opens it too and starts on the description: the spec 2 §7 warning; Cancel leaves the description.
  await b.getByRole("button", { name: BUILDER_MSG.productsEdit(product.name) }).click();
  const description = b.locator("#product-description");
  await description.click();
  const warning = b.getByRole("alertdialog").filter({ hasText: BUILDER_MSG.concurrentEditWarning });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    "Someone is currently editing this product description. You might overwrite each other's content. Are you sure?",
  );
  await warning.getByRole("button", { name: BUILDER_MSG.cancel }).click();
  await expect(warning).toHaveCount(0);
  await expect(description).not.toBeFocused();
  // Asked again next time; going on returns to the description and does not ask twice.
  await description.click();
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: BUILDER_MSG.concurrentEditContinue }).click();
  await expect(warning).toHaveCount(0);
  await expect(description).toBeFocused();
  await b.keyboard.type("x");
  await expect(b.getByRole("alertdialog")).toHaveCount(0);

  // A closes the product: B sees A no longer editing it.
  await a.keyboard.press("Escape");
  await expect(a.locator("#product-description")).toHaveCount(0);
  await expect(avatarOf(b, "admin")).not.toHaveAttribute("data-editing", /./);
});

test("the catalogue's product form does not warn, even while someone edits the product in a study", async ({ browser }) => {
  const api = await apiAs("full");
  const { assortment, product } = await assortmentWithProduct(api);
  const id = await makeStudy(api, assortment, { title: `${tag} catalogue`, products: [{ product: product._id }] });
  await api.dispose();
  const ctxA = await roleContext(browser, "admin");
  const ctxB = await roleContext(browser, "full");
  contexts = [ctxA, ctxB];
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await a.goto(builderUrl(id, assortment, "products"));
  await a.getByRole("button", { name: BUILDER_MSG.productsEdit(product.name) }).click();
  await expect(a.locator("#product-description")).toBeVisible();

  await b.goto(`/brand/${DEMO}/products/${product._id}/edit`);
  const description = b.locator("#product-description");
  await description.click();
  await expect(description).toBeFocused();
  // What B types lands in the description: no warning came up and took the focus (it would open on focus).
  await b.keyboard.type(" typed without a warning");
  await expect(description).toContainText("typed without a warning");
  await expect(b.getByRole("alertdialog")).toHaveCount(0);
});
