// The Sales plan step's pure rules (lib/builder/sales-plan.ts): spec 2 §2 "Sales plan step", §5 amount numeric ≥ 0.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SALES_PLAN_ERRORS, amountInputText, formatAmount, parseAmount, salesPlanPercent, salesPlanTotal } from "@/lib/builder/sales-plan";

describe("parseAmount (numeric, minimum 0)", () => {
  it("accepts numbers, grouping commas and blanks (clears)", () => {
    expect(parseAmount("300")).toEqual({ ok: true, value: 300 });
    expect(parseAmount(" 1,250.50 ")).toEqual({ ok: true, value: 1250.5 });
    expect(parseAmount("0")).toEqual({ ok: true, value: 0 });
    expect(parseAmount("-0")).toEqual({ ok: true, value: 0 });
    expect(parseAmount(".5")).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount("")).toEqual({ ok: true, value: null });
  });

  it("refuses text and negatives", () => {
    expect(parseAmount("abc")).toEqual({ ok: false, error: SALES_PLAN_ERRORS.notNumber });
    expect(parseAmount("12abc")).toEqual({ ok: false, error: SALES_PLAN_ERRORS.notNumber });
    expect(parseAmount("Infinity")).toEqual({ ok: false, error: SALES_PLAN_ERRORS.notNumber });
    expect(parseAmount("1e999")).toEqual({ ok: false, error: SALES_PLAN_ERRORS.notNumber });
    expect(parseAmount("-5")).toEqual({ ok: false, error: SALES_PLAN_ERRORS.negative });
  });

  it("never accepts a negative value (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseAmount(s);
        if (r.ok && r.value !== null) expect(r.value).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (v) => {
        expect(parseAmount(amountInputText(v))).toEqual({ ok: true, value: v === 0 ? 0 : v });
      }),
    );
  });
});

describe("total and percent (Percent = rounded(value / total × 100))", () => {
  it("sums with missing amounts as 0", () => {
    expect(salesPlanTotal([100, null, 250.5, undefined])).toBe(350.5);
    expect(salesPlanTotal([])).toBe(0);
  });

  it("rounds the percent of total", () => {
    expect(salesPlanPercent(100, 300)).toBe(33);
    expect(salesPlanPercent(200, 300)).toBe(67);
    expect(salesPlanPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(salesPlanPercent(null, 300)).toBe(0);
    expect(salesPlanPercent(5, 0)).toBe(0);
  });

  it("is Math.round(value / total × 100) for any positive total (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1 }), (vs) => {
        const total = salesPlanTotal(vs);
        for (const v of vs) expect(salesPlanPercent(v, total)).toBe(total > 0 ? Math.round((v / total) * 100) : 0);
      }),
    );
  });
});

describe("formatAmount (brand currency symbol, default $)", () => {
  it("formats with the symbol, grouping and up to two decimals", () => {
    expect(formatAmount(1250.5)).toBe("$1,250.5");
    expect(formatAmount(1000, "€")).toBe("€1,000");
    expect(formatAmount(3.14159, "£")).toBe("£3.14");
    expect(formatAmount(0, "")).toBe("$0");
    expect(formatAmount(null)).toBe("");
  });
});
