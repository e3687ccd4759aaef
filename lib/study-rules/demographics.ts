// Demographic (segmentation) question rules: spec 2 §2 "Segmentation step", §3 "Demographic", §5, §9.
import { DEMOGRAPHIC_MSG } from "./messages";

/** spec 2 §3: demographic question types. */
export const DEMOGRAPHIC_TYPES = ["choice", "multi", "image", "text"] as const;
export type TDemographicType = (typeof DEMOGRAPHIC_TYPES)[number];

/** spec 2 §5/§9: point values above 1000 warn. */
export const POINT_VALUE_WARN_ABOVE = 1000;
/** spec 2 §9: image options limit 25; §5: the uploader shows while fewer than 26 options. */
export const MAX_IMAGE_OPTIONS = 25;
export const IMAGE_UPLOADER_BELOW = 26;
/** spec 2 §5/§9: recommended at most 15 segmentation questions. */
export const RECOMMENDED_MAX_QUESTIONS = 15;
/** spec 2 §5: demographics excluded from the addable list for international studies or a non-us default country. */
export const NON_US_EXCLUDED_DEMOGRAPHIC_IDS = ["2", "3", "6"] as const;
export const US_COUNTRY = "us";

export interface TDemographicImage {
  label: string;
  original?: string;
  mobile?: string;
  desktop?: string;
}

/** A point value as typed (string) or stored (number); blank/null/undefined means "no value". */
export type TPointValue = number | string | null | undefined;

/** The fields of spec 2 §3 "Demographic" these rules read, plus the outer `required`. */
export interface TDemographicDraft {
  _id?: string | number;
  type: TDemographicType;
  title: string;
  options: string[];
  images: TDemographicImage[];
  pointable: boolean;
  point_values: TPointValue[];
  /** per country, one boolean per option (same index as options) */
  country_options: Record<string, boolean[]>;
  required: boolean;
  editable?: boolean;
  audience_weighting?: boolean;
}

export type TDemographicField = "title" | "options" | "point_values" | "images";
export interface TDemographicIssue {
  field: TDemographicField;
  /** the option or image index the issue is about, when one */
  index?: number;
  message: string;
}

const isBlank = (v: TPointValue): boolean => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** A point value as a number, or null when blank or not numeric ("1e3" and " 5 " are numeric; "5 points" is not). */
export function parsePointValue(v: TPointValue): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === "number" ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * The errors that keep Save disabled (spec 2 §5 "Demographic question"): title required for all types;
 * choice/multi need at least 2 non-empty options and, when pointable, a numeric point value of at least 0 on each
 * non-empty option and none on an empty option; image needs more than 1 image (at most 25), every label non-empty
 * and labels unique (trimmed, case-insensitive: our decision).
 */
export function demographicErrors(q: TDemographicDraft): TDemographicIssue[] {
  const issues: TDemographicIssue[] = [];
  if (!q.title?.trim()) issues.push({ field: "title", message: DEMOGRAPHIC_MSG.titleRequired });
  if (q.type === "choice" || q.type === "multi") {
    const filled = q.options.filter((o) => o.trim() !== "").length;
    if (filled < 2) issues.push({ field: "options", message: DEMOGRAPHIC_MSG.twoOptions });
    if (q.pointable) {
      q.options.forEach((o, index) => {
        const raw = q.point_values[index];
        if (o.trim() === "") {
          if (!isBlank(raw)) issues.push({ field: "point_values", index, message: DEMOGRAPHIC_MSG.pointValueOnEmpty });
        } else {
          const n = parsePointValue(raw);
          if (n === null || n < 0) issues.push({ field: "point_values", index, message: DEMOGRAPHIC_MSG.pointValueRequired });
        }
      });
    }
  }
  if (q.type === "image") {
    if (q.images.length < 2) issues.push({ field: "images", message: DEMOGRAPHIC_MSG.twoImages });
    if (q.images.length > MAX_IMAGE_OPTIONS) issues.push({ field: "images", message: DEMOGRAPHIC_MSG.tooManyImages });
    const seen = new Set<string>();
    q.images.forEach((img, index) => {
      const key = (img.label ?? "").trim().toLocaleLowerCase();
      if (!key) issues.push({ field: "images", index, message: DEMOGRAPHIC_MSG.imageLabelRequired });
      else if (seen.has(key)) issues.push({ field: "images", index, message: DEMOGRAPHIC_MSG.imageLabelUnique });
      seen.add(key);
    });
  }
  return issues;
}

/** spec 2 §5: the point-value warning (does not block Save), when a pointable question has a value above 1000. */
export function demographicWarnings(q: Pick<TDemographicDraft, "type" | "pointable" | "point_values">): string[] {
  if (!q.pointable || (q.type !== "choice" && q.type !== "multi")) return [];
  const high = q.point_values.some((v) => {
    const n = parsePointValue(v);
    return n !== null && n > POINT_VALUE_WARN_ABOVE;
  });
  return high ? [DEMOGRAPHIC_MSG.pointValueTooHigh] : [];
}

