// The live survey's other endings on a phone (P6 "Must show"): a panel respondent is sent to the panel's complete
// link with the mapped parameters; a respondent over the study's quota gets the quota_full page; a preview shows
// its banner, resumes after a reload and records nothing; the page itself (server-rendered welcome, headers, 404
// and closed pages), and its hydration by the app.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, apiAs } from "./support/test";
import { LIVE_LABELS, LIVE_MSG, LIVE_OUTCOME_TEXT } from "../../lib/survey/messages";
import { answerAge, completeRespondent, completes, FOLLOW_UPS, liveStudy, PANEL_LINKS, respondentsCount, TEXTS, VIDEO_INTRO, PHONE, surveyHeading, surveyNext } from "./support/live-study";

test.use(PHONE);

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await apiAs("admin");
});
test.afterAll(async () => admin.dispose());

const heading = surveyHeading;
const next = surveyNext;

/** Rates every product 2 stars with the negative choice follow-up's first answer, up to (not including) Submit. */
async function rateAll(page: Page, productNames: string[]) {
  for (const [i, name] of productNames.entries()) {
    await expect(heading(page)).toHaveText(name);
    await page.getByRole("radio", { name: LIVE_LABELS.starsLabel(2), exact: true }).check();
    await page.getByRole("group", { name: FOLLOW_UPS.change.title }).getByRole("radio").first().check();
    if (i < productNames.length - 1) await next(page).click();
  }
}

// Toluna's parameter mappings (seeded): respondent_id UID (both ways, auto-appended), supplier_id SID (inbound only).
test("a panel respondent is redirected to the panel's complete link with its respondent id", async ({ page }) => {
  test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live panel ${Date.now()}`, panel: true });
  // The panel's host is outside the test: answer it here and keep the URL the browser was sent to.
  await page.route("https://panel.example.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Panel</h1>" }));
  await page.goto(`/s/${study.shortId}?audience=panel&UID=abc123&SID=7`);
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  // A panel respondent gets no CRM privacy page.
  await expect(heading(page)).not.toHaveText(LIVE_LABELS.privacyTitle);
  await answerAge(page);
  await rateAll(page, study.products.map((p) => p.name));
  await page.getByRole("button", { name: LIVE_LABELS.submit }).click();
  await page.waitForURL((u) => u.hostname === "panel.example.com");
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(new URL(PANEL_LINKS.complete).origin + new URL(PANEL_LINKS.complete).pathname);
  expect(url.searchParams.get("s")).toBe("1");
  expect(url.searchParams.get("UID")).toBe("abc123");
  // The supplier id only comes in.
  expect(url.searchParams.has("SID")).toBe(false);
  expect(await respondentsCount(admin, study.id)).toBe(1);
});

test("a respondent over the study's respondent limit gets the quota_full page", async ({ page }) => {
  test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live quota ${Date.now()}`, respondentLimit: 1 });
  expect((await completeRespondent(admin, study.shortId)).status).toBe("complete");
  await page.goto(`/s/${study.shortId}?audience=crm`);
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  await expect(heading(page)).toHaveText(LIVE_OUTCOME_TEXT.quota_full.title);
  await expect(page.getByText(LIVE_OUTCOME_TEXT.quota_full.message)).toBeVisible();
  // The limit holds: still the one complete.
  expect(await completes(admin, study.id)).toBe(1);
});

