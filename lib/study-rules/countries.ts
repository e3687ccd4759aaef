// International step: translation permission, country prices, and the translation state machine
// (spec 2 §2 "International step", §4 "Translation", §5, §6, §8, §9).
import { TRANSLATION_MSG } from "./messages";

/** spec 2 §5/§6/§9: translation for more than 5 countries needs an admin. */
export const TRANSLATION_ADMIN_ABOVE = 5;

/** spec 2 §5: more than 5 countries needs an admin. */
export const translationNeedsAdmin = (countryCount: number): boolean => countryCount > TRANSLATION_ADMIN_ABOVE;

/**
 * What the translate button does (spec 2 §5 "otherwise the user can send a help request"): start the translation,
 * or, for a non-admin with more than 5 countries, offer the help request instead.
 */
export function translationAction(countryCount: number, isAdmin: boolean): "start" | "help-request" {
  return translationNeedsAdmin(countryCount) && !isAdmin ? "help-request" : "start";
}

/** spec 2 §6: Refresh Translation is admin-only; Keep Current Translation is offered to everyone. */
export function sourceChangeChoices(isAdmin: boolean): ("refresh" | "keep")[] {
  return isAdmin ? ["refresh", "keep"] : ["keep"];
}

// ---------------------------------------------------------------------------------------------------------------
// Country prices (spec 2 §3 Question.additional_price_conversions, §5)

const sameCountry = (a: string, b: string | null | undefined): boolean => a.trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** spec 2 §5: the default country's price cannot be edited (it is the product's own price). */
export const canEditCountryPrice = (country: string, defaultCountry: string | null | undefined): boolean =>
  !sameCountry(country, defaultCountry);

const PRICE_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A typed price: plain decimal digits with an optional point ("12", "12.50", ".5"), else null; blank is null.
 * Our decisions: no sign (prices are not negative), no thousands separators or exponents (a "," is ambiguous
 * across locales). A number is accepted when finite and at least 0.
 */
export function parseCountryPrice(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw : null;
  const text = raw.trim();
  return PRICE_TEXT.test(text) ? Number(text) : null;
}

/**
 * Sets a country's price in additional_price_conversions (country → price). Refuses the default country and
 * non-numeric input with a message; a blank input removes the country's price (our decision).
 */
