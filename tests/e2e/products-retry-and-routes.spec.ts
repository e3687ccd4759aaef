// Spec 1 §8 "Images are retried 3 times with a cache-busting count" as the browser sees it, and the
// assortment-scoped product URLs of spec 1 §2 opened directly (view, edit, create). Read-only on the demo brand:
// forms are opened, never saved.
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { FORM_LABELS } from "../../lib/products/form-mapping";
import { RETRY_PARAM } from "../../lib/products/image-retry";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "../../lib/products/messages";
import { productRoutes } from "../../lib/products/catalogue-view";
import { acceptCookies, DEMO, expectPath } from "./support/world";
import { MSG } from "../../lib/messages";

test.use({ role: "full" });
// The saved session's cookie choice belongs to the origin it was saved on; set it so the banner never covers the page.
test.beforeEach(async ({ page }) => acceptCookies(page));

interface TAssortmentOption {
  _id: string;
  name: string;
}
interface TAssortmentProduct {
  _id: string;
  name: string;
  is_editable: boolean;
}

/** The catalogue's own GraphQL API, called with the signed-in user's session. */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * The demo brand's oldest assortment (only seeded products live there; journeys that add products use the newest)
 * and its products.
 */
async function seededAssortment(page: Page): Promise<{ assortment: TAssortmentOption; products: TAssortmentProduct[] }> {
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: TAssortmentOption[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name } }`,
    { brand_id: DEMO },
  );
  const assortment = brandAssortmentOptions.at(-1);
  if (!assortment) throw new Error("the demo brand has no assortment");
  const { getAssortmentProducts } = await api<{ getAssortmentProducts: TAssortmentProduct[] }>(
    page,
    `query($brand_id: ID!, $assortment_id: ID!) { getAssortmentProducts(brand_id: $brand_id, assortment_id: $assortment_id) { _id name is_editable } }`,
    { brand_id: DEMO, assortment_id: assortment._id },
  );
  if (getAssortmentProducts.length === 0) throw new Error("the seeded assortment has no products");
  return { assortment, products: getAssortmentProducts };
}

const cards = (page: Page) => page.getByTestId("product-card");

test("a card image that fails twice is asked for again with retry=1 and retry=2, and then shows", async ({ page }) => {
  // The first image path the page asks for becomes the flaky one: its first 2 requests answer 500.
  let target: string | null = null;
  const asked: string[] = [];
  await page.route("**/uploads/**", async (route) => {
    const url = new URL(route.request().url());
    target ??= url.pathname;
    if (url.pathname !== target) return route.continue();
    asked.push(url.search);
    if (asked.length <= 2) return route.fulfill({ status: 500, contentType: "text/plain", body: "flaky" });
    return route.continue();
  });

  await page.goto("/login");
  const { assortment } = await seededAssortment(page);
  await page.goto(productRoutes.list(DEMO, assortment._id));
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
  if (!target) throw new Error("no image was requested");

  // The three requests of that image: the plain URL, then the two cache-busting retries; no fourth was needed.
  expect(asked).toEqual(["", `?${RETRY_PARAM}=1`, `?${RETRY_PARAM}=2`]);
  const flaky = page.locator(`img[src^="${target}"]`);
  const card = cards(page).filter({ has: flaky });
  await expect(card).toHaveCount(1);
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", `${target}?${RETRY_PARAM}=2`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  // It still carries its product's name as alt text, and no card fell back to the placeholder.
  await expect(image).toHaveAttribute("alt", (await card.getByRole("heading").getAttribute("title")) ?? "");
  await expect(page.getByTestId("image-placeholder")).toHaveCount(0);
  expect(asked).toHaveLength(3);
});

test("an assortment-scoped product URL opens that product's view over the assortment catalogue", async ({ page }) => {
  await page.goto("/login");
  const { assortment, products } = await seededAssortment(page);
  const target = products.at(-1);
  if (!target) throw new Error("no product");

  await page.goto(productRoutes.view(DEMO, target._id, assortment._id));
  await expect(page.getByRole("dialog", { name: target.name })).toBeVisible();
  await expectPath(page, productRoutes.view(DEMO, target._id, assortment._id));
  // Behind the modal: this assortment's catalogue, and only its products.
  await expect(page.locator("#catalogue-title")).toContainText(assortment.name);
  await expect(cards(page).first()).toBeAttached();
  const inAssortment = new Set(products.map((p) => p._id));
  for (const id of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-id")))) expect(inAssortment.has(id ?? "")).toBe(true);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectPath(page, productRoutes.list(DEMO, assortment._id));
});

test("an assortment-scoped edit URL opens the edit form of an editable product", async ({ page }) => {
  await page.goto("/login");
  const { assortment, products } = await seededAssortment(page);
  const editable = products.find((p) => p.is_editable);
  if (!editable) throw new Error("the seeded assortment has no editable product");

  await page.goto(productRoutes.edit(DEMO, editable._id, assortment._id));
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.editTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true })).toHaveValue(editable.name);
  await expectPath(page, productRoutes.edit(DEMO, editable._id, assortment._id));
  await expect(page.locator("#catalogue-title")).toContainText(assortment.name);
  // Read-only on the demo brand: leave without saving.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.editTitle })).toHaveCount(0);
});

test("an assortment-scoped create URL opens the add form with that assortment preselected", async ({ page }) => {
  await page.goto("/login");
  const { assortment } = await seededAssortment(page);

  await page.goto(productRoutes.create(DEMO, assortment._id));
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  await expect(dialog).toBeVisible();
  await expectPath(page, productRoutes.create(DEMO, assortment._id));
  const choices = dialog.getByRole("group", { name: FORM_LABELS.assortments });
  await expect(choices.getByRole("checkbox", { name: assortment.name, exact: true })).toBeChecked();
  // Only that one: the others stay unticked.
  await expect(choices.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(page.locator("#catalogue-title")).toContainText(assortment.name);
  // Read-only on the demo brand: leave without saving.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.addTitle })).toHaveCount(0);
});

test("the add form has numeric price and margin, and an upload failing with 'Inaccessible host' shows the spec's alert", async ({ page }) => {
  // The upload never reaches the server: the route answers as a media service with a broken host would.
  await page.route("**/api/v1/brand/*/upload", (route) =>
    route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ status: 500, detail: "Inaccessible host" }) }),
  );
  await page.goto(productRoutes.create(DEMO));
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  await expect(dialog).toBeVisible();
  // Spec 1 §5: price and margin are numeric inputs.
  await expect(dialog.getByLabel(FORM_LABELS.price, { exact: true })).toHaveAttribute("type", "number");
  await expect(dialog.getByLabel(FORM_LABELS.margin, { exact: true })).toHaveAttribute("type", "number");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await dialog.getByLabel(FORM_LABELS.chooseFiles).setInputFiles({ name: "one.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByText(PRODUCT_MSG.inaccessibleHost)).toBeVisible();
  await page.keyboard.press("Escape");
});

test("the parent product search asks the server only once typing has stopped for 2000 ms (spec 1 §9)", async ({ page }) => {
  await page.clock.install();
  await page.goto("/login");
  const { assortment } = await seededAssortment(page);
  const searched: string[] = [];
  page.on("request", (req) => {
    const body = req.postData() ?? "";
    if (req.url().includes("/api/v1/graphql") && body.includes("assortmentParentProducts")) {
      const vars = (JSON.parse(body) as { variables?: { search?: string | null } }).variables;
      searched.push(vars?.search ?? "");
    }
  });
  await page.goto(productRoutes.create(DEMO, assortment._id));
  const search = page.getByRole("searchbox", { name: FORM_LABELS.parentSearch });
  await expect(search).toBeVisible();
  await expect.poll(() => searched.length).toBeGreaterThanOrEqual(1);
  // The first search has been answered and the form is ready: typing now cannot be lost to a re-render.
  await expect(search).toBeEnabled();
  await expect(page.getByLabel(FORM_LABELS.parent, { exact: true })).toHaveAttribute("aria-busy", "false");

  await page.clock.pauseAt(Date.now() + 60_000);
  const before = searched.length;
  await search.pressSequentially("Trail");
  await expect(search).toHaveValue("Trail");
  await page.clock.runFor(PRODUCT_LIMITS.parentSearchDebounceMs - 100);
  expect(searched.slice(before)).toEqual([]);
  await page.clock.runFor(200);
  // Past the debounce, the request goes out through a chain of zero-delay timers (React Query batches with
  // setTimeout(0)), which a paused clock never fires: keep the clock moving while waiting for it.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return searched.slice(before);
    })
    .toEqual(["Trail"]);
});

test("a failed fetch of the brand's default country returns to the products list with the fetching error (spec 1 §8)", async ({ page }) => {
  await page.goto("/login");
  const { assortment, products } = await seededAssortment(page);
  await page.route("**/api/v1/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes("productFilterBoundaries")) {
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "down" }] }) });
    }
    return route.continue();
  });
  await page.goto(productRoutes.view(DEMO, products[0]._id, assortment._id));
  await expect(page.getByText(MSG.genericItemError("fetching"))).toBeVisible();
  await expectPath(page, productRoutes.list(DEMO, assortment._id));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
