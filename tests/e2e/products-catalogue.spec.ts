// The product catalogue (spec 1 §2 "Product screens", §5 search and price rules, §8 product messages, §9 limits):
// infinite scroll 30 at a time, debounced search by name and by id, the price and assortment filters, the view
// modal with Next/Previous, the card menu of editable and in-use products, delete, and the product routes.
import { type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { MSG, NOT_FOUND_SCREEN } from "../../lib/messages";
import { formatMargin, formatPercentile, formatPrice, formatScore, truncate } from "../../lib/products/format";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "../../lib/products/messages";
import { productRoutes } from "../../lib/products/catalogue-view";
import { audit } from "./support/axe";
import { acceptCookies, CUSTOMER, DEMO, expectPath, hydrated } from "./support/world";

test.use({ role: "full" });
// The saved session's cookie choice belongs to the origin it was saved on; set it here so the banner never
// covers a menu, whichever port this run uses.
test.beforeEach(async ({ page }) => acceptCookies(page));

interface TApiProduct {
  _id: string;
  name: string;
  price: number | null;
  is_editable: boolean;
  images: { _id: string }[];
}

/** The catalogue's own GraphQL API, called with the signed-in user's session, to know what the page should show. */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function listProducts(
  page: Page,
  args: { search?: string; filters?: Record<string, unknown>; assortment_id?: string; brand_id?: string } = {},
) {
  const data = await api<{ brandProducts: { products: TApiProduct[]; filtered_count: number; total_count: number } }>(
    page,
    `query($brand_id: ID!, $assortment_id: ID, $search: String, $filters: ProductFilters, $limit: Int) {
      brandProducts(brand_id: $brand_id, assortment_id: $assortment_id, offset: 0, limit: $limit, search: $search, filters: $filters) {
        products { _id name price is_editable images { _id } } filtered_count total_count
      }
    }`,
    { brand_id: DEMO, limit: 200, ...args },
  );
  return data.brandProducts;
}

const cards = (page: Page) => page.getByTestId("product-card");

/**
 * Opens a catalogue route and waits until React runs the page: the server renders the search box and the buttons,
 * and on a loaded machine a click or keystroke can reach them before hydration, where it is lost.
 */
async function openCatalogue(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page.getByLabel("Search products"));
}

/**
 * The demo brand's oldest assortment: only seeded products live there (the product-form journeys add theirs to the
 * newest one), so tests that read "the first cards" see the same products whatever runs beside them.
 */
