// @vitest-environment jsdom
// Every figure explains itself (P15 item 3; lib/results/metric-definitions.ts): one definition per metric, each text
// written once in lib/ and shown by the results screens through components/results/metric-info.tsx (a popover that
// opens from the keyboard and closes with Escape), and listed for the in-app help (METRIC_DEFINITION_LIST).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { MetricInfo, MetricTerms } from "@/components/results/metric-info";
import { METRIC_DEFINITION_LIST, METRIC_DEFINITIONS, METRIC_IDS, METRIC_INFO_TEXT, metricDefinition } from "@/lib/results/metric-definitions";
import { MIN_BASE_SIZE } from "@/lib/results/significance";

afterEach(cleanup);

const ROOT = process.cwd();
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("the definitions", () => {
  it("define every metric the issue names, once, with a term, a short and a long text", () => {
    expect([...METRIC_IDS]).toEqual(["score", "makerscore", "percentile", "position", "tier", "top-two-box", "point-range", "significance", "reach", "frequency", "sell-through"]);
    expect(METRIC_DEFINITION_LIST.map((d) => d.id)).toEqual([...METRIC_IDS]);
    for (const d of METRIC_DEFINITION_LIST) {
      expect(metricDefinition(d.id)).toBe(METRIC_DEFINITIONS[d.id]);
      expect(d.term.length).toBeGreaterThan(0);
      expect(d.short.length).toBeGreaterThan(20);
      expect(d.long.length).toBeGreaterThan(d.short.length / 2);
    }
    expect(new Set(METRIC_DEFINITION_LIST.map((d) => d.term)).size).toBe(METRIC_IDS.length);
    expect(new Set(METRIC_DEFINITION_LIST.map((d) => d.short)).size).toBe(METRIC_IDS.length);
  });

  it("read their numbers from the rules", () => {
    expect(METRIC_DEFINITIONS.significance.long).toContain(`at least ${MIN_BASE_SIZE} ratings`);
    expect(METRIC_DEFINITIONS.significance.long).toMatch(/false discovery rate \(FDR\) at 5%/);
    expect(METRIC_DEFINITIONS.significance.long).toMatch(/q is the corrected value/);
  });

  it("are written nowhere else: no other source file repeats a definition's text", () => {
    const files = [...sources("lib"), ...sources("components"), ...sources("app"), ...sources("server")].filter((f) => !f.endsWith("lib/results/metric-definitions.ts"));
    for (const f of files) {
      const text = read(f);
      for (const d of METRIC_DEFINITION_LIST) expect(text.includes(d.short.slice(0, 60)), `${f} repeats ${d.id}`).toBe(false);
    }
  });

  it("are shown where the figures are: each results screen imports them", () => {
    const uses: [string, string[]][] = [
      ["components/results/tabs/stack-rank.tsx", ["MetricTerms", "MetricInfo id=\"significance\""]],
      ["components/results/tabs/insight-cards.tsx", ["MetricTerms"]],
      ["components/results/tabs/line-efficiency.tsx", ["\"reach\", \"frequency\""]],
      ["components/results/sales-vs-sentiment.tsx", ["MetricInfo id=\"sell-through\""]],
      ["components/results/filters/range-filter.tsx", ["MetricInfo id=\"point-range\""]],
    ];
    for (const [file, needles] of uses) {
      const text = read(file);
      expect(text).toContain("metric-info");
      for (const n of needles) expect(text, `${file} uses ${n}`).toContain(n);
    }
    expect(read("components/results/metric-info.tsx")).toContain("@/lib/results/metric-definitions");
  });
});

describe("MetricInfo", () => {
  it("opens its definition from the keyboard and closes it with Escape, giving the focus back", async () => {
    const user = userEvent.setup();
    render(<MetricInfo id="top-two-box" />);
    const button = screen.getByRole("button", { name: METRIC_INFO_TEXT.open("Top-2-box") });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("metric-short").textContent).toBe(METRIC_DEFINITIONS["top-two-box"].short);
    expect(screen.getByTestId("metric-long").textContent).toBe(METRIC_DEFINITIONS["top-two-box"].long);
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("metric-short")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("MetricTerms names each term and asks the question in its button's name", () => {
    render(<MetricTerms ids={["score", "makerscore"]} />);
    const group = screen.getByRole("group", { name: METRIC_INFO_TEXT.termsGroup });
    expect(group.textContent).toContain(METRIC_INFO_TEXT.termsLabel);
    expect(screen.getByRole("button", { name: "What is Score?" }).textContent).toContain("Score");
    expect(screen.getByRole("button", { name: "What is MakerScore?" })).toBeTruthy();
  });
});
