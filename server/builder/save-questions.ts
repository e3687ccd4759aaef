import "server-only";
// questions[] and question_template of the wizard save (spec 2 §3 Question / Follow-up / Intro, §4 "Question
// editor", §5 follow-ups, answer options and intro media; docs/contracts/p5-builder.md). Runs inside save-study's
// transaction after the products changed, so any refusal (400) leaves everything as it was. Per product the given
// fields replace the stored Question row's; follow_up replaces the question's FollowUp rows in order, updating the
// existing ones in place (their answers stay linked), deleting the missing ones and creating the new ones.
import { followUpForSave, followUpProblems, singleFollowUpViolation } from "@/lib/study-rules/follow-ups";
import { introTextProblems, introTypeProblem } from "@/lib/study-rules/intro-media";
import { QUESTION_MSG, TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { QUESTION_DISPLAY_FLAGS } from "@/lib/builder/builder-wire";
import type { TStudySave } from "@/lib/builder/study";
import { Prisma, type FollowUp } from "../generated/prisma/client";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { templateFlags, type TTemplateFlags } from "@/lib/builder/template-config";

type TQuestions = TStudySave["questions"];
type TTemplate = TStudySave["question_template"];
type TQuestionIn = NonNullable<TQuestions>[number];
type TFollowUpIn = NonNullable<TQuestionIn["follow_up"]>[number];
type TIntroIn = NonNullable<TQuestionIn["intro"]>;

const fail = (name: string, reason: string) => invalid(reason, [{ name, reason }]);

/** Inside the wizard save's transaction; the caller holds survey.write and checked Draft and date_modified. */
export async function saveQuestions(tx: Tx, access: TBrandAccess, surveyId: string, questions: TQuestions, template: TTemplate): Promise<void> {
  const survey = await tx.survey.findFirstOrThrow({ where: access.where({ id: surveyId }), select: { config: true, brand_id: true } });
  const config = (survey.config && typeof survey.config === "object" ? survey.config : {}) as Record<string, unknown>;
  const flags = templateFlags(config);

  if (questions?.length) await saveProductQuestions(tx, surveyId, survey.brand_id, questions, flags);
  if (template && Object.keys(template).length > 0) await saveTemplate(tx, surveyId, template, flags);
}

/**
 * The template config's limits (lib/builder/template-config.ts): without follow-ups no new one may be added, without
 * question intros no intro may be set where none was; what a study already has stays (and may be removed), so a
 * template chosen later never blocks saving the rest.
 */
function checkTemplateLimits(at: string, flags: TTemplateFlags, q: { intro?: unknown; follow_up?: readonly { _id?: string }[] }, storedIntro: unknown) {
  if (flags.followUps === "none" && q.follow_up?.some((f) => !f._id)) throw fail(`${at}.follow_up`, QUESTION_MSG.followUpsOff);
  if (!flags.questionIntro && q.intro && !storedIntro) throw fail(`${at}.intro`, QUESTION_MSG.introOff);
}

async function saveProductQuestions(tx: Tx, surveyId: string, brandId: string, questions: NonNullable<TQuestions>, flags: TTemplateFlags) {
  const single = flags.followUps === "single";
  const inStudy = new Set((await tx.surveyProduct.findMany({ where: { survey_id: surveyId }, select: { product_id: true } })).map((r) => r.product_id));
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    if (!inStudy.has(q.product)) throw fail(`questions.${i}.product`, QUESTION_MSG.productNotInStudy);
    if (seen.has(q.product)) throw fail(`questions.${i}.product`, QUESTION_MSG.productTwice);
    seen.add(q.product);
  });
  const prices = questions.some((q) => q.additional_price_conversions !== undefined) ? await priceCountries(tx, surveyId, brandId) : null;
  // The stored rows, read once: only what differs is written (the step sends the whole list on every save).
  const rows = await tx.question.findMany({
    where: { survey_id: surveyId, product_id: { in: [...seen] } },
    include: { follow_ups: { orderBy: [{ order: "asc" }, { id: "asc" }] } },
  });
  const storedRow = new Map(rows.map((q) => [q.product_id!, q]));
  const stored = new Map(rows.map((q) => [q.product_id!, q.id]));
  const storedIntro = new Map(rows.map((q) => [q.product_id!, q.intro]));
  const storedPrices = prices
    ? new Map(
        (await tx.surveyProduct.findMany({ where: { survey_id: surveyId, product_id: { in: [...seen] } }, select: { product_id: true, additional_price_conversions: true } })).map(
          (r) => [r.product_id, r.additional_price_conversions],
        ),
      )
    : null;

  for (const [i, q] of questions.entries()) {
    const at = `questions.${i}`;
    checkTemplateLimits(at, flags, q, storedIntro.get(q.product) ?? null);
    checkIntro(at, q.intro);
    const followUps = q.follow_up ? checkFollowUps(at, q.follow_up, single) : null;
    const data = questionColumns(q);
    let questionId = stored.get(q.product);
    if (questionId) {
      if (changed(storedRow.get(q.product)!, data)) await tx.question.update({ where: { id: questionId }, data });
    } else {
      // A product of the study without a question row yet: create it (the Question defaults fill the rest).
      questionId = (await tx.question.create({ data: { survey_id: surveyId, product_id: q.product, ...data }, select: { id: true } })).id;
    }
    if (followUps) await replaceFollowUps(tx, questionId, `${at}.follow_up`, followUps, storedRow.get(q.product)?.follow_ups);
    if (q.additional_price_conversions !== undefined) {
      const conversions = normalisePrices(`${at}.additional_price_conversions`, q.additional_price_conversions, prices!);
      if (!same(conversions, storedPrices?.get(q.product))) {
        await tx.surveyProduct.update({
          where: { survey_id_product_id: { survey_id: surveyId, product_id: q.product } },
          data: { additional_price_conversions: conversions },
        });
      }
    }
  }
}

