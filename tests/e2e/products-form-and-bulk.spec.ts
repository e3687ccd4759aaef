// The product add/edit modal, the bulk upload modals and the product board (spec 1 §2, §4, §5, §8):
// add a product with an uploaded image, edit it, the family-identifier confirmation, a real .xlsx with new, changed
// and invalid rows through preview and apply, and the board's grouping, query parameters and controls.
import ExcelJS from "exceljs";
import sharp from "sharp";
import { readFile } from "node:fs/promises";
import { type Locator, type Page } from "@playwright/test";
import { expect, test, expectToast } from "./support/test";
import { audit } from "./support/axe";
import { BULK_MSG } from "../../lib/bulk-upload/messages";
import { BOARD_LABELS } from "../../lib/products/board";
import { BULK_LABELS } from "../../lib/products/bulk-upload-ui";
import { FORM_MSG } from "../../lib/forms/messages";
import { FORM_LABELS } from "../../lib/products/form-mapping";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "../../lib/products/messages";
import { PRODUCT_RULE_MSG } from "../../lib/products/rules";
import { productRoutes } from "../../lib/products/catalogue-view";
import { truncate } from "../../lib/products/format";
import { DEMO } from "./support/world";

test.use({ role: "full" });

/** The product API with the signed-in user's session: setup data and the expected state of the page. */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await page.request.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The catalogue filtered by name, so the card is on the first page whatever else the catalogue holds. */
async function findInCatalogue(page: Page, name: string): Promise<Locator> {
  await page.goto(productRoutes.list(DEMO));
  await page.getByLabel("Search products").fill(name);
  // Wait for the search to apply, so the card is not replaced under the next click.
  await expect(page.getByTestId("product-count")).toHaveText("1 product");
  // Card titles are truncated at 27 characters (spec 1 §2).
  const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: truncate(name, PRODUCT_LIMITS.cardTitle), exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

async function openEdit(page: Page, name: string) {
  await findInCatalogue(page, name);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.editTitle });
  await expect(dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true })).toHaveValue(name);
  return dialog;
}

test("Add Product with an uploaded image, then edit it", async ({ page }) => {
  const name = `E2E Form ${unique()}`;
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: PRODUCT_MSG.addTitle }).click();
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  const save = dialog.getByRole("button", { name: FORM_LABELS.save, exact: true });

  // Save waits for a name, an asset format and at least one assortment (spec 1 §5).
  await expect(save).toBeDisabled();
  await dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true }).fill(name);
  await dialog.getByLabel(FORM_LABELS.assetFormat).selectOption("image");
  await expect(save).toBeDisabled();
  await dialog.getByRole("group", { name: FORM_LABELS.assortments }).getByRole("checkbox").first().check();
  await expect(save).toBeEnabled();

  await dialog.getByLabel(FORM_LABELS.price).fill("42.5");
  await dialog.getByRole("textbox", { name: FORM_LABELS.description }).fill("Made for the end-to-end test.");

  // An unparsable 3D link is refused with the spec's text.
  await dialog.getByLabel(FORM_LABELS.modelUrl).fill("https://example.com/not-a-model");
  await dialog.getByRole("button", { name: FORM_LABELS.addModel }).click();
  await expect(dialog.getByText(PRODUCT_MSG.unparsableModelUrl)).toBeVisible();
  await dialog.getByLabel(FORM_LABELS.modelUrl).fill("");

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2f5d3a" } }).png().toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: "e2e-a.png", mimeType: "image/png", buffer: png },
    { name: "e2e-b.png", mimeType: "image/png", buffer: await sharp(png).negate().png().toBuffer() },
  ]);
  await expect(dialog.getByRole("img", { name: "Image 2 of 2" })).toBeVisible();
  // Reorder by keyboard-reachable buttons, then remove one.
  await dialog.getByRole("button", { name: `${FORM_LABELS.moveRight} (1)` }).click();
  await dialog.getByRole("button", { name: `${FORM_LABELS.removeImage} (2)` }).click();
  await expect(dialog.getByRole("img", { name: "Image 1 of 1" })).toBeVisible();

  await save.click();
  await expectToast(page, PRODUCT_MSG.created);
  await expect(dialog).toBeHidden();

  const card = await findInCatalogue(page, name);
  await expect(card.getByRole("img", { name })).toBeVisible();

  const edit = await openEdit(page, name);
  await expect(edit.getByRole("img", { name: "Image 1 of 1" })).toBeVisible();
  await edit.getByLabel(FORM_LABELS.price).fill("49");
  await edit.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  await expectToast(page, PRODUCT_MSG.updated);
  await expect(card.getByText("$49.00")).toBeVisible();
});

