// questions[] and question_template of the wizard save (spec 2 §3 Question / Follow-up / Intro, §4 question editor,
// §5 follow-ups, answer options, intro media; docs/contracts/p5-builder.md) against a real database. Every refusal
// is checked to leave the study, its questions, follow-ups and prices exactly as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import { ANSWER_MSG, FOLLOW_UP_MSG, FOLLOW_UP_TYPE_LABELS, INTRO_MSG, QUESTION_MSG, TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TWireFollowUp } from "@/lib/builder/builder-wire";
import { applyTemplate, fullQuestion, fullTemplate } from "@/lib/builder/question-editor";
import { studyToDraft } from "@/lib/builder/draft";
import { prisma } from "@/server/db";
import { country } from "../studies-read/fixtures";
import { api, draftStudy, liveProduct, modified, setup, snapshot, study } from "../builder/fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await setup();
  A = api(ctx.brandId);
});

const side = (options: string[] = []) => ({ options, min_label: null, max_label: null });
const fu = (over: Record<string, unknown> = {}) => ({
  type: "choice",
  fire_positive: true,
  fire_negative: true,
  positive_title: "What do you like most about this product?",
  negative_title: "What do you like least about this product?",
  positive: side(["Colour", "Fit"]),
  negative: side([]),
  ...over,
});

/** The snapshot of fixtures.ts plus the follow-ups, their answers and the template. */
async function fullSnapshot(surveyId: string) {
  const base = await snapshot(surveyId);
  const questionIds = base.questions.map((q) => q.id);
  const followUps = await prisma.followUp.findMany({ where: { question_id: { in: questionIds } }, orderBy: { id: "asc" } });
  const answers = await prisma.followUpAnswer.findMany({ where: { survey_id: surveyId }, orderBy: { id: "asc" } });
  return { ...base, followUps, answers };
}

async function questionOf(surveyId: string, productId: string) {
  return prisma.question.findFirstOrThrow({ where: { survey_id: surveyId, product_id: productId }, include: { follow_ups: { orderBy: { order: "asc" } } } });
}

/** A respondent's answer to a follow-up, to prove the answer stays linked when the follow-up is edited. */
async function answer(surveyId: string, productId: string, questionId: string, followUpId: string) {
  const r = await prisma.respondent.create({ data: { id: newId(), survey_id: surveyId } });
  return prisma.followUpAnswer.create({
    data: { id: newId(), survey_id: surveyId, product_id: productId, respondent_id: r.id, question_id: questionId, follow_up_id: followUpId, side: "positive", values: ["Colour"] },
  });
}

async function expectRefused(surveyId: string, body: Record<string, unknown>, status: number, detail?: string, token = ctx.writer) {
  const before = await fullSnapshot(surveyId);
  const res = await A.save(token, surveyId, { date_modified: await modified(surveyId), ...body });
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  if (detail) expect(res.json.detail).toBe(detail);
  expect(await fullSnapshot(surveyId)).toEqual(before);
  return res;
}

