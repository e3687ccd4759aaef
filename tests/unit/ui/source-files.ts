// The project's UI sources for the kit's scans: every .ts, .tsx and .css file under app/ and components/, with
// its path relative to the project root (forward slashes).
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface TSourceFile {
  path: string;
  text: string;
}

export function sourceFiles(tops: readonly string[] = ["app", "components"], exts: readonly string[] = [".ts", ".tsx", ".css"]): TSourceFile[] {
  const out: TSourceFile[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (exts.some((x) => e.name.endsWith(x))) out.push({ path: rel, text: fs.readFileSync(path.join(ROOT, rel), "utf8") });
    }
  };
  for (const top of tops) walk(top);
  return out;
}
