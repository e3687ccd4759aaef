// The Buckets tab's loader (P11 item 3) on the hand-built study of tests/integration/results/fixture.ts, with a
// benchmark norm: one more Closed study of the brand whose four products one respondent rated 1, 2, 3 and 4 stars
// (v1 scores 0, 25, 50, 75; a percentile is 100 × (scores below + ties / 2) / 4). Worked by hand:
//   every respondent (160): p1 and p2 both mean 3 → score 50 → percentile (2 + ½) / 4 = 62.5.
//   country QA (60): p1 (50 × 5, 10 × 2) mean 4.5 → 87.5 → percentile 100; p2 mean 3 → 50 → 62.5.
//   so a bucket [p1, p2] under QA: avg_score 68.75, avg_percentile 81.25 → AboveTop; [p1] alone: 87.5, 100.
// Without bucket_group read the loader says so and asks nothing of the engine (the user has survey read only: a call
// needing bucket_group.read would throw). The figures must equal the engine's getBucketGroupSentimentScoreReport.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TResultsQuery } from "@/lib/results/page";
import { BUCKETS_TEXT } from "@/lib/results/tabs/buckets";
import type { TResultsView } from "@/lib/results/view";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { loadBuckets } from "@/server/pages/results/buckets";
import { resultsProducts } from "@/server/pages/results/products";
import { createBucketGroup } from "@/server/results/bucket-groups/create";
import { bucketGroupSentimentReport } from "@/server/results/bucket-groups/sentiment-report";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;
let reader: TBrandAccess;
let readerId: string;
let surveyOnly: TBrandAccess;
let q1: string;
let q2: string;

async function questionOf(surveyId: string, productId: string): Promise<string> {
  return (await prisma.question.findFirstOrThrow({ where: { survey_id: surveyId, product_id: productId }, select: { id: true } })).id;
}

beforeAll(async () => {
  w = await buildResultsStudy();
  const norm = await study(w.brandId, { status: "Closed", products: 4 });
  const normProducts = await prisma.surveyProduct.findMany({ where: { survey_id: norm.id }, orderBy: { order: "asc" }, select: { product_id: true } });
  const respondent_id = newId();
  await prisma.respondent.create({ data: { id: respondent_id, survey_id: norm.id, country_id: null, status: "completed", is_preview: false } });
  await prisma.ratingAnswer.createMany({
    data: await Promise.all(normProducts.map(async (p, i) => ({ survey_id: norm.id, respondent_id, product_id: p.product_id, question_id: await questionOf(norm.id, p.product_id), rating: i + 1 }))),
  });
  [q1, q2] = [await questionOf(w.surveyId, w.p1), await questionOf(w.surveyId, w.p2)];
  const user = await createUser({ brands: { [w.brandId]: [["survey", "read"], ["bucket_group", "read"], ["bucket_group", "write"]] } });
  readerId = user.id;
  reader = await grant(user, w.brandId, "survey.read");
  surveyOnly = await grant(await createUser({ brands: { [w.brandId]: [["survey", "read"]] } }), w.brandId, "survey.read");
});

async function load(access: TBrandAccess, opts: { filters?: TResultsFilters; params?: TResultsQuery["params"]; readBuckets?: boolean } = {}) {
  const query: TResultsQuery = { tab: "buckets", salesPlan: false, viewAsUser: false, filters: opts.filters ?? {}, params: opts.params ?? {}, notices: [], share: null };
  const view: TResultsView = {
    brandId: w.brandId, studyId: w.surveyId, title: "Study", status: "Closed", type: null,
    basePath: `/brand/${w.brandId}/campaign/${w.surveyId}/results`, query, products: await resultsProducts(access, w.surveyId),
    definitions: [], respondents: 0, totalRespondents: 0,
    can: { admin: false, writeSurvey: false, readBuckets: opts.readBuckets ?? true, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip: false },
  };
  return loadBuckets({ access, view });
}

const QA = () => ({ country: [w.aa] });

