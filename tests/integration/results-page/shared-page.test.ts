// The results page as a results link opens it (server/pages/results-page.ts#loadSharedResultsPage; P13 item 2; spec 3
// §1 "viewed without login", §2 "?share=" on a results page): on the hand-built study of tests/integration/results/
// fixture.ts. A valid link of this study reads the results read-only (no links into the dashboard, no admin parts,
// no snips, no share buttons, only the tabs its scope reads, the token carried on every address); every other token
// (forged, revoked, expired, learnings scope, another study's or brand's) is the clear page, never data.
import { beforeAll, describe, expect, it } from "vitest";
import { RESULTS_PAGE } from "@/lib/messages";
import { resultsSearch, RESULTS_TABS } from "@/lib/results/page";
import type { TSharedResultsPage } from "@/lib/results/tab-data";
import { hashShareToken, newShareToken } from "@/server/access/share-viewer";
import { prisma } from "@/server/db";
import { loadSharedResultsPage } from "@/server/pages/results-page";
import { createBrand } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;

beforeAll(async () => {
  w = await buildResultsStudy();
}, 60_000);

async function link(o: { scope?: "results" | "learnings"; survey?: string; brand?: string; revoked?: boolean; expires_at?: Date } = {}) {
  const token = newShareToken();
  const row = await prisma.shareToken.create({
    data: {
      token_hash: hashShareToken(token),
      brand_id: o.brand ?? w.brandId,
      survey_id: o.survey ?? w.surveyId,
      scope: o.scope ?? "results",
      revoked: o.revoked ?? false,
      expires_at: o.expires_at ?? null,
    },
  });
  return { token, id: row.id };
}

function ready(p: TSharedResultsPage) {
  if (p.kind !== "ready") throw new Error(`expected the shared page, got ${p.kind}`);
  if (p.data.kind !== "ready") throw new Error(`expected results, got ${p.data.kind}`);
  return { ...p, results: p.data };
}

async function setFeatures(on: string[]) {
  const brand = await prisma.brand.findUniqueOrThrow({ where: { id: w.brandId }, select: { features: true } });
  const features = { ...(brand.features as Record<string, boolean>) };
  for (const f of ["gatesAndDates", "enableSnapShare"]) features[f] = on.includes(f);
  await prisma.brand.update({ where: { id: w.brandId }, data: { features } });
}

describe("a results link's page", () => {
  it("shows the study's results read-only, with the token on every address and nothing into the dashboard", async () => {
    await setFeatures(["enableSnapShare"]);
    const { token, id } = await link();
    const p = ready(await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token, country: w.aa }, "campaign"));
    expect(p.tokenId).toBe(id);
    expect(p.brandName.length).toBeGreaterThan(0);
    const { view } = p.results;
    expect(view.respondents).toBe(60);
    expect(view.totalRespondents).toBe(160);
    expect(view.query.share).toBe(token);
    expect(resultsSearch(view.query).startsWith(`?share=${token}`)).toBe(true);
    expect(p.results.links).toEqual([]);
    expect(p.results.stats).toBeNull();
    expect(p.results.share).toEqual({ read: false, write: false });
    expect(view.can).toMatchObject({ admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, snip: false });
  });

  it("opens only the tabs the link reads: buckets and learnings show the first tab instead, and print leaves them out", async () => {
    const { token } = await link();
    for (const tab of ["buckets", "learnings-impact"]) {
      const p = ready(await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token, tab }, "campaign"));
      expect(p.results.tab.tab).toBe("stack-rank");
    }
    const h2h = ready(await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token, tab: "head-to-head" }, "campaign"));
    expect(h2h.results.tab.tab).toBe("head-to-head");
    const printed = ready(await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token, print: "all" }, "campaign"));
    expect(printed.results.printAll!.map((t) => t.tab)).toEqual(RESULTS_TABS.filter((t) => t !== "buckets" && t !== "learnings-impact"));
  });

  it("keeps a gated brand's results from the link too, with no way back into the dashboard", async () => {
    await setFeatures(["gatesAndDates"]);
    const { token } = await link();
    const p = await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token }, "campaign");
    expect(p).toMatchObject({ kind: "ready", data: { kind: "message", message: RESULTS_PAGE.gated, back: null } });
    await setFeatures([]);
  });

  it("gives the clear page, never data, for any other token", async () => {
    const other = (await study(w.brandId, { title: "Another study" })).id;
    const otherBrand = await createBrand();
    const otherBrandStudy = (await study(otherBrand.id, { title: "Their study" })).id;
    const cases: [string, string, string, string][] = [];
    cases.push(["forged", "A".repeat(43), w.brandId, w.surveyId]);
    cases.push(["malformed", "<script>", w.brandId, w.surveyId]);
    const revoked = await link({ revoked: true });
    cases.push(["revoked", revoked.token, w.brandId, w.surveyId]);
    const expired = await link({ expires_at: new Date(Date.now() - 1000) });
    cases.push(["expired", expired.token, w.brandId, w.surveyId]);
    const learnings = await link({ scope: "learnings" });
    cases.push(["a learnings link", learnings.token, w.brandId, w.surveyId]);
    const otherStudy = await link({ survey: other });
    cases.push(["another study's link", otherStudy.token, w.brandId, w.surveyId]);
    const mine = await link();
    cases.push(["this link on another study", mine.token, w.brandId, other]);
    cases.push(["this link on another brand's study", mine.token, otherBrand.id, otherBrandStudy]);
    const theirs = await link({ brand: otherBrand.id, survey: otherBrandStudy });
    cases.push(["another brand's link on this study", theirs.token, w.brandId, w.surveyId]);
    for (const [name, token, brandId, studyId] of cases) {
      expect({ name, page: await loadSharedResultsPage(token, brandId, studyId, { share: token }, "campaign") }).toEqual({ name, page: { kind: "invalid" } });
    }
  });

  it("withdraws the results when the brand is deactivated", async () => {
    const { token } = await link();
    await prisma.brand.update({ where: { id: w.brandId }, data: { is_active: false } });
    try {
      expect(await loadSharedResultsPage(token, w.brandId, w.surveyId, { share: token }, "campaign")).toEqual({ kind: "invalid" });
    } finally {
      await prisma.brand.update({ where: { id: w.brandId }, data: { is_active: true } });
    }
  });
});