test.describe("signed in as an admin", () => {
  test.use({ role: "admin" });

  test("a preview of a Draft shows the banner, resumes after a reload and records nothing", async ({ page }) => {
    test.slow(); // a long journey (a published study, several pages) on a loaded 2-core machine
    const study = await liveStudy(admin, { title: `Live preview ${Date.now()}`, publish: false, videoIntro: true });
    // The player's host is outside the test.
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
    const names = study.products.map((p) => p.name);
    // Without preview a Draft is not open yet (P10 #14).
    await page.goto(`/s/${study.shortId}?audience=crm`);
    await expect(heading(page)).toHaveText(LIVE_OUTCOME_TEXT.not_open.title);
    // The study has a video intro: the page lets in the two players' frames, nothing else.
    const csp = (await page.request.get(`/s/${study.shortId}?audience=crm&preview=1`)).headers()["content-security-policy"];
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");

    await page.goto(`/s/${study.shortId}?audience=crm&preview=1`);
    await expect(page.getByText(LIVE_LABELS.previewBanner)).toBeVisible();
    await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
    await expect(page.getByText(LIVE_LABELS.previewBanner)).toBeVisible();
    // The study intro with its youtube player (privacy-friendly host), then its button.
    await expect(heading(page)).toHaveText(VIDEO_INTRO.title);
    await expect(page.getByText(VIDEO_INTRO.text)).toBeVisible();
    await expect(page.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${VIDEO_INTRO.youtube_id}`);
    await page.getByRole("button", { name: VIDEO_INTRO.button_text }).click();
    // Segmentation, then product 1 rated; a reload comes back to product 2 with product 1's answers kept.
    await answerAge(page);
    await expect(heading(page)).toHaveText(names[0]!);
    await page.getByRole("radio", { name: LIVE_LABELS.starsLabel(4), exact: true }).check();
    await page.getByRole("group", { name: FOLLOW_UPS.liked.title }).getByRole("radio").first().check();
    await page.getByRole("group", { name: FOLLOW_UPS.wear.title }).getByRole("checkbox").first().check();
    await next(page).click();
    await expect(heading(page)).toHaveText(names[1]!);
    await page.reload();
    await expect(heading(page)).toHaveText(names[1]!);
    await expect(page.getByText(LIVE_LABELS.previewBanner)).toBeVisible();
    await page.getByRole("button", { name: LIVE_LABELS.back }).click();
    await expect(page.getByRole("radio", { name: LIVE_LABELS.starsLabel(4), exact: true })).toBeChecked();
    await next(page).click();
    await rateAll(page, names.slice(1));
    await page.getByRole("button", { name: LIVE_LABELS.submit }).click();
    await expect(heading(page)).toHaveText(TEXTS.exitHeader);
    // Nothing was recorded: no respondent, and the study is still a Draft.
    expect(await respondentsCount(admin, study.id)).toBe(0);
    expect(await completes(admin, study.id)).toBe(0);
  });
});

test("the page: welcome server-rendered with the boot data and the bundle, safe headers, 404 and not-open pages", async ({ request }) => {
  test.slow(); // published studies and several page loads on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live page ${Date.now()}` });
  const res = await request.get(`/s/${study.shortId}?audience=crm`);
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h["content-type"]).toBe("text/html; charset=utf-8");
  expect(h["cache-control"]).toBe("no-store");
  expect(h["referrer-policy"]).toBe("no-referrer");
  expect(h["content-security-policy"]).toContain("script-src 'self'");
  // No video intro in this study: no frames at all.
  expect(h["content-security-policy"]).toContain("frame-src 'none'");
  const html = await res.text();
  expect(html).toContain(`<h1 class="sv-h1" id="sv-heading" tabindex="-1">${TEXTS.welcomeHeader}</h1>`);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  const boot = /<script type="application\/json" id="live-data">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(boot!)).toMatchObject({ preview: false, survey: { short_id: study.shortId, welcome: { header: TEXTS.welcomeHeader } } });
  const src = /<script src="([^"]+)" defer=""><\/script>/.exec(html)?.[1];
  expect(src).toMatch(/^\/survey\/app-[A-Z0-9]+\.js$/);
  const js = await request.get(src!);
  expect(js.status()).toBe(200);
  expect(js.headers()["content-type"]).toContain("javascript");

  const missing = await request.get("/s/no-such-study");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(LIVE_MSG.surveyNotFound);

  // The typeface the page preloads is served next to the bundle.
  const font = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1];
  expect((await request.get(font!)).status()).toBe(200);

  const draft = await liveStudy(admin, { title: `Live draft ${Date.now()}`, publish: false });
  const notOpen = await request.get(`/s/${draft.shortId}`);
  expect(notOpen.status()).toBe(200);
  const notOpenHtml = await notOpen.text();
  expect(notOpenHtml).toContain(LIVE_OUTCOME_TEXT.not_open.title);
  expect(notOpenHtml).not.toContain("<script src=");
});

test("the welcome page is hydrated, not replaced: the server's frame stays, the app runs in it, and nothing is reported", async ({ page }) => {
  test.slow(); // a published study on a loaded 2-core machine
  const study = await liveStudy(admin, { title: `Live hydrate ${Date.now()}` });
  const problems: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && problems.push(m.text())));
  page.on("pageerror", (e) => void problems.push(e.message));
  // The bundle waits until the server's markup is marked, so the mark is on the server's own nodes.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/survey/app-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/s/${study.shortId}?audience=crm`, { waitUntil: "commit" });
  await expect(heading(page)).toHaveText(TEXTS.welcomeHeader);
  await page.evaluate(() => void ((window as { serverFrame?: Element | null }).serverFrame = document.querySelector(".sv")));
  release();
  await page.waitForLoadState("load");
  await page.getByRole("button", { name: TEXTS.welcomeButton }).click();
  await expect(heading(page)).not.toHaveText(TEXTS.welcomeHeader);
  // The app's next page is in the very frame the server sent (createRoot would have replaced it).
  expect(await page.evaluate(() => (window as { serverFrame?: Element | null }).serverFrame === document.querySelector(".sv"))).toBe(true);
  expect(problems).toEqual([]);
});
