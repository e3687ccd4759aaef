import "server-only";
// The wizard's save (spec 2 §4, §5, §6, §7 "save study", "partial save"): PUT /admin/brand/{b}/survey/{s} with a
// ZStudySave body and PUT …/additional_update with a partial body (respondent_limits, settings, purpose form).
// Rules: survey write; another brand's study → 404; only a Draft study changes (409); the date_modified the client
// read must still be stored (guarded updateMany, else 409 STUDY_MSG.staleStudy); admin-only fields that would change
// → 403 for non-admins; everything in ONE transaction, so a refusal writes nothing. Titles and texts are stored as
// plain text: React escapes them when rendering, nothing renders them as HTML.
import { z } from "zod";
import { STUDY_MSG, SURVEY_PURPOSES } from "@/lib/studies/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { adminOnlyChanges, demoFor, isDueDateOnOrAfterToday, isValidRedirect, withUrlScheme } from "@/lib/builder/save-rules";
import { ALTERNATE_QUESTIONS, HIDE_PRODUCT_FLAGS, SETTINGS_FLAGS, ZStudySave, type TStudySave, type TBuilderStudy } from "@/lib/builder/study";
import { isId } from "@/lib/ids";
import { Prisma, SurveyType } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict, forbidden, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { studyNotFound } from "../studies/get-survey";
import { decisionRefColumns } from "../studies/update-survey";
import { loadBuilderStudy } from "./load-builder-study";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { saveQuestions } from "./save-questions";
import { saveCountries } from "./save-countries";
import { saveAudiences } from "./save-audiences";

/** respondent_limits { <country code>: { limit, match_stat_sig } } of spec 2 §3. */
export const ZRespondentLimits = z
  .record(
    z.string().regex(/^[A-Za-z]{2,3}$/, { message: "Must be a country code." }),
    z.object({ limit: z.number().int().min(0).nullable(), match_stat_sig: z.boolean() }).partial().strict(),
  )
  .refine((r) => Object.keys(r).length <= 300, { message: "Too many countries." });

/** PUT …/additional_update: the partial save (respondent_limits, settings) plus the purpose form's fields. */
export const ZAdditionalUpdate = ZStudySave.pick({
  date_modified: true, settings: true, purpose: true, insight_other: true, decision_point: true, decision: true,
})
  .extend({ respondent_limits: ZRespondentLimits.optional() })
  .strict();
export type TAdditionalUpdate = z.output<typeof ZAdditionalUpdate>;

type TSaveBody = TStudySave & { respondent_limits?: z.output<typeof ZRespondentLimits> };

/** Needs survey.write; admin-only fields are checked here against the caller. */
export async function saveStudy(access: TBrandAccess, surveyId: string, rawBody: unknown): Promise<TBuilderStudy> {
  const parsed = ZStudySave.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  return writeStudy(access, surveyId, parsed.data);
}

/** Needs survey.write; admin-only fields are checked here against the caller. */
export async function additionalUpdate(access: TBrandAccess, surveyId: string, rawBody: unknown): Promise<TBuilderStudy> {
  const parsed = ZAdditionalUpdate.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  return writeStudy(access, surveyId, parsed.data);
}

/** Draft and not translating, or 409; shared by every wizard write (spec 2 §4: a translation locks the study). */
export function requireDraft(study: Pick<TBuilderStudy, "status"> & Partial<Pick<TBuilderStudy, "countries_translating">>): void {
  if (study.status !== "Draft") throw conflict(BUILDER_MSG.onlyDraftChanges);
  if ((study.countries_translating ?? []).length > 0) throw conflict(TRANSLATION_MSG.locked);
}