test("Add Product marks its required fields; a margin of 250% is refused with a sentence by the form and by the server (P10)", async ({ page }) => {
  const name = `E2E Margin ${unique()}`;
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: PRODUCT_MSG.addTitle }).click();
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  // Which fields are required is said up front and on each of them.
  await expect(dialog.getByText(FORM_MSG.requiredNote)).toBeVisible();
  const nameField = dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true });
  const assetFormat = dialog.getByRole("combobox", { name: FORM_LABELS.assetFormat, exact: true });
  for (const field of [nameField, assetFormat]) await expect(field).toHaveAttribute("required", "");
  const assortments = dialog.getByRole("group", { name: FORM_LABELS.assortments, exact: true });
  // The "*" sits in the field's label (or legend), hidden from screen readers, which hear "required" instead.
  await expect(dialog.locator("label, legend").filter({ has: page.locator("[data-required-mark]") })).toHaveText([
    `${FORM_LABELS.name}*`,
    `${FORM_LABELS.assetFormat}*`,
    `${FORM_LABELS.assortments}*`,
  ]);
  await expect(dialog.getByRole("spinbutton", { name: FORM_LABELS.price, exact: true })).not.toHaveAttribute("required", "");

  // A name left empty says so when the field is left.
  await nameField.focus();
  await nameField.blur();
  await expect(dialog.getByText(PRODUCT_RULE_MSG.nameRequired)).toBeVisible();
  await nameField.fill(name);
  await expect(dialog.getByText(PRODUCT_RULE_MSG.nameRequired)).toHaveCount(0);
  await assetFormat.selectOption("image");
  await assortments.getByRole("checkbox").first().check();

  // Margin 250: said under the field as soon as it is left, and Save does not save it.
  const margin = dialog.getByRole("spinbutton", { name: FORM_LABELS.margin, exact: true });
  await margin.fill("250");
  await margin.blur();
  await expect(dialog.getByText(PRODUCT_RULE_MSG.marginRange)).toBeVisible();
  await expect(margin).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  await expectToast(page, PRODUCT_RULE_MSG.marginRange);
  await expect(dialog).toBeVisible();

  // The server holds the same rule, in the same words (never "Invalid product: margin: …").
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: { _id: string }[] }>(page, `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id } }`, { brand_id: DEMO });
  const refused = await page.request.post("/api/v1/graphql", {
    data: {
      query: `mutation($product: ProductInput!) { createProduct(product: $product) { _id } }`,
      variables: { product: { brand: DEMO, name, asset_format: "image", assortment: [brandAssortmentOptions[0]._id], margin: 250 } },
    },
  });
  const body = (await refused.json()) as { errors?: { message: string; extensions?: { invalid_params?: { name: string; reason: string }[] } }[] };
  expect(body.errors?.[0]?.message).toBe(PRODUCT_RULE_MSG.marginRange);
  expect(body.errors?.[0]?.extensions?.invalid_params).toEqual([{ name: "margin", reason: PRODUCT_RULE_MSG.marginRange }]);

  // 25.5 is a margin: saved.
  await margin.fill("25.5");
  await expect(dialog.getByText(PRODUCT_RULE_MSG.marginRange)).toHaveCount(0);
  await dialog.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  await expectToast(page, PRODUCT_MSG.created);
  await expect(dialog).toBeHidden();
});

