// Pure helpers of the International step: exchange rates, default prices, card numbers, what gets translated (keys),
// target languages, batches, the pseudo-locale.
import { describe, expect, it } from "vitest";
import { compactNumber, countryPrice, defaultCountryPrice, exchangeRate, priceText, usdAmount } from "@/lib/international/prices";
import { pseudoTranslate } from "@/lib/international/pseudo";
import { batches, countryNeedsTranslation, parseProductKey, productTexts, studyTexts, targetLanguage, type TStudyTexts } from "@/lib/international/texts";
import { USD_RATES, usdRate } from "@/lib/international/usd-rates";
import { countrySelectionHidden, flagIconName, searchCountries, translationStateOf } from "@/lib/international/state";

describe("rates and prices", () => {
  it("exchange rate = usd_rate(country) / usd_rate(default); null when unknown or not positive", () => {
    expect(exchangeRate(0.972, 1)).toBe(0.972);
    expect(exchangeRate(156.5, 0.972)).toBeCloseTo(161.008230, 6);
    expect(exchangeRate(null, 1)).toBeNull();
    expect(exchangeRate(1.2, null)).toBeNull();
    expect(exchangeRate(0, 1)).toBeNull();
    expect(exchangeRate(1, -2)).toBeNull();
  });

  it("default country price = round(price × rate, 2)", () => {
    expect(defaultCountryPrice(100, 0.972)).toBe(97.2);
    expect(defaultCountryPrice(19.99, 156.5)).toBe(3128.44);
    expect(defaultCountryPrice(1.005, 1)).toBe(1.01);
    expect(defaultCountryPrice(null, 1)).toBeNull();
    expect(defaultCountryPrice(10, null)).toBeNull();
  });

  it("the price a country sees: default country → product price; entered price; else the rate default", () => {
    const base = { defaultCountry: "US", productPrice: 50, conversions: { FR: 45 }, rates: { FR: 0.9, JP: 150 } };
    expect(countryPrice({ ...base, country: "us" })).toBe(50);
    expect(countryPrice({ ...base, country: "FR" })).toBe(45);
    expect(countryPrice({ ...base, country: "jp" })).toBe(7500);
    expect(countryPrice({ ...base, country: "DE" })).toBeNull();
  });

  it("rates table and formatting", () => {
    expect(usdRate("usd")).toBe(1);
    expect(usdRate("EUR")).toBe(USD_RATES.EUR);
    expect(usdRate("XXX")).toBeNull();
    expect(usdRate(null)).toBeNull();
    expect(Object.values(USD_RATES).every((r) => r > 0 && Number.isFinite(r))).toBe(true);
    expect(priceText(12.345)).toBe("12.35");
    expect(priceText(null)).toBe("");
    expect(compactNumber(67_400_000)).toBe("67.4M");
    expect(compactNumber(null)).toBe("—");
    expect(usdAmount(3_030_000_000_000, true)).toBe("$3.03T");
    expect(usdAmount(44_461.4, false)).toBe("$44,461");
  });
});

