// The wizard's read and save (spec 2 §3, §4, §5, §6, §7 "get study", "save study", "partial save"):
// GET ?view=wizard, PUT …/survey/{s} (ZStudySave) and PUT …/additional_update, against a real database.
// Every refusal is checked to leave the study, its products and questions exactly as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { prisma } from "@/server/db";
import { country } from "../studies-read/fixtures";
import { createProduct } from "../support/product-factories";
import { api, draftStudy, IMG, liveProduct, modified, setup, snapshot, study } from "./fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await setup();
  A = api(ctx.brandId);
});

describe("GET /brand/{b}/survey/{s}?view=wizard", () => {
  it("answers every wizard field, questions in product order with product, images and sales plan percent", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    // a second image, stored first but ordered second
    await prisma.productImage.create({ data: { product_id: s.productIds[0]!, order: 1, original: "o2", desktop: "d2", mobile: "m2" } });
    await prisma.survey.update({
      where: { id: s.id },
      data: { owned_by_id: ctx.writerId, disable_tier: true, hide_all_product_pricing: true, thank_you_button_url: "http://x.y", intro: { type: "image", title: "T", text: "X", button_text: "Go", images: [], video: {} } },
    });
    const res = await A.get(ctx.reader, s.id, "wizard");
    expect(res.status).toBe(200);
    const w = study(res);
    expect(w._id).toBe(s.id);
    expect(w.questions.map((q) => q.product)).toEqual(s.productIds);
    expect(w.questions.map((q) => q.order)).toEqual([0, 1]);
    expect(w.questions[0]!.text).toBe("Would you buy 0?");
    expect(w.questions[0]!.full_product.images.map((i) => i.original)).toEqual([IMG.original, "o2"]);
    expect(w.questions.map((q) => [q.merchantAllocationValue, q.merchantAllocationPct])).toEqual([[100, 33], [200, 67]]);
    expect(w.merchantAllocationTotal).toBe(300);
    expect(w.settings.disable_tier).toBe(true);
    expect(w.hide.hide_all_product_pricing).toBe(true);
    expect(w.owned_by?._id).toBe(ctx.writerId);
    expect(w.thank_you.button_url).toBe("http://x.y");
    expect(w.intro).toMatchObject({ type: "image", title: "T", video: { vimeo_id: null, youtube_id: null } });
    expect(w.live_link.endsWith(`/s/${w.short_id}`)).toBe(true);
    expect(w.limit).toEqual({ active: false, number: 15 });
    // Without view=wizard the P3 shape stays.
    const plain = await A.get(ctx.reader, s.id);
    expect(plain.status).toBe(200);
    expect((plain.json.results as Record<string, unknown>).questions).toBeUndefined();
  });

  it("another brand's study is a 404; a bad view is a 400", async () => {
    const foreign = await draftStudy(ctx.otherBrandId, { products: 0 });
    expect((await A.get(ctx.admin, foreign.id, "wizard")).status).toBe(404);
    expect((await A.get(ctx.reader, foreign.id, "everything")).status).toBe(400);
  });
});

