// Brand settings /edit/brand/{b} (spec 1 §2; P7 Deliver 2): an admin edits general fields and saves; switches two
// feature flags and the brand's member sees the sidebar change and MakerLabs' explanatory page; the CSS override
// with </style><script> is refused with the server's text; a restricted user is sent to the dashboard; tabs are a
// keyboard tablist; axe finds no serious violations. Every seeded value this spec changes is restored at the end.
import { type Page } from "@playwright/test";
import { expect, test, expectToast, userContext } from "./support/test";
import { BRAND_MSG } from "../../lib/brands/messages";
import { FEATURE_FLAG_INFO } from "../../lib/brands/feature-flags";
import { SETTINGS_LABELS, SETTINGS_TABS } from "../../components/brands/settings/labels";
import { FORM_MSG } from "../../lib/forms/messages";
import { audit } from "./support/axe";
import { acceptCookies, CUSTOMER, DEMO, expectPath, json } from "./support/world";

test.beforeEach(async ({ page }) => acceptCookies(page));

interface TSettings {
  date_modified: string;
  disclaimer: string | null;
  url_param: string | null;
  minimum_age: number | null;
  features: Record<string, boolean>;
  style: { css_override: string | null };
}

async function readSettings(page: Page, brandId: string): Promise<TSettings> {
  const res = await page.request.post("/api/v1/graphql", {
    data: { query: `query($b: String!) { brandForSettings(brand_id: $b) { date_modified disclaimer url_param minimum_age features { enableKnowledgeBase enableSyntheticResearch } style { css_override } } }`, variables: { b: brandId } },
  });
  const body = (await res.json()) as { data?: { brandForSettings: TSettings }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.brandForSettings;
}

async function putBrand(page: Page, brandId: string, patch: Record<string, unknown>) {
  const cur = await readSettings(page, brandId);
  return json(await page.request.put(`/api/v1/admin/brand/${brandId}`, { data: { ...patch, date_modified: cur.date_modified } }));
}

const serious = (r: { violations: { id: string; impact?: string | null }[] }) =>
  r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("edits general fields of Demo Outfitters and saves them", async ({ page }) => {
    const before = await readSettings(page, DEMO);
    try {
      await page.goto(`/edit/brand/${DEMO}`);
      await expect(page.getByRole("heading", { name: "Brand Settings", level: 1 })).toBeVisible();
      await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByLabel(SETTINGS_LABELS.name)).toHaveValue("Demo Outfitters");
      await page.getByLabel(SETTINGS_LABELS.disclaimer).fill("Results stay inside the company.");
      await page.getByLabel(SETTINGS_LABELS.urlParam).fill("e2e_rid");
      await page.getByLabel(SETTINGS_LABELS.minimumAge).fill("21");
      await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
      await expectToast(page, BRAND_MSG.saved);
      const after = await readSettings(page, DEMO);
      expect(after).toMatchObject({ disclaimer: "Results stay inside the company.", url_param: "e2e_rid", minimum_age: 21 });

      await page.reload();
      await expect(page.getByLabel(SETTINGS_LABELS.disclaimer)).toHaveValue("Results stay inside the company.");
    } finally {
      await putBrand(page, DEMO, { disclaimer: before.disclaimer, url_param: before.url_param, minimum_age: before.minimum_age });
    }
  });

  test("switches two feature flags of Northwind Apparel; its member's sidebar follows", async ({ page, browser }) => {
    const before = await readSettings(page, CUSTOMER);
    expect(before.features).toEqual({ enableKnowledgeBase: false, enableSyntheticResearch: false });
    const member = await userContext(browser, "full");
    try {
      const memberPage = await member.newPage();
      await memberPage.goto(`/brand/${CUSTOMER}/timeline`);
      const sidebar = memberPage.getByRole("navigation").first();
      await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Knowledge Base" })).toHaveCount(0);

      await page.goto(`/edit/brand/${CUSTOMER}?tab=features`);
      await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
      const kb = page.getByRole("switch", { name: FEATURE_FLAG_INFO.enableKnowledgeBase.label });
      const labs = page.getByRole("switch", { name: FEATURE_FLAG_INFO.enableSyntheticResearch.label });
      await expect(kb).toHaveAttribute("aria-checked", "false");
      await kb.click();
      await labs.click();
      await expect(kb).toHaveAttribute("aria-checked", "true");
      await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
      await expectToast(page, BRAND_MSG.saved);
      expect((await readSettings(page, CUSTOMER)).features).toEqual({ enableKnowledgeBase: true, enableSyntheticResearch: true });

      await memberPage.reload();
      await expect(sidebar.getByRole("link", { name: "Knowledge Base" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "MakerLabs" })).toBeVisible();
      // MakerLabs opens: Northwind has one closed study, so it says it needs more history.
      await sidebar.getByRole("link", { name: "MakerLabs" }).click();
      await expect(memberPage.getByTestId("labs-not-enough")).toBeVisible();
      await expect(memberPage).toHaveURL(new RegExp(`/brand/${CUSTOMER}/labs$`));
    } finally {
      await member.close();
      await putBrand(page, CUSTOMER, { features: before.features });
    }
  });

  test("the General tab marks Name required and shows each refusal under its field as a sentence (P10)", async ({ page }) => {
    const before = await readSettings(page, DEMO);
    const taken = `e2e-taken-${Date.now().toString(36)}`;
    const customerSlug = ((await page.request.post("/api/v1/graphql", { data: { query: `query($b: String!) { brandForSettings(brand_id: $b) { slug } }`, variables: { b: CUSTOMER } } }).then((r) => r.json())) as {
      data: { brandForSettings: { slug: string | null } };
    }).data.brandForSettings.slug;
    await putBrand(page, CUSTOMER, { slug: taken });
    try {
      await page.goto(`/edit/brand/${DEMO}`);
      const name = page.getByRole("textbox", { name: SETTINGS_LABELS.name, exact: true });
      await expect(name).toHaveValue("Demo Outfitters");
      await expect(name).toHaveAttribute("required", "");
      await expect(page.getByText(FORM_MSG.requiredNote)).toBeVisible();
      // Client side: a blank name and a website that is not a web address, said when the field is left.
      await name.fill("");
      await name.blur();
      await expect(page.getByText(BRAND_MSG.nameRequired)).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      const website = page.getByRole("textbox", { name: SETTINGS_LABELS.website, exact: true });
      const site = await website.inputValue();
      await website.fill("our shop");
      await website.blur();
      await expect(page.getByText(FORM_MSG.notUrl(SETTINGS_LABELS.website))).toBeVisible();
      await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
      await expectToast(page, FORM_MSG.checkFields);
      expect((await readSettings(page, DEMO)).date_modified).toBe(before.date_modified);

      // Server side: a slug another brand holds comes back under the Slug field, in words, never "Invalid body:".
      await name.fill("Demo Outfitters");
      await website.fill(site);
      const slug = page.getByRole("textbox", { name: SETTINGS_LABELS.slug, exact: true });
      await slug.fill(taken);
      await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
      await expectToast(page, BRAND_MSG.slugTaken);
      await expect(slug).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(BRAND_MSG.slugTaken).first()).toBeVisible();
      await expect(page.getByText(/Invalid (body|argument)/)).toHaveCount(0);
      expect((await readSettings(page, DEMO)).date_modified).toBe(before.date_modified);
    } finally {
      await putBrand(page, CUSTOMER, { slug: customerSlug });
    }
  });

  test("the CSS override with </style><script> is refused and shown under the field; nothing saved", async ({ page }) => {
    const before = await readSettings(page, DEMO);
    await page.goto(`/edit/brand/${DEMO}?tab=style`);
    const css = page.getByLabel(SETTINGS_LABELS.cssOverride);
    await css.fill(".x { color: red }</style><script>alert(1)</script>");
    await page.getByRole("button", { name: SETTINGS_LABELS.save }).click();
    await expectToast(page, BRAND_MSG.cssHasHtml);
    await expect(page.getByRole("alert").filter({ hasText: BRAND_MSG.cssHasHtml })).toBeVisible();
    await expect(css).toHaveAttribute("aria-invalid", "true");
    expect(await readSettings(page, DEMO)).toEqual(before);
  });

  test("tabs: arrow keys move between them and the address follows; axe finds nothing serious", async ({ page }) => {
    test.slow(); // four audits on a loaded 2-core machine
    await page.goto(`/edit/brand/${DEMO}`);
    await expect(page.getByLabel(SETTINGS_LABELS.name)).toBeVisible();
    // The settings page (tabs and panel) is the main region; the workspace shell is audited in workspace.spec.ts.
    expect(serious(await audit(page, "main"))).toEqual([]);

    await page.getByRole("tab", { name: "General" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Style" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Style" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=style$/);
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: SETTINGS_TABS[SETTINGS_TABS.length - 1].label })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=my-notifications$/);
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=general$/);

    for (const tab of ["features", "categories-tags", "pivot"]) {
      await page.goto(`/edit/brand/${DEMO}?tab=${tab}`);
      await expect(page.getByRole("tabpanel")).not.toContainText(SETTINGS_LABELS.loading);
      await expect(page.getByRole("tabpanel").getByRole("button").first()).toBeVisible();
      expect(serious(await audit(page, "main")), tab).toEqual([]);
    }
  });

  test("categories and tags: add, rename and delete after a confirmation", async ({ page }) => {
    await page.goto(`/edit/brand/${CUSTOMER}?tab=categories-tags`);
    const name = `E2E Cat ${Date.now()}`;
    await page.getByLabel(SETTINGS_LABELS.categoryName).fill(name);
    await page.getByRole("button", { name: SETTINGS_LABELS.addCategory }).click();
    await expectToast(page, SETTINGS_LABELS.categoryAdded);
    await expect(page.getByTestId("category-list")).toContainText(name);

    await page.getByRole("button", { name: SETTINGS_LABELS.renameOf(name) }).click();
    await page.getByRole("dialog").getByLabel(SETTINGS_LABELS.newName).fill(`${name} renamed`);
    await page.getByRole("dialog").getByRole("button", { name: SETTINGS_LABELS.save }).click();
    await expectToast(page, SETTINGS_LABELS.categoryRenamed);

    await page.getByRole("button", { name: SETTINGS_LABELS.deleteOf(`${name} renamed`) }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(SETTINGS_LABELS.deleteCategoryBody(`${name} renamed`));
    await confirm.getByRole("button", { name: SETTINGS_LABELS.delete }).click();
    await expectToast(page, SETTINGS_LABELS.categoryDeleted);
    await expect(page.getByTestId("category-list")).not.toContainText(name);

    const tag = `e2e tag ${Date.now()}`;
    await page.getByLabel(SETTINGS_LABELS.tagName).fill(tag);
    await page.getByRole("button", { name: SETTINGS_LABELS.addTag }).click();
    await expectToast(page, SETTINGS_LABELS.tagAdded);
    const path = tag.replace(/ /g, "-");
    await page.getByRole("button", { name: SETTINGS_LABELS.deleteOf(path) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: SETTINGS_LABELS.delete }).click();
    await expectToast(page, SETTINGS_LABELS.tagDeleted);
  });
});

