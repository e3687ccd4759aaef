// What an international study translates (spec 2 §2 "International step" translate section, §4 "Translation"):
// every respondent-facing text of the study, each under a stable key, plus the product texts for target languages
// that have no product translation yet. Pure: the server loads the rows and stores the results.
//
// Keys (SurveyTranslation.key):
//   study:welcome_header | welcome_message | welcome_button_text | exit_header | exit_message | exit_button_text
//   study:intro.title | intro.text | intro.button_text                         (the study intro page)
//   template:text | star_low | star_high | intro.*                            (the global question)
//   question:<id>:text | star_low | star_high | intro.*                       (one per product in the study)
//   followup:<id>:positive_title | negative_title | positive.options.<i> | negative.options.<i>
//                 | positive.min_label | positive.max_label | negative.min_label | negative.max_label
//   demographic:<id>:title | options.<i> | images.<i>.label                  (the study's segmentation questions)
//   product:<id>:name | description | colors | materials | features | fit   (also stored as ProductTranslation)
// Blank texts are skipped; the text is kept as written (trimmed only to decide blankness).
import type { TBuilderStudy } from "../builder/study";

export interface TIntroTexts {
  title?: string | null;
  text?: string | null;
  button_text?: string | null;
}

export interface TFollowUpTexts {
  id: string;
  positive_title: string;
  negative_title: string;
  positive_options: readonly string[];
  negative_options: readonly string[];
  positive_min_label: string | null;
  positive_max_label: string | null;
  negative_min_label: string | null;
  negative_max_label: string | null;
}

export interface TQuestionTexts {
  id: string;
  /** null: the study's global question template. */
  product_id: string | null;
  text: string;
  star_low: string;
  star_high: string;
  intro: TIntroTexts | null;
  follow_ups: readonly TFollowUpTexts[];
}

export interface TStudyTexts extends Pick<TBuilderStudy, (typeof STUDY_FIELDS)[number]> {
  intro: TIntroTexts | null;
  questions: readonly TQuestionTexts[];
  demographics: readonly { id: string; title: string; options: readonly string[]; image_labels: readonly string[] }[];
}

export interface TTextUnit {
  key: string;
  source: string;
}

export const PRODUCT_TEXT_FIELDS = ["name", "description", "colors", "materials", "features", "fit"] as const;
export type TProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export type TProductTexts = { id: string } & Partial<Record<TProductTextField, string | null>>;

const STUDY_FIELDS = ["welcome_header", "welcome_message", "welcome_button_text", "exit_header", "exit_message", "exit_button_text"] as const;
const INTRO_FIELDS = ["title", "text", "button_text"] as const;

/** Every translatable text of the study, in a stable order, keys unique. */
export function studyTexts(s: TStudyTexts): TTextUnit[] {
  const out: TTextUnit[] = [];
  const seen = new Set<string>();
  const add = (key: string, v: string | null | undefined) => {
    if (typeof v !== "string" || v.trim() === "" || seen.has(key)) return;
    seen.add(key);
    out.push({ key, source: v });
  };
  const intro = (prefix: string, i: TIntroTexts | null) => {
    if (i) for (const f of INTRO_FIELDS) add(`${prefix}intro.${f}`, i[f]);
  };
  for (const f of STUDY_FIELDS) add(`study:${f}`, s[f]);
  intro("study:", s.intro);
  const ordered = [...s.questions].sort((a, b) => (a.product_id === null ? -1 : 0) - (b.product_id === null ? -1 : 0));
  for (const q of ordered) {
    const prefix = q.product_id === null ? "template:" : `question:${q.id}:`;
    add(`${prefix}text`, q.text);
    add(`${prefix}star_low`, q.star_low);
    add(`${prefix}star_high`, q.star_high);
    intro(prefix, q.intro);
    for (const f of q.follow_ups) {
      const p = `followup:${f.id}:`;
      add(`${p}positive_title`, f.positive_title);
      add(`${p}negative_title`, f.negative_title);
      f.positive_options.forEach((o, i) => add(`${p}positive.options.${i}`, o));
      f.negative_options.forEach((o, i) => add(`${p}negative.options.${i}`, o));
      add(`${p}positive.min_label`, f.positive_min_label);
      add(`${p}positive.max_label`, f.positive_max_label);
      add(`${p}negative.min_label`, f.negative_min_label);
      add(`${p}negative.max_label`, f.negative_max_label);
    }
  }
  for (const d of s.demographics) {
    add(`demographic:${d.id}:title`, d.title);
    d.options.forEach((o, i) => add(`demographic:${d.id}:options.${i}`, o));
    d.image_labels.forEach((o, i) => add(`demographic:${d.id}:images.${i}.label`, o));
  }
  return out;
}

/** The translatable texts of a product (name, description, colors, materials, features, fit). */
export function productTexts(p: TProductTexts): TTextUnit[] {
  return PRODUCT_TEXT_FIELDS.flatMap((f) => {
    const v = p[f];
    return typeof v === "string" && v.trim() !== "" ? [{ key: `product:${p.id}:${f}`, source: v }] : [];
  });
}

/** The product id and field of a product key, or null for other keys. */
export function parseProductKey(key: string): { productId: string; field: TProductTextField } | null {
  const m = /^product:([^:]+):([a-z_]+)$/.exec(key);
  if (!m) return null;
  const field = PRODUCT_TEXT_FIELDS.find((f) => f === m[2]);
  return field ? { productId: m[1]!, field } : null;
}

const lang = (code: string) => code.trim().toLowerCase();

/**
 * The language a country's respondents get: none (null) when the country speaks the study language, else the
 * country's first listed language. A country with no known language needs none (our decision).
 */
export function targetLanguage(countryLanguages: readonly string[], studyLanguage: string): string | null {
  const langs = countryLanguages.map(lang).filter(Boolean);
  if (langs.length === 0 || langs.includes(lang(studyLanguage))) return null;
  return langs[0]!;
}

/** A country needs a translation when none of its languages is the study language (spec 2 §4). */
export const countryNeedsTranslation = (countryLanguages: readonly string[], studyLanguage: string): boolean =>
  targetLanguage(countryLanguages, studyLanguage) !== null;

/** Splits texts into provider calls of at most `size` texts (q may be an array). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const n = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n));
  return out;
}