describe("questions[]: follow-ups", () => {
  it("updates existing follow-ups in place (answers stay linked), creates new ones, deletes missing ones, in order", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0] = s.productIds as [string];
    const q = await questionOf(s.id, p0);
    const existing = q.follow_ups[0]!;
    const extra = await prisma.followUp.create({ data: { question_id: q.id, order: 1, positive_title: "Gone", positive_options: ["x"] } });
    const ans = await answer(s.id, p0, q.id, existing.id);

    const res = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      questions: [
        {
          product: p0,
          text: "Would you wear this?",
          star_low: "Nope",
          star_high: "Yes!",
          followup_manual_ordering: true,
          follow_up: [fu({ type: "text", positive_title: "Tell us more", positive: side(["dropped"]) }), fu({ _id: existing.id, positive: side(["Colour", "Fit", "Price"]) })],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const w = study(res).questions.find((x) => x.product === p0)!;
    expect(w.text).toBe("Would you wear this?");
    expect([w.star_low, w.star_high, w.followup_manual_ordering]).toEqual(["Nope", "Yes!", true]);
    expect(w.follow_up.map((f) => f.type)).toEqual(["text", "choice"]);
    expect(w.follow_up[1]!._id).toBe(existing.id);
    // text keeps no options; positive copied to negative
    expect(w.follow_up[0]!.positive.options).toEqual([]);
    expect(w.follow_up[0]!.negative_title).toBe("Tell us more");
    expect(w.follow_up[1]!.negative).toEqual({ options: ["Colour", "Fit", "Price"], min_label: null, max_label: null });
    expect(w.follow_up[1]!.negative_title).toBe(w.follow_up[1]!.positive_title);
    expect(await prisma.followUp.findUnique({ where: { id: extra.id } })).toBeNull();
    const kept = await prisma.followUpAnswer.findUniqueOrThrow({ where: { id: ans.id } });
    expect(kept.follow_up_id).toBe(existing.id);
  });

  it("a follow-up with a 30-character answer is accepted (25 is only a suggestion)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const long = "Comfortable for all-day wear!!";
    expect(long).toHaveLength(30);
    const res = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      questions: [{ product: s.productIds[0]!, follow_up: [fu({ positive: side([long, "Short"]) })] }],
    });
    expect(res.status).toBe(200);
    expect(study(res).questions[0]!.follow_up[0]!.positive.options).toEqual([long, "Short"]);
  });

  it("seven options → 400 with the answers-full text, and nothing changed", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    const res = await expectRefused(s.id, { title: "Changed too", questions: [{ product: s.productIds[0]!, follow_up: [fu({ positive: side(seven) })] }] }, 400);
    expect(JSON.stringify(res.json)).toContain(ANSWER_MSG.full);
  });

  it("a free-text follow-up without its title → 400 with the rule's text", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await expectRefused(s.id, { questions: [{ product: s.productIds[0]!, follow_up: [fu({ type: "text", positive_title: "  " })] }] }, 400, FOLLOW_UP_MSG.titleRequired);
  });

  it("an id of another question's follow-up → 400; the same id twice → 400", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0, p1] = s.productIds as [string, string];
    const other = (await questionOf(s.id, p1)).follow_ups[0]!;
    const own = (await questionOf(s.id, p0)).follow_ups[0]!;
    await expectRefused(s.id, { questions: [{ product: p0, follow_up: [fu({ _id: other.id })] }] }, 400, QUESTION_MSG.followUpNotInQuestion);
    await expectRefused(s.id, { questions: [{ product: p0, follow_up: [fu({ _id: own.id }), fu({ _id: own.id })] }] }, 400, QUESTION_MSG.followUpTwice);
  });

  it("single-follow-up mode: a second single select → 400; one single select and one free text are fine", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.survey.update({ where: { id: s.id }, data: { config: { single_followup: true } } });
    const p = s.productIds[0]!;
    await expectRefused(s.id, { questions: [{ product: p, follow_up: [fu(), fu({ positive_title: "Again" })] }] }, 400, FOLLOW_UP_MSG.singleTypeTaken(FOLLOW_UP_TYPE_LABELS.choice));
    const ok = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, follow_up: [fu(), fu({ type: "text", positive_title: "Why?" })] }] });
    expect(ok.status).toBe(200);
    expect(study(ok).questions[0]!.follow_up.map((f) => f.type)).toEqual(["choice", "text"]);
  });
});

describe("only what changed is written", () => {
  it("saving the same list again leaves the question rows untouched; one edited question is the only one rewritten", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0, p1] = s.productIds as [string, string];
    const list = (text0: string) => [
      { product: p0, text: text0, follow_up: [fu()] },
      { product: p1, text: "Second", follow_up: [fu({ type: "text", positive_title: "Why?", positive: side() })] },
    ];
    const first = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: list("First") });
    expect(first.status).toBe(200);
    const ids = study(first).questions.map((q) => q.follow_up.map((f) => f._id));
    const withIds = (text0: string) => list(text0).map((q, i) => ({ ...q, follow_up: q.follow_up.map((f, j) => ({ ...f, _id: ids[i]![j]! })) }));
    const stamp = async () => (await prisma.question.findMany({ where: { survey_id: s.id, product_id: { in: [p0, p1] } }, orderBy: { product_id: "asc" } })).map((q) => q.date_modified.getTime());
    const before = await stamp();
    await new Promise((r) => setTimeout(r, 20));
    expect((await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: withIds("First") })).status).toBe(200);
    expect(await stamp()).toEqual(before);
    expect((await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: withIds("First, edited") })).status).toBe(200);
    const after = await stamp();
    const order = [p0, p1].sort();
    expect(after[order.indexOf(p1)]).toBe(before[order.indexOf(p1)]);
    expect(after[order.indexOf(p0)]).not.toBe(before[order.indexOf(p0)]);
    expect((await questionOf(s.id, p0)).text).toBe("First, edited");
  });
});

