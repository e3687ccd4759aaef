// Sales-plan percentages by largest-remainder rounding (docs/decisions.md P10 "Sales-plan percentages"): the rows add
// up to exactly the total row's 100%, each within 1 of its exact share.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { salesPlanPercent, salesPlanPercents, salesPlanTotalPercent } from "@/lib/builder/sales-plan";

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("salesPlanPercents", () => {
  it("three equal rows: 34 + 33 + 33, where rounding each gives 99", () => {
    expect([1, 1, 1].map((v) => salesPlanPercent(v, 3))).toEqual([33, 33, 33]);
    expect(salesPlanPercents([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it("rows that round up each would give 101: the largest fractions win", () => {
    // Exact shares 12.5, 12.5, 75 → rounded on their own: 13 + 13 + 75 = 101.
    expect([1, 1, 6].map((v) => salesPlanPercent(v, 8))).toEqual([13, 13, 75]);
    expect(salesPlanPercents([1, 1, 6])).toEqual([13, 12, 75]);
    expect(salesPlanPercents([100, 300])).toEqual([25, 75]);
  });

  it("the largest remainder, not the earliest row, gets the missing point", () => {
    // Exact: 16.67, 16.67, 66.67 → floors 16 + 16 + 66 = 98; the two points go to the rows with the largest fractions.
    expect(salesPlanPercents([1, 1, 4])).toEqual([17, 17, 66]);
    // Exact: 14.29, 28.57, 57.14 → floors 14 + 28 + 57 = 99; 28.57 has the largest fraction.
    expect(salesPlanPercents([1, 2, 4])).toEqual([14, 29, 57]);
  });

  it("missing, zero and invalid amounts count as 0% and never take a point; nothing planned is all 0", () => {
    expect(salesPlanPercents([null, 1, undefined, 0, 2])).toEqual([0, 33, 0, 0, 67]);
    expect(salesPlanPercents([null, 0, undefined])).toEqual([0, 0, 0]);
    expect(salesPlanPercents([])).toEqual([]);
    expect(salesPlanTotalPercent([null, 0])).toBe(0);
    expect(salesPlanTotalPercent([1, 1, 1])).toBe(100);
  });

  it("always adds up to 100 when anything is planned, each row within 1 of its exact share", () => {
    const amount = fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 0.01, max: 1e6, noNaN: true }));
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 60 }), (values) => {
        const pcts = salesPlanPercents(values);
        const nums = values.map((v) => (typeof v === "number" && v > 0 ? v : 0));
        const total = sum(nums);
        expect(pcts).toHaveLength(values.length);
        if (total === 0) {
          expect(pcts.every((p) => p === 0)).toBe(true);
          return;
        }
        expect(sum(pcts)).toBe(100);
        pcts.forEach((p, i) => {
          expect(Number.isInteger(p)).toBe(true);
          expect(Math.abs(p - (nums[i]! * 100) / total)).toBeLessThan(1 + 1e-6);
          if (nums[i] === 0) expect(p).toBe(0);
        });
      }),
    );
  });
});
