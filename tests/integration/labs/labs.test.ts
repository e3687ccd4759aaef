// MakerLabs' server side (P14 item 2; server/labs/*): on the seeded Harbor & Pine history (prisma/seed/labs-history.ts:
// 8 Closed line reviews × 10 products with attribute-driven scores, and a planned line not yet tested), training beats
// the brand's average in the leave-one-study-out backtest; a prediction (described by hand or a catalogue product)
// comes with its interval and the most similar tested products, marked synthetic, and writes nothing into results.
// Refusals are sentences, never made-up numbers: too little history, a knowledge-base-only user, another brand's
// product, bad input.
import { beforeAll, describe, expect, it } from "vitest";
import { LABS_MSG } from "@/lib/labs/messages";
import { MIN_HISTORY } from "@/lib/labs/backtest";
import type { TLabsPredictResult } from "@/lib/labs/wire";
import { ACCESS_MSG } from "@/lib/messages";
import { seedId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { labsHistory } from "@/server/labs/history";
import { trainBrandModel } from "@/server/labs/train";
import * as predictRoute from "@/app/api/v1/brand/[id]/labs/predict/route";
import { LABS_BRAND, seedLabsHistory } from "@/prisma/seed/labs-history";
import { call, createBrand, createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";

const B = LABS_BRAND.id;
let member: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await prisma.decisionPoint.upsert({
    where: { id: seedId("dp:line_adoption") },
    update: {},
    create: { id: seedId("dp:line_adoption"), title: "Line adoption", type: { create: { name: `Line adoption ${Date.now()}`, phase: "adoption" } } },
  });
  await seedLabsHistory(prisma);
  member = await createUser({ brands: { [B]: [["knowledge_base", "read"]] } });
}, 120_000);

const predict = (json: unknown, token = member.token, brandId = B) => call(predictRoute.POST, { method: "POST", json, token, params: { id: brandId } });

describe("training", () => {
  it("learns the brand's Closed studies and beats its average in the backtest", async () => {
    const history = await labsHistory(B);
    expect(new Set(history.map((h) => h.study_id)).size).toBe(8);
    expect(history).toHaveLength(80);
    expect(history.every((h) => typeof h.score === "number" && h.category && h.season && h.colors)).toBe(true);
    const { trained } = await trainBrandModel(B);
    expect(trained).toBe(true);
    const row = await prisma.labsModel.findUniqueOrThrow({ where: { brand_id: B } });
    const backtest = row.backtest as { mae: number; baselineMae: number; spearman: number; beatsBaseline: boolean };
    expect(backtest.beatsBaseline).toBe(true);
    expect(backtest.mae).toBeLessThan(backtest.baselineMae);
    expect(backtest.spearman).toBeGreaterThan(0.5);
    expect(row).toMatchObject({ studies: 8, products: 80 });
  });

  it("keeps a brand with too little history to a sentence instead of a number", async () => {
    const small = await createBrand({ features: ["enableSyntheticResearch", "enableKnowledgeBase"] });
    const user = await createUser({ brands: { [small.id]: [["knowledge_base", "read"]] } });
    expect((await trainBrandModel(small.id)).trained).toBe(false);
    const r = await predict({ name: "Olive Merino Parka" }, user.token, small.id);
    expect(r.status).toBe(409);
    expect(r.json.detail).toBe(LABS_MSG.notEnoughHistory(MIN_HISTORY, { studies: 0, products: 0 }));
  });
});

describe("predicting", () => {
  it("answers a synthetic score with its interval, the nearest tested products and what was missing", async () => {
    await trainBrandModel(B);
    const ratingsBefore = await prisma.ratingAnswer.count({ where: { survey: { brand_id: B } } });
    const r = await predict({ name: "Olive Merino Parka", category: "Outerwear", colors: "Olive", materials: "Merino wool", fit: "Relaxed", season: "fall" });
    expect(r.status).toBe(200);
    const res = r.json.results as TLabsPredictResult;
    expect(res.synthetic).toBe(true);
    const p = res.prediction;
    expect(p.low).toBeLessThanOrEqual(p.score);
    expect(p.score).toBeLessThanOrEqual(p.high);
    expect(p.evidence.length).toBeGreaterThan(0);
    expect(p.evidence[0]!.similarity).toBeGreaterThan(0);
    expect(p.missing).toEqual(expect.arrayContaining(["description", "price"]));
    // The pattern: olive merino beats neon acrylic.
    const neon = ((await predict({ name: "Neon Acrylic Tee", category: "Tops", colors: "Neon yellow", materials: "Acrylic", fit: "Slim" })).json.results as TLabsPredictResult).prediction;
    expect(p.score).toBeGreaterThan(neon.score);
    // Nothing is written into results or benchmarks.
    expect(await prisma.ratingAnswer.count({ where: { survey: { brand_id: B } } })).toBe(ratingsBefore);
  });

  it("predicts a catalogue product not yet tested, and refuses another brand's product", async () => {
    const planned = await prisma.product.findFirstOrThrow({ where: { brand_id: B, assortments: { some: { assortment: { name: { contains: "planned" } } } } } });
    const r = await predict({ product_id: planned.id });
    expect(r.status).toBe(200);
    expect((r.json.results as TLabsPredictResult).product).toEqual({ id: planned.id, name: planned.name });
    const theirs = await createProduct((await createBrand()).id);
    const refused = await predict({ product_id: theirs.id });
    expect(refused.status).toBe(404);
  });

  it("refuses bad input with a clear 400: no name, a negative price, an unknown field, a bad season", async () => {
    for (const json of [{}, { name: "" }, { name: "Parka", price: -5 }, { name: "Parka", colour: "olive" }, { name: "Parka", season: "monsoon" }, { name: "x".repeat(201) }]) {
      const r = await predict(json);
      expect({ json, status: r.status }).toEqual({ json, status: 400 });
    }
  });

  it("is not for knowledge-base-only users", async () => {
    const kb = await createUser({ roles: { full: false, restricted: false, kb_user: true }, brands: { [B]: [["knowledge_base", "read"]] } });
    const r = await predict({ name: "Olive Merino Parka" }, kb.token);
    expect(r.status).toBe(403);
    expect(r.json.detail).toBe(ACCESS_MSG.kbOnly);
  });
});
