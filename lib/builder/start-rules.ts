// The Start step's rules (spec 2 §2 "Start step", §5 "Start", §9 default due date), the decision-point chooser's
// choices and the templates they apply. Pure: shared by the start step and the unit tests.
import { z } from "zod";
import { purposeErrors } from "../studies/purpose";
import { TEXT_LIMITS } from "./limits";
import { BUILDER_MSG } from "./messages";
import { ALTERNATE_QUESTIONS, DEFAULT_ALTERNATE_QUESTION, type TAlternateQuestion } from "./study";

/** Study Title is required. */
export function titleError(title: string | null | undefined): string | null {
  return (title ?? "").trim() === "" ? BUILDER_MSG.required : null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "YYYY-MM-DD" (the date input's value) or an ISO date-time, as a local calendar date; null when not a date. */
export function parseDueDate(value: string): Date | null {
  const v = value.trim();
  const m = DATE_ONLY.exec(v);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(y, mo - 1, d);
    return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const t = new Date(v);
  return Number.isNaN(t.getTime()) ? null : t;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The due date: required, a date, on or after today. */
export function dueDateError(value: string | null | undefined, now: Date = new Date()): string | null {
  if (!value || value.trim() === "") return BUILDER_MSG.required;
  const date = parseDueDate(value);
  if (!date) return BUILDER_MSG.notADate;
  if (startOfDay(date) < startOfDay(now)) return BUILDER_MSG.dateBeforeToday;
  return null;
}

/** One month from now, the same day of the month when it exists, else the month's last day (31 Jan → 28/29 Feb). */
export function defaultDueDate(now: Date = new Date()): Date {
  const target = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(now.getDate(), lastDay));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A local calendar day as "YYYY-MM-DD". */
export const toDateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The stored due date (ISO) as the date input's day. Days are stored at 12:00 UTC, so the calendar day is the
 * same in every time zone from UTC-11 to UTC+11.
 */
export const dueDateToInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** The date input's day as what the study stores. */
export const inputToDueDate = (day: string) => `${day}T12:00:00.000Z`;

/** The warning under "who is it sent to" when the choice is not the default one; null otherwise. */
export function alternateQuestionWarning(choice: TAlternateQuestion | null | undefined): string | null {
  if (!choice || choice === DEFAULT_ALTERNATE_QUESTION) return null;
  return BUILDER_MSG.sentToWarning(ALTERNATE_QUESTIONS[choice]);
}

export interface TStartValues {
  title: string;
  dueDate: string;
  purposes: string[];
  description: string;
}

export type TStartErrors = Partial<Record<"title" | "dueDate" | "purposes" | "description", string>>;

/** Every Start step error (a title, a due date and a purpose are needed); empty when the step is valid. */
export function startErrors(v: TStartValues, now: Date = new Date()): TStartErrors {
  const out: TStartErrors = {};
  const t = titleError(v.title);
  if (t) out.title = t;
  const d = dueDateError(v.dueDate, now);
  if (d) out.dueDate = d;
  const p = purposeErrors({ purposes: v.purposes, description: v.description });
  if (p.purposes) out.purposes = p.purposes;
  if (p.description) out.description = p.description;
  return out;
}

/** A rule of this file as a zod check: its message, when it has one, is the issue. */
const fromRule = (rule: (v: string) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const message = rule(v);
  if (message) ctx.addIssue({ code: "custom", message });
};

/**
 * The Start step as a form (react-hook-form, docs/decisions.md P10 "Forms"): the same rules as startErrors — title
 * required (at most TEXT_LIMITS.title characters, as the server keeps), due date required and not past, at least one
 * purpose — with the spec's texts.
 */
export const ZStartForm = z.object({
  title: z.string().max(TEXT_LIMITS.title).superRefine(fromRule(titleError)),
  due_date: z.string().superRefine(fromRule((v) => dueDateError(v))),
  purposes: z.array(z.string()).superRefine((purposes, ctx) => {
    const message = purposeErrors({ purposes }).purposes;
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  description: z.string(),
});
export type TStartFormValues = z.infer<typeof ZStartForm>;

/** The decision-point types the chooser offers, one card each (spec 2 §2). */
export const CHOOSER_TYPES = ["concept", "sketch_review", "line_adoption", "sell_in", "other"] as const;
export type TChooserType = (typeof CHOOSER_TYPES)[number];

export const DECISION_POINT_TITLE_MAX = 40;

export { truncate } from "./limits";

/** The chooser shows while the study has no type, no decision and no decision point. */
export function needsDecisionChooser(study: { type: string | null; decision_id: string | null; decision_point: unknown }): boolean {
  return !study.type && !study.decision_id && !study.decision_point;
}

/**
 * The template config each phase applies (spec 2 §6 names the flags, not their values: these are ours). Early
 * phases ask one like/dislike follow-up; later phases allow several and test audiences.
 */
export const DECISION_CONFIGS: Record<TChooserType | "investment_review", Record<string, boolean>> = {
  concept: { question_intro: true, single_followup: true, multi_followup: false, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
  sketch_review: { question_intro: true, single_followup: true, multi_followup: false, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
  line_adoption: { question_intro: true, single_followup: false, multi_followup: true, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
  investment_review: { question_intro: true, single_followup: false, multi_followup: true, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
  sell_in: { question_intro: true, single_followup: false, multi_followup: true, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
  other: { question_intro: true, single_followup: false, multi_followup: true, product_question: true, demographic_questions: true, test_audience: true, switch_product_ordering: true, remove_all_followups: false },
};

export interface TDecisionPointRef {
  _id: string;
  type: { title: string };
  brand?: string | null;
}

/** The platform decision point of a type (brand null when the answer says so; else the first of that type). */
export function decisionPointForType<T extends TDecisionPointRef>(points: readonly T[], type: string): T | null {
  const ofType = points.filter((p) => p.type.title === type);
  return ofType.find((p) => p.brand === null) ?? ofType[0] ?? null;
}

/** What choosing a phase saves: its type, template type, template config and decision point. */
export function decisionChoicePatch(type: string, points: readonly TDecisionPointRef[], currentConfig: Record<string, boolean>) {
  const template = DECISION_CONFIGS[type as keyof typeof DECISION_CONFIGS] ?? DECISION_CONFIGS.other;
  // The lock flag is not part of a template: it survives a phase change.
  const config: Record<string, boolean> = { ...template };
  if (currentConfig.locked_wizard_routes !== undefined) config.locked_wizard_routes = currentConfig.locked_wizard_routes;
  return {
    type,
    temp_type: type,
    config,
    decision_point: decisionPointForType(points, type)?._id ?? null,
  };
}

/** Date picker bounds (spec 3 §5): past dates blocked unless allowed; the last day 100 years ahead by default. */
export const DATE_PICKER_YEARS_AHEAD = 100;
export function datePickerBounds(now: Date = new Date(), opts: { allowPast?: boolean; yearsAhead?: number } = {}): { min?: string; max: string } {
  const last = new Date(now.getFullYear() + (opts.yearsAhead ?? DATE_PICKER_YEARS_AHEAD), now.getMonth(), now.getDate());
  return { ...(opts.allowPast ? {} : { min: toDateInput(now) }), max: toDateInput(last) };
}