describe("loadBuckets", () => {
  it("without bucket_group read: says the viewer has no access, and asks nothing that needs it", async () => {
    expect(await load(surveyOnly, { readBuckets: false })).toEqual({ kind: "no_access" });
    // The same viewer with can.readBuckets forced on would be refused by the engine: the branch is what protects it.
    await expect(load(surveyOnly, { readBuckets: true })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("a study without groups: no group, every product's figures, the benchmark scope", async () => {
    const data = await load(reader);
    expect(data).toEqual({
      kind: "ready",
      groups: [],
      group: null,
      notice: null,
      scores: { [q1]: { count: 160, score: 50, percentile: 62.5 }, [q2]: { count: 160, score: 50, percentile: 62.5 } },
      benchmark: "brand",
    });
    const asked = newId();
    expect(await load(reader, { params: { group: asked } })).toMatchObject({ group: null, notice: BUCKETS_TEXT.unknownGroupNone(asked) });
  });

  describe("with groups", () => {
    let first: string;
    let second: string;
    beforeAll(async () => {
      const writer = await grant(readerId, w.brandId, "bucket_group.write");
      first = (await createBucketGroup(writer, w.surveyId, { name: "Line", buckets: [{ name: "Both", questions: [q1, q2] }, { name: "Empty", questions: [] }] }))._id;
      second = (await createBucketGroup(writer, w.surveyId, { name: "Split", buckets: [{ name: "Parka", questions: [q1] }, { name: "Jacket", questions: [q2] }] }))._id;
    });

    it("chooses the first group by default and lists every group for the chooser", async () => {
      const data = await load(reader);
      if (data.kind !== "ready") throw new Error("expected ready");
      expect(data.groups).toEqual([{ _id: first, name: "Line" }, { _id: second, name: "Split" }]);
      expect(data.notice).toBeNull();
      expect(data.group).toMatchObject({ _id: first, name: "Line" });
      expect(data.group!.buckets.map((b) => [b.name, b.questions, b.avg_score, b.avg_percentile, b.position])).toEqual([
        ["Both", [q1, q2], 50, 62.5, "Between"],
        ["Empty", [], null, null, null],
      ]);
      const stored = await prisma.bucketGroup.findUniqueOrThrow({ where: { id: first } });
      expect(data.group!.date_modified).toBe(stored.date_modified.toISOString());
    });

    it("follows the filters: QA only, the figures worked out by hand and equal to the engine's report", async () => {
      const data = await load(reader, { filters: QA() });
      if (data.kind !== "ready" || !data.group) throw new Error("expected a group");
      expect(data.group.buckets[0]).toMatchObject({ avg_score: 68.75, avg_percentile: 81.25, position: "AboveTop" });
      expect(data.scores[q1]).toEqual({ count: 60, score: 87.5, percentile: 100 });
      const report = await bucketGroupSentimentReport(reader, w.surveyId, first, QA());
      expect(data.group.buckets.map(({ name, avg_score, avg_percentile, position }) => ({ name, avg_score, avg_percentile, position }))).toEqual(
        report.buckets.map(({ name, avg_score, avg_percentile, position }) => ({ name, avg_score, avg_percentile, position })),
      );
    });

    it("shows the group the address names", async () => {
      const data = await load(reader, { filters: QA(), params: { group: second } });
      if (data.kind !== "ready" || !data.group) throw new Error("expected a group");
      expect(data.group._id).toBe(second);
      expect(data.group.buckets.map((b) => [b.name, b.avg_score, b.avg_percentile, b.position])).toEqual([
        ["Parka", 87.5, 100, "AboveTop"],
        ["Jacket", 50, 62.5, "Between"],
      ]);
    });

    it("an unknown or mangled group id: a notice and the first group", async () => {
      for (const asked of [newId(), "not-an-id"]) {
        const data = await load(reader, { params: { group: asked } });
        expect(data).toMatchObject({ notice: BUCKETS_TEXT.unknownGroup(asked), group: { _id: first } });
      }
    });

    it("leaves out a bucket's question that is no longer a rated question of the study", async () => {
      await prisma.question.update({ where: { id: q2 }, data: { type: "investment_review" } });
      try {
        const data = await load(reader);
        if (data.kind !== "ready" || !data.group) throw new Error("expected a group");
        expect(data.group.buckets[0]!.questions).toEqual([q1]);
        expect(data.scores[q2]).toBeUndefined();
      } finally {
        await prisma.question.update({ where: { id: q2 }, data: { type: "star" } });
      }
    });
  });
});
