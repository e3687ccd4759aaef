// Display formats of the product screens (spec 1 §2 and §9): truncated titles, prices with the brand's
// currency symbol to 2 decimals, margin as a percent, floored percentiles with an ordinal suffix, rounded scores.
import { DEFAULT_CURRENCY_SYMBOL } from "../constants";

const ELLIPSIS = "…";

/** `text` cut to `max` characters (code points, so emoji are not split) with an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? "";
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return chars.slice(0, Math.max(0, max)).join("").trimEnd() + ELLIPSIS;
}

const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50"; empty for a missing price. The symbol is the brand's default country currency symbol. */
export function formatPrice(value: number | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const sign = value < 0 ? "-" : "";
  return `${sign}${symbol}${twoDecimals.format(Math.abs(value))}`;
}

const upToTwoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** Margin is stored as a percent (62.5 means 62.5 %): "62.5%". Empty when missing. */
export function formatMargin(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return `${upToTwoDecimals.format(value)}%`;
}

/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (abs % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** A percentile floored, with its ordinal suffix: 87.9 → "87th". Empty when unknown. */
export function formatPercentile(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return ordinal(Math.floor(value));
}

/** The sentiment score rounded to a whole number: 71.5 → "72". Empty when unknown. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return String(Math.round(value));
}
