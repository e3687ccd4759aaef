// The results charts' colours (lib/results/chart-palette.ts; P11 item 4): every mark stands out from the white page
// by at least 3:1 (WCAG 1.4.11 non-text contrast), the sequential scale runs light to dark, and the text put on a
// fill is whichever of near-black and white reads better (at least 4.5:1 on every step of the scale).
import { describe, expect, it } from "vitest";
import { BENCHMARK, contrast, inkOn, luminance, OVERLAY, sequential, SERIES, STAR_COLOURS } from "@/lib/results/chart-palette";

describe("chart palette", () => {
  it("gives every series, star, overlay and benchmark colour at least 3:1 against white", () => {
    for (const c of [...SERIES, ...STAR_COLOURS, OVERLAY, BENCHMARK]) expect(contrast(c, "#FFFFFF"), c).toBeGreaterThanOrEqual(3);
  });

  it("computes WCAG contrast: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrast("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrast("#0072B2", "#0072B2")).toBe(1);
  });

  it("runs the sequential scale from light to dark, clamping outside [0, 1]", () => {
    const steps = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.99].map(sequential);
    const lums = steps.map(luminance);
    for (let i = 1; i < lums.length; i++) expect(lums[i]!).toBeLessThan(lums[i - 1]!);
    expect(sequential(-1)).toBe(sequential(0));
    expect(sequential(2)).toBe(sequential(1));
    expect(sequential(Number.NaN)).toBe(sequential(0));
  });

  it("puts readable text on every fill of the scale", () => {
    for (let t = 0; t <= 1; t += 0.05) {
      const fill = sequential(t);
      expect(contrast(fill, inkOn(fill)), fill).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOn("#FFFFFF")).toBe("#111827");
    expect(inkOn("#08306B")).toBe("#FFFFFF");
  });
});
