// The International step's view of a wizard study: the translation state of lib/study-rules/countries.ts built from
// the server's fields, and who may change the study's countries (spec 2 §6). Pure.
import type { TTranslationState } from "../study-rules/countries";
import type { TWizardStudy } from "../wizard/study";

type TStudyTranslationFields = Pick<TWizardStudy, "study_countries" | "countries_translating" | "countries_translations_needed" | "products_out_of_sync_translations">;

/** translating / needed / translated countries and the out-of-sync flag, as the server reports them. */
export function translationStateOf(s: TStudyTranslationFields): TTranslationState {
  return {
    translating: [...s.countries_translating],
    needed: s.countries_translations_needed ?? s.study_countries.filter((c) => c.translation_needed).map((c) => c.code),
    translated: s.study_countries.filter((c) => c.translated_at !== null).map((c) => c.code),
    sourceChanged: (s.products_out_of_sync_translations ?? []).length > 0,
    pending: null,
  };
}

/**
 * spec 2 §6: gatesAndDates hides select countries for non-admins; hide_select_countries (study config) hides country
 * selection for non-admins and admins viewing as a user. The server refuses a non-admin's change in both cases.
 */
export function countrySelectionHidden(a: { isAdmin: boolean; viewAsUser: boolean; gatesAndDates: boolean; hideSelectCountries: boolean }): boolean {
  const actsAsAdmin = a.isAdmin && !a.viewAsUser;
  return !actsAsAdmin && (a.gatesAndDates || a.hideSelectCountries);
}

/** A country's flag: its image link, else the emoji of its two-letter code. */
export function flagEmoji(code: string): string {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return "🏳";
  return String.fromCodePoint(...[...c].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

/** Countries whose name, code or currency contains the search text (case-insensitive). */
export function searchCountries<T extends { code: string; country_name: string; currency_code: string }>(list: readonly T[], q: string): T[] {
  const t = q.trim().toLowerCase();
  if (!t) return [...list];
  return list.filter((c) => c.country_name.toLowerCase().includes(t) || c.code.toLowerCase() === t || c.currency_code.toLowerCase() === t);
}
