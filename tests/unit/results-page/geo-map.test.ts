// The results map's pure parts (lib/results/geo-map.ts) and the shapes the server projects from the shipped TopoJSON
// (server/results/geo-shapes.ts): ids of countries and US states, the legend's bins, the zoomed view and the compact
// SVG paths.
import { describe, expect, it } from "vitest";
import statesTopology from "us-atlas/states-10m.json";
import { NO_DATA } from "@/lib/results/chart-palette";
import { binOf, boxesMeet, CompactPath, fillOf, fitView, mapBins, niceStep, US_STATES, usState, viewBoxAttr, worldAtlasId } from "@/lib/results/geo-map";
import { US_FRAME, usStateShapes, WORLD_FRAME, worldShapes } from "@/server/results/geo-shapes";

describe("ids", () => {
  it("maps ISO alpha-2 codes to world-atlas ids (ISO 3166-1 numeric), the seeded countries among them", () => {
    expect(["US", "GB", "DE", "FR", "gb"].map(worldAtlasId)).toEqual(["840", "826", "276", "250", "826"]);
    expect(worldAtlasId("XK")).toBeNull();
    expect(worldAtlasId(null)).toBeNull();
    expect(worldAtlasId("ZZ")).toBeNull();
    const ids = new Set(worldShapes().shapes.map((s) => s.id));
    for (const code of ["US", "GB", "DE", "FR", "JP", "BR", "AU"]) expect(ids.has(worldAtlasId(code)!), code).toBe(true);
  });

  it("reads a state by USPS code or name, in any case, and nothing else", () => {
    expect(usState("CA")?.fips).toBe("06");
    expect(usState(" california ")?.fips).toBe("06");
    expect(usState("New  York")?.code).toBe("NY");
    expect(usState("Washington, D.C.")?.code).toBe("DC");
    expect(usState("washington")?.code).toBe("WA");
    expect(usState("Other")).toBeNull();
    expect(usState("")).toBeNull();
  });

  it("names each state as us-atlas does, with its FIPS id", () => {
    const atlas = new Map(
      (statesTopology.objects.states.geometries as { id: string; properties: { name: string } }[]).map((g) => [g.id, g.properties.name]),
    );
    expect(US_STATES).toHaveLength(52);
    for (const s of US_STATES) expect(atlas.get(s.fips), s.code).toBe(s.name);
  });
});

describe("bins", () => {
  it("rounds steps to 1, 2 or 5 × 10ⁿ", () => {
    expect([0, 0.4, 1, 1.9, 3, 7, 88, 150, 2001].map(niceStep)).toEqual([1, 1, 1, 2, 5, 10, 100, 200, 5000]);
  });

  it("bins respondents in whole numbers from 1, zero being no data", () => {
    const bins = mapBins([440, 160, 120, 80, 0], "respondents");
    expect(bins.map((b) => b.label)).toEqual(["1–100", "101–200", "201–300", "301–400", "401–500"]);
    expect(binOf(bins, 440, "respondents")).toBe(bins[4]);
    expect(binOf(bins, 100, "respondents")).toBe(bins[0]);
    expect(binOf(bins, 101, "respondents")).toBe(bins[1]);
    expect(binOf(bins, 0, "respondents")).toBeNull();
    expect(fillOf(binOf(bins, 0, "respondents"))).toBe(NO_DATA);
    expect(mapBins([1, 3], "respondents").map((b) => b.label)).toEqual(["1", "2", "3"]);
  });

  it("bins scores from the lowest value rounded down, the last bin holding its upper bound", () => {
    const bins = mapBins([62.3, 71.8, 68], "score");
    expect(bins.map((b) => b.label)).toEqual(["62–64", "64–66", "66–68", "68–70", "70–72"]);
    expect(binOf(bins, 62.3, "score")).toBe(bins[0]);
    expect(binOf(bins, 68, "score")).toBe(bins[3]);
    expect(binOf(bins, 71.8, "score")).toBe(bins[4]);
    expect(binOf(bins, null, "score")).toBeNull();
    expect(mapBins([75, 75], "score").map((b) => b.label)).toEqual(["75–76"]);
    expect(mapBins([0, 100], "score").map((b) => b.label)).toEqual(["0–20", "20–40", "40–60", "60–80", "80–100"]);
    expect(binOf(mapBins([0, 100], "score"), 100, "score")?.label).toBe("80–100");
    expect(mapBins([], "score")).toEqual([]);
  });

  it("colours bins from light to dark, never the no-data grey", () => {
    const fills = mapBins([10, 500], "respondents").map((b) => b.fill);
    expect(new Set(fills).size).toBe(fills.length);
    expect(fills).not.toContain(NO_DATA);
    expect(mapBins([5], "respondents")[0]!.fill).not.toBe(NO_DATA);
  });
});

