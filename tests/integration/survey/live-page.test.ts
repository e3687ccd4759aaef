// GET /s/{short_id} for links that end before the app starts (server/survey/live-page.ts): a study that takes no
// answers redirects to its closed link, or a panel respondent to the panel's link with their id; the builder's
// `preview=true` opens a preview; unknown ids get the 404 page.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { prisma } from "@/server/db";
import * as pageRoute from "@/app/s/[shortId]/route";
import { PANEL_QUOTA, liveStudy } from "./fixtures";

async function open(shortId: string, query = "") {
  const res = await pageRoute.GET(new NextRequest(`http://localhost/s/${shortId}${query}`), { params: Promise.resolve({ shortId }) });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

describe("links of a study that takes no answers", () => {
  it("a Closed study with a closed link redirects there; without one it shows the closed page", async () => {
    const { survey } = await liveStudy({ status: "Closed" });
    const plain = await open(survey.short_id, "?country=US&audience=crm");
    expect(plain.status).toBe(200);
    expect(plain.html).toContain(LIVE_OUTCOME_TEXT.closed.title);
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

  it("the builder's preview=true opens the survey (not the closed page) for a Draft", async () => {
    const { survey } = await liveStudy({ status: "Draft" });
    const res = await open(survey.short_id, "?preview=true");
    expect(res.html).not.toContain(LIVE_OUTCOME_TEXT.closed.title);
    expect(res.html).toContain("Hello there");
  });

  it("an unknown short id gets the 404 page", async () => {
    const res = await open("nope-not-here");
    expect(res.status).toBe(404);
    expect(res.html).toContain(LIVE_MSG.surveyNotFound);
  });
});
