// Publishing from the wizard (spec 2 §4 "Publish flow", §5 publish checks): the server runs the checks in the
// publish transaction, one refused study per failing check (409, invalid_params, still Draft); delete_answers
// clears answers atomically; the respondents count; moving a Draft test to another assortment (spec 2 §4); the
// decision point list (spec 2 §7).
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { prisma } from "@/server/db";
import { country, decisionPoint } from "../studies-read/fixtures";
import { addRespondents } from "../support/study-factories";
import { api, draftStudy, setup, snapshot, study } from "./fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await setup();
  A = api(ctx.brandId);
});

const status = async (id: string) => (await prisma.survey.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("PUT …/publish runs the publish checks first", () => {
  const failing: [string, string, (s: { id: string; productIds: string[] }) => Promise<void>][] = [
    ["deleted_products", "This product has been deleted. Please remove it from the survey.", async (s) => {
      await prisma.product.update({ where: { id: s.productIds[0]! }, data: { deleted: true } });
    }],
    ["products", "Studies should have at least 1 product.", async (s) => {
      await prisma.surveyProduct.deleteMany({ where: { survey_id: s.id } });
    }],
    ["product_images", "Each product in your study must have at least one product image.", async (s) => {
      await prisma.productImage.deleteMany({ where: { product_id: s.productIds[1]! } });
    }],
    ["question_text", "Each attribute question must have question text.", async (s) => {
      await prisma.question.updateMany({ where: { survey_id: s.id, product_id: s.productIds[0]! }, data: { text: "  " } });
    }],
    ["redirect_link", "Your post-study redirect url is not valid.", async (s) => {
      await prisma.survey.update({ where: { id: s.id }, data: { redirect_link: "example.com/thanks" } });
    }],
    ["intro", "Your intro page is incomplete...", async (s) => {
      await prisma.survey.update({ where: { id: s.id }, data: { intro: { type: "youtube", title: "Hi", text: "Watch", button_text: "Go", images: [], video: {} } } });
    }],
    ["missing_translations", BUILDER_MSG.checkMissingTranslations("FR"), async (s) => {
      await prisma.surveyCountry.create({ data: { survey_id: s.id, country_id: (await country("FR")).id, translation_needed: true } });
    }],
    ["source_text_changed", BUILDER_MSG.checkSourceTextChanged, async (s) => {
      const de = await country("DE");
      await prisma.country.update({ where: { id: de.id }, data: { languages: ["de"] } });
      await prisma.surveyCountry.create({ data: { survey_id: s.id, country_id: de.id } });
      await prisma.productTranslation.create({ data: { product_id: s.productIds[0]!, language: "de", date_modified: new Date("2020-01-01") } });
      await prisma.product.update({ where: { id: s.productIds[0]! }, data: { name: "Renamed after translation" } });
    }],
    ["template", "You cannot publish a template study.", async (s) => {
      await prisma.survey.update({ where: { id: s.id }, data: { temp_type: "template" } });
    }],
  ];
  for (const [key, message, breakIt] of failing) {
    it(`${key}: 409 "${BUILDER_MSG.publishIssues}" listing "${message}"; the study stays Draft`, async () => {
      const s = await draftStudy(ctx.brandId, { products: 2 });
      await breakIt(s);
      await addRespondents(s.id, 1);
      const before = await snapshot(s.id);
      // Templates are refused to non-admins by role (403, spec 3 §6) before any check; the check is for the UI.
      const res = await A.publish(ctx.writer, s.id, { delete_answers: true });
      if (key === "template") {
        expect(res.status).toBe(403);
        expect(res.json.detail).toBe(STUDY_MSG.templateAdminOnly);
      } else {
        expect(res.status).toBe(409);
        expect(res.json.detail).toBe("There are some issues with your study! You won't be able to publish yet.");
        expect(res.json.invalid_params).toEqual([{ name: key, reason: message }]);
      }
      expect(await snapshot(s.id)).toEqual(before);
      expect(await status(s.id)).toBe("Draft");
    });
  }

  it("lists every blocking failure at once; warnings (empty sales plan) do not block", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.productImage.deleteMany({ where: { product_id: s.productIds[0]! } });
    await prisma.survey.update({ where: { id: s.id }, data: { redirect_link: "nope" } });
    const res = await A.publish(ctx.writer, s.id);
    expect(res.status).toBe(409);
    expect((res.json.invalid_params as { name: string }[]).map((p) => p.name)).toEqual(["product_images", "redirect_link"]);

    const ok = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.surveyProduct.updateMany({ where: { survey_id: ok.id }, data: { sales_plan: null } });
    const pub = await A.publish(ctx.writer, ok.id);
    expect(pub.status).toBe(200);
    expect(study(pub).status).toBe("Active");
    expect(study(pub).questions).toHaveLength(1);
  });

  it("an admin may publish a template study (spec 3 §6)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.survey.update({ where: { id: s.id }, data: { internal_template: true } });
    expect((await A.publish(ctx.admin, s.id)).status).toBe(200);
    expect(await status(s.id)).toBe("Active");
  });

  it("delete_answers: true publishes and removes every answer in the same transaction; false keeps them", async () => {
    const keep = await draftStudy(ctx.brandId, { products: 2 });
    await addRespondents(keep.id, 2);
    expect((await A.publish(ctx.writer, keep.id, { delete_answers: false })).status).toBe(200);
    expect(await prisma.ratingAnswer.count({ where: { survey_id: keep.id } })).toBe(4);

    const wipe = await draftStudy(ctx.brandId, { products: 2 });
    await addRespondents(wipe.id, 3);
    const res = await A.publish(ctx.writer, wipe.id, { delete_answers: true });
    expect(res.status).toBe(200);
    expect(study(res)).toMatchObject({ status: "Active", respondent_count: 0 });
    for (const n of await Promise.all([
      prisma.respondent.count({ where: { survey_id: wipe.id } }),
      prisma.ratingAnswer.count({ where: { survey_id: wipe.id } }),
      prisma.followUpAnswer.count({ where: { survey_id: wipe.id } }),
    ])) expect(n).toBe(0);
  });

  it("a refused publish with delete_answers deletes nothing (atomic)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await addRespondents(s.id, 2);
    await prisma.survey.update({ where: { id: s.id }, data: { redirect_link: "bad" } });
    expect((await A.publish(ctx.writer, s.id, { delete_answers: true })).status).toBe(409);
    expect(await prisma.respondent.count({ where: { survey_id: s.id } })).toBe(2);
    expect(await prisma.ratingAnswer.count({ where: { survey_id: s.id } })).toBe(2);
  });

  it("an unknown body field is a 400", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    expect((await A.publish(ctx.writer, s.id, { delete_answers: true, force: true })).status).toBe(400);
    expect(await status(s.id)).toBe("Draft");
  });
});