test("translations: add a language, complete it to lock the tab", async ({ page }) => {
  const name = `E2E Translate ${unique()}`;
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: PRODUCT_MSG.addTitle }).click();
  const dialog = page.getByRole("dialog", { name: PRODUCT_MSG.addTitle });
  await dialog.getByRole("textbox", { name: FORM_LABELS.name, exact: true }).fill(name);
  await dialog.getByLabel(FORM_LABELS.assetFormat).selectOption("image");
  await dialog.getByRole("group", { name: FORM_LABELS.assortments }).getByRole("checkbox").first().check();
  await dialog.getByLabel(FORM_LABELS.price).fill("64");

  const add = dialog.getByLabel(FORM_LABELS.addLanguage);
  // The default language is never offered (spec 1 §5).
  await expect(add.locator("option", { hasText: "English" })).toHaveCount(0);
  await add.selectOption({ label: "German" });
  await expect(dialog.getByRole("tab", { name: "German" })).toHaveAttribute("aria-selected", "true");
  await expect(add.locator("option", { hasText: "German" })).toHaveCount(0);
  const panel = dialog.getByRole("tabpanel");
  // Translatable fields are enabled, the rest disabled (Style Number is not translatable in the demo metadata).
  await expect(panel.getByLabel("Colors")).toBeEnabled();
  await expect(panel.getByLabel("Style Number")).toBeDisabled();
  await panel.getByLabel(FORM_LABELS.name, { exact: true }).fill(`${name} DE`);
  await panel.getByLabel(FORM_LABELS.completed, { exact: false }).check();
  await expect(panel.getByLabel(FORM_LABELS.name, { exact: true })).toBeDisabled();

  await dialog.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  await expectToast(page, PRODUCT_MSG.created);

  const edit = await openEdit(page, name);
  await edit.getByRole("tab", { name: "German" }).click();
  await expect(edit.getByRole("tabpanel").getByLabel(FORM_LABELS.name, { exact: true })).toHaveValue(`${name} DE`);
  await expect(edit.getByRole("tabpanel").getByLabel(FORM_LABELS.name, { exact: true })).toBeDisabled();
});