describe("what gets translated", () => {
  const study: TStudyTexts = {
    welcome_header: "Welcome",
    welcome_message: "  ",
    welcome_button_text: "Start",
    exit_header: null,
    exit_message: "Thanks",
    exit_button_text: null,
    intro: { title: "About", text: "", button_text: "Go" },
    questions: [
      {
        id: "q1", product_id: "p1", text: "Would you buy it?", star_low: "Never", star_high: "Definitely", intro: null,
        follow_ups: [{
          id: "f1", positive_title: "Why?", negative_title: "Why not?", positive_options: ["Colour", "Fit"], negative_options: ["Price"],
          positive_min_label: null, positive_max_label: "A lot", negative_min_label: null, negative_max_label: null,
        }],
      },
      { id: "t", product_id: null, text: "Template text", star_low: "", star_high: "Yes", intro: { title: "Intro T" }, follow_ups: [] },
    ],
    demographics: [{ id: "d1", title: "Age", options: ["18-24", ""], image_labels: ["Pic"] }],
  };

  it("every non-blank text under a stable key, study first, then the template, questions, follow-ups, demographics", () => {
    expect(studyTexts(study)).toEqual([
      { key: "study:welcome_header", source: "Welcome" },
      { key: "study:welcome_button_text", source: "Start" },
      { key: "study:exit_message", source: "Thanks" },
      { key: "study:intro.title", source: "About" },
      { key: "study:intro.button_text", source: "Go" },
      { key: "template:text", source: "Template text" },
      { key: "template:star_high", source: "Yes" },
      { key: "template:intro.title", source: "Intro T" },
      { key: "question:q1:text", source: "Would you buy it?" },
      { key: "question:q1:star_low", source: "Never" },
      { key: "question:q1:star_high", source: "Definitely" },
      { key: "followup:f1:positive_title", source: "Why?" },
      { key: "followup:f1:negative_title", source: "Why not?" },
      { key: "followup:f1:positive.options.0", source: "Colour" },
      { key: "followup:f1:positive.options.1", source: "Fit" },
      { key: "followup:f1:negative.options.0", source: "Price" },
      { key: "followup:f1:positive.max_label", source: "A lot" },
      { key: "demographic:d1:title", source: "Age" },
      { key: "demographic:d1:options.0", source: "18-24" },
      { key: "demographic:d1:images.0.label", source: "Pic" },
    ]);
  });

  it("product texts and their keys", () => {
    const units = productTexts({ id: "p1", name: "Tee", description: "<p>Soft</p>", colors: "", fit: null, features: "Pockets" });
    expect(units).toEqual([
      { key: "product:p1:name", source: "Tee" },
      { key: "product:p1:description", source: "<p>Soft</p>" },
      { key: "product:p1:features", source: "Pockets" },
    ]);
    expect(parseProductKey("product:p1:features")).toEqual({ productId: "p1", field: "features" });
    expect(parseProductKey("product:p1:price")).toBeNull();
    expect(parseProductKey("question:q1:text")).toBeNull();
  });

  it("target language: none when the country speaks the study language, else its first language", () => {
    expect(targetLanguage(["fr"], "en")).toBe("fr");
    expect(targetLanguage(["en", "fr"], "en")).toBeNull();
    expect(targetLanguage(["de", "fr", "it"], "EN")).toBe("de");
    expect(targetLanguage([], "en")).toBeNull();
    expect(countryNeedsTranslation(["ja"], "en")).toBe(true);
    expect(countryNeedsTranslation(["EN"], "en")).toBe(false);
  });

  it("batches", () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 3)).toEqual([]);
  });

  it("the pseudo-locale accents letters, keeps tags and placeholders, and names the target", () => {
    expect(pseudoTranslate("Would you buy it?", "fr")).toBe("[fr] Ŵöüļđ ýöü ƀüý ïţ?");
    expect(pseudoTranslate("<p>Hi {name}</p>", "de")).toBe("[de] <p>Ĥï {name}</p>");
  });
});

describe("step state", () => {
  const c = (code: string, o: { needed?: boolean; at?: string | null } = {}) => ({
    code, country_name: code, region: "", flag_image_link: null, population: null, currency_code: "EUR", currency_symbol: "€",
    gdp_in_usd: null, gdp_per_capita_in_usd: null, languages: [], translating: false, translation_needed: o.needed ?? false, translated_at: o.at ?? null,
  });

  it("the translation state comes from the server's fields", () => {
    const s = translationStateOf({
      study_countries: [c("US"), c("FR", { at: "2025-01-01T00:00:00.000Z" }), c("DE", { needed: true })],
      countries_translating: [],
      countries_translations_needed: ["DE"],
      products_out_of_sync_translations: ["p1"],
    });
    expect(s).toEqual({ translating: [], needed: ["DE"], translated: ["FR"], sourceChanged: true, pending: null });
    const fallback = translationStateOf({ study_countries: [c("DE", { needed: true })], countries_translating: ["JP"] });
    expect(fallback).toMatchObject({ translating: ["JP"], needed: ["DE"], sourceChanged: false });
  });

  it("country selection is hidden for non-admins with gatesAndDates or hide_select_countries, and for admins viewing as a user", () => {
    const base = { isAdmin: false, viewAsUser: false, gatesAndDates: false, hideSelectCountries: false };
    expect(countrySelectionHidden(base)).toBe(false);
    expect(countrySelectionHidden({ ...base, gatesAndDates: true })).toBe(true);
    expect(countrySelectionHidden({ ...base, hideSelectCountries: true })).toBe(true);
    expect(countrySelectionHidden({ ...base, isAdmin: true, gatesAndDates: true })).toBe(false);
    expect(countrySelectionHidden({ ...base, isAdmin: true, viewAsUser: true, hideSelectCountries: true })).toBe(true);
  });

  it("flags and search", () => {
    expect(flagIconName("FR")).toBe("fr");
    expect(flagIconName(" ac ")).toBe("sh-ac");
    expect(flagIconName("XYZ")).toBeNull();
    const list = [
      { code: "FR", country_name: "France", currency_code: "EUR" },
      { code: "JP", country_name: "Japan", currency_code: "JPY" },
    ];
    expect(searchCountries(list, "fra").map((x) => x.code)).toEqual(["FR"]);
    expect(searchCountries(list, "jpy").map((x) => x.code)).toEqual(["JP"]);
    expect(searchCountries(list, " ").length).toBe(2);
    expect(searchCountries(list, "Atlantis")).toEqual([]);
  });
});