async function seededAssortment(page: Page): Promise<string> {
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: { _id: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id } }`,
    { brand_id: DEMO },
  );
  const oldest = brandAssortmentOptions.at(-1);
  if (!oldest) throw new Error("the demo brand has no assortment");
  return oldest._id;
}
const cardNamed = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: truncate(name, PRODUCT_LIMITS.cardTitle), exact: true }) });
const countLabel = (n: number) => new RegExp(`^${n} products?$`);

/** The count the page shows ("44 products"), as a number. */
async function shownCount(page: Page): Promise<number> {
  const label = page.getByTestId("product-count");
  await expect(label).toHaveText(/^\d+ products?$/);
  return Number((await label.textContent())?.split(" ")[0]);
}

// Other journeys (the product form, bulk upload) may add products to the demo brand while these run, so counts
// are read from the page and checked against what it shows, not against a figure taken earlier.
test("the catalogue loads 30 products, then more on scroll, and shows the count", async ({ page }) => {
  await page.goto(productRoutes.list(DEMO));
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
  const total = await shownCount(page);
  expect(total).toBeGreaterThanOrEqual(44);
  // Keyboard users get a button for what scrolling loads.
  await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(async () => cards(page).count()).toBeGreaterThan(PRODUCT_LIMITS.pageSize);
  await expect(cards(page)).toHaveCount(Math.min(await shownCount(page), 2 * PRODUCT_LIMITS.pageSize));
  // Every card has its image (the seeded products all have one) with the product's name as alt text.
  const first = cards(page).first();
  await expect(first.getByRole("img")).toHaveAttribute("alt", (await first.getByRole("heading").getAttribute("title")) ?? "");
});

test("the Load more button loads the next 30 for keyboard users", async ({ page }) => {
  await page.goto(productRoutes.list(DEMO));
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
  const more = page.getByRole("button", { name: "Load more" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => cards(page).count()).toBeGreaterThan(PRODUCT_LIMITS.pageSize);
  // At most one more page; the total itself may grow while other journeys add products to this brand.
  expect(await cards(page).count()).toBeLessThanOrEqual(2 * PRODUCT_LIMITS.pageSize);
});

test("search is debounced and matches names case-insensitively", async ({ page }) => {
  const target = [...(await listProducts(page)).products].reverse().find((p) => !p.name.includes("–"));
  if (!target) throw new Error("no product to search for");
  const word = target.name.split(" ")[0];
  const expected = await listProducts(page, { search: word.toLowerCase() });
  expect(expected.filtered_count).toBeGreaterThan(0);

  await page.goto(productRoutes.list(DEMO));
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
  const searches: string[] = [];
  page.on("request", (req) => {
    const body = req.postData();
    if (req.url().endsWith("/api/v1/graphql") && body?.includes("brandProducts")) {
      const search = (JSON.parse(body) as { variables: { search: string | null } }).variables.search;
      if (search) searches.push(search);
    }
  });
  // Typed a key at a time, faster than the 500 ms debounce: one request for the whole word, none per keystroke.
  await page.getByLabel("Search products").pressSequentially(word.toLowerCase(), { delay: 30 });
  await expect(page.getByTestId("product-count")).toHaveText(countLabel(expected.filtered_count));
  await expect(cards(page)).toHaveCount(Math.min(expected.filtered_count, PRODUCT_LIMITS.pageSize));
  for (const title of await cards(page).getByRole("heading").allTextContents()) expect(title.toLowerCase()).toContain(word.toLowerCase());
  // Debounced: the last request is the whole word, and keystrokes do not each send one. (A 2-core machine under
  // load can stall past 500 ms between two keystrokes, so one early request is tolerated.)
  expect(searches.at(-1)).toBe(word.toLowerCase());
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(searches.length).toBeLessThan(word.length);

  await page.getByLabel("Search products").fill("no product is called this");
  await expect(page.getByText(MSG.noneFound("products"))).toBeVisible();
});

test("searching id:<id> finds exactly that product", async ({ page }) => {
  const target = (await listProducts(page)).products.at(-8);
  if (!target) throw new Error("too few products");
  await openCatalogue(page, productRoutes.list(DEMO));
  await page.getByLabel("Search products").fill(`id:${target._id}`);
  await expect(page.getByTestId("product-count")).toHaveText(countLabel(1));
  await expect(cards(page)).toHaveCount(1);
  await expect(cardNamed(page, target.name)).toHaveCount(1);
});

test("the price filter is bounded by the brand's prices and narrows the list", async ({ page }) => {
  const all = await listProducts(page);
  const prices = all.products.map((p) => p.price).filter((p): p is number => p !== null).sort((a, b) => a - b);
  const low = prices[Math.floor(prices.length / 4)];
  const high = prices[Math.floor((prices.length * 3) / 4)];

  await page.goto(productRoutes.list(DEMO));
  const min = page.getByLabel("Min price ($)");
  const max = page.getByLabel("Max price ($)");
  await expect(min).toHaveAttribute("min", String(prices[0]));
  await expect(max).toHaveAttribute("max", String(prices.at(-1)));
  const unfiltered = await shownCount(page);
  await min.fill(String(low));
  await max.fill(String(high));
  await expect.poll(async () => shownCount(page)).toBeLessThan(unfiltered);
  const filtered = await shownCount(page);
  expect(filtered).toBeGreaterThan(0);
  // The count and the cards update from one answer, but render apart: wait for the cards before reading them.
  await expect(cards(page)).toHaveCount(Math.min(filtered, PRODUCT_LIMITS.pageSize));
  const shown = await cards(page).getByText(/^\$[\d,]+\.\d{2}$/).allTextContents();
  expect(shown.length).toBe(Math.min(filtered, PRODUCT_LIMITS.pageSize));
  for (const text of shown) {
    const value = Number(text.replace(/[$,]/g, ""));
    expect(value).toBeGreaterThanOrEqual(low);
    expect(value).toBeLessThanOrEqual(high);
  }
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(async () => shownCount(page)).toBeGreaterThanOrEqual(unfiltered);
});

test("the assortment filter lists the brand's assortments and narrows the list", async ({ page }) => {
  const { brandAssortmentOptions: options } = await api<{ brandAssortmentOptions: { _id: string; name: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name } }`,
    { brand_id: DEMO },
  );
  expect(options.length).toBeGreaterThan(1);
  const chosen = options[0];
  await page.goto(productRoutes.list(DEMO));
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
  await expect(page.getByLabel("Assortment").getByRole("option")).toHaveText(["All assortments", ...options.map((o) => o.name)]);
  const unfiltered = await shownCount(page);
  await page.getByLabel("Assortment").selectOption({ label: chosen.name });
  await expect.poll(async () => shownCount(page)).toBeLessThan(unfiltered);
  const filtered = await shownCount(page);
  await expect(cards(page)).toHaveCount(Math.min(filtered, PRODUCT_LIMITS.pageSize));
  // Every card shown belongs to the chosen assortment.
  const inAssortment = new Set((await listProducts(page, { assortment_id: chosen._id })).products.map((p) => p._id));
  for (const id of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-id")))) expect(inAssortment.has(id ?? "")).toBe(true);
});

