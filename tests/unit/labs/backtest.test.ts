// MakerLabs' leave-one-study-out backtest (lib/labs/backtest.ts): beats the brand's mean on a pattern, does not claim
// to on noise, and the minimum history.
import { describe, expect, it } from "vitest";
import { averageRanks, spearman } from "@/lib/sales-data/correlation";
import { backtestLabs, BEATS_BASELINE_P, enoughHistory, historySize, improvementPValue, MIN_HISTORY } from "@/lib/labs/backtest";
import { leaveOneStudyOut } from "@/lib/labs/model";
import { patternHistory, product, randomHistory } from "./fixtures";

describe("backtestLabs", () => {
  it("beats the brand's mean on an attribute-driven history: lower MAE, Spearman > 0.5, significant", () => {
    const b = backtestLabs(patternHistory("bt", 6, 10));
    expect([b.studies, b.products, b.residuals.length]).toEqual([6, 60, 60]);
    expect(b.mae).toBeLessThan(b.baselineMae * 0.8);
    expect(b.spearman!).toBeGreaterThan(0.5);
    expect(b.improvementP!).toBeLessThan(BEATS_BASELINE_P);
    expect(b.beatsBaseline).toBe(true);
    expect(b.baselineSpearman).toBeNull();
  });

  it("on scores without a pattern, rarely claims to beat the mean, and is no better than it on average", () => {
    // 60 fixed seeds of uniform scores unrelated to the attributes. Chance patterns exist in 60 products, so the 5%
    // significance test lets a few through (2 of these 60); the claim must stay at about that rate.
    const runs = Array.from({ length: 60 }, (_, k) => backtestLabs(randomHistory(`noise-${k}`, 6, 10)));
    expect(runs.filter((b) => b.beatsBaseline).length).toBeLessThanOrEqual(3);
    const ratios = runs.map((b) => b.mae / b.baselineMae).sort((a, b) => a - b);
    expect(ratios[30]!).toBeGreaterThan(1);
    // Whenever it does claim to beat the mean, it is by little, as chance allows.
    for (const b of runs.filter((x) => x.beatsBaseline)) expect(b.mae).toBeGreaterThan(b.baselineMae * 0.85);
  });

  it("does not claim to beat the mean on a history without a pattern (fixed seed)", () => {
    const b = backtestLabs(randomHistory("noise-1", 6, 10));
    expect(b.beatsBaseline).toBe(false);
    expect(b.mae).toBeGreaterThan(b.baselineMae * 0.9);
  });

  it("reports the held-out errors: MAE, the baseline's MAE, Spearman and the signed residuals", () => {
    const history = patternHistory("bt-metrics", 4, 6);
    const heldOut = leaveOneStudyOut(history);
    const b = backtestLabs(history);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(b.mae).toBeCloseTo(mean(heldOut.map((h) => Math.abs(h.actual - h.predicted))), 12);
    expect(b.baselineMae).toBeCloseTo(mean(heldOut.map((h) => Math.abs(h.actual - h.baseline))), 12);
    expect(b.residuals).toEqual(heldOut.map((h) => h.actual - h.predicted));
    expect(b.spearman).toBe(spearman(heldOut.map((h) => h.predicted), heldOut.map((h) => h.actual)));
  });

  it("uses Spearman with ties at their average rank", () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  });

  it("holds nothing out (and claims nothing) with a single study", () => {
    const b = backtestLabs(patternHistory("one", 1, 20));
    expect(b.products).toBe(0);
    expect(b.mae).toBeNaN();
    expect(b.spearman).toBeNull();
    expect(b.beatsBaseline).toBe(false);
  });

  it("improvementPValue: one-sided paired t-test over per-study gains", () => {
    expect(improvementPValue([1])).toBeNull();
    expect(improvementPValue([2, 2, 2])).toBe(0);
    expect(improvementPValue([-1, -1])).toBe(1);
    expect(improvementPValue([1, -1])).toBeCloseTo(0.5, 12);
    expect(improvementPValue([3, 4, 5, 2, 6])!).toBeLessThan(0.01);
  });
});

describe("enoughHistory", () => {
  const tested = (studies: number, perStudy: number) => patternHistory("enough", studies, perStudy);
  it(`needs ${MIN_HISTORY.studies} studies and ${MIN_HISTORY.products} tested products`, () => {
    expect(enoughHistory(tested(3, 5))).toBe(true);
    expect(enoughHistory(tested(2, 10))).toBe(false);
    expect(enoughHistory(tested(3, 4))).toBe(false);
    expect(enoughHistory([])).toBe(false);
  });
  it("counts only scored products and only products with a study towards studies", () => {
    const h = tested(3, 5);
    expect(enoughHistory(h.map((p, i) => (i === 0 ? { ...p, score: undefined } : p)))).toBe(false);
    const noStudy = [...tested(2, 10), ...Array.from({ length: 5 }, (_, i) => product({ id: `x${i}`, score: 50 }))];
    expect(historySize(noStudy)).toEqual({ studies: 2, products: 25 });
    expect(enoughHistory(noStudy)).toBe(false);
  });
});
