// More of the product catalogue (spec 1 §2 "Product screens", §8 product messages): the view modal's thumbnails,
// style variants, Edit and Close; child-product names on a card on hover and focus; no Download Images for a product
// without images; and the failure toasts of the image download, the bulk upload downloads and the bulk apply.
// The demo brand is only read here (other specs read its seeded catalogue in parallel); anything that writes uses
// the customer brand, and the failures are produced by intercepting the one GraphQL operation that should fail.
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { productRoutes } from "../../lib/products/catalogue-view";
import { truncate } from "../../lib/products/format";
import { BULK_LABELS } from "../../lib/products/bulk-upload-ui";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "../../lib/products/messages";
import { acceptCookies, CUSTOMER, DEMO, expectPath } from "./support/world";

test.use({ role: "full" });
// Parallel runs share the saved sign-ins; the cookie choice is set per test so the banner never covers a menu.
test.beforeEach(async ({ page }) => acceptCookies(page));

interface TApiProduct {
  _id: string;
  name: string;
  is_editable: boolean;
  images: { _id: string }[];
  children: { _id: string; name: string }[];
}

/** The product API with the signed-in user's session, to pick products and to set up data. */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function listProducts(page: Page, brandId: string): Promise<TApiProduct[]> {
  const data = await api<{ brandProducts: { products: TApiProduct[] } }>(
    page,
    `query($brand_id: ID!, $limit: Int) {
      brandProducts(brand_id: $brand_id, offset: 0, limit: $limit) { products { _id name is_editable images { _id } children { _id name } } }
    }`,
    { brand_id: brandId, limit: 200 },
  );
  return data.brandProducts.products;
}

async function pick(page: Page, brandId: string, what: string, match: (p: TApiProduct) => boolean): Promise<TApiProduct> {
  const found = (await listProducts(page, brandId)).find(match);
  if (!found) throw new Error(`no product: ${what}`);
  return found;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const cards = (page: Page) => page.getByTestId("product-card");

/** The catalogue narrowed to one product by id, so its card is the only one whatever else the brand holds. */
async function showOnly(page: Page, brandId: string, productId: string) {
  await page.goto(productRoutes.list(brandId));
  await page.getByLabel("Search products").fill(`id:${productId}`);
  await expect(page.getByTestId("product-count")).toHaveText("1 product");
  await expect(cards(page)).toHaveCount(1);
  return cards(page).first();
}

/**
 * Makes the GraphQL operation that calls `field` fail as the server would ("boom", code internal); every other
 * request goes through untouched.
 */
async function failField(page: Page, field: string) {
  const calls = new RegExp(`\\b${field}\\s*\\(`);
  await page.route("**/api/v1/graphql", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && calls.test(request.postData() ?? "")) {
      await route.fulfill({ status: 200, contentType: "application/json", json: { errors: [{ message: "boom", extensions: { code: "internal" } }] } });
    } else {
      // fallback, not continue: another failField handler (or the network) gets the request.
      await route.fallback();
    }
  });
}