async function writeStudy(access: TBrandAccess, surveyId: string, body: TSaveBody): Promise<TBuilderStudy> {
  if (!isId(surveyId)) throw studyNotFound();
  const brandId = access.brandId;
  return prisma.$transaction(
    async (tx) => {
      const stored = await loadBuilderStudy(access, surveyId, tx);
      requireDraft(stored);
      if (new Date(stored.date_modified).getTime() !== new Date(body.date_modified).getTime()) throw conflict(STUDY_MSG.staleStudy);
      // Bad values (400) are reported before admin-only changes (403); both before anything is written.
      const data = await surveyColumns(tx, brandId, stored, body);
      if (!access.actor.is_admin) {
        const fields: string[] = adminOnlyChanges(body, stored);
        if (body.respondent_limits && (await respondentLimitsChange(tx, surveyId, body.respondent_limits))) fields.push("respondent_limits");
        if (fields.length) throw forbidden(BUILDER_MSG.adminOnlyFields(fields.join(", ")));
      }
      // The guard: the row changes only while it is a Draft with the date_modified the client read.
      const { count } = await tx.survey.updateMany({
        where: access.where({ id: surveyId, status: "Draft" as const, date_modified: new Date(body.date_modified) }),
        data: { ...data, date_modified: new Date() },
      });
      if (count === 0) {
        const now = await tx.survey.findUnique({ where: { id: surveyId }, select: { status: true } });
        throw conflict(now && now.status !== "Draft" ? BUILDER_MSG.onlyDraftChanges : STUDY_MSG.staleStudy);
      }
      if (body.alternate_question !== undefined) await retextQuestions(tx, surveyId, stored.alternate_question, body.alternate_question);
      if (body.products) await replaceProducts(tx, access, surveyId, stored, body.products, body.alternate_question ?? stored.alternate_question);
      // P5 parts (docs/contracts/p5-builder.md): countries first (prices and audiences name them), then questions.
      if (body.countries) await saveCountries(tx, access, surveyId, body.countries);
      if (body.audiences) await saveAudiences(tx, access, surveyId, body.audiences);
      if (body.questions || body.question_template) await saveQuestions(tx, access, surveyId, body.questions, body.question_template);
      if (body.respondent_limits) await writeRespondentLimits(tx, surveyId, body.respondent_limits);
      return loadBuilderStudy(access, surveyId, tx);
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}

/** The Survey columns of the body (omitted fields stay); bad references and rule breaks → 400. */
async function surveyColumns(tx: Tx, brandId: string, stored: TBuilderStudy, b: TSaveBody): Promise<Record<string, unknown>> {
  const d: Record<string, unknown> = {};
  const set = <K extends keyof TSaveBody>(k: K, column: string = k as string) => {
    if (b[k] !== undefined) d[column] = b[k];
  };
  set("title");
  if (b.due_date !== undefined) {
    const changed = (b.due_date ? new Date(b.due_date).getTime() : null) !== (stored.due_date ? new Date(stored.due_date).getTime() : null);
    if (b.due_date && changed && !isDueDateOnOrAfterToday(b.due_date)) {
      throw invalid(BUILDER_MSG.dueDatePast, [{ name: "due_date", reason: BUILDER_MSG.dueDatePast }]);
    }
    d.due_date = b.due_date ? new Date(b.due_date) : null;
  }
  set("alternate_question");
  if (b.purpose) d.purpose = SURVEY_PURPOSES.filter((p) => b.purpose!.includes(p));
  set("insight_other");
  Object.assign(d, await decisionRefColumns(brandId, stored.assortment_id, b, tx));
  if (b.type !== undefined) {
    if (b.type !== null && !(Object.values(SurveyType) as string[]).includes(b.type)) {
      throw invalid(BUILDER_MSG.unknownStudyType, [{ name: "type", reason: BUILDER_MSG.unknownStudyType }]);
    }
    d.type = b.type;
  }
  set("temp_type");
  set("config");
  set("random");
  if (b.limit) Object.assign(d, { limit_active: b.limit.active, limit_number: b.limit.number });
  set("respondent_limit");
  if (b.welcome) d.welcome = { ...stored.welcome, ...b.welcome };
  for (const k of ["welcome_header", "welcome_message", "welcome_button_text", "exit_header", "exit_message", "exit_button_text"] as const) set(k);
  if (b.thank_you) {
    if (b.thank_you.button_url !== undefined) d.thank_you_button_url = withUrlScheme(b.thank_you.button_url);
    if (b.thank_you.css_position !== undefined) d.thank_you_css_position = b.thank_you.css_position;
  }
  if (b.style) d.style_header_logo = b.style.header_logo;
  if (b.intro !== undefined) d.intro = b.intro === null ? Prisma.DbNull : b.intro;
  for (const k of ["redirect_link", "redirect_link_closed"] as const) {
    const url = b[k];
    if (url === undefined) continue;
    if (!isValidRedirect(url)) throw invalid(BUILDER_MSG.checkRedirectUrl, [{ name: k, reason: BUILDER_MSG.checkRedirectUrl }]);
    d[k] = url?.trim() ? url.trim() : null;
  }
  set("url_param");
  if (b.notifications) d.notify_due_date = b.notifications.due_date.active;
  set("stat_significance_count");
  set("panel_type");
  set("panel_cost");
  for (const f of SETTINGS_FLAGS) if (b.settings?.[f] !== undefined) d[f] = b.settings[f];
  for (const f of HIDE_PRODUCT_FLAGS) if (b.hide?.[f] !== undefined) d[f] = b.hide[f];
  set("internal_template");
  const demo = demoFor(b, stored.internal_template);
  if (demo !== undefined) d.demo = demo;
  if (b.owned_by !== undefined) {
    if (b.owned_by !== null) {
      const owner = await tx.user.findFirst({
        where: { id: b.owned_by, OR: [{ is_admin: true }, { memberships: { some: { brand_id: brandId } } }] },
        select: { id: true },
      });
      if (!owner) throw invalid(BUILDER_MSG.unknownOwner, [{ name: "owned_by", reason: BUILDER_MSG.unknownOwner }]);
    }
    d.owned_by_id = b.owned_by;
  }
  return d;
}

/** A new "who is it sent to" choice rewrites the questions still carrying the previous choice's default text. */
async function retextQuestions(tx: Tx, surveyId: string, from: TBuilderStudy["alternate_question"], to: TStudySave["alternate_question"]) {
  const oldText = ALTERNATE_QUESTIONS[from ?? "Your customers"];
  const newText = ALTERNATE_QUESTIONS[to ?? "Your customers"];
  if (oldText === newText) return;
  await tx.question.updateMany({ where: { survey_id: surveyId, text: oldText }, data: { text: newText } });
}

/**
 * The study's products become `items`, in order (order = index). A product new to the study must be a live product
 * of the brand; one already in it may stay even if deleted since (the publish check asks to remove it). Question
 * rows are created for products without one and KEPT for removed products, so re-adding restores them.
 */
async function replaceProducts(
  tx: Tx,
  access: TBrandAccess,
  surveyId: string,
  stored: TBuilderStudy,
  items: NonNullable<TStudySave["products"]>,
  alternate: TStudySave["alternate_question"],
) {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    if (seen.has(it.product)) throw invalid(BUILDER_MSG.productTwice, [{ name: `products.${i}.product`, reason: BUILDER_MSG.productTwice }]);
    seen.add(it.product);
  });
  const current = new Set(stored.questions.map((q) => q.product));
  const added = items.map((it) => it.product).filter((id) => !current.has(id));
  if (added.length) {
    const live = await tx.product.findMany({ where: access.where({ id: { in: added }, deleted: false }), select: { id: true } });
    const ok = new Set(live.map((p) => p.id));
    const bad = items.map((it, i) => ({ it, i })).filter(({ it }) => !current.has(it.product) && !ok.has(it.product));
    if (bad.length) {
      throw invalid(BUILDER_MSG.productNotLive, bad.map(({ i }) => ({ name: `products.${i}.product`, reason: BUILDER_MSG.productNotLive })));
    }
  }
  const old = new Map(
    (await tx.surveyProduct.findMany({ where: { survey_id: surveyId } })).map((r) => [r.product_id, r]),
  );
  await tx.surveyProduct.deleteMany({ where: { survey_id: surveyId } });
  if (items.length) {
    await tx.surveyProduct.createMany({
      data: items.map((it, order) => {
        const prev = old.get(it.product);
        return {
          survey_id: surveyId,
          product_id: it.product,
          order,
          sales_plan: it.sales_plan !== undefined ? it.sales_plan : (prev?.sales_plan ?? null),
          msrp_initial: it.msrp_initial !== undefined ? it.msrp_initial : (prev?.msrp_initial ?? null),
          disabled: prev?.disabled ?? false,
          additional_price_conversions: (prev?.additional_price_conversions ?? {}) as Prisma.InputJsonValue,
          ...(prev ? { date_created: prev.date_created } : {}),
        };
      }),
    });
    const text = ALTERNATE_QUESTIONS[alternate ?? "Your customers"];
    await tx.question.createMany({
      data: items.map((it) => ({ survey_id: surveyId, product_id: it.product, text })),
      skipDuplicates: true,
    });
    for (const disabled of [true, false]) {
      const ids = items.filter((it) => it.disabled === disabled).map((it) => it.product);
      if (ids.length) await tx.question.updateMany({ where: { survey_id: surveyId, product_id: { in: ids } }, data: { disabled } });
    }
  }
}

