// MakerLabs widens its interval when the nearest tested products are dissimilar, and says so (P15 item 10;
// lib/labs/interval.ts): the pure rule, then through the trained model and the page's sentence.
import { describe, expect, it } from "vitest";
import { intervalWidening, MAX_WIDENING, nearestSimilarity, SIMILAR_ENOUGH, typicalSimilarity } from "@/lib/labs/interval";
import { LABS_MSG } from "@/lib/labs/messages";
import { predictLabs, trainLabsModel } from "@/lib/labs/model";
import { patternHistory, product } from "./fixtures";

describe("the widening rule", () => {
  it("mean of the k nearest similarities, missing neighbours counting 0", () => {
    expect(nearestSimilarity([0.2, 0.9, 0.5, 0.7], 3)).toBeCloseTo((0.9 + 0.7 + 0.5) / 3, 12);
    expect(nearestSimilarity([0.6], 3)).toBeCloseTo(0.2, 12);
    expect(nearestSimilarity([], 3)).toBe(0);
  });

  it("typical similarity is the median (null for none)", () => {
    expect(typicalSimilarity([0.3, 0.9, 0.5])).toBe(0.5);
    expect(typicalSimilarity([0.2, 0.4, 0.6, 0.8])).toBeCloseTo(0.5, 12);
    expect(typicalSimilarity([])).toBeNull();
  });

  it("no widening while the evidence is at least 80% as alike as usual", () => {
    expect(intervalWidening(0.6, 0.6)).toBe(1);
    expect(intervalWidening(0.9, 0.6)).toBe(1);
    expect(intervalWidening(SIMILAR_ENOUGH * 0.6, 0.6)).toBe(1);
  });

  it("widens linearly below that, doubling when nothing is alike", () => {
    expect(intervalWidening(0.3, 0.6)).toBeCloseTo(1 + (0.8 - 0.5) / 0.8, 12);
    expect(intervalWidening(0, 0.6)).toBe(MAX_WIDENING);
    const factors = [0.45, 0.35, 0.25, 0.15, 0.05].map((s) => intervalWidening(s, 0.6));
    for (let i = 1; i < factors.length; i++) expect(factors[i]).toBeGreaterThan(factors[i - 1]!);
    for (const f of factors) expect(f).toBeLessThanOrEqual(MAX_WIDENING);
  });

  it("leaves a model without a typical value (trained before the rule) as it was", () => {
    expect(intervalWidening(0, null)).toBe(1);
    expect(intervalWidening(0, undefined)).toBe(1);
    expect(intervalWidening(0, 0)).toBe(1);
  });
});

describe("through the model", () => {
  const history = patternHistory("interval", 6, 10);
  const model = trainLabsModel(history);
  const like = product({ id: "new-like", name: "Trail Parka", description: "Relaxed parka in olive for weekend wear.", category: "Outerwear", price: 150, colors: "olive", materials: "wool", fit: "regular", season: "AW" });
  const unlike = product({ id: "new-unlike", name: "Ceramic Vase", description: "Glazed stoneware vase.", category: "Homeware", price: 40, colors: "terracotta", materials: "stoneware", fit: null, season: null });

  it("the trained model knows how alike tested products' neighbours usually are", () => {
    expect(model.typicalSimilarity).toBeGreaterThan(0);
    expect(model.typicalSimilarity).toBeLessThanOrEqual(1);
  });

  it("a product like the tested ones keeps the backtest's interval", () => {
    const p = predictLabs(model, like);
    expect(p.widened).toBeNull();
    expect(p.high - p.low).toBeLessThanOrEqual(2 * model.halfWidth! + 1e-9);
  });

  it("a product unlike every tested one gets a wider interval, and the reason", () => {
    const p = predictLabs(model, unlike);
    expect(p.widened).not.toBeNull();
    expect(p.widened!.factor).toBeGreaterThan(1);
    expect(p.widened!.similarity).toBeLessThan(SIMILAR_ENOUGH * model.typicalSimilarity!);
    const half = model.halfWidth! * p.widened!.factor;
    expect(p.low).toBeCloseTo(Math.max(0, p.score - half), 10);
    expect(p.high).toBeCloseTo(Math.min(100, p.score + half), 10);
    expect(LABS_MSG.intervalWidened(p.widened!.similarity, p.widened!.typical)).toMatch(/less alike than usual .* so the range is wider/);
  });

  it("a stored model without the typical value predicts as before", () => {
    const old = { ...model, typicalSimilarity: undefined };
    const p = predictLabs(old, unlike);
    expect(p.widened).toBeNull();
    expect(p.high - p.low).toBeLessThanOrEqual(2 * model.halfWidth! + 1e-9);
  });
});
