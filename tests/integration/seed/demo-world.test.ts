// The demo world shows every role everything it may see (P15 item 1): after `npm run db:seed` (seed(), run here on
// the worker's database, twice, to prove it idempotent), Demo Outfitters' Closed studies carry a benchmark on their
// stack rank (each is the other's norm: server/results/benchmark-norm.ts), and its Closed line review has learnings
// and impact, snips with comments, an active share link, a group of buckets and sales data after launch — read
// through the same services the pages read. Harbor & Pine (MakerLabs' history) has countries, demographics,
// segmentation profiles and product images, so its filters, significance and Customers tab have something to show.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "@/lib/ids";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { resultsFilterDefinitions } from "@/server/results/filter-definitions";
import { geoSentimentScoreReport } from "@/server/results/geo-report";
import { sentimentScoreReport } from "@/server/results/sentiment-report";
import { significanceByFilters } from "@/server/results/significance-by-filters";
import { studySalesFigures } from "@/server/sales-data/sales-after-launch";
import { seed } from "@/prisma/seed";
import { DEMO_BRANDS } from "@/prisma/seed/platform";
import { DEMO_SHOWCASE, demoShowcaseStudyId } from "@/prisma/seed/demo-results";
import { LABS_BRAND } from "@/prisma/seed/labs-history";
import { grant } from "../support/access";

const DEMO = DEMO_BRANDS.demo.id;
const concept = seedId(`survey:${DEMO}:closed`);
const showcase = demoShowcaseStudyId();
let uploadDir: string;
const previousDir = process.env.UPLOAD_DIR;
let full: TBrandAccess;
let labsAdmin: TBrandAccess;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "p15-demo-world-"));
  process.env.UPLOAD_DIR = uploadDir;
  await seed(process.env.DATABASE_URL);
  full = await grant(seedId("user:full"), DEMO, "survey.read");
  labsAdmin = await grant(seedId("user:admin"), LABS_BRAND.id, "survey.read");
}, 300_000);

afterAll(async () => {
  if (previousDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousDir;
  await rm(uploadDir, { recursive: true, force: true });
});

describe("Demo Outfitters, full@demo.test's home brand", () => {
  it("has two Closed studies, and each one's stack rank shows a benchmark percentile for every product", async () => {
    const closed = await prisma.survey.findMany({ where: { brand_id: DEMO, status: "Closed", exclude_from_benchmarks: false }, select: { id: true } });
    expect(closed.map((s) => s.id).sort()).toEqual([concept, showcase].sort());
    for (const id of [concept, showcase]) {
      const report = await sentimentScoreReport(full, id, undefined);
      expect(report.products.length).toBeGreaterThanOrEqual(6);
      for (const p of report.products) expect(p.percentile, `${id} ${p.product_id}`).not.toBeNull();
    }
  });

  it("the Closed line review has learnings and impact, snips with comments, a share link, buckets and sales data", async () => {
    const study = await prisma.survey.findUniqueOrThrow({ where: { id: showcase }, select: { status: true, type: true, impact: true } });
    expect(study).toMatchObject({ status: "Closed", type: "line_review" });
    expect(study.impact).toMatchObject({ insight: expect.any(String), learnings: expect.any(String), decisions: expect.any(String), estimated_roi: expect.any(String) });
    const takeaways = await prisma.keyLearning.findMany({ where: { survey_id: showcase } });
    expect(takeaways.length).toBeGreaterThanOrEqual(3);
    expect(takeaways.filter((t) => t.question_id !== null).length).toBeGreaterThanOrEqual(2);

    const snips = await prisma.snip.findMany({ where: { survey_id: showcase }, include: { comments: true }, orderBy: { date_created: "asc" } });
    expect(snips.map((s) => s.title)).toEqual([...DEMO_SHOWCASE.snips]);
    for (const s of snips) {
      expect(s.img).toMatch(/^\/uploads\//);
      expect(s.comments.length).toBeGreaterThanOrEqual(1);
    }

    const links = await prisma.shareToken.findMany({ where: { survey_id: showcase, revoked: false }, include: { views: true } });
    const results = links.find((l) => l.scope === "results");
    expect(results?.label).toBe(DEMO_SHOWCASE.shareLabel);
    expect(results?.views.length).toBeGreaterThanOrEqual(1);
    expect(links.some((l) => l.scope === "learnings")).toBe(true);

    expect(await prisma.bucketGroup.count({ where: { survey_id: showcase } })).toBe(1);

    const sales = await studySalesFigures(full, showcase);
    expect(sales?.imported.rows).toBe(10);
    expect(sales?.figures).toHaveLength(10);
    for (const f of sales!.figures) expect(f.units).toBeGreaterThan(0);
  });

  it("seeding again adds nothing", async () => {
    const count = () => Promise.all([prisma.survey.count(), prisma.snip.count(), prisma.comment.count(), prisma.shareToken.count(), prisma.keyLearning.count(), prisma.salesData.count(), prisma.respondent.count(), prisma.productImage.count(), prisma.segmentAnswer.count()]);
    const before = await count();
    await seed(process.env.DATABASE_URL);
    expect(await count()).toEqual(before);
  }, 120_000);
});

describe("Harbor & Pine, MakerLabs' history", () => {
  it("every respondent has a country, a gender and an age answer and a segmentation profile; every product an image", async () => {
    const studies = await prisma.survey.findMany({ where: { brand_id: LABS_BRAND.id }, select: { id: true } });
    expect(studies).toHaveLength(8);
    const respondents = await prisma.respondent.findMany({ where: { survey_id: { in: studies.map((s) => s.id) } }, select: { country_id: true, segmentation_profile_id: true, _count: { select: { segment_answers: true } } } });
    expect(respondents.length).toBe(8 * 40);
    for (const r of respondents) {
      expect(r.country_id).not.toBeNull();
      expect(r.segmentation_profile_id).not.toBeNull();
      expect(r._count.segment_answers).toBe(2);
    }
    expect(await prisma.product.count({ where: { brand_id: LABS_BRAND.id, images: { none: {} } } })).toBe(0);
  });

  it("its results offer country, demographic and segment filters; the Customers report maps four countries; significance tests a filter", async () => {
    const id = seedId("labs:survey:s7");
    const defs = await resultsFilterDefinitions(labsAdmin, id);
    const byAccessor = new Map(defs.map((d) => [d.accessor, d]));
    expect(byAccessor.get("country")?.options).toHaveLength(4);
    expect(defs.filter((d) => d.accessor.startsWith("demographics.")).map((d) => d.name)).toEqual(["Gender", "Age"]);
    expect(byAccessor.get("segmentation_profile")?.optionNames).toEqual(["Younger shoppers", "Established shoppers"]);

    const question = await prisma.question.findFirstOrThrow({ where: { survey_id: id, product_id: { not: null } }, select: { id: true } });
    const geo = await geoSentimentScoreReport(labsAdmin, id, question.id, undefined);
    expect(geo.countries.filter((c) => c.respondents > 0)).toHaveLength(4);

    const us = byAccessor.get("country")!.options[0]!;
    const sig = await significanceByFilters(labsAdmin, id, { country: [us] });
    expect(sig).toHaveLength(10);
  });
});
