// The insight cards tab's loader (server/pages/results/insight-cards.ts):
//   - on the hand-built results study (tests/integration/results/fixture.ts; figures in stack-rank.test.ts): the
//     cards carry the results summary's figures and the filters in force, in words;
//   - on the demo brand's seeded studies (seeded for a fresh brand as `npm run db:seed` does; P9 #33), the findings
//     name the products the seed gave each pattern: winner, loser, most polarising, and the two cannibals — and no
//     other pair.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "@/lib/ids";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TResultsView } from "@/lib/results/view";
import { seedCatalog } from "@/prisma/seed/catalog";
import { demoPatterns, seedResponses } from "@/prisma/seed/responses";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { loadInsightCards } from "@/server/pages/results/insight-cards";
import { resultsProducts } from "@/server/pages/results/products";
import { resultsFilterDefinitions } from "@/server/results/filter-definitions";
import { resultsSummary } from "@/server/results/results-summary";
import { loadStudyShape } from "@/server/survey/load-study-shape";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";
import { grant } from "../support/access";
import { createBrand, createUser } from "../support/factories";

async function viewOf(access: TBrandAccess, brandId: string, studyId: string): Promise<Omit<TResultsView, "query">> {
  const [products, definitions] = await Promise.all([resultsProducts(access, studyId), resultsFilterDefinitions(access, studyId)]);
  return {
    brandId, studyId, title: "t", status: "Closed", type: null, basePath: "/x", products, definitions, respondents: 0, totalRespondents: 0,
    can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
}
const load = (access: TBrandAccess, view: Omit<TResultsView, "query">, filters: TResultsFilters = {}) =>
  loadInsightCards({ access, view: { ...view, query: { tab: "insight-cards", salesPlan: false, viewAsUser: false, filters, params: {}, notices: [], share: null } } });

describe("loadInsightCards on the hand-built study", () => {
  let w: TResultsWorld;
  let access: TBrandAccess;
  let view: Omit<TResultsView, "query">;
  beforeAll(async () => {
    w = await buildResultsStudy();
    access = await grant(await createUser({ brands: { [w.brandId]: [["survey", "read"]] } }), w.brandId, "survey.read");
    view = await viewOf(access, w.brandId, w.surveyId);
  });

  it("makes the findings and a card per product from the summary's figures, for every respondent", async () => {
    const data = await load(access, view);
    const summary = await resultsSummary(access, w.surveyId, {});
    const name = (id: string) => view.products.find((p) => p.product_id === id)!.name;
    // Both score 50; p1 wins on top-2-box (50% against 40%). p1's 1–2 and 4–5 stars are 50% each: the most divided.
    // p1 against p2: 0.4 / 0.4 / 0.2 ties, as their stars would tie by chance (0.2) → not cannibals.
    expect(data.findings.map((c) => c.id)).toEqual([`winner:${w.p1}`, `lowest:${w.p2}`, `polarising:${w.p1}`]);
    expect(data.findings[0]!.keyInsight).toBe(`${name(w.p1)} scores 50, the highest of the 2 rated products, level with ${name(w.p2)} (50).`);
    expect(data.findings[2]!.figures.slice(0, 2)).toEqual([
      { label: "4–5 stars", value: "50%" },
      { label: "1–2 stars", value: "50%" },
    ]);
    expect(data.products.map((c) => c.id)).toEqual([`product:${w.p1}`, `product:${w.p2}`]);
    const p2 = summary.sentiment.products.find((p) => p.product_id === w.p2)!;
    expect(data.products[1]).toMatchObject({ title: name(w.p2), stars: p2.stars, filters: {}, filterSummary: [] });
    expect(data.products[1]!.keyInsight).toBe("Scores 50, rank 1 of 2; 40% top-2-box from 160 ratings.");
    expect(data.benchmark.scope).toBe("none");
    expect(data.respondents).toBe(160);
  });

  it("under a filter, shows the filtered figures and carries the filter, named", async () => {
    const filters = { country: [w.aa] };
    const data = await load(access, view, filters);
    const country = await prisma.country.findUniqueOrThrow({ where: { id: w.aa } });
    // QA: p1 87.5 against p2 50 → 88 against 50.
    expect(data.findings[0]).toMatchObject({ id: `winner:${w.p1}`, filters, filterSummary: [`Country: ${country.country_name}`] });
    expect(data.findings[0]!.keyInsight).toMatch(/scores 88, the highest of the 2 rated products, 38 points ahead of .* \(50\)\.$/);
    expect(data.products.every((c) => c.filterSummary.length === 1)).toBe(true);
    expect(data.respondents).toBe(60);
  });
});

describe("loadInsightCards on the demo brand's seeded studies", () => {
  let access: TBrandAccess;
  let brandId: string;
  let uploadDir: string;
  const previousDir = process.env.UPLOAD_DIR;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), "p11-insights-"));
    process.env.UPLOAD_DIR = uploadDir;
    brandId = (await createBrand()).id;
    const user = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    const brand = { id: brandId, key: "demo" as const, categoryIds: [] };
    await seedCatalog(prisma, [brand]);
    await seedResponses(prisma, [brand]);
    access = await grant(user, brandId, "survey.read");
  }, 180_000);
  afterAll(async () => {
    if (previousDir === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = previousDir;
    await rm(uploadDir, { recursive: true, force: true });
  });

  it.each(["closed", "active"] as const)("the %s study: winner, loser, polarising product and the two cannibals", async (label) => {
    const surveyId = seedId(`survey:${brandId}:${label}`);
    const patterns = demoPatterns((await loadStudyShape({ id: surveyId }))!)!;
    const data = await load(access, await viewOf(access, brandId, surveyId));
    const ids = data.findings.map((c) => c.id);
    expect(ids[0]).toBe(`winner:${patterns.winner}`);
    expect(ids[1]).toBe(`lowest:${patterns.loser}`);
    expect(ids).toContain(`polarising:${patterns.polarising}`);
    const cannibals = data.findings.filter((c) => c.kind === "cannibals");
    expect(cannibals).toHaveLength(1);
    expect([...cannibals[0]!.product_ids].sort()).toEqual([...patterns.cannibals].sort());
    // Each study is compared with the brand's other Closed studies (the Closed concept test with the Closed line review
    // of the same line, P15): the loser is in the benchmark's bottom quartile.
    const benchmarkCards = data.findings.filter((c) => c.kind === "above-benchmark" || c.kind === "below-benchmark");
    expect(benchmarkCards.find((c) => c.kind === "below-benchmark")!.product_ids).toContain(patterns.loser);
  });
});
