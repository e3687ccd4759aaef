// The demo data carries patterns worth finding (P9 item 8; prisma/seed/responses.ts demoPatterns): the demo brand's
// catalogue and studies are seeded for a fresh brand exactly as `npm run db:seed` seeds them (seedCatalog, then
// seedResponses), and in its Closed study (6 products, 800 respondents) and its Active study (8 products, 1,200
// respondents) each pattern is found through the real reports:
//   - the winner has the highest mean of the ratings report and a majority of 5 stars; the loser the lowest mean and a
//     large majority of 1–2 stars;
//   - the segment (the study's first segmentation profile, "Younger shoppers": age 18–34) disagrees with the rest on the
//     polarising product, by significanceByFilters (top-2-box, mean and distribution all significant after the BH
//     correction, on bases of at least 60 a side), and on no product more than on that one;
//   - the cannibals split head-to-head near 50/50 (win share 0.4–0.6 each way, with reportHeadToHead), while their
//     top-2-box raters overlap more than any other pair's (Jaccard, computed here in SQL).
// The data is pseudo-random (a PRNG seeded per study), so the checks are bounds that hold with a wide margin, not
// exact figures: the expected values are worked out next to each bound.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "@/lib/ids";
import { seedCatalog } from "@/prisma/seed/catalog";
import { demoPatterns, seedResponses, type TDemoPatterns } from "@/prisma/seed/responses";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { Prisma } from "@/server/generated/prisma/client";
import { reportHeadToHead } from "@/server/results/head-to-head";
import { ratingsReport } from "@/server/results/ratings-report";
import { significanceByFilters } from "@/server/results/significance-by-filters";
import { loadStudyShape } from "@/server/survey/load-study-shape";
import { grant } from "../support/access";
import { createBrand, createUser } from "../support/factories";

let access: TBrandAccess;
let brandId: string;
let uploadDir: string;
const previousDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  // The catalogue's product images go to a private folder, removed afterwards.
  uploadDir = await mkdtemp(path.join(tmpdir(), "p9-demo-patterns-"));
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

async function studyOf(label: "closed" | "active") {
  const surveyId = seedId(`survey:${brandId}:${label}`);
  const shape = (await loadStudyShape({ id: surveyId }))!;
  return { surveyId, shape, patterns: demoPatterns(shape)! };
}

/** Per pair of products, the Jaccard overlap of the counted respondents who rated each top-2-box (4 or 5 stars). */
async function topTwoOverlap(surveyId: string, products: string[]): Promise<{ key: string; jaccard: number }[]> {
  const t2b = Prisma.sql`SELECT a.product_id, a.respondent_id FROM "RatingAnswer" a JOIN "Respondent" r ON r.id = a.respondent_id
    WHERE a.survey_id = ${surveyId} AND r.status = 'completed' AND NOT r.is_preview AND a.rating >= 4`;
  const [single, pairs] = await Promise.all([
    prisma.$queryRaw<{ p: string; n: number }[]>`SELECT product_id AS p, count(*)::int AS n FROM (${t2b}) t GROUP BY 1`,
    prisma.$queryRaw<{ p: string; q: string; n: number }[]>`
      SELECT x.product_id AS p, y.product_id AS q, count(*)::int AS n
      FROM (${t2b}) x JOIN (${t2b}) y ON y.respondent_id = x.respondent_id AND x.product_id < y.product_id GROUP BY 1, 2`,
  ]);
  const out: { key: string; jaccard: number }[] = [];
  for (const p of products) {
    for (const q of products) {
      if (p >= q) continue;
      const both = pairs.find((r) => r.p === p && r.q === q)?.n ?? 0;
      const either = (single.find((r) => r.p === p)?.n ?? 0) + (single.find((r) => r.p === q)?.n ?? 0) - both;
      out.push({ key: `${p}|${q}`, jaccard: either ? both / either : 0 });
    }
  }
  return out.sort((x, y) => y.jaccard - x.jaccard);
}

const meanOf = (stars: { star: number; count: number }[]) => stars.reduce((s, x) => s + x.star * x.count, 0) / stars.reduce((s, x) => s + x.count, 0);
const share = (stars: { star: number; count: number }[], which: number[]) =>
  stars.filter((x) => which.includes(x.star)).reduce((s, x) => s + x.count, 0) / stars.reduce((s, x) => s + x.count, 0);