export function setCountryPrice(
  conversions: Readonly<Record<string, number>>,
  country: string,
  raw: string,
  defaultCountry: string | null | undefined,
): { conversions: Record<string, number>; error: string | null } {
  if (!canEditCountryPrice(country, defaultCountry)) return { conversions: { ...conversions }, error: TRANSLATION_MSG.defaultPriceLocked };
  if (raw.trim() === "") {
    const rest = { ...conversions };
    delete rest[country];
    return { conversions: rest, error: null };
  }
  const price = parseCountryPrice(raw);
  if (price === null) return { conversions: { ...conversions }, error: TRANSLATION_MSG.priceNotNumber };
  return { conversions: { ...conversions, [country]: price }, error: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Translation state machine (spec 2 §4 "Translation")

/**
 * The translation fields of a study: the countries translating (spec 2 §3 countries_translating), the countries
 * still needing translation (countries_translations_needed), the countries with a finished translation (our
 * addition: needed to tell which newly selected countries need one), and whether product source text changed after
 * the last translation (the "out-of-sync flags"). `pending` is the snapshot a failed start or cancel rolls back to.
 */
export interface TTranslationState {
  translating: string[];
  needed: string[];
  translated: string[];
  sourceChanged: boolean;
  pending: Omit<TTranslationState, "pending"> | null;
}

export type TTranslationEvent =
  /** the study's selected countries changed; the default country (the source language) never needs translation */
  | { type: "countries_changed"; countries: readonly string[]; defaultCountry?: string | null }
  /** product text changed after translating */
  | { type: "source_changed" }
  /** start (or "Refresh Translation", an admin restart) for the selected countries */
  | { type: "start"; countries: readonly string[]; refresh?: boolean }
  | { type: "start_succeeded" }
  | { type: "start_failed" }
  /** "Keep Current Translation": resets the out-of-sync flags */
  | { type: "keep_current" }
  | { type: "cancel" }
  | { type: "cancel_succeeded" }
  | { type: "cancel_failed" }
  /** the translation service finished these countries */
  | { type: "completed"; countries: readonly string[] };

export const INITIAL_TRANSLATION_STATE: TTranslationState = {
  translating: [],
  needed: [],
  translated: [],
  sourceChanged: false,
  pending: null,
};

const uniq = (list: readonly string[]): string[] => [...new Set(list)];
const without = (list: readonly string[], remove: readonly string[]): string[] => list.filter((c) => !remove.includes(c));
const snapshot = (s: TTranslationState): Omit<TTranslationState, "pending"> => ({
  translating: [...s.translating],
  needed: [...s.needed],
  translated: [...s.translated],
  sourceChanged: s.sourceChanged,
});

/**
 * spec 2 §4: start sets all selected countries to translating (they leave the needs-translation list; a refresh
 * also clears the out-of-sync flags); "Keep current translations" resets the out-of-sync flags; cancel resets
 * translating to false; on failure the needs-translation state is rolled back (start_failed restores the state
 * before start). Our decisions: cancelled countries need translation again; a failed cancel restores the state
 * before cancel; a selection change while translating is ignored (the study is locked); source changes matter only
 * once something is translated.
 */
export function translationReducer(state: TTranslationState, event: TTranslationEvent): TTranslationState {
  switch (event.type) {
    case "countries_changed": {
      if (state.translating.length > 0) return state;
      const selected = uniq(event.countries.filter((c) => !event.defaultCountry || !sameCountry(c, event.defaultCountry)));
      return { ...state, needed: without(selected, state.translated) };
    }
    case "source_changed":
      return state.translated.length > 0 || state.translating.length > 0 ? { ...state, sourceChanged: true } : state;
    case "start": {
      const countries = uniq(event.countries);
      if (countries.length === 0) return state;
      return {
        ...state,
        pending: snapshot(state),
        translating: uniq([...state.translating, ...countries]),
        needed: without(state.needed, countries),
        sourceChanged: event.refresh ? false : state.sourceChanged,
      };
    }
    case "cancel": {
      if (state.translating.length === 0) return state;
      return { ...state, pending: snapshot(state), translating: [], needed: uniq([...state.needed, ...state.translating]) };
    }
    case "start_succeeded":
    case "cancel_succeeded":
      return { ...state, pending: null };
    case "start_failed":
    case "cancel_failed":
      return state.pending ? { ...state.pending, pending: null } : state;
    case "keep_current":
      return { ...state, sourceChanged: false };
    case "completed": {
      const done = event.countries.filter((c) => state.translating.includes(c));
      return {
        ...state,
        translating: without(state.translating, done),
        needed: without(state.needed, done),
        translated: uniq([...state.translated, ...done]),
      };
    }
  }
}

export type TTranslationStatus = "in_progress" | "needs_translation" | "changed_source" | "up_to_date";

/**
 * spec 2 §4 translation states, most urgent first: in progress (study locked), needs translation, changed source
 * text (choose Refresh Translation or Keep Current Translation), up to date.
 */
export function translationStatus(state: TTranslationState): TTranslationStatus {
  if (state.translating.length > 0) return "in_progress";
  if (state.needed.length > 0) return "needs_translation";
  if (state.sourceChanged) return "changed_source";
  return "up_to_date";
}

/** The state of one country (the default country is always up to date). */
export function countryTranslationStatus(state: TTranslationState, country: string): TTranslationStatus {
  if (state.translating.includes(country)) return "in_progress";
  if (state.needed.includes(country)) return "needs_translation";
  if (state.sourceChanged && state.translated.includes(country)) return "changed_source";
  return "up_to_date";
}

/** spec 2 §4: a translation in progress makes the study (and so the wizard) read-only. */
export const translationLocksStudy = (state: Pick<TTranslationState, "translating">): boolean => state.translating.length > 0;
