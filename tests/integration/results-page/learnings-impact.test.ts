// The learnings & impact tab's loader (server/pages/results/learnings-impact.ts) against real Postgres: with
// key_learning.read it gives learningsAndImpact's impact and key takeaways (in their order, with the product's name and
// first image); a study with nothing recorded gives empty data (the tab's empty state); a viewer the page says cannot
// read learnings gets "no-access" without a query; and the loader still refuses one whose rights do not hold it.
import { beforeAll, describe, expect, it } from "vitest";
import type { TResultsView } from "@/lib/results/view";
import { learningsEmpty } from "@/lib/results/tabs/learnings-impact";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { loadLearningsImpact } from "@/server/pages/results/learnings-impact";
import { learningsAndImpact } from "@/server/results/learnings-and-impact";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";

let w: TResultsWorld;
let reader: TBrandAccess;
let surveyOnly: TBrandAccess;
let q1: string;
let p1Name: string;

const view = (studyId: string, readLearnings = true): TResultsView => ({
  brandId: w.brandId,
  studyId,
  title: "Study",
  status: "Closed",
  type: "early_stage",
  basePath: `/brand/${w.brandId}/campaign/${studyId}/results`,
  query: { tab: "learnings-impact", salesPlan: false, viewAsUser: false, filters: {}, params: {}, notices: [], share: null },
  products: [],
  definitions: [],
  respondents: 0,
  totalRespondents: 0,
  can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings, writeLearnings: false, turf: false, snip: false },
});

beforeAll(async () => {
  w = await buildResultsStudy();
  const withLearnings = await createUser({ brands: { [w.brandId]: [["survey", "read"], ["key_learning", "read"]] } });
  const without = await createUser({ brands: { [w.brandId]: [["survey", "read"]] } });
  reader = await grant(withLearnings, w.brandId, "survey.read");
  surveyOnly = await grant(without, w.brandId, "survey.read");
  q1 = (await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: w.p1 } })).id;
  p1Name = (await prisma.product.findUniqueOrThrow({ where: { id: w.p1 } })).name;
  await prisma.survey.update({ where: { id: w.surveyId }, data: { impact: { insight: "Colour sells", learnings: "Fit matters", decisions: "Drop p2", estimated_roi: 12000 } } });
  await prisma.productImage.create({ data: { product_id: w.p1, order: 0, original: "/o1.png", desktop: "/d1.png", mobile: "/m1.png" } });
  await prisma.keyLearning.createMany({
    data: [
      { survey_id: w.surveyId, question_id: null, learning: "Second", decision: "", estimated_roi: "", order: 1 },
      { survey_id: w.surveyId, question_id: q1, learning: "First", decision: "Keep", estimated_roi: "10%", order: 0 },
    ],
  });
});

describe("loadLearningsImpact", () => {
  it("gives the study's impact and takeaways in order, with the product's name and image", async () => {
    const data = await loadLearningsImpact({ access: reader, view: view(w.surveyId) });
    if (data.kind !== "ready") throw new Error(`expected content, got ${data.kind}`);
    const { impact, key_takeaways } = await learningsAndImpact(reader, w.surveyId);
    expect(data).toEqual({ kind: "ready", impact, key_takeaways });
    expect(data.impact).toEqual({ insight: "Colour sells", learnings: "Fit matters", decisions: "Drop p2", estimated_roi: "12000" });
    expect(data.key_takeaways.map((k) => [k.learning, k.decision, k.estimated_roi, k.question?.product?.name ?? null, k.question?.product?.image ?? null])).toEqual([
      ["First", "Keep", "10%", p1Name, "/d1.png"],
      ["Second", "", "", null, null],
    ]);
    expect(learningsEmpty(data)).toBe(false);
  });

  it("a study with nothing recorded: empty data for the empty state", async () => {
    const s = await study(w.brandId, { status: "Closed", products: 1 });
    const data = await loadLearningsImpact({ access: reader, view: view(s.id) });
    expect(data).toEqual({ kind: "ready", impact: { insight: null, learnings: null, decisions: null, estimated_roi: null }, key_takeaways: [] });
    if (data.kind === "ready") expect(learningsEmpty(data)).toBe(true);
  });

  it("a viewer without key_learning.read: no-access, no error", async () => {
    expect(await loadLearningsImpact({ access: surveyOnly, view: view(w.surveyId, false) })).toEqual({ kind: "no-access" });
  });

  it("the permission is checked on the viewer's rights, not only on the view", async () => {
    await expect(loadLearningsImpact({ access: surveyOnly, view: view(w.surveyId, true) })).rejects.toMatchObject({ code: "forbidden" });
  });
});
