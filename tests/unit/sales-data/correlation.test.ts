// Spearman's ρ and its Fisher-z interval (P13) against known values: Wikipedia's IQ-and-television example
// (ρ = −29/165), a tied example worked by hand (ρ = 55/68), and intervals computed from Bonett & Wright's and
// Fieller's standard errors (z₀.₉₇₅ = 1.959964).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averageRanks, fisherInterval, MIN_CORRELATION_N, pearson, rankCorrelation, spearman } from "@/lib/sales-data/correlation";
import { correlationText, formatRho, formatShare } from "@/lib/sales-data/format";
import { SALES_RESULTS } from "@/lib/sales-data/messages";
import { salesAgainstSentiment } from "@/lib/sales-data/sell-through";

const IQ = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
const TV = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];

describe("averageRanks", () => {
  it("ranks from 1 and gives ties their average rank", () => {
    expect(averageRanks([10, 30, 20])).toEqual([1, 3, 2]);
    expect(averageRanks([1, 2, 2, 3, 4, 5])).toEqual([1, 2.5, 2.5, 4, 5, 6]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe("spearman", () => {
  it("matches the textbook IQ / hours-of-TV example, −29/165", () => {
    expect(spearman(IQ, TV)).toBeCloseTo(-29 / 165, 12);
  });

  it("handles ties with average ranks (worked by hand: 55/68)", () => {
    expect(spearman([1, 2, 2, 3, 4, 5], [2, 1, 3, 3, 5, 4])).toBeCloseTo(55 / 68, 12);
  });

  it("is ±1 for monotone data, whatever the scale", () => {
    expect(spearman([1, 2, 3, 4, 5], [1, 10, 100, 1000, 10000])).toBe(1);
    expect(spearman([1, 2, 3, 4, 5], [9, 7, 5, 3, 1])).toBe(-1);
  });

  it("is null when a side has no spread", () => {
    expect(spearman([1, 2, 3, 4], [5, 5, 5, 5])).toBeNull();
    expect(pearson([1], [2])).toBeNull();
  });

  it("stays within [−1, 1] and is symmetric (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })), { minLength: 2, maxLength: 40 }), (pairs) => {
        const x = pairs.map((p) => p[0]);
        const y = pairs.map((p) => p[1]);
        const r = spearman(x, y);
        if (r === null) return;
        expect(r).toBeGreaterThanOrEqual(-1);
        expect(r).toBeLessThanOrEqual(1);
        expect(spearman(y, x)).toBeCloseTo(r, 12);
      }),
    );
  });
});

describe("fisherInterval", () => {
  it("uses the Bonett–Wright standard error by default (ρ = 0.5, n = 20 → 0.0451 to 0.7832)", () => {
    const [lo, hi] = fisherInterval(0.5, 20)!;
    expect(lo).toBeCloseTo(0.045079, 5);
    expect(hi).toBeCloseTo(0.783164, 5);
  });

  it("offers Fieller's 1.06/(n−3) (ρ = 0.5, n = 20 → 0.0598 to 0.7774)", () => {
    const [lo, hi] = fisherInterval(0.5, 20, 0.95, "fieller")!;
    expect(lo).toBeCloseTo(0.05982, 5);
    expect(hi).toBeCloseTo(0.777382, 5);
  });

  it("gives the IQ example's interval and a wide one at n = 4", () => {
    const [lo, hi] = fisherInterval(-29 / 165, 10)!;
    expect(lo).toBeCloseTo(-0.72783, 5);
    expect(hi).toBeCloseTo(0.514547, 5);
    const [lo4, hi4] = fisherInterval(0.8, 4)!;
    expect(lo4).toBeCloseTo(-0.818816, 5);
    expect(hi4).toBeCloseTo(0.997543, 5);
  });

  it("needs at least 4 pairs; a perfect ρ collapses to itself", () => {
    expect(fisherInterval(0.5, 3)).toBeNull();
    expect(fisherInterval(1, 6)).toEqual([1, 1]);
    expect(fisherInterval(-1, 6)).toEqual([-1, -1]);
  });

  it("always holds ρ inside its interval (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -0.999, max: 0.999, noNaN: true }), fc.integer({ min: 4, max: 500 }), (rho, n) => {
        const [lo, hi] = fisherInterval(rho, n)!;
        expect(lo).toBeLessThanOrEqual(rho + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(rho - 1e-12);
        expect(lo).toBeGreaterThanOrEqual(-1);
        expect(hi).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("rankCorrelation", () => {
  it("answers n, ρ and the interval", () => {
    const r = rankCorrelation(IQ, TV);
    expect(r.n).toBe(10);
    expect(r.rho).toBeCloseTo(-29 / 165, 12);
    expect(r.ci![0]).toBeCloseTo(-0.72783, 5);
  });

  it(`gives no number below ${MIN_CORRELATION_N} pairs`, () => {
    expect(rankCorrelation([1, 2, 3], [3, 2, 1])).toEqual({ n: 3, rho: null, ci: null });
  });
});

describe("salesAgainstSentiment", () => {
  const imported = { version: 1, rows: 4, file_name: "s.xlsx", imported_by: null, date_modified: "2026-01-01T00:00:00.000Z" };
  const p = (id: string, score: number | null) => ({ product_id: id, name: `P ${id}`, style_number: null, score });

  it("defines sell-through as the share of units, and correlates the products with both figures", () => {
    const out = salesAgainstSentiment(
      [p("a", 80), p("b", 60), p("c", 40), p("d", 20), p("e", null), p("f", 50)],
      [
        { product_id: "a", units: 400, revenue: 4000 },
        { product_id: "b", units: 300, revenue: 3000 },
        { product_id: "c", units: 200, revenue: 2000 },
        { product_id: "d", units: 100, revenue: 1000 },
        { product_id: "e", units: 0, revenue: 0 },
      ],
      imported,
    );
    expect(out.total_units).toBe(1000);
    expect(out.rows.map((r) => r.sell_through)).toEqual([0.4, 0.3, 0.2, 0.1, 0, null]);
    // e has no score, f no sales: 4 products with both, perfectly ranked.
    expect([out.n, out.rho, out.ci]).toEqual([4, 1, [1, 1]]);
  });

  it("says why there is no number with fewer than 4 products", () => {
    const out = salesAgainstSentiment([p("a", 80), p("b", 60), p("c", 40)], [{ product_id: "a", units: 1, revenue: 1 }, { product_id: "b", units: 2, revenue: 2 }, { product_id: "c", units: 3, revenue: 3 }], imported);
    expect(out.rho).toBeNull();
    expect(correlationText(out)).toEqual({ kind: "too-few", text: SALES_RESULTS.tooFew(3) });
  });

  it("formats ρ with a minus sign and the share as a percent", () => {
    expect(formatRho(-0.1757)).toBe("−0.18");
    expect(formatShare(0.1234)).toBe("12.3%");
    expect(correlationText({ n: 10, rho: 0.5, ci: [0.046, 0.783] }).text).toBe(SALES_RESULTS.correlation("0.50", "0.05", "0.78", 10));
  });

  it("puts ρ in words, saying when its interval includes 0", () => {
    expect(SALES_RESULTS.strength(0.8, [0.3, 0.95])).toBe("A strong positive agreement: better-liked products sold more.");
    expect(SALES_RESULTS.strength(-0.33, [-0.85, 0.5])).toBe(
      "A weak negative agreement: better-liked products sold less. The interval includes 0, so with these products it may be chance.",
    );
    expect(SALES_RESULTS.strength(0.1, [-0.5, 0.6])).toBe("No clear agreement between sentiment and sales.");
    expect(correlationText({ n: 6, rho: null, ci: null }).kind).toBe("no-spread");
  });
});
