// The MakerLabs model (lib/labs/model.ts): learns an attribute-driven pattern, evidence = nearest tested products,
// prediction interval, clamping, missing attributes, JSON round trip, speed.
import { describe, expect, it } from "vitest";
import { cosine, rawFeatures, vectorize } from "@/lib/labs/features";
import {
  conformalHalfWidth, DEFAULT_LEVEL, fitLabsModel, leaveOneStudyOut, pointEstimate, predictLabs, trainLabsModel, type TLabsModel,
} from "@/lib/labs/model";
import { patternCandidates, patternHistory, product } from "./fixtures";

const history = patternHistory("model", 6, 10);
const model = trainLabsModel(history);
const parka = (colors: string) =>
  product({ id: `new-${colors}`, name: "Trail Parka", description: `Relaxed parka in ${colors} for weekend wear.`, category: "Outerwear", price: 150, colors, materials: "wool", fit: "regular", season: "AW" });

describe("trainLabsModel / predictLabs", () => {
  it("learns the pattern: olive outerwear high, neon outerwear low, colour the most relevant attribute", () => {
    expect(predictLabs(model, parka("olive")).score).toBeGreaterThan(72);
    expect(predictLabs(model, parka("neon")).score).toBeLessThan(45);
    const { relevance } = model;
    expect(relevance.colors).toBe(Math.max(...Object.values(relevance)));
    expect(relevance.colors).toBeGreaterThan(0.3);
  });

  it("gives an interval at the stated level that contains the truth for most new products", () => {
    const p = predictLabs(model, parka("olive"));
    expect(p.level).toBe(DEFAULT_LEVEL);
    expect(model.halfWidth).not.toBeNull();
    expect(p.low).toBeCloseTo(Math.max(0, p.score - model.halfWidth!), 10);
    expect(p.high).toBeCloseTo(Math.min(100, p.score + model.halfWidth!), 10);
    const candidates = patternCandidates("model-new", 80);
    const inside = candidates.filter((c) => {
      const q = predictLabs(model, c);
      return q.low <= c.truth && c.truth <= q.high;
    });
    expect(inside.length / candidates.length).toBeGreaterThanOrEqual(0.7);
  });

  it("evidence: up to 5 tested products, the most similar by cosine over the model's vectors, most similar first", () => {
    const q = parka("olive");
    const p = predictLabs(model, q);
    expect(p.evidence).toHaveLength(5);
    const qv = vectorize(rawFeatures(q), model.vectorizer);
    const ranked = history
      .map((h) => ({ id: h.id, similarity: cosine(qv, vectorize(rawFeatures(h), model.vectorizer)) }))
      .sort((a, b) => b.similarity - a.similarity);
    expect(p.evidence.map((e) => e.id)).toEqual(ranked.slice(0, 5).map((r) => r.id));
    p.evidence.forEach((e, i) => expect(e.similarity).toBeCloseTo(ranked[i]!.similarity, 10));
    for (const e of p.evidence) {
      const h = history.find((x) => x.id === e.id)!;
      expect([e.name, e.score]).toEqual([h.name, h.score]);
      expect(h.colors).toBe("olive");
    }
  });

  it("stores each tested product's vector as features.ts computes it", () => {
    for (const item of model.items.slice(0, 10)) {
      const v = vectorize(rawFeatures(history.find((h) => h.id === item.id)!), model.vectorizer);
      expect(Object.fromEntries(item.indices.map((i, j) => [model.vocabulary[i]!, item.values[j]!]))).toEqual(v);
    }
  });

  it("never uses a product as its own evidence", () => {
    const tested = history[0]!;
    expect(predictLabs(model, tested).evidence.map((e) => e.id)).not.toContain(tested.id);
  });

  it("predicts from whatever attributes a product has, and lists the missing ones", () => {
    const bare = product({ id: "bare", name: "" });
    const p = predictLabs(model, bare);
    expect(p.missing).toEqual(["name", "description", "category", "price", "colors", "materials", "fit", "season"]);
    expect(p.score).toBeGreaterThanOrEqual(0);
    expect(p.score).toBeLessThanOrEqual(100);
    const colourOnly = predictLabs(model, product({ id: "c", name: "", colors: "olive" }));
    expect(colourOnly.missing).not.toContain("colors");
    expect(colourOnly.score).toBeGreaterThan(model.mean);
    expect(colourOnly.evidence.length).toBeGreaterThan(0);
  });

  it("falls back to the brand mean (and no evidence) when no tested product shares a feature", () => {
    const unseen = product({ id: "u", name: "Zebra", category: "Hats", price: 10, colors: "teal", materials: "straw", fit: "tiny", season: "monsoon" });
    // Price is always banded, so switch price off by giving the model a history without prices.
    const noPrices = fitLabsModel(history.map((h) => ({ ...h, price: null })));
    const p = predictLabs(noPrices, { ...unseen, price: 10 });
    expect(p.evidence).toEqual([]);
    expect(p.score).toBeCloseTo(noPrices.mean, 10);
    expect([p.low, p.high]).toEqual([0, 100]); // no residuals → the whole scale
  });

  it("clamps scores and intervals to [0, 100]", () => {
    const high = trainLabsModel(history.map((h) => ({ ...h, score: h.score! + 60 })));
    const ph = predictLabs(high, parka("olive"));
    expect(ph.score).toBe(100);
    expect(ph.high).toBe(100);
    expect(ph.low).toBeLessThanOrEqual(100);
    const low = trainLabsModel(history.map((h) => ({ ...h, score: h.score! - 90 })));
    const pl = predictLabs(low, parka("neon"));
    expect([pl.score, pl.low]).toEqual([0, 0]);
    expect(pl.high).toBeGreaterThanOrEqual(0);
  });

  it("round-trips through JSON and predicts exactly the same", () => {
    const stored = JSON.parse(JSON.stringify(model)) as TLabsModel;
    expect(stored).toEqual(model);
    for (const c of patternCandidates("json", 10)) expect(predictLabs(stored, c)).toEqual(predictLabs(model, c));
  });

  it("is deterministic and ignores products without a score", () => {
    const again = trainLabsModel([...history, product({ id: "untested", name: "Untested Parka", colors: "olive" })]);
    expect(again).toEqual(model);
  });

  it("takes the interval from given residuals (split-conformal, finite-sample rank)", () => {
    const given = trainLabsModel(history, { residuals: [1, -2, 3, -4, 5, -6, 7, -8, 9], level: 0.8 });
    expect(given.halfWidth).toBe(8); // ⌈(9 + 1)·0.8⌉ = 8th smallest |r|
    expect(given.residualCount).toBe(9);
    expect(conformalHalfWidth([1, 2, 3], 0.8)).toBeNull(); // ⌈4·0.8⌉ = 4 > 3
    expect(conformalHalfWidth([], 0.8)).toBeNull();
  });
});

