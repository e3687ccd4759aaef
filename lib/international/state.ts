// The International step's view of a wizard study: the translation state of lib/study-rules/countries.ts built from
// the server's fields, and who may change the study's countries (spec 2 §6). Pure.
import type { TTranslationState } from "../study-rules/countries";
import type { TBuilderStudy } from "../builder/study";

type TStudyTranslationFields = Pick<TBuilderStudy, "study_countries" | "countries_translating" | "countries_translations_needed" | "products_out_of_sync_translations">;

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

/** Territories that flag-icons files under another country's code (Ascension, Tristan da Cunha: Saint Helena's). */
const FLAG_ICON_ALIASES: Readonly<Record<string, string>> = { ac: "sh-ac", ta: "sh-ta" };

/**
 * The flag-icons name of a country's flag (the `fi-{name}` class and `flags/4x3/{name}.svg`), or null for a code that
 * is not two letters. The flags are SVG files shipped by the flag-icons package, not emoji: flag emoji need a colour
 * emoji font, which Windows and many Linux systems lack (they showed empty boxes, P10).
 */
export function flagIconName(code: string): string | null {
  const c = code.trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(c)) return null;
  return FLAG_ICON_ALIASES[c] ?? c;
}

/** Countries whose name, code or currency contains the search text (case-insensitive). */
export function searchCountries<T extends { code: string; country_name: string; currency_code: string }>(list: readonly T[], q: string): T[] {
  const t = q.trim().toLowerCase();
  if (!t) return [...list];
  return list.filter((c) => c.country_name.toLowerCase().includes(t) || c.code.toLowerCase() === t || c.currency_code.toLowerCase() === t);
}
