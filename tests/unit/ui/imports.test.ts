// Folder boundaries of components/ (docs/decisions.md, P10): a feature folder (one per screen family, imported by
// app/) imports nothing from another feature folder; what several features use lives in a shared folder, and a
// shared folder imports no feature folder. The kit (components/ui) imports only itself. Toasts go through the kit.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

/** Shared folders, each with why it is shared. Everything else directly under components/ is a feature folder. */
export const SHARED_FOLDERS: Record<string, string> = {
  ui: "the UI kit: buttons, dialogs, fields, tabs, tables, toasts",
  shell: "the signed-in frame: sidebar, top bar, My Settings, pager, query provider",
  "product-form": "the product form, used by the catalogue and by the builder's products step",
  "consumer-profiles": "consumer-profile cards and dialogs, used by brand settings and by the builder's audiences",
  coediting: "co-editing presence and the concurrent-edit warning, used by the builder and the product form",
};

/** The components/ folder an import specifier of `file` points into, or null when it points elsewhere. */
export function componentsFolderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return null;
  const parts = target.split("/");
  return parts[0] === "components" && parts.length > 2 ? parts[1]! : null;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
export const importsOf = (text: string): string[] => [...text.matchAll(SPECIFIER)].map((m) => m[1]!);

/** The imports of a components/ file that cross a boundary. */
export function crossings(file: string, text: string): string[] {
  const own = file.split("/")[1]!;
  const isShared = own in SHARED_FOLDERS;
  return importsOf(text).filter((spec) => {
    const folder = componentsFolderOf(file, spec);
    if (folder === null || folder === own) return false;
    if (own === "ui") return true;
    if (folder in SHARED_FOLDERS) return false;
    return isShared || folder !== own;
  });
}

const componentFiles = sourceFiles(["components"], [".ts", ".tsx"]);

describe("components/ boundaries", () => {
  it("tell a crossing from an allowed import", () => {
    expect(crossings("components/builder/a.tsx", `import { X } from "@/components/studies/purpose-form";`)).toEqual(["@/components/studies/purpose-form"]);
    expect(crossings("components/studies/list.tsx", `import { P } from "../products/use-debounced";`)).toEqual(["../products/use-debounced"]);
    expect(crossings("components/shell/x.tsx", `import { S } from "@/components/auth/send-reset";`)).toEqual(["@/components/auth/send-reset"]);
    expect(crossings("components/ui/x.tsx", `import { S } from "@/components/shell/pager";`)).toEqual(["@/components/shell/pager"]);
    expect(
      crossings(
        "components/builder/steps/a.tsx",
        `import { B } from "@/components/ui/button";\nimport { C } from "../builder-context";\nimport { P } from "../../shell/pager";\nimport x from "react";`,
      ),
    ).toEqual([]);
  });

  it("no feature folder imports another feature folder, and no shared folder imports a feature folder", () => {
    const found = componentFiles.flatMap((f) => crossings(f.path, f.text).map((spec) => `${f.path} → ${spec}`));
    expect(found).toEqual([]);
  });

  it("every shared folder exists", () => {
    const folders = new Set(componentFiles.map((f) => f.path.split("/")[1]));
    expect(Object.keys(SHARED_FOLDERS).filter((s) => !folders.has(s))).toEqual([]);
  });

  it("toasts are raised through the kit: only components/ui imports sonner", () => {
    const found = sourceFiles(["app", "components"], [".ts", ".tsx"])
      .filter((f) => !f.path.startsWith("components/ui/") && importsOf(f.text).includes("sonner"))
      .map((f) => f.path);
    expect(found).toEqual([]);
  });
});
