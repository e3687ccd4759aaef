// Pseudo-snips (spec 3 §2, §3 PseudoSnip; P13): the key takeaways of an assortment's studies, newest first, for those
// who may read key learnings — never another brand's or another assortment's, never a cancelled report's.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { listPseudoSnips } from "@/server/snips/pseudo-snips";
import { grant } from "../support/access";
import { createBrand, createUser } from "../support/factories";
import { assortment, study } from "../studies-read/fixtures";

let brandId: string;
let assortmentId: string;
let surveyId: string;
let cancelled: string;
let elsewhere: string;

beforeAll(async () => {
  brandId = (await createBrand({ features: ["timeline", "enableSnapShare"] })).id;
  const other = await createBrand({ features: ["timeline"] });
  assortmentId = (await assortment(brandId)).id;
  const otherAssortment = (await assortment(brandId)).id;
  surveyId = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1, assortmentId })).id;
  cancelled = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1, assortmentId })).id;
  elsewhere = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1, assortmentId: otherAssortment })).id;
  const theirs = (await study(other.id, { countries: ["QA"] })).id;
  await prisma.survey.update({ where: { id: cancelled }, data: { learnings_cancelled_at: new Date() } });
  for (const [survey, learning, at] of [
    [surveyId, "Olive outsells navy", "2026-11-01T10:00:00Z"],
    [surveyId, "Hoods matter", "2026-11-02T10:00:00Z"],
    [cancelled, "Withdrawn", "2026-11-03T10:00:00Z"],
    [elsewhere, "Other assortment", "2026-11-03T10:00:00Z"],
    [theirs, "Other brand", "2026-11-03T10:00:00Z"],
  ] as const) {
    await prisma.keyLearning.create({ data: { survey_id: survey, learning, decision: `Act: ${learning}`, date_created: new Date(at), date_modified: new Date(at) } });
  }
});

describe("pseudo-snips", () => {
  it("are the assortment's shown takeaways, newest first, each with its study and its takeaway", async () => {
    const user = await createUser({ brands: { [brandId]: [["survey", "read"], ["key_learning", "read"]] } });
    const list = await listPseudoSnips(await grant(user, brandId, "survey.read"), assortmentId);
    expect(list.map((p) => p.title)).toEqual(["Hoods matter", "Olive outsells navy"]);
    expect(list[0]).toMatchObject({ survey: { _id: surveyId }, original_key_takeaway: { learning: "Hoods matter", decision: "Act: Hoods matter" }, key_insight_updated: null });
  });

  it("are none for someone who may not read key learnings", async () => {
    const user = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    expect(await listPseudoSnips(await grant(user, brandId, "survey.read"), assortmentId)).toEqual([]);
  });
});