describe.each(["closed", "active"] as const)("the demo brand's %s study", (label) => {
  let surveyId: string;
  let patterns: TDemoPatterns;
  beforeAll(async () => {
    ({ surveyId, patterns } = await studyOf(label));
  });

  it("has the patterns' roles: at least 5 products, a segment profile, five distinct products", async () => {
    const { shape } = await studyOf(label);
    expect(shape.status).toBe(label === "closed" ? "Closed" : "Active");
    expect(shape.products.length).toBe(label === "closed" ? 6 : 8);
    expect(patterns.segment?.profile_id).toBe(seedId(`segmentation-profile:${surveyId}:young`));
    const roles = [patterns.winner, patterns.loser, ...patterns.cannibals, patterns.polarising];
    expect(new Set(roles).size).toBe(5);
  });

  it("a clear winner and a clear loser, by the ratings report", async () => {
    const rows = await ratingsReport(access, surveyId, {});
    const means = new Map(rows.map((r) => [r.product_id, meanOf(r.stars)]));
    const ranked = [...means.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const winner = rows.find((r) => r.product_id === patterns.winner)!;
    const loser = rows.find((r) => r.product_id === patterns.loser)!;
    // Expected winner: 62% 5 stars, 87% top-2-box, mean .02·1 + .03·2 + .08·3 + .25·4 + .62·5 = 4.42.
    expect(ranked[0]).toBe(patterns.winner);
    expect(share(winner.stars, [5])).toBeGreaterThan(0.5);
    expect(means.get(patterns.winner)!).toBeGreaterThan(4.2);
    // Expected loser: 76% 1–2 stars, mean .40·1 + .36·2 + .15·3 + .06·4 + .03·5 = 1.96. Every other product's mean lies
    // between (its appeal is drawn in 2.6–3.8).
    expect(ranked.at(-1)).toBe(patterns.loser);
    expect(share(loser.stars, [1, 2])).toBeGreaterThan(0.65);
    expect(means.get(patterns.loser)!).toBeLessThan(2.2);
    // Each has a base of hundreds (every completed respondent rates every product of these studies: limit 15).
    expect(winner.count).toBeGreaterThan(600);
    expect(loser.count).toBe(winner.count);
  });

  it("a segment that disagrees significantly with the rest on the polarising product, by significanceByFilters", async () => {
    const rows = await significanceByFilters(access, surveyId, { segmentation_profile: [patterns.segment!.profile_id] });
    const polar = rows.find((r) => r.product_id === patterns.polarising)!;
    // The segment is 2 of the 5 age answers (40%): about 290 of ~720 completes in the Closed study, 430 of ~1,080 in the
    // Active one; both sides far above 60.
    expect(polar.tested).toBe(true);
    expect(polar.base.filtered).toBeGreaterThanOrEqual(60);
    expect(polar.base.rest).toBeGreaterThanOrEqual(60);
    // Expected top-2-box 82% against 12% (difference ≈ 0.70), means 4.20 against 2.29 (difference ≈ 1.9).
    expect(polar.top_two_box!.significant).toBe(true);
    expect(polar.top_two_box!.difference).toBeGreaterThan(0.5);
    expect(polar.top_two_box!.interval.low).toBeGreaterThan(0.4);
    expect(polar.mean!.significant).toBe(true);
    expect(polar.mean!.difference).toBeGreaterThan(1.4);
    expect(polar.distribution!.significant).toBe(true);
    // No other product differs as much: the other products' ratings do not depend on age.
    const others = rows.filter((r) => r.product_id !== patterns.polarising).map((r) => Math.abs(r.mean!.difference));
    expect(Math.max(...others)).toBeLessThan(0.4);
  });

  it("two cannibals: head-to-head near 50/50, yet the highest top-2-box overlap of any pair", async () => {
    const [a, b] = patterns.cannibals;
    const matrix = await reportHeadToHead(access, surveyId, {});
    const cell = matrix.find((r) => r.product_id === a)!.against.find((c) => c.against === b)!;
    // Expected: 6% ties, the rest split evenly: win and loss shares ≈ 0.47 each.
    expect(cell.base).toBeGreaterThan(600);
    expect(cell.win_share).toBeGreaterThanOrEqual(0.4);
    expect(cell.win_share).toBeLessThanOrEqual(0.6);
    expect(cell.loss_share).toBeGreaterThanOrEqual(0.4);
    expect(cell.loss_share).toBeLessThanOrEqual(0.6);
    expect(cell.tie_share).toBeLessThan(0.15);

    // Fans (half the respondents) rate both top-2-box 90% of the time and non-fans neither: Jaccard ≈ 0.90/1.00 = 0.90.
    // Any other pair is far lower: the winner (87% top-2-box) against an independent product at 62% (the highest appeal, 3.8) ≈ 0.54/0.95 = 0.56.
    const overlaps = await topTwoOverlap(surveyId, matrix.map((r) => r.product_id));
    expect(overlaps).toHaveLength((matrix.length * (matrix.length - 1)) / 2);
    const [best, runnerUp] = overlaps;
    expect(best!.key).toBe([a, b].sort().join("|"));
    expect(best!.jaccard).toBeGreaterThan(0.8);
    expect(runnerUp!.jaccard).toBeLessThan(0.7);
  });
});
