// MakerLabs' synthetic line review (lib/labs/synthetic-line-review.ts): ranked by predicted score, the ones worth
// testing marked uncertain.
import { describe, expect, it } from "vitest";
import { predictLabs, trainLabsModel } from "@/lib/labs/model";
import { median, syntheticLineReview } from "@/lib/labs/synthetic-line-review";
import { patternCandidates, patternHistory, product } from "./fixtures";

const model = trainLabsModel(patternHistory("line", 6, 10));

describe("syntheticLineReview", () => {
  const line = patternCandidates("line-new", 12);
  const rows = syntheticLineReview(model, line);

  it("lists every product once, highest predicted score first, with the model's prediction", () => {
    expect(rows.map((r) => r.id).sort()).toEqual(line.map((p) => p.id).sort());
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.score).toBeGreaterThanOrEqual(rows[i]!.score);
    for (const r of rows) {
      const candidate = line.find((x) => x.id === r.id)!;
      const p = predictLabs(model, candidate);
      expect(r).toMatchObject({ name: candidate.name, score: p.score, low: p.low, high: p.high });
    }
  });

  it("marks uncertain exactly the products whose interval contains the line's median prediction", () => {
    const middle = median(rows.map((r) => r.score));
    for (const r of rows) expect(r.uncertain).toBe(r.low <= middle && middle <= r.high);
    // The others are graded by the side of the middle their whole interval is on.
    for (const r of rows) expect(r.verdict).toBe(r.uncertain ? "uncertain" : r.low > middle ? "strong" : "weak");
    expect(rows[0]!.verdict).toBe("strong");
    expect(rows[rows.length - 1]!.verdict).toBe("weak");
    // The pattern's clear cases (olive or neon outerwear) are far enough from the middle to be certain.
    expect(rows[0]!.uncertain).toBe(false);
    expect(rows[rows.length - 1]!.uncertain).toBe(false);
    expect(rows.some((r) => r.uncertain)).toBe(true);
  });

  it("marks uncertain a product nothing tested resembles", () => {
    const noPrices = trainLabsModel(patternHistory("line", 6, 10).map((p) => ({ ...p, price: null })), { residuals: [0, 0, 0, 0, 0] });
    const odd = product({ id: "odd", name: "Zebra", category: "Hats", colors: "teal", price: 5 });
    const clear = product({ id: "olive", name: "Parka", category: "Outerwear", colors: "olive" });
    const review = syntheticLineReview(noPrices, [odd, clear, { ...clear, id: "olive-2" }]);
    expect(review.find((r) => r.id === "odd")!.uncertain).toBe(true);
  });

  it("is empty for an empty line", () => {
    expect(syntheticLineReview(model, [])).toEqual([]);
    expect(median([])).toBeNaN();
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});
