// GraphQL updateSurvey with spec 2 §7's payload `survey {_id, demographics or segmentation_profiles}`: the lists
// replace the study's without a date_modified; mixing them with study fields is refused and changes nothing; the
// study fields keep P3's optimistic concurrency (date_modified required).
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import { gql } from "../support/product-factories";
import { draftStudy, setup } from "../builder/fixtures";
import { addToStudy, brandQuestion, segSnapshot } from "./fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  ctx = await setup();
});

type TAnswer = { updateSurvey: { _id: string; title: string; demographics: { order: number; required: boolean; demographic: { _id: string } }[] } };
const update = (token: string, survey: Record<string, unknown>) =>
  gql<TAnswer>(
    token,
    `mutation($b: ID!, $s: SurveyUpdateInput!) { updateSurvey(brand_id: $b, survey: $s) { _id title demographics { order required demographic { _id } } } }`,
    { b: ctx.brandId, s: survey },
  );

describe("updateSurvey(brand_id, survey {_id, demographics | segmentation_profiles})", () => {
  it("reorders and flags the study's questions without a date_modified, answering the study", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const [a, b] = [await brandQuestion(ctx.brandId), await brandQuestion(ctx.brandId)];
    await addToStudy(study.id, [a.id, b.id]);
    const res = await update(ctx.writer, { _id: study.id, demographics: [{ demographic: b.id, required: true }, { demographic: a.id }] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateSurvey.demographics.map((d) => [d.demographic._id, d.order, d.required])).toEqual([
      [b.id, 0, true],
      [a.id, 1, false],
    ]);
  });

  it("mixing segmentation with study fields → refused with our text, nothing changes; a reader is refused", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const a = await brandQuestion(ctx.brandId);
    await addToStudy(study.id, [a.id]);
    const before = await segSnapshot(ctx.brandId, study.id);
    const mixed = await update(ctx.writer, { _id: study.id, title: "New title", demographics: [] });
    expect(mixed.errors?.[0]?.message).toBe(STUDY_MSG.segmentationSeparately);
    const denied = await update(ctx.reader, { _id: study.id, demographics: [] });
    expect(denied.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);
  });

  it("study fields still need date_modified (refused without it) and change with it", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const missing = await update(ctx.writer, { _id: study.id, title: "Renamed" });
    expect(missing.errors?.[0]?.extensions?.code).toBe("invalid");
    const row = await prisma.survey.findUniqueOrThrow({ where: { id: study.id } });
    const ok = await update(ctx.writer, { _id: study.id, title: "Renamed", date_modified: row.date_modified.toISOString() });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateSurvey.title).toBe("Renamed");
  });
});
