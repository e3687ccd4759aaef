// The wizard's Products and Sales plan steps (spec 2 §2 "Products step", "Sales plan step", §4 ordering and kept
// questions, §5 product limit warning and sales plan minimum 0). Each test makes its own Draft study in a Demo
// assortment that has products, as the full user, and opens /brand/{b}/assortment/{a}/campaign-wizard/{id}.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, apiAs } from "./support/test";
import { FORM_LABELS } from "../../lib/products/form-mapping";
import { PRODUCT_MSG } from "../../lib/products/messages";
import { BUILDER_MSG } from "../../lib/builder/messages";
import { acceptCookies, DEMO, json } from "./support/world";

type TProduct = { _id: string; name: string; assortment: string[] };
type TStudy = { _id: string; date_modified: string; questions: { _id: string; product: string; merchantAllocationValue: number | null }[] };

const studyUrl = (id: string) => `/api/v1/brand/${DEMO}/survey/${id}?view=wizard`;
const saveUrl = (id: string) => `/api/v1/admin/brand/${DEMO}/survey/${id}`;

/** A Demo assortment with at least four products (names unique within it), and its products in catalogue order. */
async function assortmentWithProducts(api: APIRequestContext): Promise<{ assortment: string; products: TProduct[] }> {
  const all = await json<TProduct[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const by = new Map<string, TProduct[]>();
  for (const p of all) for (const a of p.assortment) by.set(a, [...(by.get(a) ?? []), p]);
  const found = [...by.entries()].find(([, ps]) => ps.length >= 4 && new Set(ps.map((p) => p.name)).size === ps.length);
  if (!found) throw new Error("No Demo assortment with four products");
  return { assortment: found[0], products: found[1] };
}

/** A new Draft study of the full user in that assortment, typed so the decision-point chooser stays closed. */
async function makeStudy(api: APIRequestContext, assortment: string, patch: Record<string, unknown> = {}): Promise<string> {
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  const s = await json<TStudy>(await api.get(studyUrl(_id)));
  await json(await api.put(saveUrl(_id), { data: { date_modified: s.date_modified, title: "Wizard products e2e", type: "concept", ...patch } }));
  return _id;
}

const wizard = (assortment: string, id: string, step: string) => `/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}?step=${step}`;
const thumb = (page: Page, id: string) => page.locator(`[data-testid="wizard-catalogue-product"][data-product-id="${id}"]`).locator("button[aria-pressed]");
const selectedIds = (page: Page) => page.getByTestId("wizard-selected-product").evaluateAll((els) => els.map((e) => e.getAttribute("data-product-id")));
const saved = (page: Page) => expect(page.getByTestId("save-indicator")).toHaveAttribute("data-state", "saved");

test.use({ role: "full" });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("select three products, reorder by keyboard, unselect asks Cancel/Delete, re-adding keeps the question, search without match", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const [a, b, c] = products;
  const id = await makeStudy(page.request, assortment);
  await page.goto(wizard(assortment, id, "products"));

  await expect(page.getByText(BUILDER_MSG.productsNoneSelected)).toBeVisible();
  for (const p of [a, b, c]) {
    await thumb(page, p._id).click();
    await expect(thumb(page, p._id)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByText(BUILDER_MSG.productsNoneSelected)).toHaveCount(0);
  await expect.poll(() => selectedIds(page)).toEqual([a._id, b._id, c._id]);
  await saved(page);

  // Keyboard drag: pick A up with Space, move it down one place, drop with Space → B, A, C.
  const handle = page.getByRole("button", { name: BUILDER_MSG.productsDragHandle(a.name) });
  const live = page.locator('[id^="DndLiveRegion"]'); // dnd-kit's screen-reader announcements
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(live).toContainText(`moved over droppable area ${a._id}`); // picked up, still over its own place
  await page.keyboard.press("ArrowDown");
  await expect(live).toContainText(`moved over droppable area ${b._id}`);
  await page.keyboard.press("Space");
  await expect.poll(() => selectedIds(page)).toEqual([b._id, a._id, c._id]);
  await saved(page);

  await page.reload();
  await expect.poll(() => selectedIds(page)).toEqual([b._id, a._id, c._id]);
  await expect(thumb(page, products[3]._id)).toHaveAttribute("aria-pressed", "false");
  const before = await json<TStudy>(await page.request.get(studyUrl(id)));
  const questionOfC = before.questions.find((q) => q.product === c._id)?._id;
  expect(questionOfC).toBeTruthy();

  // Unselecting asks first: Cancel keeps the product, Delete removes it.
  await thumb(page, c._id).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: BUILDER_MSG.cancel })).toBeVisible();
  await dialog.getByRole("button", { name: BUILDER_MSG.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(thumb(page, c._id)).toHaveAttribute("aria-pressed", "true");
  await thumb(page, c._id).click();
  await page.getByRole("alertdialog").getByRole("button", { name: BUILDER_MSG.productsUnselectConfirm, exact: true }).click();
  await expect(thumb(page, c._id)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => selectedIds(page)).toEqual([b._id, a._id]);
  await saved(page);
  expect((await json<TStudy>(await page.request.get(studyUrl(id)))).questions.map((q) => q.product)).toEqual([b._id, a._id]);

  // Adding it back puts it at the end with the question it had (spec 2 §4: removed questions are kept).
  await thumb(page, c._id).click();
  await saved(page);
  const after = await json<TStudy>(await page.request.get(studyUrl(id)));
  expect(after.questions.map((q) => q.product)).toEqual([b._id, a._id, c._id]);
  expect(after.questions.find((q) => q.product === c._id)?._id).toBe(questionOfC);

  // Search: the autocomplete box narrows the catalogue; no match shows the spec text with the typed text.
  const search = page.getByRole("combobox", { name: BUILDER_MSG.productsSearch });
  await search.fill(a.name.slice(0, 4));
  await expect(page.locator(`datalist option[value="${a.name}"]`)).toHaveCount(1); // autocomplete suggestion
  await search.fill(a.name);
  await expect(thumb(page, a._id)).toBeVisible();
  await expect(page.getByTestId("wizard-catalogue-product")).toHaveCount(1);
  await search.fill("zzqx no such product");
  await expect(page.getByText(BUILDER_MSG.productsNoMatch("zzqx no such product"))).toBeVisible();
  await expect(page.getByTestId("wizard-catalogue-product")).toHaveCount(0);
});

