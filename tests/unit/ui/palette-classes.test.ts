// Features style with the semantic colour tokens of app/globals.css (bg-primary, text-muted, border-line, ...),
// never with Tailwind's raw palette (bg-blue-700, text-slate-500): one place decides the colours.
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

const PALETTE = "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";
const UTILITY = "bg|text|border|border-[trblxyse]|ring|ring-offset|outline|divide|from|via|to|fill|stroke|placeholder|decoration|accent|caret|shadow";
const RAW = new RegExp(`(?<![\\w-])(?:${UTILITY})-(?:${PALETTE})-\\d{2,3}(?![\\w-])`, "g");

/** The raw palette classes in a source text (variants such as hover: included, CSS variables not). */
const rawPaletteClasses = (text: string): string[] => text.match(RAW) ?? [];

describe("raw palette classes", () => {
  it("are recognised in class strings, with variants and opacity, but not in CSS variables or tokens", () => {
    expect(rawPaletteClasses(`className="hover:bg-blue-700 text-slate-500/80 border-t-red-300 focus-visible:ring-blue-600"`)).toEqual([
      "bg-blue-700",
      "text-slate-500",
      "border-t-red-300",
      "ring-blue-600",
    ]);
    expect(rawPaletteClasses(`--color-ink: var(--color-slate-900); className="bg-primary text-muted border-line-strong"`)).toEqual([]);
  });

  it("are used nowhere in app/ and components/", () => {
    const found = sourceFiles().flatMap((f) => rawPaletteClasses(f.text).map((c) => `${f.path}: ${c}`));
    expect(found).toEqual([]);
  });
});
