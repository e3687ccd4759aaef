// Follow-up question rules: spec 2 §2 "Product questions step", §3 "Follow-up", §5, §9.
import { truncate } from "@/lib/builder/limits";
import { normaliseAnswers } from "./answer-chips";
import { DEFAULT_FOLLOW_UP_TITLES, FOLLOW_UP_MSG, FOLLOW_UP_TYPE_LABELS } from "./messages";

/** spec 2 §2: multi (select multiple), choice (single select), text (free text), star (rating). */
export const FOLLOW_UP_TYPES = ["multi", "choice", "text", "star"] as const;
export type TFollowUpType = (typeof FOLLOW_UP_TYPES)[number];

/** spec 2 §2: in the single-follow-up view, one follow-up of each of these types per question. */
export const SINGLE_FOLLOW_UP_TYPES = ["choice", "text"] as const satisfies readonly TFollowUpType[];

/** spec 2 §5 "Text lengths": follow-up question text 150. */
export const FOLLOW_UP_TITLE_MAX = 150;

/** spec 2 §9 "Truncation" (display only; stored texts are never cut). */
export const TRUNCATE = {
  productName: 20,
  colours: 15,
  decisionPointTitle: 40,
  followUpTitle: 80,
  optionsPreview: 60,
  questionText: 80,
  questionHeader: 50,
} as const;

export interface TFollowUpSide {
  options: string[];
  min_label: string | null;
  max_label: string | null;
}

/** spec 2 §3 "Follow-up" (media left out: the rules here do not touch it). */
export interface TFollowUp {
  _id?: string;
  type: TFollowUpType | null;
  standard_why?: boolean;
  fire_positive: boolean;
  fire_negative: boolean;
  positive_title: string;
  negative_title: string;
  positive: TFollowUpSide;
  negative: TFollowUpSide;
  disable_option_randomization?: boolean;
}

export const isFollowUpType = (t: unknown): t is TFollowUpType => (FOLLOW_UP_TYPES as readonly unknown[]).includes(t);

export const followUpTypeLabel = (t: TFollowUpType): string => FOLLOW_UP_TYPE_LABELS[t];

/**
 * spec 2 §2: answer choices are hidden for text. Our decision where the spec is silent: they show only for multi
 * and choice (star uses its min/max labels instead), and nothing shows until a type is chosen.
 */
export const showsAnswerChoices = (t: TFollowUpType | null): boolean => t === "multi" || t === "choice";

/** Our decision: the rating (star) type shows the low/high labels of §3 ("min_label, max_label"). */
export const showsScaleLabels = (t: TFollowUpType | null): boolean => t === "star";

export type TFollowUpField = "type" | "positive_title";
export interface TFollowUpProblem {
  field: TFollowUpField;
  message: string;
}

/**
 * spec 2 §2/§5: Save needs a question type; a free-text follow-up needs its title; follow-up question text is at
 * most 150 characters (for every type).
 */
export function followUpProblems(f: Pick<TFollowUp, "type" | "positive_title">): TFollowUpProblem[] {
  const problems: TFollowUpProblem[] = [];
  if (!isFollowUpType(f.type)) problems.push({ field: "type", message: FOLLOW_UP_MSG.typeRequired });
  const title = f.positive_title ?? "";
  if (f.type === "text" && !title.trim()) problems.push({ field: "positive_title", message: FOLLOW_UP_MSG.titleRequired });
  if ([...title].length > FOLLOW_UP_TITLE_MAX)
    problems.push({ field: "positive_title", message: FOLLOW_UP_MSG.titleTooLong(FOLLOW_UP_TITLE_MAX) });
  return problems;
}

export const canSaveFollowUp = (f: Pick<TFollowUp, "type" | "positive_title">): boolean => followUpProblems(f).length === 0;

/** spec 2 §5: copies the positive title, options and labels to the negative side (a new object). */
export function copyPositiveToNegative<T extends TFollowUp>(f: T): T {
  return {
    ...f,
    negative_title: f.positive_title,
    negative: { options: [...f.positive.options], min_label: f.positive.min_label, max_label: f.positive.max_label },
  };
}