test("the product limit warning shows with randomisation off and more products than the limit", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const id = await makeStudy(page.request, assortment, { products: products.slice(0, 3).map((p) => ({ product: p._id })), random: false });
  // The product limit is an admin-only field (spec 2 §6): the admin sets it to 2.
  const admin = await apiAs("admin");
  const s = await json<TStudy>(await admin.get(studyUrl(id)));
  await json(await admin.put(saveUrl(id), { data: { date_modified: s.date_modified, limit: { active: true, number: 2 } } }));
  await admin.dispose();

  await page.goto(wizard(assortment, id, "products"));
  const warning = page.getByText(BUILDER_MSG.productLimitWarning(3, 2, 1));
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(
    "You've added 3 products and this test has a limit on number of products shown to the respondent at 2. Because you have randomization turned off, the last 1 product(s) will not be shown to any respondent. Please adjust.",
  );

  // Shuffling on removes the warning and stops manual ordering; it is saved.
  const shuffle = page.getByRole("switch", { name: BUILDER_MSG.productsShuffle });
  await expect(shuffle).toHaveAttribute("aria-checked", "false");
  await shuffle.click();
  await expect(shuffle).toHaveAttribute("aria-checked", "true");
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole("button", { name: BUILDER_MSG.productsDragHandle(products[0].name) })).toHaveAttribute("aria-disabled", "true");
  await saved(page);
  await page.reload();
  await expect(page.getByRole("switch", { name: BUILDER_MSG.productsShuffle })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(BUILDER_MSG.productLimitWarning(3, 2, 1))).toHaveCount(0);

  // Remove all products asks first, then empties the list.
  await page.getByRole("button", { name: BUILDER_MSG.productsRemoveAll }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: BUILDER_MSG.productsUnselectConfirm, exact: true }).click();
  await expect(page.getByText(BUILDER_MSG.productsNoneSelected)).toBeVisible();
  await saved(page);
  expect((await json<TStudy>(await page.request.get(studyUrl(id)))).questions).toEqual([]);
});

