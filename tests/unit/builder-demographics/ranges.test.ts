// Summed point ranges of a segmentation profile (spec 2 §3 "Segmentation profile" summed_values).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatPoints, questionPointBounds, summedPointRange } from "@/lib/demographics/ranges";

const pq = (point_values: (number | null)[], pointable = true) => ({ pointable, point_values });

describe("questionPointBounds", () => {
  it("is the smallest and largest point value", () => {
    expect(questionPointBounds(pq([5, 1, 30, 12]))).toEqual({ min: 1, max: 30 });
  });
  it("ignores blanks and non-finite values", () => {
    expect(questionPointBounds(pq([null, 4, Number.NaN, 2, Number.POSITIVE_INFINITY]))).toEqual({ min: 2, max: 4 });
  });
  it("is null for a non-pointable question or one without values", () => {
    expect(questionPointBounds(pq([1, 2], false))).toBeNull();
    expect(questionPointBounds(pq([]))).toBeNull();
    expect(questionPointBounds(pq([null]))).toBeNull();
  });
  it("a single value is both ends", () => {
    expect(questionPointBounds(pq([7]))).toEqual({ min: 7, max: 7 });
  });
});

describe("summedPointRange", () => {
  it("sums each question's minimum and maximum", () => {
    expect(summedPointRange([pq([1, 2, 3, 4, 5]), pq([0, 10, 25, 50, 100])])).toEqual({ start_range: 1, end_range: 105 });
  });
  it("questions without point values add nothing", () => {
    expect(summedPointRange([pq([2, 8]), pq(["x" as unknown as number], true), pq([3, 9], false)])).toEqual({ start_range: 2, end_range: 8 });
  });
  it("no questions, or none with values → both null", () => {
    expect(summedPointRange([])).toEqual({ start_range: null, end_range: null });
    expect(summedPointRange([pq([], true), pq([1], false)])).toEqual({ start_range: null, end_range: null });
  });
  it("decimals do not drift (0.1 + 0.2)", () => {
    expect(summedPointRange([pq([0.1]), pq([0.2])])).toEqual({ start_range: 0.3, end_range: 0.3 });
  });
  it("zero stays zero (not -0)", () => {
    expect(Object.is(summedPointRange([pq([0]), pq([-0])]).start_range, 0)).toBe(true);
  });

  const value = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100));
  const question = fc.array(value, { minLength: 1, maxLength: 8 }).map((v) => pq(v));
  const questions = fc.array(question, { minLength: 1, maxLength: 10 });

  it("property: start ≤ end, and both lie between the smallest and the largest possible sums", () => {
    fc.assert(
      fc.property(questions, (qs) => {
        const r = summedPointRange(qs);
        expect(r.start_range).not.toBeNull();
        expect(r.start_range!).toBeLessThanOrEqual(r.end_range!);
        const lowest = qs.reduce((s, q) => s + Math.min(...(q.point_values as number[])), 0);
        const highest = qs.reduce((s, q) => s + Math.max(...(q.point_values as number[])), 0);
        expect(r.start_range!).toBeCloseTo(lowest, 5);
        expect(r.end_range!).toBeCloseTo(highest, 5);
      }),
    );
  });

  it("property: the order of the questions and of their values does not change the range", () => {
    fc.assert(
      fc.property(questions, fc.integer(), (qs, seed) => {
        const shuffled = [...qs]
          .map((q, i) => ({ q: pq([...(q.point_values as number[])].reverse()), k: (i * 7919 + seed) % 101 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.q);
        expect(summedPointRange(shuffled)).toEqual(summedPointRange(qs));
      }),
    );
  });

  it("property: adding a question widens the range by exactly its own bounds", () => {
    fc.assert(
      fc.property(questions, question, (qs, extra) => {
        const before = summedPointRange(qs);
        const after = summedPointRange([...qs, extra]);
        const b = questionPointBounds(extra)!;
        expect(after.start_range!).toBeCloseTo(before.start_range! + b.min, 5);
        expect(after.end_range!).toBeCloseTo(before.end_range! + b.max, 5);
      }),
    );
  });

  it("property: a profile made of one question spans exactly that question's bounds", () => {
    fc.assert(
      fc.property(question, (q) => {
        const b = questionPointBounds(q)!;
        expect(summedPointRange([q])).toEqual({ start_range: b.min + 0, end_range: b.max + 0 });
      }),
    );
  });
});

describe("formatPoints", () => {
  it("keeps at most two decimals", () => {
    expect(formatPoints(105)).toBe("105");
    expect(formatPoints(3.456)).toBe("3.46");
    expect(formatPoints(0.3)).toBe("0.3");
  });
});