async function surveyCountriesByCode(tx: Tx, surveyId: string) {
  const rows = await tx.surveyCountry.findMany({
    where: { survey_id: surveyId },
    select: { country_id: true, respondent_limit: true, match_stat_sig: true, country: { select: { code: true } } },
  });
  return new Map(rows.map((r) => [r.country.code.toUpperCase(), r]));
}

async function respondentLimitsChange(tx: Tx, surveyId: string, limits: NonNullable<TSaveBody["respondent_limits"]>): Promise<boolean> {
  const byCode = await surveyCountriesByCode(tx, surveyId);
  return Object.entries(limits).some(([code, v]) => {
    const row = byCode.get(code.toUpperCase());
    if (!row) return false; // refused as 400 by the write
    return (v.limit !== undefined && v.limit !== row.respondent_limit) || (v.match_stat_sig !== undefined && v.match_stat_sig !== row.match_stat_sig);
  });
}

async function writeRespondentLimits(tx: Tx, surveyId: string, limits: NonNullable<TSaveBody["respondent_limits"]>) {
  const byCode = await surveyCountriesByCode(tx, surveyId);
  for (const [code, v] of Object.entries(limits)) {
    const row = byCode.get(code.toUpperCase());
    if (!row) throw invalid(BUILDER_MSG.unknownLimitCountry, [{ name: `respondent_limits.${code}`, reason: BUILDER_MSG.unknownLimitCountry }]);
    await tx.surveyCountry.update({
      where: { survey_id_country_id: { survey_id: surveyId, country_id: row.country_id } },
      data: { ...(v.limit !== undefined ? { respondent_limit: v.limit } : {}), ...(v.match_stat_sig !== undefined ? { match_stat_sig: v.match_stat_sig } : {}) },
    });
  }
}
