// The z-index scale is defined twice, as Tailwind tokens (app/globals.css) and as numbers for code
// (components/ui/z-index.ts); they must agree, the layers must stay in their order, and no class may use a raw number.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Z_INDEX } from "@/components/ui/z-index";
import { ROOT, sourceFiles } from "./source-files";

const css = fs.readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
const tokens = Object.fromEntries([...css.matchAll(/--z-index-([a-z-]+):\s*(\d+);/g)].map((m) => [m[1], Number(m[2])]));
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const NUMERIC_Z = /(?<![\w-])-?z-(?:\d+|\[\d+\])(?![\w-])/g;

describe("z-index scale", () => {
  it("has the same layers and values in the theme and in code", () => {
    expect(tokens).toEqual(Object.fromEntries(Object.entries(Z_INDEX).map(([k, v]) => [kebab(k), v])));
  });

  it("orders lifted content < bars < dialogs < stacked dialogs < popovers < toasts", () => {
    const order = [Z_INDEX.raised, Z_INDEX.bar, Z_INDEX.dialog, Z_INDEX.dialogStacked, Z_INDEX.popover, Z_INDEX.toast];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("is the only z-index of the UI: numeric classes such as z-50 or z-[60] are recognised and used nowhere", () => {
    expect(`className="fixed z-50 md:z-[60] z-dialog"`.match(NUMERIC_Z)).toEqual(["z-50", "z-[60]"]);
    const found = sourceFiles(["app", "components"], [".ts", ".tsx"]).flatMap((f) => (f.text.match(NUMERIC_Z) ?? []).map((m) => `${f.path}: ${m}`));
    expect(found).toEqual([]);
  });
});