test.describe("the consumer-profiles tab", () => {
  test("an admin sees the brand's profiles with Create New; a settings reader without admin rights only views them", async ({ browser }) => {
    for (const role of ["admin", "full"] as const) {
      const context = await userContext(browser, role);
      try {
        const page = await context.newPage();
        await acceptCookies(page);
        await page.goto(`/edit/brand/${DEMO}?tab=consumer-profiles`);
        await expect(page.getByRole("tab", { name: "Consumer profiles" })).toHaveAttribute("aria-selected", "true");
        const cards = page.getByRole("list", { name: SETTINGS_LABELS.profilesIntro }).getByRole("listitem");
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        await expect(page.getByRole("button", { name: SETTINGS_LABELS.createProfile })).toHaveCount(role === "admin" ? 1 : 0);
      } finally {
        await context.close();
      }
    }
  });
});

test.describe("as a restricted user", () => {
  test.use({ role: "restricted" });

  test("/edit/brand/{demo} redirects to the dashboard", async ({ page }) => {
    await page.goto(`/edit/brand/${DEMO}`);
    await expectPath(page, `/brand/${DEMO}/timeline`);
  });
});

test.describe("as the full user", () => {
  test.use({ role: "full" });

  test("my notifications: switches save at once; fields are editable with brand write, admin-only ones are not", async ({ page }) => {
    await page.goto(`/edit/brand/${DEMO}?tab=my-notifications`);
    const mention = page.getByRole("switch", { name: "Mentions" });
    const was = await mention.getAttribute("aria-checked");
    await mention.click();
    await expectToast(page, BRAND_MSG.notificationsSaved);
    await expect(mention).toHaveAttribute("aria-checked", was === "true" ? "false" : "true");
    await mention.click();
    await expect(mention).toHaveAttribute("aria-checked", was ?? "true");

    await page.goto(`/edit/brand/${DEMO}`);
    await expect(page.getByLabel(SETTINGS_LABELS.name)).toBeEnabled();
    await expect(page.getByLabel(SETTINGS_LABELS.slug)).toBeDisabled();
    await page.goto(`/edit/brand/${DEMO}?tab=features`);
    await expect(page.getByText(SETTINGS_LABELS.adminOnly)).toBeVisible();
    await expect(page.getByRole("switch", { name: FEATURE_FLAG_INFO.enableKnowledgeBase.label })).toBeDisabled();
  });
});
