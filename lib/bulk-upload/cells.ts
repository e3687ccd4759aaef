// Cell values (pure): what a spreadsheet cell holds, and its parsing per data_type into the value we store and
// the canonical text the preview shows and compares (previousValue / currentValue).
import type { TDataType } from "./columns";
import { BULK_MSG } from "./messages";

/** A cell as read, independent of the spreadsheet library. */
export type TCellInput =
  | { kind: "empty" }
  | { kind: "text"; value: string }
  | { kind: "number"; value: number }
  | { kind: "bool"; value: boolean }
  | { kind: "date"; value: Date }
  | { kind: "formula" }
  | { kind: "error"; value: string };

export type TCellValue = string | number | boolean;

export type TParsed =
  | { ok: true; value: null }
  | { ok: true; value: TCellValue; text: string }
  | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * exceljs' cell value → TCellInput. Formulas (plain or shared) are reported as such whatever their cached result:
 * a cached value may be stale or absent (files written by scripts), so we never import one silently.
 */
export function normaliseCell(raw: unknown): TCellInput {
  if (raw === null || raw === undefined) return { kind: "empty" };
  if (typeof raw === "string") return raw.trim() ? { kind: "text", value: raw.trim() } : { kind: "empty" };
  if (typeof raw === "number") return Number.isFinite(raw) ? { kind: "number", value: raw } : { kind: "error", value: "#NUM!" };
  if (typeof raw === "boolean") return { kind: "bool", value: raw };
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? { kind: "error", value: "#VALUE!" } : { kind: "date", value: raw };
  if (isObject(raw)) {
    if ("formula" in raw || "sharedFormula" in raw) return { kind: "formula" };
    if (typeof raw.error === "string") return { kind: "error", value: raw.error };
    if (Array.isArray(raw.richText)) {
      return normaliseCell(raw.richText.map((r: unknown) => (isObject(r) && typeof r.text === "string" ? r.text : "")).join(""));
    }
    // A hyperlink cell: its shown text is the value.
    if (typeof raw.text === "string") return normaliseCell(raw.text);
  }
  return { kind: "error", value: "#VALUE!" };
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Canonical text of a number: no exponent for ordinary values, no float noise (0.1 + 0.2). */
export function numberText(n: number): string {
  return String(Number.parseFloat(n.toPrecision(15)));
}

const NUMBER_TEXT = /^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?([eE][+-]?\d+)?$|^[+-]?\.\d+$/;
const TRUE_TEXT = new Set(["true", "yes", "y", "1"]);
const FALSE_TEXT = new Set(["false", "no", "n", "0"]);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function parseNumber(c: TCellInput): number | null {
  if (c.kind === "number") return c.value;
  if (c.kind === "text" && NUMBER_TEXT.test(c.value.replace(/\s/g, ""))) return Number(c.value.replace(/[\s,]/g, ""));
  return null;
}

function parseBool(c: TCellInput): boolean | null {
  if (c.kind === "bool") return c.value;
  if (c.kind === "number" && (c.value === 0 || c.value === 1)) return c.value === 1;
  if (c.kind === "text") {
    const t = c.value.toLowerCase();
    if (TRUE_TEXT.has(t)) return true;
    if (FALSE_TEXT.has(t)) return false;
  }
  return null;
}

/** A date cell, or ISO text (YYYY-MM-DD, optionally with a time). Other spellings are ambiguous (3/4/2025). */
function parseDate(c: TCellInput): string | null {
  if (c.kind === "date") return isoDate(c.value);
  if (c.kind !== "text") return null;
  const m = ISO_DATE.exec(c.value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Rejects 2025-02-30 and friends, which Date would roll over.
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? isoDate(date) : null;
}

function asText(c: Exclude<TCellInput, { kind: "empty" | "formula" | "error" }>): string {
  switch (c.kind) {
    case "text":
      return c.value;
    case "number":
      return numberText(c.value);
    case "bool":
      return c.value ? "TRUE" : "FALSE";
    case "date":
      return isoDate(c.value);
  }
}

/** Parses one cell for a column of `type`; `column` and `cell` (e.g. "C7") name it in messages. */
export function parseCell(c: TCellInput, type: TDataType, column: string, cell: string): TParsed {
  if (c.kind === "empty") return { ok: true, value: null };
  if (c.kind === "formula") return { ok: false, reason: BULK_MSG.formula(cell) };
  if (c.kind === "error") return { ok: false, reason: BULK_MSG.errorValue(cell, c.value) };
  switch (type) {
    case "number": {
      const n = parseNumber(c);
      return n === null || !Number.isFinite(n) ? { ok: false, reason: BULK_MSG.notNumber(column, cell) } : { ok: true, value: n, text: numberText(n) };
    }
    case "bool": {
      const b = parseBool(c);
      return b === null ? { ok: false, reason: BULK_MSG.notBool(column, cell) } : { ok: true, value: b, text: b ? "TRUE" : "FALSE" };
    }
    case "date": {
      const d = parseDate(c);
      return d === null ? { ok: false, reason: BULK_MSG.notDate(column, cell) } : { ok: true, value: d, text: d };
    }
    case "text": {
      const t = asText(c);
      return { ok: true, value: t, text: t };
    }
  }
}

/** Canonical text of a stored value, for previousValue and the change check; null when nothing is stored. */
export function storedText(value: unknown, type: TDataType): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return isoDate(value);
  if (typeof value === "number") return type === "bool" ? (value ? "TRUE" : "FALSE") : numberText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") {
    // A custom bool or date stored by the product form as text compares in the same spelling as the cell.
    if (type === "bool") {
      const b = parseBool({ kind: "text", value });
      if (b !== null) return b ? "TRUE" : "FALSE";
    }
    if (type === "date") return parseDate({ kind: "text", value }) ?? value;
    return value;
  }
  return JSON.stringify(value);
}

/** Column letters of a 1-based column number (1 → A, 28 → AB). */
export function columnLetter(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