async function firstAssortment(page: Page, brandId: string): Promise<string> {
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: { _id: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id } }`,
    { brand_id: brandId },
  );
  if (!brandAssortmentOptions[0]) throw new Error("the brand has no assortment");
  return brandAssortmentOptions[0]._id;
}

test("clicking a thumbnail in the view modal shows that image", async ({ page }) => {
  const product = await pick(page, DEMO, "with two images", (p) => p.images.length >= 2);
  await page.goto(productRoutes.view(DEMO, product._id));
  const dialog = page.getByRole("dialog", { name: product.name });
  const n = product.images.length;
  const main = dialog.getByRole("img", { name: `${product.name}, image 1 of ${n}`, exact: true });
  await expect(main).toBeVisible();
  const firstSrc = await main.getAttribute("src");

  const thumbs = dialog.getByRole("list", { name: "Images and 3D models" }).getByRole("button");
  await expect(thumbs).toHaveCount(n);
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true");
  const second = dialog.getByRole("button", { name: `Show ${product.name}, image 2 of ${n}`, exact: true });
  await expect(second).toHaveAttribute("aria-pressed", "false");
  await second.click();

  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "false");
  const shown = dialog.getByRole("img", { name: `${product.name}, image 2 of ${n}`, exact: true });
  await expect(shown).toBeVisible();
  await expect(dialog.getByRole("img", { name: `${product.name}, image 1 of ${n}`, exact: true })).toHaveCount(0);
  expect(await shown.getAttribute("src")).not.toBe(firstSrc);
});

test("the view of a parent product lists its style variants, and a variant opens its own view", async ({ page }) => {
  const parent = await pick(page, DEMO, "with children", (p) => p.children.length > 0);
  await page.goto(productRoutes.view(DEMO, parent._id));
  const dialog = page.getByRole("dialog", { name: parent.name });
  const variants = dialog.getByRole("region", { name: "Style variants" });
  await expect(variants.getByRole("button")).toHaveText(parent.children.map((c) => c.name));

  const child = parent.children[0];
  await variants.getByRole("button", { name: child.name, exact: true }).click();
  await expect(page.getByRole("dialog", { name: child.name })).toBeVisible();
  await expectPath(page, productRoutes.view(DEMO, child._id));
});

test("Edit in the view modal opens the edit form of an editable product, and Close closes the view", async ({ page }) => {
  const editable = await pick(page, DEMO, "editable", (p) => p.is_editable);
  await page.goto(productRoutes.view(DEMO, editable._id));
  const dialog = page.getByRole("dialog", { name: editable.name });
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.editTitle })).toBeVisible();
  await expectPath(page, productRoutes.edit(DEMO, editable._id));

  // Close (the footer button; the corner X has the same name) returns to the list.
  await page.goto(productRoutes.view(DEMO, editable._id));
  const again = page.getByRole("dialog", { name: editable.name });
  await expect(again).toBeVisible();
  await again.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectPath(page, productRoutes.list(DEMO));
});

test("a card shows its child products' names, truncated at 27 characters, on hover and on keyboard focus", async ({ page }) => {
  const products = await listProducts(page, DEMO);
  const parents = products.filter((p) => p.children.length > 0);
  // Prefer a family with a name long enough to be cut, so the truncation is seen.
  const parent = parents.find((p) => p.children.some((c) => c.name.length > PRODUCT_LIMITS.childNameOnHover)) ?? parents[0];
  if (!parent) throw new Error("no product with children");
  const card = await showOnly(page, DEMO, parent._id);
  // By element, not role: while hidden the names are out of the accessibility tree.
  const names = card.locator("li");
  await expect(names).toHaveCount(parent.children.length);
  await page.mouse.move(0, 0);
  await expect(names.first()).toBeHidden();

  await card.hover();
  await expect(names).toHaveText(parent.children.map((c) => truncate(c.name, PRODUCT_LIMITS.childNameOnHover)));
  for (const [i, c] of parent.children.entries()) await expect(names.nth(i)).toHaveAttribute("title", c.name);
  for (const text of await names.allTextContents()) expect(text.length).toBeLessThanOrEqual(PRODUCT_LIMITS.childNameOnHover + 1);

  await page.mouse.move(0, 0);
  await expect(names.first()).toBeHidden();
  await card.getByRole("button", { name: `Actions for ${parent.name}` }).focus();
  await expect(names.first()).toBeVisible();
});

test("a product without images has no Download Images in its card menu", async ({ page }) => {
  const name = `E2E No Images ${unique()}`;
  const { createProduct } = await api<{ createProduct: { _id: string } }>(
    page,
    `mutation($product: ProductInput!) { createProduct(product: $product) { _id } }`,
    { product: { brand: CUSTOMER, name, asset_format: "image", assortment: [await firstAssortment(page, CUSTOMER)], price: 12, margin: 30 } },
  );
  try {
    await showOnly(page, CUSTOMER, createProduct._id);
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await expect(page.getByRole("menuitem", { name: "View" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Edit", exact: true })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Download Images" })).toHaveCount(0);
  } finally {
    await api(page, `mutation($_id: ID!, $brand_id: ID!) { deleteProduct(_id: $_id, brand_id: $brand_id) }`, { _id: createProduct._id, brand_id: CUSTOMER });
  }
});

test("Download Images failing shows the spec's message", async ({ page }) => {
  const product = await pick(page, DEMO, "with images", (p) => p.images.length > 0);
  await failField(page, "getProductImages");
  await showOnly(page, DEMO, product._id);
  await page.getByRole("button", { name: `Actions for ${product.name}` }).click();
  await page.getByRole("menuitem", { name: "Download Images" }).click();
  await expectToast(page, PRODUCT_MSG.imagesDownloadFailed);
  await expect(page.getByText(PRODUCT_MSG.downloadingImages)).toHaveCount(0);
});

test("the bulk upload's template and current-products downloads failing show the spec's messages", async ({ page }) => {
  await failField(page, "bulkProductUploadTemplate");
  await failField(page, "currentProductsTemplate");
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const modal = page.getByRole("dialog", { name: BULK_LABELS.title });
  await modal.getByLabel(BULK_LABELS.assortment).selectOption({ index: 1 });

  await modal.getByRole("button", { name: BULK_LABELS.downloadTemplate }).click();
  await expectToast(page, PRODUCT_MSG.templateDownloadFailed("boom"));
  await modal.getByRole("button", { name: BULK_LABELS.downloadCurrent }).click();
  await expectToast(page, PRODUCT_MSG.currentProductsDownloadFailed("boom"));
});

/** A one-row spreadsheet in the brand's template columns: a new product with its identifier and name. */
async function oneNewProductSheet(templatePath: string, tag: string): Promise<Buffer> {
  const template = new ExcelJS.Workbook();
  const bytes = await readFile(templatePath);
  // exceljs types its input as an ArrayBuffer-like "Buffer"; hand it exactly the file's bytes.
  await template.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = template.getWorksheet("Products") ?? template.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const values: Record<string, string | number> = { Price: 21, Margin: 40, "Asset Format": "image" };
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet("Products");
  out.addRow(headers);
  // The template's order: identifier first, then name.
  out.addRow(headers.map((h, i) => (i === 0 ? `E2E-APPLY-${tag}` : i === 1 ? `E2E Apply Fails ${tag}` : (values[h] ?? null))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test("a failing bulk apply shows the spec's message and keeps the preview", async ({ page }) => {
  await page.goto(productRoutes.list(CUSTOMER));
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const modal = page.getByRole("dialog", { name: BULK_LABELS.title });
  await modal.getByLabel(BULK_LABELS.assortment).selectOption({ index: 1 });
  const [download] = await Promise.all([page.waitForEvent("download"), modal.getByRole("button", { name: BULK_LABELS.downloadTemplate }).click()]);
  const path = await download.path();
  if (!path) throw new Error("the template was not downloaded");
  const buffer = await oneNewProductSheet(path, unique());

  await modal.locator('input[type="file"]').setInputFiles({ name: "apply.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  await modal.getByRole("button", { name: BULK_LABELS.upload, exact: true }).click();
  const preview = page.getByRole("dialog", { name: BULK_LABELS.previewTitle });
  await expect(preview.getByTestId("preview-row")).toHaveCount(1);
  const save = preview.getByRole("button", { name: BULK_LABELS.saveAndContinue });
  await expect(save).toBeEnabled();

  await failField(page, "applyBulkUploadProductsPreview");
  await save.click();
  await expectToast(page, PRODUCT_MSG.bulkApplyFailed("boom"));
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId("preview-row")).toHaveCount(1);
});