test("the view modal shows the price with $ and 2 decimals, and Next and Previous move through the list", async ({ page }) => {
  await page.goto("/login");
  const assortment = await seededAssortment(page);
  await page.goto(productRoutes.list(DEMO, assortment));
  await expect(cards(page).nth(1)).toBeVisible();
  const card = (n: number) => cards(page).nth(n);
  const first = { id: await card(0).getAttribute("data-product-id"), name: await card(0).getByRole("heading").getAttribute("title") };
  const second = { id: await card(1).getAttribute("data-product-id"), name: await card(1).getByRole("heading").getAttribute("title") };
  if (!first.id || !first.name || !second.id || !second.name) throw new Error("cards without id or name");
  const { getProduct } = await api<{ getProduct: { price: number; margin: number } }>(
    page,
    `query($_id: ID!, $brand_id: ID!) { getProduct(_id: $_id, brand_id: $brand_id) { price margin } }`,
    { _id: first.id, brand_id: DEMO },
  );

  await page.getByRole("button", { name: `Actions for ${first.name}` }).click();
  await page.getByRole("menuitem", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: first.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("view-price")).toHaveText(formatPrice(getProduct.price, "$"));
  await expect(dialog.getByTestId("view-price")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(dialog.getByTestId("view-margin")).toHaveText(formatMargin(getProduct.margin));
  await expect(dialog.getByTestId("view-margin")).toHaveText(/%$/);
  await expect(dialog.getByRole("table", { name: "Forecasts" })).toBeVisible();
  await expectPath(page, productRoutes.view(DEMO, first.id, assortment));

  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: second.name })).toBeVisible();
  await expectPath(page, productRoutes.view(DEMO, second.id, assortment));
  await page.getByRole("dialog").getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("dialog", { name: first.name })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectPath(page, productRoutes.list(DEMO, assortment));
});

