// Product assignment (lib/survey/assignment.ts; P6 contract "Assignment", spec 3 §6 "at most 15 products",
// spec 2 §8 "the last {x} product(s) will not be shown").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickProducts, type TAssignable } from "@/lib/survey/assignment";
import { seededRng } from "@/lib/survey/shuffle";

const products = (n: number, counts: number[] = []): TAssignable[] =>
  Array.from({ length: n }, (_, i) => ({ product_id: `p${i}`, order: i, assigned_count: counts[i] ?? 0 }));

const arbStudy = fc.record({ n: fc.integer({ min: 0, max: 40 }), cap: fc.integer({ min: 1, max: 20 }), random: fc.boolean(), seed: fc.string() });

describe("pickProducts", () => {
  it("never gives more than the cap, never a product twice, only the study's products", () => {
    fc.assert(
      fc.property(arbStudy, fc.array(fc.nat(50), { maxLength: 40 }), ({ n, cap, random, seed }, counts) => {
        const list = products(n, counts);
        const out = pickProducts(list, cap, random, seededRng(seed));
        expect(out.length).toBe(Math.min(cap, n));
        expect(new Set(out).size).toBe(out.length);
        for (const id of out) expect(list.some((p) => p.product_id === id)).toBe(true);
      }),
    );
  });

  it("manual studies show the first cap products in manual order", () => {
    fc.assert(
      fc.property(arbStudy, ({ n, cap, seed }) => {
        // Stored order may differ from array order: sort is by SurveyProduct.order.
        const list = products(n).reverse();
        const out = pickProducts(list, cap, false, seededRng(seed));
        expect(out).toEqual(products(n).slice(0, cap).map((p) => p.product_id));
      }),
    );
  });

  it("random studies stay balanced: after any number of respondents, counts differ by at most one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 120 }), fc.string(), (n, cap, respondents, seed) => {
        const list = products(n);
        const rng = seededRng(seed);
        for (let r = 0; r < respondents; r++) {
          for (const id of pickProducts(list, cap, true, rng)) list.find((p) => p.product_id === id)!.assigned_count += 1;
          const counts = list.map((p) => p.assigned_count);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("random studies pick the least-shown products first", () => {
    const out = pickProducts(products(5, [3, 0, 2, 0, 1]), 3, true, seededRng("x"));
    expect([...out].sort()).toEqual(["p1", "p3", "p4"]);
  });

  it("random studies shuffle the order shown and break ties at random", () => {
    const orders = new Set<string>();
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const out = pickProducts(products(10), 3, true, seededRng(`s${i}`));
      orders.add(out.join(","));
      firsts.add(out[0]!);
    }
    expect(orders.size).toBeGreaterThan(100);
    expect(firsts.size).toBe(10);
  });

  it("a cap of zero or less gives nothing", () => {
    expect(pickProducts(products(3), 0, true, Math.random)).toEqual([]);
    expect(pickProducts(products(3), -2, false, Math.random)).toEqual([]);
  });
});