test("sales plan: amounts give percents and a $ total, survive a reload, and a negative amount is refused", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const [a, b] = products;
  const id = await makeStudy(page.request, assortment, { products: [{ product: a._id }, { product: b._id }] });
  await page.goto(wizard(assortment, id, "sales-plan"));

  const amountA = page.getByRole("textbox", { name: BUILDER_MSG.salesPlanAmountLabel(a.name) });
  const amountB = page.getByRole("textbox", { name: BUILDER_MSG.salesPlanAmountLabel(b.name) });
  const row = (p: TProduct) => page.locator(`[data-testid="sales-plan-row"][data-product-id="${p._id}"]`);
  await amountA.fill("100");
  await amountB.fill("300");
  await expect(row(a).getByTestId("sales-plan-percent")).toHaveText("25%");
  await expect(row(b).getByTestId("sales-plan-percent")).toHaveText("75%");
  await expect(page.getByTestId("sales-plan-total")).toHaveText("$400");
  await saved(page);

  await page.reload();
  await expect(amountA).toHaveValue("100");
  await expect(amountB).toHaveValue("300");
  await expect(page.getByTestId("sales-plan-total")).toHaveText("$400");

  // A negative amount is refused inline and never sent; a word too.
  const indicator = page.getByTestId("save-indicator");
  await amountB.fill("-500");
  await expect(amountB).toHaveAttribute("aria-invalid", "true");
  await expect(row(b).getByRole("alert")).toHaveText(BUILDER_MSG.salesPlanAmountMin);
  await expect(page.getByTestId("sales-plan-total")).toHaveText("$400");
  // P10: the header never claims "All Changes Saved" for a value that was not saved.
  await expect(indicator).toHaveText(BUILDER_MSG.notSavedInvalid);
  await expect(indicator).toHaveAttribute("data-state", "invalid");
  await amountA.fill("abc");
  await expect(row(a).getByRole("alert")).toHaveText(BUILDER_MSG.salesPlanNotNumber);
  await expect(indicator).toHaveText(BUILDER_MSG.notSavedInvalid);
  // Leaving the step would drop the refused values: the step stays, the cursor on the first one.
  await page.getByRole("button", { name: BUILDER_MSG.next, exact: true }).click();
  await expect(page).toHaveURL(/step=sales-plan/);
  await expect(amountA).toBeFocused();
  const stored = await json<TStudy>(await page.request.get(studyUrl(id)));
  expect(stored.questions.map((q) => q.merchantAllocationValue)).toEqual([100, 300]);

  // Fixed: saved, and the indicator says so again.
  await amountA.fill("100");
  await amountB.fill("500");
  await expect(indicator).not.toHaveText(BUILDER_MSG.notSavedInvalid);
  await saved(page);
  await expect(indicator).toHaveText(BUILDER_MSG.allSaved);
  await page.reload();
  await expect(amountA).toHaveValue("100");
  await expect(amountB).toHaveValue("500");
});

test("sales plan: percentages add up to the total row's 100% (largest remainder), three equal amounts 34/33/33", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const [a, b, c] = products;
  const id = await makeStudy(page.request, assortment, { products: [a, b, c].map((p) => ({ product: p._id, sales_plan: 100 })) });
  await page.goto(wizard(assortment, id, "sales-plan"));
  const percents = page.getByTestId("sales-plan-percent");
  // Rounded each on its own, three equal thirds say 33% + 33% + 33% = 99% under a total of 100%.
  await expect(percents).toHaveText(["34%", "33%", "33%"]);
  await expect(page.getByTestId("sales-plan-total-percent")).toHaveText("100%");
  await page.getByRole("textbox", { name: BUILDER_MSG.salesPlanAmountLabel(c.name) }).fill("600");
  // 12.5 + 12.5 + 75 would round to 13 + 13 + 75 = 101.
  await expect(percents).toHaveText(["13%", "12%", "75%"]);
  await expect(page.getByTestId("sales-plan-total-percent")).toHaveText("100%");
  await saved(page);
});

