// The line-efficiency tab's pure choices (lib/results/tabs/line-efficiency.ts): how many set sizes are searched, the
// elbow of the reach curve (farthest above the chord from the first to the last point, reach and size scaled to 0…1;
// none above it → the largest size; flat → the smallest), the address's `k` (kept on the curve, else the elbow with a
// notice) and the formats of reach, share, frequency and increment.
import { describe, expect, it } from "vitest";
import {
  chooseSetSize,
  elbowK,
  formatFrequency,
  formatIncrement,
  formatReach,
  formatReachShare,
  LINE_EFFICIENCY_TAB,
  lineEfficiencyMaxK,
  parseSetSize,
  thresholdWords,
} from "@/lib/results/tabs/line-efficiency";

const curve = (...reach: number[]) => reach.map((r, i) => ({ k: i + 1, reach: r }));

describe("lineEfficiencyMaxK", () => {
  it("searches every size up to min(products, 8)", () => {
    expect(lineEfficiencyMaxK(2, null)).toBe(2);
    expect(lineEfficiencyMaxK(6, null)).toBe(6);
    expect(lineEfficiencyMaxK(8, null)).toBe(8);
    expect(lineEfficiencyMaxK(30, null)).toBe(8);
  });
  it("goes further when the address asks for a larger set the study has", () => {
    expect(lineEfficiencyMaxK(12, 10)).toBe(10);
    expect(lineEfficiencyMaxK(12, 12)).toBe(12);
    expect(lineEfficiencyMaxK(12, 13)).toBe(8);
    expect(lineEfficiencyMaxK(12, 3)).toBe(8);
  });
});

describe("elbowK", () => {
  it("the worked example bends at 2: (1, 8) (2, 13) (3, 14) (4, 14)", () => {
    // Scaled: x 0, 1/3, 2/3, 1; y 0, 5/6, 1, 1; above the chord y = x by 0, 1/2, 1/3, 0.
    expect(elbowK(curve(8, 13, 14, 14))).toBe(2);
  });
  it("a later bend: (1, 10) (2, 20) (3, 30) (4, 32) (5, 33) bends at 3", () => {
    // lo 10, hi 33: y 0, 10/23, 20/23, 22/23, 1; x 0, .25, .5, .75, 1 → d 0, .185, .370, .207, 0.
    expect(elbowK(curve(10, 20, 30, 32, 33))).toBe(3);
  });
  it("a straight line has no elbow: the largest size", () => {
    expect(elbowK(curve(10, 20, 30))).toBe(3);
    expect(elbowK(curve(10, 12, 20))).toBe(3);
  });
  it("a curve that stops growing picks the first size reaching the top", () => {
    expect(elbowK(curve(10, 15, 15, 15))).toBe(2);
  });
  it("flat: the smallest size; one or two sizes: the largest; none: 1", () => {
    expect(elbowK(curve(5, 5, 5))).toBe(1);
    expect(elbowK(curve(5, 9))).toBe(2);
    expect(elbowK(curve(5))).toBe(1);
    expect(elbowK([])).toBe(1);
  });
});

describe("chooseSetSize and parseSetSize", () => {
  it("no k: the elbow, no notice", () => {
    expect(chooseSetSize(undefined, 4, 2)).toEqual({ k: 2, notice: null });
    expect(chooseSetSize("", 4, 2)).toEqual({ k: 2, notice: null });
  });
  it("a k on the curve is kept", () => {
    expect(chooseSetSize("4", 4, 2)).toEqual({ k: 4, notice: null });
    expect(chooseSetSize(" 1 ", 4, 2)).toEqual({ k: 1, notice: null });
  });
  it("a k off the curve or not a number: the elbow, and a notice naming it", () => {
    for (const raw of ["5", "0", "abc", "2.5", "-1"]) {
      expect(chooseSetSize(raw, 4, 2)).toEqual({ k: 2, notice: LINE_EFFICIENCY_TAB.badK(raw, 4, 2) });
    }
    expect(LINE_EFFICIENCY_TAB.badK("9", 4, 2)).toBe('"k=9" is not a set size from 1 to 4; showing 2 (the elbow of the curve) instead.');
  });
  it("parseSetSize reads whole numbers only", () => {
    expect(parseSetSize("7")).toBe(7);
    expect(parseSetSize("07")).toBe(7);
    expect(parseSetSize("1e3")).toBeNull();
    expect(parseSetSize(undefined)).toBeNull();
    expect(parseSetSize("99999")).toBeNull();
  });
});

describe("formats", () => {
  it("shares with one decimal, frequency with two, increments signed, reach with its share", () => {
    expect(formatReachShare(13 / 16)).toBe("81.3%");
    expect(formatReachShare(0.5)).toBe("50.0%");
    expect(formatReachShare(1)).toBe("100.0%");
    expect(formatReachShare(0)).toBe("0.0%");
    expect(formatFrequency(15 / 14)).toBe("1.07");
    expect(formatFrequency(1)).toBe("1.00");
    expect(formatIncrement(5)).toBe("+5");
    expect(formatIncrement(0)).toBe("0");
    expect(formatIncrement(1200)).toBe("+1,200");
    expect(formatReach(13, 16)).toBe("13 (81.3%)");
    expect(formatReach(3, 0)).toBe("3 (0.0%)");
  });
  it("the threshold in words", () => {
    expect(thresholdWords(4)).toBe("rated it 4 or 5 stars");
    expect(thresholdWords(5)).toBe("rated it 5 stars");
    expect(thresholdWords(3, "a product")).toBe("rated a product 3 stars or more");
    expect(thresholdWords(1)).toBe("rated it at all");
    expect(LINE_EFFICIENCY_TAB.base(1200, 4)).toBe("Base: 1,200 respondents who rated at least one product. A product reaches a respondent who rated it 4 or 5 stars.");
  });
});