describe("PUT /admin/brand/{b}/survey/{s} (save)", () => {
  it("saves fields and replaces products in order; new products get a question, removed ones keep theirs", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const [p0, p1] = s.productIds as [string, string];
    const p2 = (await liveProduct(ctx.brandId)).id;
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const before = await modified(s.id);
    const res = await A.save(ctx.writer, s.id, {
      date_modified: before,
      title: "Spring line",
      due_date: due,
      alternate_question: "Store associates",
      thank_you: { button_url: "shop.example.com/thanks" },
      redirect_link: "https://example.com/done",
      products: [{ product: p2, sales_plan: 50 }, { product: p0, sales_plan: 150 }],
    });
    expect(res.status).toBe(200);
    const w = study(res);
    expect(w.title).toBe("Spring line");
    expect(w.questions.map((q) => q.product)).toEqual([p2, p0]);
    expect(w.questions[0]!.text).toBe("Would your customers consider buying this item?");
    expect(w.questions[1]!.text).toBe("Would you buy 0?");
    expect(w.questions.map((q) => q.merchantAllocationPct)).toEqual([25, 75]);
    expect(w.thank_you.button_url).toBe("http://shop.example.com/thanks");
    expect(w.redirect_link).toBe("https://example.com/done");
    expect(new Date(w.due_date!).toISOString()).toBe(due);
    expect(new Date(w.date_modified).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(w.date_modified).toBe(await modified(s.id));
    const rows = await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } });
    expect(rows.map((r) => [r.product_id, r.order, r.sales_plan])).toEqual([[p2, 0, 50], [p0, 1, 150]]);
    // p1's question (and its follow-up) are kept; re-adding p1 restores its text.
    expect(await prisma.question.count({ where: { survey_id: s.id, product_id: p1 } })).toBe(1);
    const again = await A.save(ctx.writer, s.id, { date_modified: w.date_modified, products: [{ product: p2 }, { product: p0 }, { product: p1 }] });
    expect(again.status).toBe(200);
    const w2 = study(again);
    expect(w2.questions.map((q) => [q.product, q.text])).toEqual([
      [p2, "Would your customers consider buying this item?"], [p0, "Would you buy 0?"], [p1, "Would you buy 1?"],
    ]);
    // sales plans not sent are kept
    expect(w2.questions.map((q) => q.merchantAllocationValue)).toEqual([50, 150, null]);
    expect(await prisma.followUp.count({ where: { question: { survey_id: s.id, product_id: p1 } } })).toBe(1);
  });

  it("HTML in a title is stored as plain text, byte for byte (it is never rendered as HTML)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const title = `<img src=x onerror="alert(1)"><b>Bold</b> & "quotes"`;
    const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title });
    expect(res.status).toBe(200);
    expect(study(res).title).toBe(title);
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.id } })).title).toBe(title);
  });

  it("a stale date_modified is a 409 with the stale text and nothing is written", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    const stale = new Date(new Date(await modified(s.id)).getTime() - 1000).toISOString();
    const before = await snapshot(s.id);
    const res = await A.save(ctx.writer, s.id, { date_modified: stale, title: "Lost update", products: [] });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(STUDY_MSG.staleStudy);
    expect(await snapshot(s.id)).toEqual(before);
  });

  it("two saves carrying the same date_modified: exactly one wins, the other is a stale 409", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const dm = await modified(s.id);
    const [a, b] = await Promise.all([
      A.save(ctx.writer, s.id, { date_modified: dm, title: "A" }),
      A.save(ctx.admin, s.id, { date_modified: dm, title: "B" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "A" : "B";
    expect((await prisma.survey.findUniqueOrThrow({ where: { id: s.id } })).title).toBe(winner);
  });

  it("another brand's study id → 404 and it is unchanged", async () => {
    const foreign = await draftStudy(ctx.otherBrandId, { products: 1 });
    const before = await snapshot(foreign.id);
    for (const token of [ctx.writer, ctx.admin]) {
      const res = await A.save(token, foreign.id, { date_modified: await modified(foreign.id), title: "Mine now" });
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe(STUDY_MSG.studyNotFound);
    }
    expect(await snapshot(foreign.id)).toEqual(before);
  });

  it("a reader gets 403; no token 401", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    expect((await A.save(ctx.reader, s.id, { date_modified: await modified(s.id), title: "x" })).status).toBe(403);
    expect((await A.save("", s.id, { date_modified: await modified(s.id), title: "x" })).status).toBe(401);
  });

  describe("bad input is a clear 400 and writes nothing", () => {
    const cases: [string, (ids: { p: string[]; foreign: string; deleted: string }) => Record<string, unknown>, string | RegExp][] = [
      ["a 10,000-character title", () => ({ title: "x".repeat(10_000), products: [] }), "Title: At most 150 characters."],
      ["an unparsable due date", () => ({ due_date: "next tuesday" }), /^Due date: The entered value is not a date/],
      ["a past due date", () => ({ due_date: "2020-01-01T00:00:00.000Z", title: "Changed" }), "Date must be on or after today's date"],
      ["a negative sales plan", (i) => ({ products: [{ product: i.p[0], sales_plan: -5 }] }), /The sales plan must be 0 or more\./],
      // Never "Invalid body:" (P10): the field's name in a sentence.
      ["an unknown field", () => ({ title: "x", colour_scheme: "red" }), '"colour_scheme" cannot be saved here.'],
      ["an unknown nested field", () => ({ thank_you: { button_url: "a.b", target: "_blank" } }), /"target" cannot be saved here\.$/],
      ["an invalid redirect URL", () => ({ redirect_link: "www.example.com" }), "Your post-study redirect url is not valid."],
      ["another brand's product", (i) => ({ products: [{ product: i.foreign }] }), "Only live products of this brand can be added to a study."],
      ["a deleted product", (i) => ({ products: [{ product: i.p[0] }, { product: i.deleted }] }), "Only live products of this brand can be added to a study."],
      ["the same product twice", (i) => ({ products: [{ product: i.p[0] }, { product: i.p[0] }] }), "A product can be in a study only once."],
      ["an unknown study type", () => ({ type: "survey_of_doom" }), "Unknown study type."],
      ["a malformed product id", () => ({ products: [{ product: "nope" }] }), "Product is not in the expected format."],
      ["a product limit of 0", () => ({ limit: { active: true, number: 0 } }), /Product count per respondent must be a valid number/],
      ["a product limit above 15 (a respondent never sees more; P10 #5)", () => ({ limit: { active: true, number: 16 } }), /Product count per respondent can be at most 15/],
    ];
    for (const [name, body, detail] of cases) {
      it(name, async () => {
        const s = await draftStudy(ctx.brandId, { products: 2 });
        const foreign = (await liveProduct(ctx.otherBrandId)).id;
        const deleted = (await createProduct(ctx.brandId, { deleted: true, images: [IMG] })).id;
        const before = await snapshot(s.id);
        const token = name.includes("limit") ? ctx.admin : ctx.writer;
        const res = await A.save(token, s.id, { date_modified: await modified(s.id), ...body({ p: s.productIds, foreign, deleted }) });
        expect(res.status).toBe(400);
        if (typeof detail === "string") expect(res.json.detail).toBe(detail);
        else expect(res.json.detail).toMatch(detail);
        expect(await snapshot(s.id)).toEqual(before);
      });
    }

    it("a body that is not JSON", async () => {
      const s = await draftStudy(ctx.brandId, { products: 0 });
      expect((await A.save(ctx.writer, s.id, "{nope")).status).toBe(400);
    });

    it("a product deleted after it was added may stay (the publish check flags it)", async () => {
      const s = await draftStudy(ctx.brandId, { products: 2 });
      await prisma.product.update({ where: { id: s.productIds[1]! }, data: { deleted: true } });
      const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), products: s.productIds.map((product) => ({ product })) });
      expect(res.status).toBe(200);
      expect(study(res).questions[1]!.full_product.deleted).toBe(true);
    });
  });

  describe("admin-only fields (spec 2 §6)", () => {
    const adminOnly: [string, Record<string, unknown>][] = [
      ["settings", { settings: { disable_panel_quota_automation: true } }],
      ["internal_template", { internal_template: true }],
      ["demo", { demo: true }],
      ["owned_by", { owned_by: "OWNER" }],
      ["panel_type", { panel_type: "Gen pop" }],
      ["panel_cost", { panel_cost: 300 }],
      ["limit", { limit: { active: true, number: 5 } }],
    ];
    for (const [field, body] of adminOnly) {
      it(`a non-admin changing ${field} → 403 and nothing written`, async () => {
        const s = await draftStudy(ctx.brandId, { products: 1 });
        const before = await snapshot(s.id);
        const sent = body.owned_by ? { owned_by: ctx.adminId } : body;
        const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title: "Sneaky", ...sent });
        expect(res.status).toBe(403);
        expect(res.json.detail).toBe(BUILDER_MSG.adminOnlyFields(field));
        expect(await snapshot(s.id)).toEqual(before);
      });
    }

    it("a non-admin may send admin-only fields unchanged; an admin may change them", async () => {
      const s = await draftStudy(ctx.brandId, { products: 1 });
      const same = await A.save(ctx.writer, s.id, {
        date_modified: await modified(s.id), title: "Fine", settings: { disable_tier: false }, limit: { active: false, number: 15 }, panel_cost: 0, demo: false,
      });
      expect(same.status).toBe(200);
      const res = await A.save(ctx.admin, s.id, {
        date_modified: study(same).date_modified, settings: { disable_tier: true }, panel_type: "Gen pop", panel_cost: 300, owned_by: ctx.writerId, limit: { active: true, number: 5 },
      });
      expect(res.status).toBe(200);
      expect(study(res)).toMatchObject({ panel_type: "Gen pop", panel_cost: 300, limit: { active: true, number: 5 }, owned_by: { _id: ctx.writerId } });
      expect(study(res).settings.disable_tier).toBe(true);
    });

    it("internal template on sets demo true; off sets demo false (spec 2 §4)", async () => {
      const s = await draftStudy(ctx.brandId, { products: 0 });
      const on = await A.save(ctx.admin, s.id, { date_modified: await modified(s.id), internal_template: true });
      expect(study(on)).toMatchObject({ internal_template: true, demo: true });
      const off = await A.save(ctx.admin, s.id, { date_modified: study(on).date_modified, internal_template: false });
      expect(study(off)).toMatchObject({ internal_template: false, demo: false });
    });

    it("an owner who is not a user of the brand → 400", async () => {
      const s = await draftStudy(ctx.brandId, { products: 0 });
      const res = await A.save(ctx.admin, s.id, { date_modified: await modified(s.id), owned_by: "0".repeat(24) });
      expect(res.status).toBe(400);
      expect(res.json.detail).toBe(BUILDER_MSG.unknownOwner);
    });
  });
});