describe("view", () => {
  const frame = { width: 960, height: 470 };

  it("shows the whole frame without boxes", () => {
    expect(fitView([], frame)).toEqual({ x: 0, y: 0, width: 960, height: 470 });
    expect(viewBoxAttr(fitView([], frame))).toBe("0 0 960 470");
  });

  it("zooms on the boxes, padded, within the aspect range and inside the frame", () => {
    const box: [[number, number], [number, number]] = [[460, 40], [520, 90]];
    const v = fitView([box], frame);
    expect(v.x).toBeLessThan(460);
    expect(v.y).toBeLessThan(40);
    expect(v.x + v.width).toBeGreaterThan(520);
    expect(v.y + v.height).toBeGreaterThan(90);
    expect(v.width).toBeGreaterThanOrEqual(0.3 * 960 - 1e-9);
    expect(v.width / v.height).toBeGreaterThanOrEqual(1.4 - 1e-9);
    expect(v.width / v.height).toBeLessThanOrEqual(2.2 + 1e-9);
    expect(v.x).toBeGreaterThanOrEqual(0);
    expect(v.y).toBeGreaterThanOrEqual(0);
    expect(v.y + v.height).toBeLessThanOrEqual(470);
    expect(boxesMeet(box, v)).toBe(true);
    expect(boxesMeet([[0, 400], [10, 410]], v)).toBe(false);
  });

  it("never exceeds the frame", () => {
    const v = fitView([[[0, 0], [960, 470]]], frame);
    expect(v).toEqual({ x: 0, y: 0, width: 960, height: 470 });
  });
});

describe("CompactPath", () => {
  it("writes relative commands, rounded without drift", () => {
    const p = new CompactPath(1);
    p.moveTo(10.04, 20);
    p.lineTo(15.06, 17);
    p.lineTo(15.12, 17.55);
    p.closePath();
    p.moveTo(0.5, 0.25);
    p.lineTo(0, 0);
    expect(p.take()).toBe("m10 20l5.1-3l0 .6zm-9.5-19.7l-.5-.3");
    expect(p.take()).toBe("");
  });

  it("drops points closer than the tolerance to the last one written", () => {
    const p = new CompactPath(0, 1.5);
    p.moveTo(0, 0);
    p.lineTo(1, 0);
    p.lineTo(2, 0);
    p.lineTo(2.2, 0.2);
    p.lineTo(10, 0);
    p.closePath();
    expect(p.take()).toBe("m0 0l2 0l8 0z");
  });
});

describe("shapes", () => {
  it("projects the world and the US states once, into their frames", () => {
    const world = worldShapes();
    expect(worldShapes()).toBe(world);
    expect(world.shapes.length).toBeGreaterThan(170);
    const us = world.shapes.find((s) => s.id === "840")!;
    expect(us.name).toBe("United States of America");
    expect(us.d).toMatch(/^m[\d.-]/);
    for (const s of world.shapes) {
      expect(s.bounds[0][0]).toBeGreaterThanOrEqual(-1);
      expect(s.bounds[1][0]).toBeLessThanOrEqual(WORLD_FRAME.width + 1);
    }
    // A zoomed map frames metropolitan France (not French Guiana) and the contiguous United States (not Alaska).
    const fr = world.shapes.find((s) => s.id === "250")!;
    expect(fr.main[1][0] - fr.main[0][0]).toBeLessThan((fr.bounds[1][0] - fr.bounds[0][0]) / 3);
    expect(us.main[0][1]).toBeGreaterThan(us.bounds[0][1] + 20);

    const states = usStateShapes();
    expect(states.shapes).toHaveLength(51);
    expect(states.shapes.find((s) => s.id === "06")!.name).toBe("California");
    for (const s of states.shapes) expect(s.bounds[1][0]).toBeLessThanOrEqual(US_FRAME.width + 1);
    const size = (shapes: { d: string }[]) => shapes.reduce((n, s) => n + s.d.length, 0);
    expect(size(world.shapes)).toBeLessThan(90_000);
    expect(size(states.shapes)).toBeLessThan(40_000);
  });
});
