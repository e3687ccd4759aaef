// GET /s/{short_id} (server/survey/live-page.ts): an open study's page is the app's first view rendered by the
// render bundle — exactly renderToString of the App the browser bundle hydrates, with the boot data beside it (the
// hydration itself: tests/unit/survey/live-hydration.test.ts). Links that end before the app starts: a study that
// takes no answers redirects to its closed link, or a panel respondent to the panel's link with their id; the
// builder's `preview=true` opens a preview; unknown ids get the 404 page.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { App } from "@/components/survey/app";
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type TLiveBoot } from "@/lib/survey/boot";
import { existsSync } from "node:fs";
import path from "node:path";
import { PRODUCT_NAME } from "@/lib/constants";
import { LIVE_LABELS, LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { SURVEY_FONT, surveyFontFace } from "@/lib/survey/page";
import { prisma } from "@/server/db";
import * as pageRoute from "@/app/s/[shortId]/route";
import { PANEL_QUOTA, liveStudy } from "./fixtures";

async function open(shortId: string, query = "") {
  const res = await pageRoute.GET(new NextRequest(`http://localhost/s/${shortId}${query}`), { params: Promise.resolve({ shortId }) });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The app's root and the boot data, read from the page as components/survey/main.tsx reads them. */
function appParts(html: string): { root: string; boot: TLiveBoot } {
  const m = new RegExp(`<div id="${ROOT_ELEMENT_ID}">(.*)</div><script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script></body></html>$`, "s").exec(html);
  expect(m, "the page has the app's root and its boot data").not.toBeNull();
  return { root: m![1]!, boot: JSON.parse(m![2]!) as TLiveBoot };
}

describe("the page of an open study", () => {
  it("is the App's own first render (renderToString) with the boot data it is hydrated with, and the bundle", async () => {
    const { survey } = await liveStudy();
    const res = await open(survey.short_id, "?country=US&audience=crm");
    expect(res.status).toBe(200);
    const { root, boot } = appParts(res.html);
    expect(boot).toMatchObject({ preview: false, survey: { short_id: survey.short_id, welcome: { header: "Hello there" } } });
    expect(root).toBe(renderToString(createElement(App, { boot })));
    expect(root).toContain('<h1 class="sv-h1" id="sv-heading" tabindex="-1">Hello there</h1>');
    expect(res.html).toMatch(/<script src="\/survey\/app-[A-Z0-9]+\.js" defer=""><\/script>/);
  });

  it("a preview: the same, with the banner in the app's render", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const res = await open(survey.short_id, "?preview=1");
    const { root, boot } = appParts(res.html);
    expect(boot.preview).toBe(true);
    expect(root).toBe(renderToString(createElement(App, { boot })));
    expect(root).toContain(LIVE_LABELS.previewBanner);
  });
});

describe("links of a study that takes no answers", () => {
  it("a Closed study with a closed link redirects there; without one it shows the closed page", async () => {
    const { survey } = await liveStudy({ status: "Closed" });
    const plain = await open(survey.short_id, "?country=US&audience=crm");
    expect(plain.status).toBe(200);
    expect(plain.html).toContain(LIVE_OUTCOME_TEXT.closed.title);
    // A message page: the study's frame, no script to take it over.
    expect(plain.html).not.toContain("<script");
    await prisma.survey.update({ where: { id: survey.id }, data: { redirect_link_closed: "https://brand.example.com/closed" } });
    const redirected = await open(survey.short_id, "?country=US&audience=crm");
    expect(redirected.status).toBe(302);
    expect(redirected.location).toBe("https://brand.example.com/closed");
    expect(await prisma.respondent.count({ where: { survey_id: survey.id } })).toBe(0);
  });

  it("a panel respondent of a Draft study goes to the panel's quota link with their id", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const res = await open(survey.short_id, "?country=US&audience=panel&RID=abc123&PSID=7");
    expect(res.status).toBe(302);
    const url = new URL(res.location!);
    expect(`${url.origin}${url.pathname}`).toBe(PANEL_QUOTA);
    expect(url.searchParams.get("RID")).toBe("abc123");
  });

  it("a Draft study's link says the survey is not open yet, not that it is closed (P10 #14)", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const res = await open(survey.short_id, "?country=US&audience=crm");
    expect(res.status).toBe(200);
    expect(res.html).toContain(LIVE_OUTCOME_TEXT.not_open.title);
    expect(res.html).toContain(LIVE_OUTCOME_TEXT.not_open.message);
    expect(res.html).not.toContain(LIVE_OUTCOME_TEXT.closed.title);
  });

  it("a link that names no study: a 404 page that explains, framed with the platform's name and the app's typeface", async () => {
    const res = await open("no-such-study-here");
    expect(res.status).toBe(404);
    expect(res.html).toContain(`<h1 class="sv-h1" id="sv-heading" tabindex="-1">${LIVE_OUTCOME_TEXT.not_found.title}</h1>`);
    expect(res.html).toContain(LIVE_OUTCOME_TEXT.not_found.message.replace(/'/g, "&#x27;"));
    expect(res.html).toContain(`<span class="sv-muted">${PRODUCT_NAME}</span>`);
    // The inlined stylesheet starts with the typeface, whose file the build put next to the bundle.
    expect(res.html).toContain(`<style>${surveyFontFace()}`);
    expect(existsSync(path.resolve(import.meta.dirname, "../../../public", SURVEY_FONT.path.slice(1)))).toBe(true);
  });

  it("the builder's preview=true opens the survey (not the closed page) for a Draft", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const res = await open(survey.short_id, "?preview=true");
    expect(res.html).not.toContain(LIVE_OUTCOME_TEXT.closed.title);
    expect(res.html).toContain("Hello there");
  });

  it("an unknown short id gets the 404 page", async () => {
    const res = await open("nope-not-here");
    expect(res.status).toBe(404);
    expect(res.html).toContain(`<h1 class="sv-h1" id="sv-heading" tabindex="-1">${LIVE_MSG.surveyNotFound}</h1>`);
    expect(res.html).not.toContain("<script");
  });
});