describe("template-config limits (lib/builder/template-config.ts)", () => {
  it("multi_followup false without single_followup: a new follow-up → 400, the stored ones may stay, change or go", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.survey.update({ where: { id: s.id }, data: { config: { multi_followup: false } } });
    const p = s.productIds[0]!;
    const stored = (await questionOf(s.id, p)).follow_ups[0]!;
    await expectRefused(s.id, { questions: [{ product: p, follow_up: [fu({ _id: stored.id }), fu({ positive_title: "New" })] }] }, 400, QUESTION_MSG.followUpsOff);
    await expectRefused(s.id, { question_template: { follow_up: [fu()] } }, 400, QUESTION_MSG.followUpsOff);
    const kept = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, follow_up: [fu({ _id: stored.id, positive_title: "Still asked" })] }] });
    expect(kept.status).toBe(200);
    expect(study(kept).questions[0]!.follow_up.map((f) => [f._id, f.positive_title])).toEqual([[stored.id, "Still asked"]]);
    const gone = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, follow_up: [] }] });
    expect(study(gone).questions[0]!.follow_up).toEqual([]);
  });

  it("question_intro false: setting an intro where none was → 400; an existing intro can still be removed", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const p = s.productIds[0]!;
    const intro = { type: "youtube", title: "Watch", text: "A short film", button_text: "Go", images: [], video: { youtube_id: "abc123", vimeo_id: null } };
    const set = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, intro }] });
    expect(set.status).toBe(200);
    await prisma.survey.update({ where: { id: s.id }, data: { config: { question_intro: false } } });
    const other = await draftStudy(ctx.brandId, { products: 1 });
    await prisma.survey.update({ where: { id: other.id }, data: { config: { question_intro: false } } });
    await expectRefused(other.id, { questions: [{ product: other.productIds[0]!, intro }] }, 400, QUESTION_MSG.introOff);
    const removed = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, intro: null }] });
    expect(removed.status).toBe(200);
    expect(study(removed).questions[0]!.intro).toBeNull();
  });
});

describe("questions[]: product, intro, settings, prices", () => {
  it("a product not in the study → 400 naming questions.N.product; the same product twice → 400", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const outsider = await draftStudy(ctx.brandId, { products: 1 });
    const res = await expectRefused(s.id, { questions: [{ product: s.productIds[0]!, text: "x" }, { product: outsider.productIds[0]!, text: "y" }] }, 400, QUESTION_MSG.productNotInStudy);
    expect(res.json.invalid_params).toEqual([{ name: "questions.1.product", reason: QUESTION_MSG.productNotInStudy }]);
    await expectRefused(s.id, { questions: [{ product: s.productIds[0]!, text: "x" }, { product: s.productIds[0]!, text: "y" }] }, 400, QUESTION_MSG.productTwice);
  });

  it("a product added by the same save is a product of the study (its question row is created)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const p = (await liveProduct(ctx.brandId, "Fresh")).id;
    const res = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      products: [{ product: s.productIds[0]! }, { product: p }],
      questions: [{ product: p, text: "New product question", follow_up: [fu()] }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const q = study(res).questions.find((x) => x.product === p)!;
    expect(q.text).toBe("New product question");
    expect(q.follow_up).toHaveLength(1);
  });

  it("intro: saved and cleared; type missing or just 'video' → 400", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const p = s.productIds[0]!;
    const intro = { type: "youtube", title: "Watch", text: "A short film", button_text: "Go", images: [], video: { youtube_id: "abc123", vimeo_id: null } };
    const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, intro }] });
    expect(res.status).toBe(200);
    expect(study(res).questions[0]!.intro).toEqual(intro);
    await expectRefused(s.id, { questions: [{ product: p, intro: { ...intro, type: "video" } }] }, 400, INTRO_MSG.chooseVideoHost);
    await expectRefused(s.id, { questions: [{ product: p, intro: { ...intro, type: null } }] }, 400, INTRO_MSG.typeRequired);
    const cleared = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, intro: null }] });
    expect(study(cleared).questions[0]!.intro).toBeNull();
  });

  it("display settings and disabled are saved per product", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0, p1] = s.productIds as [string, string];
    const res = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      questions: [{ product: p0, settings: { disable_product_pricing: true, disable_product_fit: true }, disabled: true }],
    });
    expect(res.status).toBe(200);
    const [q0, q1] = [study(res).questions.find((q) => q.product === p0)!, study(res).questions.find((q) => q.product === p1)!];
    expect(q0.settings.disable_product_pricing && q0.settings.disable_product_fit && !q0.settings.disable_product_title).toBe(true);
    expect([q0.disabled, q1.disabled]).toEqual([true, false]);
    const back = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p0, disabled: false }] });
    expect(study(back).questions.find((q) => q.product === p0)!.disabled).toBe(false);
  });

  it("prices keyed by a study country (case-insensitive) are saved; the default country or a foreign country → 400", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const p = s.productIds[0]!;
    const [home, de, fr] = [await country("QH"), await country("QD"), await country("QF")];
    await prisma.brand.update({ where: { id: ctx.brandId }, data: { default_country_id: home.id } });
    for (const [order, c] of [home, de].entries()) await prisma.surveyCountry.create({ data: { survey_id: s.id, country_id: c.id, order } });
    const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: [{ product: p, additional_price_conversions: { qd: 42.5 } }] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(study(res).questions[0]!.additional_price_conversions).toEqual({ QD: 42.5 });
    await expectRefused(s.id, { questions: [{ product: p, additional_price_conversions: { QH: 10 } }] }, 400, TRANSLATION_MSG.defaultPriceLocked);
    await expectRefused(s.id, { questions: [{ product: p, additional_price_conversions: { [fr.code]: 10 } }] }, 400, QUESTION_MSG.priceUnknownCountry(fr.code));
  });
});

