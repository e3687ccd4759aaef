// The Product questions step's pure editor rules (spec 2 §2 "Product questions step", §4 "Question editor", §8
// success toasts, §9 defaults): the opener (Yes / No) and the footer's primary label, the two editor views, applying
// the global template to every product, the copy actions, disable / enable all, and follow-up list edits. The step
// (components/builder/steps/detail-questions-step.tsx) sends the whole resulting list with update({ questions }).
import type { z } from "zod";
import { followUpForSave, type TFollowUp, type TFollowUpType } from "../study-rules/follow-ups";
import { QUESTION_MSG } from "../study-rules/messages";
import { QUESTION_DISPLAY_FLAGS, type TQuestionDisplayFlag, type ZFollowUp } from "./builder-wire";
import type { TIntro, TStudySave } from "./study";

export type TSaveQuestion = NonNullable<TStudySave["questions"]>[number];
export type TSaveTemplate = NonNullable<TStudySave["question_template"]>;
/** A follow-up as saved (zod output of ZFollowUp: `_id` absent for a new one). */
export type TEditorFollowUp = z.output<typeof ZFollowUp>;

/** One product's question with every field the editor shows (defaults filled in). */
export interface TEditorQuestion {
  product: string;
  text: string;
  star_low: string;
  star_high: string;
  intro: TIntro | null;
  follow_up: TEditorFollowUp[];
  followup_manual_ordering: boolean;
  settings: Record<TQuestionDisplayFlag, boolean>;
  additional_price_conversions: Record<string, number>;
  disabled: boolean;
}

/** The global question (question_template) with its defaults filled in. */
export type TEditorTemplate = Pick<TEditorQuestion, "text" | "star_low" | "star_high" | "intro" | "follow_up" | "followup_manual_ordering">;

/** The config flag that remembers the opener's answer (our decision: true = Yes, false = No, absent = not asked). */
export const INTEREST_FLAG = "followup_interest";

const noDisplayFlags = (): Record<TQuestionDisplayFlag, boolean> =>
  Object.fromEntries(QUESTION_DISPLAY_FLAGS.map((f) => [f, false])) as Record<TQuestionDisplayFlag, boolean>;

/** A draft question with the defaults of spec 2 §9 for the fields it lacks. */
export function fullQuestion(q: TSaveQuestion, defaultText: string = QUESTION_MSG.defaultText): TEditorQuestion {
  return {
    product: q.product,
    text: q.text ?? defaultText,
    star_low: q.star_low ?? QUESTION_MSG.defaultStarLow,
    star_high: q.star_high ?? QUESTION_MSG.defaultStarHigh,
    intro: q.intro ?? null,
    follow_up: q.follow_up ?? [],
    followup_manual_ordering: q.followup_manual_ordering ?? false,
    settings: { ...noDisplayFlags(), ...(q.settings ?? {}) },
    additional_price_conversions: q.additional_price_conversions ?? {},
    disabled: q.disabled ?? false,
  };
}

