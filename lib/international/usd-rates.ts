// Approximate reference exchange rates: units of each currency per one US dollar, as of January 2025 (rounded
// mid-market values, for default country prices and study exchange rates only — never for billing). Shipped with
// the seed (prisma/seed/reference.ts sets Country.usd_rate from this table); currencies missing here get no rate,
// and a study country without a rate gets exchange_rate null (its prices are then entered by hand).
// Fund codes and pegged units follow their base currency (BOV/CHE/CHW/CLF/USN/UYI are kept out: not cash).

export const USD_RATES_DATE = "2025-01-15";

export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  AED: 3.6725, AFN: 71, ALL: 94, AMD: 395, AOA: 912, ARS: 1040, AUD: 1.61, AWG: 1.79, AZN: 1.7, BAM: 1.9,
  BBD: 2, BDT: 121.5, BHD: 0.376, BIF: 2950, BMD: 1, BND: 1.36, BOB: 6.91, BRL: 6.1, BSD: 1, BTN: 86.4,
  BWP: 13.9, BYN: 3.27, BZD: 2.02, CAD: 1.44, CDF: 2840, CHF: 0.91, CLP: 1000, CNY: 7.33, COP: 4350, CRC: 505,
  CUP: 24, CVE: 107, CZK: 24.4, DJF: 177.7, DKK: 7.25, DOP: 61.5, DZD: 136, EGP: 50.4, ERN: 15, ETB: 126,
  EUR: 0.972, FJD: 2.33, FKP: 0.82, GBP: 0.82, GEL: 2.84, GHS: 15, GIP: 0.82, GMD: 72, GNF: 8640, GTQ: 7.72,
  GYD: 209, HKD: 7.78, HNL: 25.5, HTG: 131, HUF: 400, IDR: 16300, ILS: 3.62, INR: 86.4, IQD: 1310, IRR: 42000,
  ISK: 140, JMD: 157, JOD: 0.709, JPY: 156.5, KES: 129.3, KGS: 87.4, KHR: 4020, KMF: 478, KPW: 900, KRW: 1460,
  KWD: 0.309, KYD: 0.833, KZT: 525, LAK: 21900, LBP: 89500, LKR: 296, LRD: 186, LSL: 18.9, LYD: 4.93, MAD: 10.05,
  MDL: 18.6, MGA: 4700, MKD: 59.8, MMK: 2100, MNT: 3400, MOP: 8.01, MRU: 39.9, MUR: 47.3, MVR: 15.4, MWK: 1735,
  MXN: 20.6, MYR: 4.5, MZN: 63.9, NAD: 18.9, NGN: 1550, NIO: 36.8, NOK: 11.4, NPR: 138.3, NZD: 1.79, OMR: 0.385,
  PAB: 1, PEN: 3.77, PGK: 4.05, PHP: 58.6, PKR: 278.5, PLN: 4.15, PYG: 7900, QAR: 3.64, RON: 4.84, RSD: 113.8,
  RUB: 101.5, RWF: 1390, SAR: 3.75, SBD: 8.45, SCR: 14.3, SDG: 600, SEK: 11.1, SGD: 1.37, SHP: 0.82, SLE: 22.7,
  SOS: 571, SRD: 35.1, SSP: 4300, STN: 23.8, SVC: 8.75, SYP: 13000, SZL: 18.9, THB: 34.5, TJS: 10.9, TMT: 3.5,
  TND: 3.2, TOP: 2.4, TRY: 35.4, TTD: 6.78, TWD: 32.9, TZS: 2500, UAH: 42.2, UGX: 3690, UYU: 44.1, UZS: 12950,
  VES: 54, VND: 25350, VUV: 119, WST: 2.8, XAF: 637.5, XCD: 2.7, XCG: 1.79, XOF: 637.5, XPF: 116, YER: 248,
  ZAR: 18.9, ZMW: 27.9, ZWG: 26.5,
};

/** Units of `currency` per US dollar, or null when the table has none. */
export function usdRate(currency: string | null | undefined): number | null {
  if (!currency) return null;
  return USD_RATES[currency.trim().toUpperCase()] ?? null;
}