/** The template row (product_id null) is created on first save; its follow-ups follow the same rules. */
async function saveTemplate(tx: Tx, surveyId: string, t: NonNullable<TTemplate>, flags: TTemplateFlags) {
  const existing = await tx.question.findFirst({ where: { survey_id: surveyId, product_id: null }, select: { id: true, intro: true } });
  checkTemplateLimits("question_template", flags, t, existing?.intro ?? null);
  checkIntro("question_template", t.intro);
  const followUps = t.follow_up ? checkFollowUps("question_template", t.follow_up, flags.followUps === "single") : null;
  const data = questionColumns(t);
  const id = existing
    ? (Object.keys(data).length ? await tx.question.update({ where: { id: existing.id }, data, select: { id: true } }) : existing).id
    : (await tx.question.create({ data: { survey_id: surveyId, product_id: null, ...data }, select: { id: true } })).id;
  if (followUps) await replaceFollowUps(tx, id, "question_template.follow_up", followUps);
}

/** The Question columns of the given fields (omitted fields stay). */
type TQuestionColumns = Partial<Record<"text" | "star_low" | "star_high", string>> &
  Partial<Record<"followup_manual_ordering" | "disabled" | (typeof QUESTION_DISPLAY_FLAGS)[number], boolean>> & {
    intro?: Prisma.InputJsonValue | typeof Prisma.DbNull;
  };

function questionColumns(q: Partial<TQuestionIn>): TQuestionColumns {
  const d: TQuestionColumns = {};
  for (const k of ["text", "star_low", "star_high"] as const) if (q[k] !== undefined) d[k] = q[k];
  for (const k of ["followup_manual_ordering", "disabled"] as const) if (q[k] !== undefined) d[k] = q[k];
  if (q.intro !== undefined) d.intro = q.intro === null ? Prisma.DbNull : (q.intro as Prisma.InputJsonValue);
  for (const f of QUESTION_DISPLAY_FLAGS) if (q.settings?.[f] !== undefined) d[f] = q.settings[f];
  return d;
}

/** spec 2 §5: the intro needs a type (youtube or vimeo, not just "video") and its texts within their limits. */
function checkIntro(at: string, intro: TIntroIn | null | undefined) {
  if (!intro) return;
  const typeProblem = introTypeProblem(intro);
  if (typeProblem) throw fail(`${at}.intro.type`, typeProblem);
  const [text] = introTextProblems(intro);
  if (text) throw fail(`${at}.intro.${text.field}`, text.message);
}

