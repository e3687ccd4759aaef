// The Sales plan step's pure rules (spec 2 §2 "Sales plan step", §5 "Sales plan amount numeric, minimum 0", §9 default
// currency symbol $): amount parsing, total, percent of total and money formatting with the brand's symbol.
import { DEFAULT_CURRENCY_SYMBOL } from "../constants";
import { BUILDER_MSG } from "./messages";

export const SALES_PLAN_ERRORS = {
  notNumber: BUILDER_MSG.salesPlanNotNumber,
  negative: BUILDER_MSG.salesPlanAmountMin,
} as const;

export type TAmountParse = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * What the user typed as an amount: blank clears it (null); "1,250.50" and " 300 " are numbers; anything else, or a
 * negative number, is refused with a message and never saved.
 */
export function parseAmount(text: string): TAmountParse {
  const raw = text.trim().replace(/,/g, "");
  if (raw === "") return { ok: true, value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw)) return { ok: false, error: SALES_PLAN_ERRORS.notNumber };
  const value = Number(raw);
  if (!Number.isFinite(value)) return { ok: false, error: SALES_PLAN_ERRORS.notNumber };
  if (value < 0) return { ok: false, error: SALES_PLAN_ERRORS.negative };
  return { ok: true, value: value === 0 ? 0 : value }; // no -0
}

/** The sum of the amounts; missing amounts count as 0. */
export function salesPlanTotal(values: readonly (number | null | undefined)[]): number {
  return values.reduce<number>((sum, v) => sum + (typeof v === "number" && Number.isFinite(v) ? v : 0), 0);
}

/** Percent = Math.round(value / total × 100); 0 when the total or the value is missing or 0. */
export function salesPlanPercent(value: number | null | undefined, total: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || !(total > 0)) return 0;
  return Math.round((value / total) * 100);
}

const amount = (v: number | null | undefined): number => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0);

/**
 * Every row's whole percent of the total by largest-remainder rounding (docs/decisions.md P10 "Sales-plan
 * percentages"): each row gets its exact share rounded down, and the points still missing to 100 go one each to the
 * rows with the largest fractions (ties: the earlier row). The rows then add up to exactly 100 — the total row's
 * figure — where rounding each row on its own can give 99 or 101 (three equal rows: 33 + 33 + 33). Each row stays
 * within 1 of its exact share. All 0 when nothing is planned.
 */
export function salesPlanPercents(values: readonly (number | null | undefined)[]): number[] {
  const amounts = values.map(amount);
  const total = amounts.reduce((s, v) => s + v, 0);
  if (!(total > 0)) return amounts.map(() => 0);
  const exact = amounts.map((v) => (v * 100) / total);
  const floors = exact.map((e) => Math.floor(e + 1e-9));
  let missing = 100 - floors.reduce((s, v) => s + v, 0);
  // Fractions equal but for floating-point noise (1/6 and 4/6 of 100) are a tie: the earlier row wins it.
  const order = exact
    .map((e, i) => ({ i, fraction: e - floors[i]! }))
    .sort((a, b) => (Math.abs(b.fraction - a.fraction) > 1e-9 ? b.fraction - a.fraction : a.i - b.i));
  const out = [...floors];
  for (const { i } of order) {
    if (missing <= 0) break;
    if (amounts[i]! > 0) {
      out[i] = out[i]! + 1;
      missing -= 1;
    }
  }
  return out;
}

/** The total row's percent: 100 when anything is planned (the rows add up to it), else 0. */
export const salesPlanTotalPercent = (values: readonly (number | null | undefined)[]): number => salesPlanPercents(values).reduce((s, v) => s + v, 0);

const money = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "$1,250.5" with the brand's currency symbol (default "$"); "" for a missing amount. */
export function formatAmount(value: number | null | undefined, symbol: string | null | undefined = DEFAULT_CURRENCY_SYMBOL): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  return `${symbol || DEFAULT_CURRENCY_SYMBOL}${money.format(value)}`;
}

/** The amounts' text as an input shows it (no grouping, so it parses back). */
export function amountInputText(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}