describe("PUT …/additional_update (partial save)", () => {
  it("saves respondent limits per country and settings (admin), answering the wizard study", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const us = await country("US");
    await prisma.surveyCountry.create({ data: { survey_id: s.id, country_id: us.id } });
    const res = await A.additional(ctx.admin, s.id, {
      date_modified: await modified(s.id),
      respondent_limits: { US: { limit: 400, match_stat_sig: true } },
      settings: { limit_equals_stat_significance: true },
    });
    expect(res.status).toBe(200);
    expect(study(res).settings.limit_equals_stat_significance).toBe(true);
    expect(await prisma.surveyCountry.findFirstOrThrow({ where: { survey_id: s.id } })).toMatchObject({ respondent_limit: 400, match_stat_sig: true });
  });

  it("non-admins cannot change settings or respondent limits (403); unknown countries and fields are 400; nothing written", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const us = await country("US");
    await prisma.surveyCountry.create({ data: { survey_id: s.id, country_id: us.id } });
    const before = await snapshot(s.id);
    const dm = await modified(s.id);
    const r1 = await A.additional(ctx.writer, s.id, { date_modified: dm, settings: { disable_makerscore: true } });
    expect(r1.status).toBe(403);
    expect((await A.additional(ctx.writer, s.id, { date_modified: dm, respondent_limits: { US: { limit: 10 } } })).status).toBe(403);
    const r3 = await A.additional(ctx.admin, s.id, { date_modified: dm, respondent_limits: { FR: { limit: 10 } } });
    expect(r3.status).toBe(400);
    expect(r3.json.detail).toBe(BUILDER_MSG.unknownLimitCountry);
    expect((await A.additional(ctx.admin, s.id, { date_modified: dm, title: "not here" })).status).toBe(400);
    expect(await snapshot(s.id)).toEqual(before);
  });

  it("keeps saving the purpose form's fields", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const res = await A.additional(ctx.writer, s.id, { date_modified: await modified(s.id), purpose: ["Other"], insight_other: "Why" });
    expect(res.status).toBe(200);
    expect(study(res)).toMatchObject({ purpose: ["Other"], insight_other: "Why" });
  });
});

describe("no write is accepted on a study that is not Draft (spec 2 §4)", () => {
  for (const status of ["Active", "Closed"] as const) {
    it(`${status}: save, additional_update and move → 409 "${BUILDER_MSG.onlyDraftChanges}", nothing written`, async () => {
      const s = await draftStudy(ctx.brandId, { products: 1, status });
      const assortment = await prisma.assortment.create({ data: { brand_id: ctx.brandId, year: 2026, season: "fall" } });
      const before = await snapshot(s.id);
      const dm = await modified(s.id);
      const results = [
        await A.save(ctx.admin, s.id, { date_modified: dm, title: "Changed", products: [] }),
        await A.additional(ctx.admin, s.id, { date_modified: dm, settings: { disable_tier: true } }),
        await A.move(ctx.admin, s.id, { assortment: assortment.id, include_products: false }),
      ];
      for (const r of results) {
        expect(r.status).toBe(409);
        expect(r.json.detail).toBe("Only a Draft study can be changed.");
      }
      expect(await snapshot(s.id)).toEqual(before);
    });
  }
});
