// The Sales plan step's pure rules (spec 2 §2 "Sales plan step", §5 "Sales plan amount numeric, minimum 0", §9 default
// currency symbol $): amount parsing, total, percent of total and money formatting with the brand's symbol.
import { DEFAULT_CURRENCY_SYMBOL } from "../constants";
import { WIZARD_MSG } from "./messages";

export const SALES_PLAN_ERRORS = {
  notNumber: WIZARD_MSG.salesPlanNotNumber,
  negative: WIZARD_MSG.salesPlanAmountMin,
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