/**
 * The follow-up as saved (spec 2 §5 "Saving a follow-up copies the positive title, options and labels to the
 * negative side"). Our decisions: text follow-ups keep no options (their choices are hidden), options are
 * cleaned like chips (trimmed, blanks and duplicates dropped, at most 6).
 */
export function followUpForSave<T extends TFollowUp>(f: T): T {
  const options = f.type === "text" ? [] : normaliseAnswers(f.positive.options);
  return copyPositiveToNegative({ ...f, positive: { ...f.positive, options } });
}

/**
 * spec 2 §5 "Single-follow-up studies copy positive answers to negative before validation": the problems of the
 * follow-up as it will be saved.
 */
export function validateFollowUp(f: TFollowUp, singleFollowUp: boolean): TFollowUpProblem[] {
  return followUpProblems(singleFollowUp ? copyPositiveToNegative(f) : f);
}

/**
 * spec 2 §2 single-follow-up view: "Add New" for a type is disabled once the question has a follow-up of that
 * type; types other than choice and text cannot be added there. Outside that view, adding is never limited.
 */
export function addNewDisabled(existing: readonly Pick<TFollowUp, "type">[], type: TFollowUpType, singleFollowUp: boolean): boolean {
  if (!singleFollowUp) return false;
  if (!(SINGLE_FOLLOW_UP_TYPES as readonly string[]).includes(type)) return true;
  return existing.some((f) => f.type === type);
}

/** The types a new follow-up may still take (the type dropdown of a new follow-up). */
export function addableFollowUpTypes(existing: readonly Pick<TFollowUp, "type">[], singleFollowUp: boolean): TFollowUpType[] {
  return FOLLOW_UP_TYPES.filter((t) => !addNewDisabled(existing, t, singleFollowUp));
}

/**
 * Whether a follow-up list breaks the single-follow-up rule (a save check: "only one follow-up of type choice and
 * one of type text per question").
 */
export function singleFollowUpViolation(followUps: readonly Pick<TFollowUp, "type">[]): string | null {
  for (const t of FOLLOW_UP_TYPES) {
    const n = followUps.filter((f) => f.type === t).length;
    const allowed = (SINGLE_FOLLOW_UP_TYPES as readonly string[]).includes(t) ? 1 : 0;
    if (n > allowed) return FOLLOW_UP_MSG.singleTypeTaken(FOLLOW_UP_TYPE_LABELS[t]);
  }
  return null;
}

export type TDefaultTitleKind = keyof typeof DEFAULT_FOLLOW_UP_TITLES;

/**
 * spec 2 §9 default follow-up titles. Our mapping: the positive title asks what the respondent likes most, the
 * negative what they like least; a standard "why" follow-up asks what made them feel that way on both sides.
 */
export function defaultFollowUpTitles(standardWhy: boolean): { positive_title: string; negative_title: string } {
  return standardWhy
    ? { positive_title: DEFAULT_FOLLOW_UP_TITLES.why, negative_title: DEFAULT_FOLLOW_UP_TITLES.why }
    : { positive_title: DEFAULT_FOLLOW_UP_TITLES.positive, negative_title: DEFAULT_FOLLOW_UP_TITLES.negative };
}

/** A new follow-up of `type` with the default titles (fires on both sides: our decision). */
export function newFollowUp(type: TFollowUpType | null, standardWhy = false): TFollowUp {
  const empty = (): TFollowUpSide => ({ options: [], min_label: null, max_label: null });
  return {
    type,
    standard_why: standardWhy,
    fire_positive: true,
    fire_negative: true,
    ...defaultFollowUpTitles(standardWhy),
    positive: empty(),
    negative: empty(),
    disable_option_randomization: false,
  };
}

/** The follow-up title as listed (spec 2 §9: 80 characters). */
export const followUpTitlePreview = (title: string): string => truncate(title, TRUNCATE.followUpTitle);

/** The answer options as listed, joined by ", " (spec 2 §9: options preview 60). */
export const optionsPreview = (options: readonly string[]): string => truncate(options.join(", "), TRUNCATE.optionsPreview);
