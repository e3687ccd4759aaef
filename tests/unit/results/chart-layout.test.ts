// The results charts' layout rules (P15 item 5 "Charts that fit"): labels inside the plot, never on top of each
// other, value labels inside or just after their bar, names cut to fit with an ellipsis, scatter labels apart.
import { describe, expect, it } from "vitest";
import { anchorInside, fitText, labelRows, placePointLabels, stackLabels, textWidthPct, textWidthPx, valueLabel } from "@/lib/results/chart-layout";
import { scrollEdges, scrollStep } from "@/lib/results/scroll-strip";

const overlap = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && a.to > b.from;

describe("label widths", () => {
  it("grow with the text and the font, and as a share of a narrower plot", () => {
    expect(textWidthPx("Median 64", 11)).toBeCloseTo(9 * 11 * 0.6);
    expect(textWidthPct("Median 64", 11, 300)).toBeGreaterThan(textWidthPct("Median 64", 11, 600));
  });
});

describe("anchorInside", () => {
  it("centres a label that fits and pins one at an edge", () => {
    expect(anchorInside(50, 20)).toBe("middle");
    expect(anchorInside(3, 20)).toBe("start");
    expect(anchorInside(97, 20)).toBe("end");
    expect(anchorInside(0, 4)).toBe("start");
    expect(anchorInside(100, 4)).toBe("end");
  });
});

describe("stackLabels (quartile labels above the plot)", () => {
  it("keeps labels far apart on one row", () => {
    const placed = stackLabels([
      { key: "p25", at: 10, width: 15 },
      { key: "p50", at: 50, width: 15 },
      { key: "p75", at: 90, width: 15 },
    ]);
    expect(placed.map((p) => p.row)).toEqual([0, 0, 0]);
    expect(labelRows(placed)).toBe(1);
  });

  it("puts close labels (Harbor & Pine's quartiles 58, 64, 71 on a phone) on rows of their own, none overlapping on a row", () => {
    const width = textWidthPct("75th percentile 71", 11);
    const placed = stackLabels([
      { key: "p50", at: 64, width },
      { key: "p25", at: 58, width },
      { key: "p75", at: 71, width },
    ]);
    expect(new Set(placed.map((p) => p.row)).size).toBe(3);
    for (const a of placed) for (const b of placed) if (a !== b && a.row === b.row) expect(overlap(a, b)).toBe(false);
  });

  it("does not put a label across another label's line when a row without that exists", () => {
    // 30 and 50 collide on one row; the 50's label goes up, and the 30's does not sit across the 50's line.
    const placed = stackLabels([
      { key: "p25", at: 30, width: 30 },
      { key: "p50", at: 50, width: 30 },
      { key: "p75", at: 85, width: 20 },
    ]);
    for (const a of placed) for (const b of placed) if (a.row < b.row) expect(b.at > a.from - 2 && b.at < a.to + 2).toBe(false);
    for (const a of placed) for (const b of placed) if (a !== b && a.row === b.row) expect(overlap(a, b)).toBe(false);
  });

  it("keeps every label inside the plot", () => {
    const placed = stackLabels([
      { key: "a", at: 2, width: 30 },
      { key: "b", at: 99, width: 30 },
      { key: "c", at: -5, width: 10 },
    ]);
    for (const p of placed) {
      expect(p.from).toBeGreaterThanOrEqual(0);
      expect(p.to).toBeLessThanOrEqual(100);
    }
    expect(placed[2]!.at).toBe(0);
  });

  it("keeps the rows compact when every row would cross a line (Demo Outfitters' quartiles 49, 55, 63 on a phone)", () => {
    const width = (text: string) => textWidthPct(text, 11);
    const placed = stackLabels([
      { key: "p50", at: 55, width: width("Median 55") },
      { key: "p25", at: 49, width: width("25th percentile 49") },
      { key: "p75", at: 63, width: width("75th percentile 63") },
    ]);
    expect(placed.map((p) => p.row)).toEqual([0, 1, 2]);
    for (const a of placed) for (const b of placed) if (a !== b && a.row === b.row) expect(overlap(a, b)).toBe(false);
  });

  it("ends even when two lines share a value", () => {
    const placed = stackLabels([
      { key: "a", at: 50, width: 30 },
      { key: "b", at: 50, width: 30 },
    ]);
    expect(placed[0]!.row).not.toBe(placed[1]!.row);
  });

  it("uses no rows without labels", () => expect(labelRows(stackLabels([]))).toBe(0));
});