test("a child whose family identifier differs from its parent's asks before saving", async ({ page }) => {
  const tag = unique();
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: { _id: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id } }`,
    { brand_id: DEMO },
  );
  const create = `mutation($product: ProductInput!) { createProduct(product: $product) { _id } }`;
  const base = { brand: DEMO, asset_format: "image", assortment: [brandAssortmentOptions[0]._id], price: 88, margin: 50 };
  const parent = await api<{ createProduct: { _id: string } }>(page, create, { product: { ...base, name: `E2E Parent ${tag}`, collection_name: "Trailhead" } });
  const childName = `E2E Child ${tag}`;
  const child = await api<{ createProduct: { _id: string } }>(page, create, {
    product: { ...base, name: childName, collection_name: "Weekend", parent_id: parent.createProduct._id },
  });

  const edit = await openEdit(page, childName);
  // The family identifier cannot be edited while a parent is set (spec 1 §5).
  await expect(edit.getByLabel("Collection")).toBeDisabled();
  await edit.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(PRODUCT_MSG.familyIdentifierChanged("Collection"))).toBeVisible();
  await confirm.getByRole("button", { name: FORM_LABELS.yes }).click();
  await expectToast(page, PRODUCT_MSG.updated);
  const saved = await api<{ getProduct: { parent_id: string | null } }>(page, `query($_id: ID!, $brand_id: ID!) { getProduct(_id: $_id, brand_id: $brand_id) { parent_id } }`, {
    _id: child.createProduct._id,
    brand_id: DEMO,
  });
  expect(saved.getProduct.parent_id).toBe(parent.createProduct._id);
});

test("a stale edit is refused with a clear message and keeps the user's edits", async ({ page }) => {
  const name = `E2E Stale ${unique()}`;
  const { brandAssortmentOptions } = await api<{ brandAssortmentOptions: { _id: string }[] }>(
    page,
    `query($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id } }`,
    { brand_id: DEMO },
  );
  const product = { brand: DEMO, name, asset_format: "image", assortment: [brandAssortmentOptions[0]._id], price: 20, margin: 40 };
  const { createProduct } = await api<{ createProduct: { _id: string; date_modified: string } }>(
    page,
    `mutation($product: ProductInput!) { createProduct(product: $product) { _id date_modified } }`,
    { product },
  );

  const edit = await openEdit(page, name);
  await edit.getByLabel(FORM_LABELS.price).fill("77");
  // Someone else saves the product meanwhile.
  await api(page, `mutation($product: ProductInput!) { updateProduct(product: $product) { _id } }`, {
    product: { ...product, _id: createProduct._id, margin: 41, date_modified: createProduct.date_modified },
  });
  await edit.getByRole("button", { name: FORM_LABELS.save, exact: true }).click();
  const alert = edit.getByRole("alert").filter({ hasText: FORM_LABELS.conflictTitle });
  await expect(alert).toContainText(PRODUCT_RULE_MSG.staleProduct);
  await expect(edit.getByLabel(FORM_LABELS.price)).toHaveValue("77");
  await expect(page.getByText(PRODUCT_MSG.updated)).toHaveCount(0);
});

test("bulk upload: a real .xlsx with new, changed and invalid rows, preview, remove the invalid row, apply", async ({ page }) => {
  const tag = unique();
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const modal = page.getByRole("dialog", { name: BULK_LABELS.title });
  const templateButton = modal.getByRole("button", { name: BULK_LABELS.downloadTemplate });
  // An assortment is required before download or upload (spec 1 §5).
  await expect(templateButton).toBeDisabled();
  await expect(modal.getByRole("button", { name: BULK_LABELS.upload, exact: true })).toBeDisabled();
  const assortmentSelect = modal.getByLabel(BULK_LABELS.assortment);
  await assortmentSelect.selectOption({ index: 1 });
  const assortmentId = await assortmentSelect.inputValue();

  const [download] = await Promise.all([page.waitForEvent("download"), templateButton.click()]);
  const template = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path())!);
  // exceljs types its input as an ArrayBuffer-like "Buffer"; hand it exactly the file's bytes.
  await template.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = template.getWorksheet("Products") ?? template.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headers.length).toBeGreaterThanOrEqual(2);

  // The "changed" row updates a product made for this test, matched by the template's identifier column.
  const existingId = `E2E-CHG-${tag}`;
  const existingName = `E2E Bulk Existing ${tag}`;
  await api(page, `mutation($product: ProductInput!) { createProduct(product: $product) { _id } }`, {
    product: { brand: DEMO, name: existingName, asset_format: "image", assortment: [assortmentId], style_number: existingId, product_id: existingId, price: 30, margin: 50 },
  });

  const newName = `E2E Bulk New ${tag}`;
  const changedName = `${existingName} v2`;
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet("Products");
  out.addRow(headers);
  // Rows are built by header, so the test follows the brand's columns: identifier first, then name (the template's order).
  const row = (values: Record<string, string | number>) => headers.map((h, i) => (i === 0 ? values.id : i === 1 ? values.name : (values[h] ?? null)));
  out.addRow(row({ id: `E2E-NEW-${tag}`, name: newName, Price: 55, Margin: 48, "Asset Format": "image" }));
  out.addRow(row({ id: existingId, name: changedName }));
  out.addRow(row({ id: `E2E-BAD-${tag}`, name: "" })); // the name is required: an error row
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await modal.locator('input[type="file"]').setInputFiles({ name: "bulk.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  await expect(modal.getByTestId("bulk-file-name")).toHaveText("bulk.xlsx");
  await modal.getByRole("button", { name: BULK_LABELS.upload, exact: true }).click();

  const preview = page.getByRole("dialog", { name: BULK_LABELS.previewTitle });
  const rows = preview.getByTestId("preview-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: newName })).toHaveAttribute("data-validity", /success|warning/);
  const changed = rows.filter({ hasText: changedName });
  await expect(changed).toHaveAttribute("data-validity", /success|warning/);
  await changed.getByRole("button", { name: /^Show \d+ change/ }).click();
  // The expanded changes: the Name property's previous → current values.
  const nameChange = preview.getByRole("rowheader", { name: "Name", exact: true }).locator("xpath=..");
  await expect(nameChange).toContainText(existingName);
  await expect(nameChange).toContainText(`→ ${changedName}`);

  const invalid = preview.locator('[data-testid="preview-row"][data-validity="error"]');
  await expect(invalid).toHaveCount(1);
  const saveAndContinue = preview.getByRole("button", { name: BULK_LABELS.saveAndContinue });
  await expect(saveAndContinue).toBeDisabled();
  await invalid.getByRole("button", { name: /^Remove / }).click();
  await expect(rows).toHaveCount(2);
  await expect(saveAndContinue).toBeEnabled();
  await saveAndContinue.click();

  await expectToast(page, PRODUCT_MSG.bulkApplied(1, 1));
  await expect(preview).toBeHidden();
  await findInCatalogue(page, newName);
  await findInCatalogue(page, changedName);
});

test("bulk upload: one .xlsx or .xls file only, and Re-upload returns to the upload step", async ({ page }) => {
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const modal = page.getByRole("dialog", { name: BULK_LABELS.title });
  await modal.getByLabel(BULK_LABELS.assortment).selectOption({ index: 1 });
  await modal.locator('input[type="file"]').setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") });
  await expectToast(page, PRODUCT_MSG.uploadFailed(BULK_MSG.notSpreadsheet));
  await expect(modal.getByRole("button", { name: BULK_LABELS.upload, exact: true })).toBeDisabled();

  // A file the server cannot read gives an empty preview; Re-upload goes back.
  await modal.locator('input[type="file"]').setInputFiles({ name: "broken.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("PK\u0003\u0004 not really a workbook") });
  await modal.getByRole("button", { name: BULK_LABELS.upload, exact: true }).click();
  const preview = page.getByRole("dialog", { name: BULK_LABELS.previewTitle });
  await expect(preview.getByRole("alert")).toContainText(BULK_MSG.corrupt);
  await expect(preview.getByText(BULK_LABELS.empty)).toBeVisible();
  await expect(preview.getByRole("button", { name: BULK_LABELS.saveAndContinue })).toBeDisabled();
  await preview.getByRole("button", { name: BULK_LABELS.reupload }).click();
  await expect(page.getByRole("dialog", { name: BULK_LABELS.title })).toBeVisible();
});

test("the product board groups by ?x and ?y, sorts, and copies its link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/brand/${DEMO}/products/board?x=sub_category&xSort=-1&y=collection_name&ySort=1`);
  await expect(page.getByRole("heading", { name: BOARD_LABELS.title })).toBeVisible();
  await expect(page.getByLabel(BOARD_LABELS.primaryGroup, { exact: true })).toHaveValue("sub_category");
  await expect(page.getByLabel(BOARD_LABELS.secondaryGroup, { exact: true })).toHaveValue("collection_name");

  const table = page.getByRole("table", { name: "Products by Sub-category and Collection" });
  await expect(table).toBeVisible();
  const columns = (await table.locator("thead th").allInnerTexts()).slice(1).map((t) => t.replace(/\s*\(\d+\)$/, ""));
  expect(columns).toContain("T-Shirts");
  const named = columns.filter((c) => c !== BOARD_LABELS.noValue);
  expect(named).toEqual([...named].sort((a, b) => b.localeCompare(a, "en", { numeric: true, sensitivity: "base" })));
  const rows = await table.locator("tbody th[scope=row]").allInnerTexts();
  expect(rows.map((r) => r.replace(/\s*\(\d+\)$/, ""))).toContain("Trailhead");

  // Styles collapse children into their parents: fewer cards than SKUs.
  const skuCards = await page.getByTestId("board-card").count();
  await page.getByRole("button", { name: BOARD_LABELS.styles }).click();
  await expect(page).toHaveURL(/toggle=styles/);
  await expect.poll(() => page.getByTestId("board-card").count()).toBeLessThan(skuCards);

  // Zoom and the sticky controls.
  await page.getByRole("button", { name: BOARD_LABELS.zoomIn }).click();
  await expect(page.getByRole("group", { name: "Zoom" })).toContainText("125%");
  const toolbar = page.getByRole("toolbar", { name: "Board controls" });
  await expect(toolbar).toHaveAttribute("data-stuck", "false");
  await page.evaluate((y) => window.scrollTo(0, y), PRODUCT_LIMITS.boardStickyOffsetPx + 50);
  await expect(toolbar).toHaveAttribute("data-stuck", "true");

  await page.getByRole("button", { name: BOARD_LABELS.copyLink }).click();
  await expectToast(page, BOARD_LABELS.linkCopied);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain("x=sub_category");
  expect(link).toContain("xSort=-1");
  expect(link).toContain("toggle=styles");
});

test("the product form, the bulk upload modal and the board pass an accessibility audit", async ({ page }) => {
  test.slow(); // three audits on a loaded 2-core machine
  const violations = async (selector: string) =>
    (await audit(page, selector)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  await page.goto(productRoutes.list(DEMO));
  await page.getByRole("button", { name: PRODUCT_MSG.addTitle }).click();
  await expect(page.getByRole("dialog", { name: PRODUCT_MSG.addTitle }).getByRole("textbox", { name: FORM_LABELS.name, exact: true })).toBeVisible();
  expect(await violations("[role=dialog]")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Bulk Upload" }).click();
  await expect(page.getByRole("dialog", { name: BULK_LABELS.title })).toBeVisible();
  expect(await violations("[role=dialog]")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto(`/brand/${DEMO}/products/board?x=sub_category&y=collection_name`);
  await expect(page.getByTestId("board-card").first()).toBeVisible();
  // The board is the page's main region (the workspace shell is audited in workspace.spec.ts).
  expect(await violations("main")).toEqual([]);
});