/** spec 2 §5: Save is enabled only when not view-only, not saving, the question editable, and no error. */
export function canSaveDemographic(q: TDemographicDraft, state: { viewOnly: boolean; saving: boolean }): boolean {
  return !state.viewOnly && !state.saving && q.editable !== false && demographicErrors(q).length === 0;
}

/** spec 2 §5: the Required toggle is disabled for pointable questions. */
export const requiredToggleDisabled = (q: Pick<TDemographicDraft, "pointable">): boolean => q.pointable;

/** spec 2 §5: pointable forces required true. */
export const effectiveRequired = (q: Pick<TDemographicDraft, "pointable" | "required">): boolean => q.pointable || q.required;

/** Toggling pointable: on forces required true (turning it off leaves required as it is: our decision). */
export function setPointable<T extends TDemographicDraft>(q: T, pointable: boolean): T {
  return { ...q, pointable, required: pointable ? true : q.required };
}

/** spec 2 §5/§9: the image uploader shows while fewer than 26 image options (read literally; 25 is the limit). */
export const showImageUploader = (imageCount: number): boolean => imageCount < IMAGE_UPLOADER_BELOW;

/** How many more images may be uploaded (never past 25). */
export const imageSlotsLeft = (imageCount: number): number => Math.max(0, MAX_IMAGE_OPTIONS - imageCount);

/**
 * The question as saved (spec 2 §5): blank options are dropped together with their country options and point
 * values (same index); text questions keep no options (nor point values or country options); image questions keep
 * their images; point values are stored as numbers; pointable forces required. Our decisions: choice/multi keep
 * no images, non-choice types are not pointable.
 */
export function demographicForSave<T extends TDemographicDraft>(q: T): T {
  if (q.type === "text") return { ...q, options: [], point_values: [], country_options: {}, images: [], pointable: false };
  if (q.type === "image") return { ...q, options: [], point_values: [], country_options: {}, pointable: false };
  const keep = q.options.map((o) => o.trim() !== "");
  const pick = <V>(list: readonly V[]): V[] => list.filter((_, i) => keep[i]);
  const country_options = Object.fromEntries(Object.entries(q.country_options).map(([c, flags]) => [c, pick(flags)]));
  const point_values = q.pointable ? pick(q.point_values).map((v) => parsePointValue(v)) : [];
  return { ...q, options: pick(q.options), point_values, country_options, images: [], required: effectiveRequired(q) };
}

/**
 * spec 2 §5: for international studies, or a brand default country other than us, demographics with ids 2, 3 and 6
 * are left out of the addable list. The country code is compared case-insensitively; a missing default country
 * counts as us (our decision: the platform default).
 */
export function addableDemographics<T extends { _id: string | number }>(
  list: readonly T[],
  ctx: { international: boolean; brandDefaultCountry: string | null | undefined },
): T[] {
  const country = (ctx.brandDefaultCountry ?? US_COUNTRY).trim().toLowerCase() || US_COUNTRY;
  if (!ctx.international && country === US_COUNTRY) return [...list];
  const excluded: readonly string[] = NON_US_EXCLUDED_DEMOGRAPHIC_IDS;
  return list.filter((d) => !excluded.includes(String(d._id)));
}

/** spec 2 §5 guidance: more than 15 segmentation questions shows the recommendation. */
export const questionCountGuidance = (count: number): string | null =>
  count > RECOMMENDED_MAX_QUESTIONS ? DEMOGRAPHIC_MSG.tooManyQuestions : null;

/**
 * spec 2 §5: the weighting warning shows when a weighted question (audience_weighting) is not among the questions
 * of every selected consumer profile. Profiles list the ids of their questions (our data shape).
 */
export function weightingWarning(
  questions: readonly { _id: string | number; audience_weighting?: boolean }[],
  selectedProfiles: readonly { questions: readonly (string | number)[] }[],
): string | null {
  if (selectedProfiles.length === 0) return null;
  const weighted = questions.filter((q) => q.audience_weighting);
  const missing = weighted.some((q) => selectedProfiles.some((p) => !p.questions.map(String).includes(String(q._id))));
  return missing ? DEMOGRAPHIC_MSG.weightingNotInProfiles : null;
}

/** spec 2 §5: deleting a question in use for a consumer profile is blocked. Returns the reason or null. */
export function deleteDemographicProblem(
  questionId: string | number,
  profiles: readonly { questions: readonly (string | number)[] }[],
): string | null {
  return profiles.some((p) => p.questions.map(String).includes(String(questionId))) ? DEMOGRAPHIC_MSG.inUseByProfile : null;
}

/** spec 2 §5: editing an audience weighting question is blocked. Returns the reason or null. */
export const editDemographicProblem = (q: { audience_weighting?: boolean }): string | null =>
  q.audience_weighting ? DEMOGRAPHIC_MSG.weightingLocked : null;