describe("question_template", () => {
  it("is created, then updated in place, with its follow-ups; applying it copies it to every product", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const created = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      question_template: { text: "Global?", star_low: "Low", star_high: "High", follow_up: [fu({ positive_title: "Global why" })] },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const t = study(created).question_template!;
    expect([t.text, t.star_low, t.star_high]).toEqual(["Global?", "Low", "High"]);
    expect(t.follow_up.map((f) => f.positive_title)).toEqual(["Global why"]);
    const again = await A.save(ctx.writer, s.id, {
      date_modified: await modified(s.id),
      question_template: { text: "Global 2?", follow_up: [{ ...t.follow_up[0]!, positive_title: "Renamed" }] },
    });
    const t2 = study(again).question_template!;
    expect(t2._id).toBe(t._id);
    expect(t2.follow_up[0]!._id).toBe(t.follow_up[0]!._id);
    expect(t2.follow_up[0]!.positive_title).toBe("Renamed");
    expect(await prisma.question.count({ where: { survey_id: s.id, product_id: null } })).toBe(1);

    // The editor's apply (lib/builder/question-editor) sends every product's question with copies of the template.
    const draft = studyToDraft(study(again));
    const applied = applyTemplate(draft.questions!.map((q) => fullQuestion(q)), fullTemplate(draft.question_template));
    const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), questions: applied });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    for (const q of study(res).questions) {
      expect(q.text).toBe("Global 2?");
      expect(q.follow_up.map((f) => f.positive_title)).toEqual(["Renamed"]);
      expect(q.follow_up[0]!._id).not.toBe(t.follow_up[0]!._id);
    }
    const ids = study(res).questions.flatMap((q) => q.follow_up.map((f: TWireFollowUp) => f._id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a template follow-up with seven options → 400 and nothing changed", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    await expectRefused(s.id, { question_template: { follow_up: [fu({ positive: side(["a", "b", "c", "d", "e", "f", "g"]) })] } }, 400);
    expect(await prisma.question.count({ where: { survey_id: s.id, product_id: null } })).toBe(0);
  });
});

describe("guards", () => {
  it("non-Draft → 409; stale date_modified → 409; a reader → 403; nothing changes", async () => {
    const live = await draftStudy(ctx.brandId, { products: 1, status: "Active" });
    await expectRefused(live.id, { questions: [{ product: live.productIds[0]!, text: "No" }] }, 409, BUILDER_MSG.onlyDraftChanges);

    const s = await draftStudy(ctx.brandId, { products: 1 });
    const before = await fullSnapshot(s.id);
    const stale = await A.save(ctx.writer, s.id, { date_modified: new Date(Date.now() - 60_000).toISOString(), questions: [{ product: s.productIds[0]!, text: "No" }] });
    expect(stale.status).toBe(409);
    expect(stale.json.detail).toBe(STUDY_MSG.staleStudy);
    expect(await fullSnapshot(s.id)).toEqual(before);

    await expectRefused(s.id, { questions: [{ product: s.productIds[0]!, text: "No" }] }, 403, undefined, ctx.reader);
  });

  it("a refusal late in the list leaves the earlier products' changes unwritten", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0, p1] = s.productIds as [string, string];
    await expectRefused(s.id, { questions: [{ product: p0, text: "Changed", follow_up: [] }, { product: p1, follow_up: [fu({ type: "text", positive_title: "" })] }] }, 400);
  });
});