test("Add Product creates a product in the assortment that can be selected; once deleted the study says so", async ({ page }) => {
  const { assortment } = await assortmentWithProducts(page.request);
  const id = await makeStudy(page.request, assortment);
  await page.goto(wizard(assortment, id, "products"));

  const name = `Wizard E2E ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: BUILDER_MSG.productsAdd }).click();
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  await dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true }).fill(name);
  await dialog.getByLabel(FORM_LABELS.assetFormat).selectOption("image");
  // The assortment of the wizard is preselected, so Save is possible without choosing one.
  await dialog.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  await expect(dialog).toBeHidden();

  const created = page.getByRole("button", { name, exact: true });
  await expect(created).toHaveAttribute("aria-pressed", "false");
  await created.click();
  await expect(created).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("wizard-selected-product")).toHaveCount(1);
  await saved(page);
  const productId = (await json<TStudy>(await page.request.get(studyUrl(id)))).questions[0].product;

  // The product is deleted from the catalogue (GraphQL, as the catalogue does): the study keeps it and warns.
  const res = await page.request.post("/api/v1/graphql", {
    data: { query: "mutation($_id: ID!, $brand_id: ID!) { deleteProduct(_id: $_id, brand_id: $brand_id) }", variables: { _id: productId, brand_id: DEMO } },
  });
  expect(await res.json()).toEqual({ data: { deleteProduct: true } });
  await page.reload();
  const row = page.getByTestId("wizard-selected-product");
  await expect(row).toHaveCount(1);
  await expect(row.getByText(BUILDER_MSG.productDeleted)).toBeVisible();
  await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
  // Removing it from the right column asks, then the list is empty.
  await row.getByRole("button", { name: `${BUILDER_MSG.productsUnselectConfirm} ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: BUILDER_MSG.productsUnselectConfirm, exact: true }).click();
  await expect(page.getByText(BUILDER_MSG.productsNoneSelected)).toBeVisible();
});

test("read-only (viewonly) disables every control of both steps", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const [a, b] = products;
  const id = await makeStudy(page.request, assortment, { products: [{ product: a._id, sales_plan: 10 }, { product: b._id }] });
  await page.goto(`/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}/viewonly?step=products`);

  await expect(thumb(page, a._id)).toBeDisabled();
  await expect(thumb(page, a._id)).toHaveAttribute("aria-pressed", "true");
  await expect(thumb(page, products[2]._id)).toBeDisabled();
  await expect(page.getByRole("button", { name: BUILDER_MSG.productsAdd })).toBeDisabled();
  await expect(page.getByRole("button", { name: BUILDER_MSG.productsRemoveAll })).toBeDisabled();
  await expect(page.getByRole("switch", { name: BUILDER_MSG.productsShuffle })).toBeDisabled();
  await expect(page.getByRole("button", { name: BUILDER_MSG.productsDragHandle(a.name) })).toBeDisabled();
  await expect(page.getByRole("button", { name: `${BUILDER_MSG.productsUnselectConfirm} ${a.name}` })).toBeDisabled();

  await page.goto(`/brand/${DEMO}/assortment/${assortment}/campaign-wizard/${id}/viewonly?step=sales-plan`);
  await expect(page.getByRole("textbox", { name: BUILDER_MSG.salesPlanAmountLabel(a.name) })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: BUILDER_MSG.salesPlanAmountLabel(a.name) })).toHaveValue("10");
  await expect(page.getByTestId("sales-plan-total")).toHaveText("$10");
});

test("a line review is always shuffled: the toggle is on and locked, and random is saved", async ({ page }) => {
  const { assortment, products } = await assortmentWithProducts(page.request);
  const id = await makeStudy(page.request, assortment, { type: "line_review", random: false, products: [{ product: products[0]._id }] });
  await page.goto(wizard(assortment, id, "products"));
  const shuffle = page.getByRole("switch", { name: BUILDER_MSG.productsShuffle });
  await expect(shuffle).toHaveAttribute("aria-checked", "true");
  await expect(shuffle).toBeDisabled();
  await expect(page.getByText(BUILDER_MSG.productsShuffleLocked)).toBeVisible();
  await saved(page);
  expect((await json<TStudy & { random: boolean }>(await page.request.get(studyUrl(id)))).random).toBe(true);
});