test("a product in an active or closed study shows the disabled menu items, and clicking it opens the view", async ({ page }) => {
  const inUse = (await listProducts(page)).products.find((p) => !p.is_editable);
  if (!inUse) throw new Error("the demo brand has no product in an active or closed study");
  await openCatalogue(page, productRoutes.list(DEMO));
  await page.getByLabel("Search products").fill(`id:${inUse._id}`);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${inUse.name}` }).click();
  await expect(page.getByRole("menuitem", { name: PRODUCT_MSG.editDisabled })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: PRODUCT_MSG.deleteDisabled })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Delete", exact: true })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Download Images" })).toBeVisible();
  await page.keyboard.press("Escape");

  await cardNamed(page, inUse.name).getByRole("button").first().click();
  const dialog = page.getByRole("dialog", { name: inUse.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit" })).toHaveCount(0);
});

test("the view of a tested product has a score card per study, with the title truncated, percentile and score formatted", async ({ page }) => {
  const inUse = (await listProducts(page)).products.filter((p) => !p.is_editable);
  type TScores = { getProductScore: { scores: { survey: { title: string }; customer_sentiment: { score: number | null; percentile: number | null } }[] } };
  let target: { product: TApiProduct; scores: TScores["getProductScore"]["scores"] } | null = null;
  for (const product of inUse) {
    const { getProductScore } = await api<TScores>(
      page,
      `query($_id: ID!, $brand_id: ID!) { getProductScore(_id: $_id, brand_id: $brand_id) { scores { survey { title } customer_sentiment { score percentile } } } }`,
      { _id: product._id, brand_id: DEMO },
    );
    if (getProductScore.scores.some((s) => s.customer_sentiment.score !== null && s.customer_sentiment.percentile !== null)) {
      target = { product, scores: getProductScore.scores };
      break;
    }
  }
  if (!target) throw new Error("no seeded product has a score");
  await page.goto(productRoutes.view(DEMO, target.product._id));
  const dialog = page.getByRole("dialog", { name: target.product.name });
  await expect(dialog.getByTestId("score-card")).toHaveCount(target.scores.length);
  for (const entry of target.scores) {
    const card = dialog.getByTestId("score-card").filter({ hasText: truncate(entry.survey.title, PRODUCT_LIMITS.scoreCardStudyName) });
    await expect(card).toHaveCount(1);
    const { score, percentile } = entry.customer_sentiment;
    if (score !== null) await expect(card).toContainText(formatScore(score));
    if (percentile !== null) await expect(card).toContainText(formatPercentile(percentile));
  }
  await expect(dialog.getByTestId("score-card").first()).toContainText(/\d+(st|nd|rd|th)/);
});

test("Add Product and the create and edit routes open the product form over the catalogue", async ({ page }) => {
  const editable = (await listProducts(page)).products.find((p) => p.is_editable);
  if (!editable) throw new Error("no editable product");
  await openCatalogue(page, productRoutes.list(DEMO));
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.addTitle })).toBeVisible();
  await expectPath(page, productRoutes.create(DEMO));
  await page.keyboard.press("Escape");
  await expectPath(page, productRoutes.list(DEMO));

  await page.goto(productRoutes.create(DEMO));
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.addTitle })).toBeVisible();

  await page.goto(productRoutes.edit(DEMO, editable._id));
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.editTitle })).toBeVisible();

  // Clicking an editable product's card edits it.
  await openCatalogue(page, productRoutes.list(DEMO));
  await page.getByLabel("Search products").fill(`id:${editable._id}`);
  await expect(cards(page)).toHaveCount(1);
  await cardNamed(page, editable.name).getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.editTitle })).toBeVisible();
  await expectPath(page, productRoutes.edit(DEMO, editable._id));
});

test("the edit route of an unknown product says it doesn't exist and goes to the list", async ({ page }) => {
  await page.goto(productRoutes.edit(DEMO, "0".repeat(24)));
  await expectToast(page, PRODUCT_MSG.notFound);
  await expectPath(page, productRoutes.list(DEMO));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Download Images starts the download with the spec's notice", async ({ page }) => {
  const withImages = (await listProducts(page)).products.find((p) => p.images.length > 0);
  if (!withImages) throw new Error("no product with images");
  await openCatalogue(page, productRoutes.list(DEMO));
  await page.getByRole("button", { name: `Actions for ${withImages.name}` }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download Images" }).click();
  await expectToast(page, PRODUCT_MSG.downloadingImages);
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
});

test("a product URL opens its view over the catalogue; an unknown product says it doesn't exist and goes to the list", async ({ page }) => {
  const target = (await listProducts(page)).products.at(-4);
  if (!target) throw new Error("too few products");
  await page.goto(productRoutes.view(DEMO, target._id));
  await expect(page.getByRole("dialog", { name: target.name })).toBeVisible();

  await page.goto(productRoutes.view(DEMO, "0".repeat(24)));
  await expectToast(page, PRODUCT_MSG.notFound);
  await expectPath(page, productRoutes.list(DEMO));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
});

test("a malformed product id shows the product-page 404", async ({ page }) => {
  await page.goto(`${productRoutes.list(DEMO)}/not-a-product`);
  await expect(page.getByRole("heading", { name: NOT_FOUND_SCREEN.title })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.body)).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.code)).toBeVisible();
  await page.getByRole("link", { name: "Back to products" }).click();
  await expectPath(page, productRoutes.list(DEMO));
});

test("an assortment's catalogue lists only that assortment's products", async ({ page }) => {
  const { brandAssortmentOptions: options } = await api<{ brandAssortmentOptions: { _id: string; name: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name } }`,
    { brand_id: DEMO },
  );
  const chosen = options[1];
  await page.goto(productRoutes.list(DEMO, chosen._id));
  await expect(page.getByRole("heading", { name: `${chosen.name} – Products`, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Assortment", { exact: true })).toHaveCount(0);
  const shown = await shownCount(page);
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(Math.min(shown, PRODUCT_LIMITS.pageSize));
  expect(shown).toBeLessThan((await listProducts(page)).total_count);
  const inAssortment = new Set((await listProducts(page, { assortment_id: chosen._id })).products.map((p) => p._id));
  for (const id of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-id")))) expect(inAssortment.has(id ?? "")).toBe(true);

  await page.goto(productRoutes.list(DEMO, "f".repeat(24)));
  await expect(page.getByText(NOT_FOUND_SCREEN.code)).toBeVisible();
});

test("the catalogue and the view modal pass an accessibility audit", async ({ page }) => {
  test.slow(); // two audits of a page of 30 cards on a loaded 2-core machine
  await page.goto(productRoutes.list(DEMO));
  await expect(cards(page)).toHaveCount(PRODUCT_LIMITS.pageSize);
  // The catalogue is the page's main region (the header and sidebar are the workspace's, audited with the dashboard).
  expect((await audit(page, "main")).violations.map((v) => v.id)).toEqual([]);
  await page.goto(productRoutes.list(DEMO, await seededAssortment(page)));
  await expect(cards(page).first()).toBeVisible();
  await cards(page).first().getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "View" }).click();
  await expect(page.getByTestId("view-price")).toBeVisible();
  expect((await audit(page, "[role=dialog]")).violations.map((v) => v.id)).toEqual([]);
});

// Deleting changes the seeded catalogue: these run last (a file's tests run in order in one worker) and on the
// second brand, which the other product journeys leave alone.
test("an editable product is deleted after confirmation and its card disappears", async ({ page }) => {
  const all = await listProducts(page, { brand_id: CUSTOMER });
  const victim = [...all.products].reverse().find((p) => p.is_editable);
  if (!victim) throw new Error("no editable product");
  await page.goto(productRoutes.list(CUSTOMER));
  await expect(page.getByTestId("product-count")).toHaveText(countLabel(all.filtered_count));
  await page.getByLabel("Search products").fill(`id:${victim._id}`);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${victim.name}` }).click();
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete product" });
  await expect(confirm).toContainText(victim.name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, PRODUCT_MSG.deleted);
  await expect(confirm).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await page.getByLabel("Search products").fill("");
  await expect(page.getByTestId("product-count")).toHaveText(countLabel(all.filtered_count - 1));
  await expect(cardNamed(page, victim.name)).toHaveCount(0);
});

test("deleting a product that no longer exists says so", async ({ page }) => {
  const victim = [...(await listProducts(page, { brand_id: CUSTOMER })).products].reverse().find((p) => p.is_editable);
  if (!victim) throw new Error("no editable product");
  await openCatalogue(page, productRoutes.list(CUSTOMER));
  await page.getByLabel("Search products").fill(`id:${victim._id}`);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${victim.name}` }).click();
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  // Someone else deletes it while the confirmation is open.
  await api(page, `mutation($_id: ID!, $brand_id: ID!) { deleteProduct(_id: $_id, brand_id: $brand_id) }`, { _id: victim._id, brand_id: CUSTOMER });
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, PRODUCT_MSG.notFound);
  await expect(cards(page)).toHaveCount(0);
});
