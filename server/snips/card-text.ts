import "server-only";
// Text of a snip's card image as SVG outlines (docs/decisions.md P12 card image). librsvg inside sharp finds fonts
// through fontconfig, which a fresh machine may leave empty, so no <text> is drawn: each glyph is read from Inter, the
// font the app already ships (@fontsource-variable/inter, DESIGN.md §1), with fontkit (the package reads its WOFF2
// files), defined once in <defs> and placed with <use>. The font comes split by script: a character takes the first
// subset that has it (Latin, Latin Extended, Vietnamese, Greek, Cyrillic); one none has shows the font's missing-glyph
// box. The variable font's other weights are out of fontkit's reach in WOFF2, so bold is drawn with a thin stroke.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

const SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext", "greek-ext"] as const;
const FONT_DIR = path.join(process.cwd(), "node_modules", "@fontsource-variable", "inter", "files");

const loaded: (fontkit.Font | null)[] = [];

/** Subset i, read on first use (the Latin one is nearly always the only one needed). */
function subset(i: number): fontkit.Font {
  let font = loaded[i];
  if (!font) {
    const created = fontkit.create(readFileSync(path.join(FONT_DIR, `inter-${SUBSETS[i]}-wght-normal.woff2`)));
    if (!("layout" in created)) throw new Error(`Not a single font: ${SUBSETS[i]}`);
    font = created;
    loaded[i] = font;
  }
  return font;
}

function fontFor(codePoint: number): number {
  for (let i = 0; i < SUBSETS.length; i++) if (subset(i).hasGlyphForCodePoint(codePoint)) return i;
  return 0;
}

interface TRun {
  font: number;
  text: string;
}

/** The text cut where its characters move to another subset (layout, with kerning, runs within one font). */
function runs(text: string): TRun[] {
  const out: TRun[] = [];
  for (const ch of text) {
    const font = fontFor(ch.codePointAt(0)!);
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

interface TPlaced {
  key: string;
  x: number;
}

/** Glyphs in font units (Inter's subsets share 2048 units per em) with their pen positions, and the total advance. */
function shape(text: string): { glyphs: TPlaced[]; width: number; defs: Map<string, string> } {
  const glyphs: TPlaced[] = [];
  const defs = new Map<string, string>();
  let pen = 0;
  for (const run of runs(text)) {
    const font = subset(run.font);
    const laid = font.layout(run.text);
    laid.glyphs.forEach((g, i) => {
      const pos = laid.positions[i]!;
      const key = `g${run.font}_${g.id}`;
      if (!defs.has(key)) defs.set(key, g.path.toSVG());
      if (defs.get(key)) glyphs.push({ key, x: pen + pos.xOffset });
      pen += pos.xAdvance;
    });
  }
  return { glyphs, width: pen, defs };
}

const UNITS = 2048;

/** The width of `text` at `size` px. */
export function textWidth(text: string, size: number): number {
  return (shape(text).width * size) / UNITS;
}

/** `text` cut to fit `width` px at `size`, with an ellipsis when cut. */
export function fitText(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${chars.slice(0, mid).join("").trimEnd()}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join("").trimEnd()}…`;
}

/** `text` in at most `maxLines` lines of `width` px at `size`, broken between words; the last line cut if needed. */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (!line || textWidth(next, size) <= width) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) return [...lines, fitText(`${line} ${words.slice(i).join(" ")}`, size, width)];
    lines.push(fitText(line, size, width));
    line = words[i]!;
  }
  if (line) lines.push(fitText(line, size, width));
  return lines;
}

/** Collects the glyph outlines every text of one image uses, for its <defs>. */
export class GlyphSheet {
  private readonly glyphs = new Map<string, string>();

  /**
   * One line of text as outlines: `x`, `y` the baseline's start (or its middle or end with `anchor`), `size` px.
   * `label` carries the text itself (escaped), so the SVG still says what it shows.
   */
  text(label: string, o: { x: number; y: number; size: number; fill: string; bold?: boolean; anchor?: "start" | "middle" | "end" }): string {
    const shaped = shape(label);
    for (const [key, d] of shaped.defs) if (d) this.glyphs.set(key, d);
    const scale = o.size / UNITS;
    const width = shaped.width * scale;
    const x = o.anchor === "middle" ? o.x - width / 2 : o.anchor === "end" ? o.x - width : o.x;
    const stroke = o.bold ? ` stroke="${o.fill}" stroke-width="56" stroke-linejoin="round"` : "";
    const uses = shaped.glyphs.map((g) => `<use href="#${g.key}" x="${g.x}"/>`).join("");
    return `<g aria-label="${escapeXml(label)}" fill="${o.fill}"${stroke} transform="translate(${r(x)} ${r(o.y)}) scale(${r4(scale)} ${r4(-scale)})">${uses}</g>`;
  }

  defs(): string {
    return [...this.glyphs].map(([key, d]) => `<path id="${key}" d="${d}"/>`).join("");
  }
}

const r = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** Text made safe inside an XML attribute or element: markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}