/** Each follow-up as saved (positive copied to negative, text keeps no options), checked; and the list's rules. */
function checkFollowUps(at: string, list: TFollowUpIn[], single: boolean): TFollowUpIn[] {
  const saved = list.map((f, j) => {
    const s = followUpForSave(f);
    const [problem] = followUpProblems(s);
    if (problem) throw fail(`${at}.follow_up.${j}.${problem.field}`, problem.message);
    return s;
  });
  if (single) {
    const violation = singleFollowUpViolation(saved);
    if (violation) throw fail(`${at}.follow_up`, violation);
  }
  return saved;
}

const followUpColumns = (f: TFollowUpIn, order: number) => ({
  order,
  type: f.type,
  standard_why: f.standard_why ?? false,
  fire_positive: f.fire_positive,
  fire_negative: f.fire_negative,
  positive_title: f.positive_title,
  negative_title: f.negative_title,
  positive_options: f.positive.options,
  negative_options: f.negative.options,
  positive_min_label: f.positive.min_label,
  positive_max_label: f.positive.max_label,
  negative_min_label: f.negative.min_label,
  negative_max_label: f.negative.max_label,
  disable_option_randomization: f.disable_option_randomization ?? false,
  media: f.media ? (f.media as Prisma.InputJsonValue) : Prisma.DbNull,
});

/** The question's follow-ups become `list`, in order; ids must be this question's (answers stay linked to them). */
async function replaceFollowUps(tx: Tx, questionId: string, at: string, list: TFollowUpIn[], known?: FollowUp[]) {
  const rows = known ?? (await tx.followUp.findMany({ where: { question_id: questionId } }));
  const byId = new Map(rows.map((f) => [f.id, f]));
  const existing = new Set(byId.keys());
  const kept = new Set<string>();
  list.forEach((f, j) => {
    if (!f._id) return;
    if (!existing.has(f._id)) throw fail(`${at}.${j}._id`, QUESTION_MSG.followUpNotInQuestion);
    if (kept.has(f._id)) throw fail(`${at}.${j}._id`, QUESTION_MSG.followUpTwice);
    kept.add(f._id);
  });
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length) await tx.followUp.deleteMany({ where: { id: { in: gone } } });
  for (const [order, f] of list.entries()) {
    const data = followUpColumns(f, order);
    if (!f._id) await tx.followUp.create({ data: { question_id: questionId, ...data } });
    else if (changed(byId.get(f._id)!, data)) await tx.followUp.update({ where: { id: f._id }, data });
  }
}

/** Equal as JSON values, ignoring object key order (the stored JSON columns and the zod output may differ in it). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b));
const normal = (v: unknown): unknown => {
  if (v === Prisma.DbNull || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(normal);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, normal((v as Record<string, unknown>)[k])]));
  return v;
};

/** Whether writing `data` would change `row` (only the columns `data` names are compared). */
function changed(row: object, data: object): boolean {
  const r = row as Record<string, unknown>;
  return Object.entries(data).some(([k, v]) => !same(v, r[k]));
}

interface TPriceCountries {
  /** Upper-cased code → the code as stored. */
  codes: Map<string, string>;
  defaultCode: string | null;
}

async function priceCountries(tx: Tx, surveyId: string, brandId: string): Promise<TPriceCountries> {
  const [rows, brand] = await Promise.all([
    tx.surveyCountry.findMany({ where: { survey_id: surveyId }, select: { country: { select: { code: true } } } }),
    tx.brand.findUnique({ where: { id: brandId }, select: { default_country: { select: { code: true } } } }),
  ]);
  return {
    codes: new Map(rows.map((r) => [r.country.code.toUpperCase(), r.country.code])),
    defaultCode: brand?.default_country?.code.toUpperCase() ?? null,
  };
}

/** { code: price } keyed by study countries (as stored); the brand default country's price is locked (400). */
function normalisePrices(at: string, input: Record<string, number>, countries: TPriceCountries): Prisma.InputJsonValue {
  const out: Record<string, number> = {};
  for (const [code, price] of Object.entries(input)) {
    const key = code.toUpperCase();
    if (key === countries.defaultCode) throw fail(`${at}.${code}`, TRANSLATION_MSG.defaultPriceLocked);
    const stored = countries.codes.get(key);
    if (!stored) throw fail(`${at}.${code}`, QUESTION_MSG.priceUnknownCountry(code));
    out[stored] = price;
  }
  return out;
}
