// Exchange rates and default country prices of an international study (spec 2 §2 "International step" country
// price table, §3 Country, exchange_rates, Question.additional_price_conversions). Pure.

/** Rates are stored with 6 significant decimals: enough for prices, stable across re-computations. */
const RATE_DECIMALS = 6;
const round = (n: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round((n + Number.EPSILON) * f) / f;
};

/**
 * Units of the country's currency per unit of the study (default country) currency:
 * usd_rate(country currency) / usd_rate(default country currency). Null when either rate is unknown or not positive.
 * Without a default country the study currency is USD (spec 2 §9 "default currency USD"), so pass 1.
 */
export function exchangeRate(countryUsdRate: number | null | undefined, defaultUsdRate: number | null | undefined): number | null {
  if (countryUsdRate == null || defaultUsdRate == null) return null;
  if (!(countryUsdRate > 0) || !(defaultUsdRate > 0) || !Number.isFinite(countryUsdRate) || !Number.isFinite(defaultUsdRate)) return null;
  return round(countryUsdRate / defaultUsdRate, RATE_DECIMALS);
}

/** The default price of a product in a country: round(product price × rate, 2); null without a price or rate. */
export function defaultCountryPrice(productPrice: number | null | undefined, rate: number | null | undefined): number | null {
  if (productPrice == null || rate == null || !Number.isFinite(productPrice) || !Number.isFinite(rate)) return null;
  return round(productPrice * rate, 2);
}

/**
 * The price a respondent in `country` sees: the default country's is the product price; another country's is the
 * entered price (additional_price_conversions) or else the exchange-rate default.
 */
export function countryPrice(opts: {
  country: string;
  defaultCountry: string | null | undefined;
  productPrice: number | null | undefined;
  conversions: Readonly<Record<string, number>>;
  rates: Readonly<Record<string, number>>;
}): number | null {
  const code = opts.country.toUpperCase();
  if (opts.defaultCountry && code === opts.defaultCountry.toUpperCase()) return opts.productPrice ?? null;
  const entered = Object.entries(opts.conversions).find(([k]) => k.toUpperCase() === code)?.[1];
  if (entered !== undefined) return entered;
  const rate = Object.entries(opts.rates).find(([k]) => k.toUpperCase() === code)?.[1];
  return defaultCountryPrice(opts.productPrice, rate);
}

/** A price as the input shows it ("12.5" stays "12.5"; at most 2 decimals). */
export const priceText = (n: number | null | undefined): string => (n == null ? "" : String(round(n, 2)));

/** Large numbers on the country cards: 67.4M, 3.03T, 44.6K; "—" when unknown. */
export function compactNumber(n: number | null | undefined, locale = "en-US"): string {
  if (n == null || !Number.isFinite(n)) return "—";
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(n);
}

/** A US-dollar amount on the country cards: $3.03T, $44,461. */
export function usdAmount(n: number | null | undefined, compact: boolean, locale = "en-US"): string {
  if (n == null || !Number.isFinite(n)) return "—";
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    ...(compact ? { notation: "compact", maximumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
  }).format(n);
}
