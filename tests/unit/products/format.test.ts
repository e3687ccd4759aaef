// Display formats (spec 1 §2, §9).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatMargin, formatPercentile, formatPrice, formatScore, ordinal, truncate } from "@/lib/products/format";
import { PRODUCT_LIMITS } from "@/lib/products/messages";

describe("truncate", () => {
  it("keeps text up to the limit and cuts longer text with an ellipsis", () => {
    const title = "Summit Rain Jacket In Forest"; // 28 characters
    expect(truncate(title.slice(0, PRODUCT_LIMITS.cardTitle), PRODUCT_LIMITS.cardTitle)).toBe(title.slice(0, 27));
    expect(truncate(title, PRODUCT_LIMITS.cardTitle)).toBe("Summit Rain Jacket In Fores…");
    expect(truncate(title, PRODUCT_LIMITS.minimalCardTitle)).toBe("Summit Rain Jacket I…");
    expect(truncate(null, 5)).toBe("");
  });

  it("does not split characters outside the basic plane", () => {
    expect(truncate("👟👟👟", 2)).toBe("👟👟…");
  });

  it("property: short text is unchanged; long text is a prefix of at most max characters plus an ellipsis", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (s, max) => {
        const out = truncate(s, max);
        if (Array.from(s).length <= max) {
          expect(out).toBe(s);
          return;
        }
        expect(out.endsWith("…")).toBe(true);
        const kept = out.slice(0, -1);
        expect(Array.from(kept).length).toBeLessThanOrEqual(max);
        expect(s.startsWith(kept)).toBe(true);
      }),
    );
  });
});

describe("formatPrice", () => {
  it("shows the currency symbol and 2 decimals", () => {
    expect(formatPrice(12)).toBe("$12.00");
    expect(formatPrice(1234.5, "€")).toBe("€1,234.50");
    expect(formatPrice(0.005, "£")).toBe("£0.01");
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(undefined, "€")).toBe("");
  });
});

describe("formatMargin", () => {
  it("shows the stored percent with a % sign", () => {
    expect(formatMargin(62.5)).toBe("62.5%");
    expect(formatMargin(40)).toBe("40%");
    expect(formatMargin(33.3333)).toBe("33.33%");
    expect(formatMargin(null)).toBe("");
  });
});

describe("ordinals and percentiles", () => {
  it.each([
    [1, "1st"], [2, "2nd"], [3, "3rd"], [4, "4th"], [10, "10th"], [11, "11th"], [12, "12th"], [13, "13th"],
    [21, "21st"], [22, "22nd"], [23, "23rd"], [100, "100th"], [101, "101st"], [111, "111th"], [112, "112th"], [0, "0th"],
  ])("%i → %s", (n, s) => {
    expect(ordinal(n)).toBe(s);
  });

  it("floors the percentile before the suffix", () => {
    expect(formatPercentile(87.9)).toBe("87th");
    expect(formatPercentile(1.99)).toBe("1st");
    expect(formatPercentile(100)).toBe("100th");
    expect(formatPercentile(null)).toBe("");
  });

  it("rounds the score", () => {
    expect(formatScore(71.5)).toBe("72");
    expect(formatScore(71.49)).toBe("71");
    expect(formatScore(undefined)).toBe("");
  });
});