/** The template as the global view edits it: the stored one, or a fresh one with the study's question text. */
export function fullTemplate(t: TSaveTemplate | undefined | null, defaultText: string = QUESTION_MSG.defaultText): TEditorTemplate {
  return {
    text: t?.text ?? defaultText,
    star_low: t?.star_low ?? QUESTION_MSG.defaultStarLow,
    star_high: t?.star_high ?? QUESTION_MSG.defaultStarHigh,
    intro: t?.intro ?? null,
    follow_up: t?.follow_up ?? [],
    followup_manual_ordering: t?.followup_manual_ordering ?? false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Opener and footer

export const hasFollowUps = (questions: readonly Pick<TEditorQuestion, "follow_up">[], template?: Pick<TEditorTemplate, "follow_up"> | null): boolean =>
  questions.some((q) => q.follow_up.length > 0) || (template?.follow_up.length ?? 0) > 0;

/**
 * What the step shows first (spec 2 §2): the Yes / No question, unless the user answered Yes before or follow-ups
 * already exist (our decision: then the editor opens directly). After No the question shows again on return.
 */
export function openerState(config: Record<string, boolean>, questions: readonly Pick<TEditorQuestion, "follow_up">[], template?: Pick<TEditorTemplate, "follow_up"> | null): "ask" | "editor" {
  return config[INTEREST_FLAG] === true || hasFollowUps(questions, template) ? "editor" : "ask";
}

/** The config after answering the opener (the whole config is saved, so the other flags are kept). */
export const answerOpener = (config: Record<string, boolean>, yes: boolean): Record<string, boolean> => ({ ...config, [INTEREST_FLAG]: yes });

/**
 * The footer's primary button on this step (spec 2 §2 "Finish, Next or Skip"). Our rule: Finish on the last step of
 * a `steps=` limit (as on every step); otherwise Skip while no product has a follow-up, Next once one has.
 */
export function questionsPrimaryAction(base: "next" | "finish" | null, anyFollowUps: boolean): "next" | "finish" | "skip" | null {
  if (base !== "next") return base;
  return anyFollowUps ? "next" : "skip";
}

// ---------------------------------------------------------------------------------------------------------------
// Views

export type TEditorView = "product" | "global";
export const otherView = (v: TEditorView): TEditorView => (v === "product" ? "global" : "product");
/** The warning shown before switching to `to` (spec 2 §2: global edits overwrite product edits). */
export const switchWarning = (to: TEditorView): string => (to === "global" ? QUESTION_MSG.switchToGlobal : QUESTION_MSG.switchToProduct);

/** The product shown in the per-product view: the chosen one while it is in the list, else the first. */
export function selectedQuestion<T extends { product: string }>(questions: readonly T[], chosen: string | null): T | null {
  return questions.find((q) => q.product === chosen) ?? questions[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Follow-up copies and list edits

/** A copy of a follow-up for another question: no id (the server creates a new row), its own arrays. */
export function copyFollowUp(f: TEditorFollowUp): TEditorFollowUp {
  const { _id, ...rest } = f;
  void _id;
  return {
    ...rest,
    positive: { ...rest.positive, options: [...rest.positive.options] },
    negative: { ...rest.negative, options: [...rest.negative.options] },
    media: rest.media ? { media_type: rest.media.media_type, images: rest.media.images.map((i) => ({ ...i })) } : null,
  };
}

const sameFollowUp = (a: TEditorFollowUp, b: TEditorFollowUp) =>
  a.type === b.type && a.positive_title === b.positive_title && JSON.stringify(a.positive.options) === JSON.stringify(b.positive.options);

/** spec 2 §4: applying the template copies it to all products (text, star options, intro, follow-ups, ordering). */
export function applyTemplate(
  questions: readonly TEditorQuestion[],
  template: TEditorTemplate,
  opts: { keepFollowUps?: boolean } = {},
): TEditorQuestion[] {
  return questions.map((q) => ({
    ...q,
    text: template.text,
    star_low: template.star_low,
    star_high: template.star_high,
    intro: template.intro ? structuredClone(template.intro) : null,
    // A template config that asks no follow-ups (lib/builder/template-config.ts) adds none: each product keeps its own.
    follow_up: opts.keepFollowUps ? q.follow_up : template.follow_up.map(copyFollowUp),
    followup_manual_ordering: template.followup_manual_ordering,
  }));
}

/** "Copy questions to all products": every other product gets copies of this product's follow-ups and ordering. */
export function copyQuestionsToAll(questions: readonly TEditorQuestion[], from: string): TEditorQuestion[] {
  const src = questions.find((q) => q.product === from);
  if (!src) return [...questions];
  return questions.map((q) =>
    q.product === from ? q : { ...q, follow_up: src.follow_up.map(copyFollowUp), followup_manual_ordering: src.followup_manual_ordering },
  );
}

/** "Copy question text and star options to all products". */
export function copyTextAndStarsToAll(questions: readonly TEditorQuestion[], from: string): TEditorQuestion[] {
  const src = questions.find((q) => q.product === from);
  if (!src) return [...questions];
  return questions.map((q) => (q.product === from ? q : { ...q, text: src.text, star_low: src.star_low, star_high: src.star_high }));
}

/**
 * One follow-up copied to every other product ("Successfully copied!"). Products that already have the same
 * follow-up (type, text and answers), or that single-follow-up mode would refuse it for, are left out.
 */
export function copyFollowUpToAll(
  questions: readonly TEditorQuestion[],
  from: string,
  index: number,
  singleFollowUp: boolean,
): { questions: TEditorQuestion[]; copiedTo: number } {
  const src = questions.find((q) => q.product === from)?.follow_up[index];
  if (!src) return { questions: [...questions], copiedTo: 0 };
  let copiedTo = 0;
  const out = questions.map((q) => {
    if (q.product === from || q.follow_up.some((f) => sameFollowUp(f, src))) return q;
    if (singleFollowUp && q.follow_up.some((f) => f.type === src.type)) return q;
    copiedTo++;
    return { ...q, follow_up: [...q.follow_up, copyFollowUp(src)] };
  });
  return { questions: out, copiedTo };
}

/** "Apply to all questions" for the display settings (disable_product_*). */
export function applySettingsToAll(questions: readonly TEditorQuestion[], from: string): TEditorQuestion[] {
  const src = questions.find((q) => q.product === from);
  if (!src) return [...questions];
  return questions.map((q) => ({ ...q, settings: { ...src.settings } }));
}

/** Disable / enable every product's question (spec 2 §4: a disabled question can be re-enabled). */
export const setAllDisabled = (questions: readonly TEditorQuestion[], disabled: boolean): TEditorQuestion[] => questions.map((q) => ({ ...q, disabled }));

/** The toast of disable / enable all. */
export const disabledAllToast = (disabled: boolean): string => (disabled ? QUESTION_MSG.disabledAll : QUESTION_MSG.enabledAll);

/** Whether every product's question is disabled (the bulk button then offers "Enable all"). */
export const allDisabled = (questions: readonly Pick<TEditorQuestion, "disabled">[]): boolean => questions.length > 0 && questions.every((q) => q.disabled);

/** One product's question changed by `patch`. */
export function patchQuestion(questions: readonly TEditorQuestion[], product: string, patch: Partial<Omit<TEditorQuestion, "product">>): TEditorQuestion[] {
  return questions.map((q) => (q.product === product ? { ...q, ...patch } : q));
}

/** The template after a panel edit: only the template's own fields are taken (settings, disabled… are per product). */
export function templatePatch(t: TEditorTemplate, patch: Partial<TEditorQuestion>): TEditorTemplate {
  const keys = ["text", "star_low", "star_high", "intro", "follow_up", "followup_manual_ordering"] as const;
  const out: TEditorTemplate = { ...t };
  for (const k of keys) if (patch[k] !== undefined) (out as Record<string, unknown>)[k] = patch[k];
  return out;
}

/** A follow-up edited in the modal as saved (followUpForSave), keeping its id; null when it has no type yet. */
export function toSavedFollowUp(f: TFollowUp & { _id?: string; media?: TEditorFollowUp["media"] }): TEditorFollowUp | null {
  if (!f.type) return null;
  const s = followUpForSave(f);
  return {
    ...(f._id ? { _id: f._id } : {}),
    type: s.type as TFollowUpType,
    standard_why: s.standard_why ?? false,
    fire_positive: s.fire_positive,
    fire_negative: s.fire_negative,
    positive_title: s.positive_title,
    negative_title: s.negative_title,
    positive: { ...s.positive },
    negative: { ...s.negative },
    disable_option_randomization: s.disable_option_randomization ?? false,
    media: f.media ?? null,
  };
}

/** The follow-up list with the one at `index` replaced (index null: appended). */
export function upsertFollowUp(list: readonly TEditorFollowUp[], index: number | null, f: TEditorFollowUp): TEditorFollowUp[] {
  if (index === null || index < 0 || index >= list.length) return [...list, f];
  return list.map((x, i) => (i === index ? f : x));
}

export const removeFollowUp = (list: readonly TEditorFollowUp[], index: number): TEditorFollowUp[] => list.filter((_, i) => i !== index);

/** The list after moving the item at `from` to `to` (manual ordering; out of range: unchanged copy). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** The stable key of a follow-up row in the list (its id, or its position for a new one). */
export const followUpKey = (f: Pick<TEditorFollowUp, "_id">, index: number): string => f._id ?? `new-${index}`;

/** The text put on the clipboard by "Copy answers": the answers joined by "; " (pasting them adds them all). */
export const answersClipboardText = (options: readonly string[]): string => options.join("; ");

/** "Remove all follow-ups" (template flag remove_all_followups): every product question without follow-ups. */
export const removeAllFollowUps = (questions: readonly TEditorQuestion[]): TEditorQuestion[] => questions.map((q) => ({ ...q, follow_up: [] }));