describe("leaveOneStudyOut", () => {
  it("predicts each study with exactly the model fitted on the other studies", () => {
    const heldOut = leaveOneStudyOut(history);
    expect(heldOut.map((h) => h.id)).toEqual(history.map((h) => h.id));
    for (const study of ["model-study-0", "model-study-3"]) {
      const others = history.filter((h) => h.study_id !== study);
      const fold = fitLabsModel(others);
      for (const h of heldOut.filter((x) => x.fold === `study:${study}`)) {
        const p = history.find((x) => x.id === h.id)!;
        expect(h.predicted).toBeCloseTo(pointEstimate(fold, p), 9);
        expect(h.baseline).toBeCloseTo(others.reduce((s, x) => s + x.score!, 0) / others.length, 9);
      }
    }
  });

  it("holds nothing out with a single study", () => {
    expect(leaveOneStudyOut(history.filter((h) => h.study_id === "model-study-0"))).toEqual([]);
  });

  it("groups studies into at most maxFolds folds of whole studies", () => {
    const grouped = leaveOneStudyOut(history, {}, 3);
    expect(grouped).toHaveLength(history.length);
    const exact = leaveOneStudyOut(history);
    expect(grouped.map((g) => g.predicted)).not.toEqual(exact.map((e) => e.predicted));
  });
});