describe("GET …/respondents_count", () => {
  it("counts non-preview respondents of any status; survey read; other brand 404", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await addRespondents(s.id, 2);
    await prisma.respondent.create({ data: { survey_id: s.id, status: "started" } });
    await prisma.respondent.create({ data: { survey_id: s.id, status: "completed", is_preview: true } });
    const res = await A.count(ctx.reader, s.id);
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ count: 3 });
    const foreign = await draftStudy(ctx.otherBrandId, { products: 0 });
    expect((await A.count(ctx.reader, foreign.id)).status).toBe(404);
  });
});

describe("PUT …/move (spec 2 §4)", () => {
  const newAssortment = (brandId: string) => prisma.assortment.create({ data: { brand_id: brandId, year: 2027, season: "resort" } });

  it("include_products: the study moves with its products, which are linked to the new assortment", async () => {
    const from = await newAssortment(ctx.brandId);
    const to = await newAssortment(ctx.brandId);
    const s = await draftStudy(ctx.brandId, { products: 2, assortmentId: from.id });
    await prisma.productAssortment.create({ data: { product_id: s.productIds[0]!, assortment_id: to.id } });
    await addRespondents(s.id, 1);
    const res = await A.move(ctx.writer, s.id, { assortment: to.id, include_products: true });
    expect(res.status).toBe(200);
    expect(study(res).assortment_id).toBe(to.id);
    expect(study(res).questions.map((q) => q.product)).toEqual(s.productIds);
    expect(await prisma.productAssortment.count({ where: { assortment_id: to.id, product_id: { in: s.productIds } } })).toBe(2);
    expect(await prisma.ratingAnswer.count({ where: { survey_id: s.id } })).toBe(2);
  });

  it("exclude: the products, their questions and their answers in this study go; respondents and other studies stay", async () => {
    const to = await newAssortment(ctx.brandId);
    const s = await draftStudy(ctx.brandId, { products: 2 });
    await addRespondents(s.id, 2);
    const other = await draftStudy(ctx.brandId, { products: 0 });
    await prisma.surveyProduct.create({ data: { survey_id: other.id, product_id: s.productIds[0]! } });
    await prisma.question.create({ data: { survey_id: other.id, product_id: s.productIds[0]! } });
    const res = await A.move(ctx.writer, s.id, { assortment: to.id, include_products: false });
    expect(res.status).toBe(200);
    expect(study(res)).toMatchObject({ assortment_id: to.id, questions: [] });
    expect(await prisma.surveyProduct.count({ where: { survey_id: s.id } })).toBe(0);
    expect(await prisma.question.count({ where: { survey_id: s.id, product_id: { not: null } } })).toBe(0);
    expect(await prisma.ratingAnswer.count({ where: { survey_id: s.id } })).toBe(0);
    expect(await prisma.followUpAnswer.count({ where: { survey_id: s.id } })).toBe(0);
    expect(await prisma.respondent.count({ where: { survey_id: s.id } })).toBe(2);
    expect(await prisma.question.count({ where: { survey_id: other.id } })).toBe(1);
    expect(await prisma.product.count({ where: { id: { in: s.productIds } } })).toBe(2);
  });

  it("another brand's assortment or the same one → 400; bad bodies 400; reader 403; nothing changes", async () => {
    const mine = await newAssortment(ctx.brandId);
    const theirs = await newAssortment(ctx.otherBrandId);
    const s = await draftStudy(ctx.brandId, { products: 1, assortmentId: mine.id });
    const before = await snapshot(s.id);
    const r1 = await A.move(ctx.writer, s.id, { assortment: theirs.id, include_products: false });
    expect(r1.status).toBe(400);
    expect(r1.json.detail).toBe(STUDY_MSG.assortmentNotFound);
    const r2 = await A.move(ctx.writer, s.id, { assortment: mine.id, include_products: false });
    expect(r2.status).toBe(400);
    expect(r2.json.detail).toBe(BUILDER_MSG.moveSameAssortment);
    expect((await A.move(ctx.writer, s.id, { assortment: mine.id })).status).toBe(400);
    expect((await A.move(ctx.writer, s.id, { assortment: "x", include_products: true })).status).toBe(400);
    expect((await A.move(ctx.reader, s.id, { assortment: (await newAssortment(ctx.brandId)).id, include_products: false })).status).toBe(403);
    expect(await snapshot(s.id)).toEqual(before);
  });
});

describe("GET /brand/{b}/decision_point", () => {
  it("lists the brand's and platform decision points, not another brand's", async () => {
    const mine = await decisionPoint(ctx.brandId, "Mine");
    const theirs = await decisionPoint(ctx.otherBrandId, "Theirs");
    const res = await A.decisionPoints(ctx.reader);
    expect(res.status).toBe(200);
    const ids = (res.json.results as { _id: string }[]).map((d) => d._id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });
});