describe("valueLabel (a bar's score)", () => {
  it("goes inside a long bar, at its end", () => expect(valueLabel(80, 10)).toEqual({ inside: true, anchor: "end", at: 80 }));
  it("goes after a short bar", () => expect(valueLabel(8, 10)).toEqual({ inside: false, anchor: "start", at: 8 }));
  it("never leaves the plot", () => {
    // A label too wide for its bar near the end of the plot: flush to the end.
    expect(valueLabel(95, 97)).toEqual({ inside: false, anchor: "end", at: 100 });
    expect(valueLabel(100, 10).at).toBeLessThanOrEqual(100);
  });
  it("keeps the top scores of a 390 px phone inside the plot (the stack rank's top four were cut off)", () => {
    for (const score of [91, 88.5, 86, 84]) {
      const l = valueLabel(score, textWidthPct(String(score), 12));
      expect(l.inside).toBe(true);
      expect(l.at).toBeLessThanOrEqual(100);
    }
  });
});

describe("fitText", () => {
  it("leaves a text that fits", () => expect(fitText("Field Parka", 300, 12)).toBe("Field Parka"));
  it("cuts a long one with an ellipsis to the width", () => {
    const cut = fitText("The Extremely Long Name Of A Waterproof Insulated Field Parka For Winter", 120, 12);
    expect(cut.endsWith("…")).toBe(true);
    expect(textWidthPx(cut, 12)).toBeLessThanOrEqual(120);
  });
});

describe("placePointLabels (the sales scatter)", () => {
  const opts = { right: 300, top: 0, bottom: 200, lineHeight: 14, radius: 6 };
  const boxOf = (l: { x: number; y: number; anchor: "start" | "end" }, width: number) => {
    const x0 = l.anchor === "start" ? l.x : l.x - width;
    return { x0, x1: x0 + width, y0: l.y - 7, y1: l.y + 7 };
  };
  it("labels distant points beside them", () => {
    const placed = placePointLabels(
      [
        { key: "a", x: 50, y: 50, width: 60 },
        { key: "b", x: 150, y: 150, width: 60 },
      ],
      opts,
    );
    expect(placed).toEqual([
      { key: "a", x: 59, y: 50, anchor: "start" },
      { key: "b", x: 159, y: 150, anchor: "start" },
    ]);
  });
  it("moves the label of a close point so the two never overlap", () => {
    const pts = [
      { key: "a", x: 100, y: 100, width: 80 },
      { key: "b", x: 104, y: 104, width: 80 },
    ];
    const placed = placePointLabels(pts, opts);
    expect(placed).toHaveLength(2);
    const [a, b] = placed.map((l, i) => boxOf(l, pts[i]!.width));
    expect(a!.x0 < b!.x1 && a!.x1 > b!.x0 && a!.y0 < b!.y1 && a!.y1 > b!.y0).toBe(false);
  });
  it("puts a label left of a point near the right edge", () => {
    const [l] = placePointLabels([{ key: "a", x: 280, y: 100, width: 80 }], opts);
    expect(l!.anchor).toBe("end");
    expect(l!.x).toBeLessThan(280);
  });
  it("leaves out a label with no free place", () => {
    const pts = Array.from({ length: 12 }, (_, i) => ({ key: `p${i}`, x: 100, y: 100, width: 80 }));
    const placed = placePointLabels(pts, { ...opts, top: 80, bottom: 120 });
    expect(placed.length).toBeLessThan(12);
    const boxes = placed.map((l) => boxOf(l, 80));
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0).toBe(false);
  });
});

describe("scrollEdges (the results tab strip)", () => {
  it("says nothing is hidden when everything fits", () => expect(scrollEdges(0, 400, 400)).toEqual({ start: false, end: false }));
  it("shows the end hidden at the start, both in the middle, the start at the end", () => {
    expect(scrollEdges(0, 900, 360)).toEqual({ start: false, end: true });
    expect(scrollEdges(200, 900, 360)).toEqual({ start: true, end: true });
    expect(scrollEdges(540, 900, 360)).toEqual({ start: true, end: false });
  });
  it("ignores sub-pixel slack", () => expect(scrollEdges(0, 361, 360)).toEqual({ start: false, end: false }));
  it("scrolls most of the width per press", () => expect(scrollStep(360)).toBe(270));
});
