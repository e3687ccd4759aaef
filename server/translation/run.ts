import "server-only";
// Study translation (spec 2 §4 "Translation", §5, §6, §7 translate / cancel translate, §8): starting a run, cancelling
// it, carrying it out as a pg-boss job, and reading the results.
//
// Start (POST …/translate): every given country is set translating (and no longer needs translation), a
// SurveyTranslationRun records the countries, their target languages and the needs-translation state before the
// run (needed_before); the job is sent after the commit. The study is read-only while any country is translating
// (server/builder/save-study.ts#requireDraft answers 409 TRANSLATION_MSG.locked).
// The job: collects the texts (lib/international/texts.ts) per target language, translates them in batches through
// the configured provider (a refresh first reuses the brand's translation memory), counting progress in run.done,
// and writes everything at the end in ONE transaction: SurveyTranslation rows, ProductTranslation rows for products
// without a translation in that language, the BrandTranslation memory, translated_at / translating / needed on the
// countries, and the run done. So a cancelled or failed run leaves nothing half-written.
// Cancel (PUT …/translate): the given countries stop translating and need translation again; a run with no
// translating country left is cancelled; the job notices at its next batch and writes nothing.
// Failure: the run is failed with its error, its countries stop translating and get back the needs-translation
// state they had before the run (spec 2 §4 "On failure the needs-translation state is rolled back").
import { z } from "zod";
import { translationNeedsAdmin } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { ZCountryCode, type TWireTranslationRun } from "@/lib/builder/builder-wire";
import type { TBuilderStudy } from "@/lib/builder/study";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { batches, parseProductKey, productTexts, studyTexts, targetLanguage, type TTextUnit } from "@/lib/international/texts";
import { isId } from "@/lib/ids";
import { Prisma, type SurveyTranslationRun } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict, forbidden, invalid } from "../errors";
import { studyNotFound } from "../studies/get-survey";
import { requireVisibleStudy } from "../studies/load-study";
import { loadBuilderStudy } from "../builder/load-builder-study";
import { toWireRun } from "../builder/load-builder";
import { enqueue, QUEUES } from "../jobs/queue";
import { providerFromEnv, type TTranslationProvider } from "./provider";

/** Texts per provider call. */
export const TRANSLATION_BATCH = 25;
/** Sources longer than this are translated but not kept in the brand memory (index entry size). */
const MEMORY_MAX_SOURCE = 2000;

export const ZTranslateStart = z
  .object({
    countries: z.array(ZCountryCode).max(300),
    /** "Keep Current Translation": the product translations count as up to date again (no run unless countries). */
    unset_products_out_of_sync_translations: z.boolean().optional(),
    /** "Refresh Translation" (admin): product texts are translated again; the brand memory is reused first. */
    refresh_products_translations: z.boolean().optional(),
  })
  .strict();
export const ZTranslateCancel = z.object({ countries: z.array(ZCountryCode).min(1).max(300) }).strict();


const upper = (codes: readonly string[]) => [...new Set(codes.map((c) => c.trim().toUpperCase()))];

function draftOr409(study: TBuilderStudy) {
  if (study.status !== "Draft") throw conflict(BUILDER_MSG.onlyDraftChanges);
}

// ---------------------------------------------------------------------------------------------------------------
// Start and cancel

/** Needs survey.write; more countries than a user may translate at once, and a refresh, need an admin. */
export async function startTranslation(access: TBrandAccess, surveyId: string, body: z.output<typeof ZTranslateStart>): Promise<TBuilderStudy> {
  const actor = access.actor;
  if (!isId(surveyId)) throw studyNotFound();
  const countries = upper(body.countries);
  const refresh = body.refresh_products_translations === true;
  // A misconfigured provider fails here, before anything changes.
  const provider = providerFromEnv();
  const runId = await prisma.$transaction(
    async (tx) => {
      const study = await loadBuilderStudy(access, surveyId, tx);
      draftOr409(study);
      if (study.countries_translating.length > 0) throw conflict(TRANSLATION_MSG.locked);
      const byCode = new Map(study.study_countries.map((c) => [c.code.toUpperCase(), c]));
      const defaultCode = study.default_country?.toUpperCase() ?? null;
      const bad = countries
        .map((code, i) => ({ code, i }))
        .filter(({ code }) => !byCode.has(code) || code === defaultCode)
        .map(({ code, i }) => ({ name: `countries.${i}`, reason: code === defaultCode ? TRANSLATION_MSG.defaultNotTranslated : TRANSLATION_MSG.notStudyCountry }));
      if (bad.length) throw invalid(bad[0]!.reason, bad);
      const keep = body.unset_products_out_of_sync_translations === true;
      if (countries.length === 0 && !keep) throw invalid(TRANSLATION_MSG.chooseCountry, [{ name: "countries", reason: TRANSLATION_MSG.chooseCountry }]);
      if (translationNeedsAdmin(countries.length) && !actor.is_admin) throw forbidden(TRANSLATION_MSG.needsAdmin);
      if (refresh && !actor.is_admin) throw forbidden(TRANSLATION_MSG.refreshAdminOnly);

      if (keep) {
        // "Current translations has been kept": the product translations of the study's languages count as current.
        const languages = [...new Set(study.study_countries.flatMap((c) => c.languages).filter((l) => l !== study.language))];
        const products = study.questions.map((q) => q.product);
        if (languages.length && products.length) {
          await tx.productTranslation.updateMany({ where: { product_id: { in: products }, language: { in: languages } }, data: { date_modified: new Date() } });
        }
      }
      if (countries.length === 0) return null;

      const languages = [...new Set(countries.map((c) => targetLanguage(byCode.get(c)!.languages, study.language)).filter((l): l is string => l !== null))];
      const run = await tx.surveyTranslationRun.create({
        data: {
          survey_id: surveyId,
          countries,
          languages,
          refresh,
          provider: provider.name,
          needed_before: study.countries_translations_needed ?? [],
          started_by_id: actor.id,
        },
      });
      const ids = await countryIds(tx, countries);
      await tx.surveyCountry.updateMany({ where: { survey_id: surveyId, country_id: { in: ids } }, data: { translating: true, translation_needed: false } });
      return run.id;
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  if (runId) {
    try {
      await enqueue(QUEUES.studyTranslation, { runId });
    } catch (e) {
      await failRun(runId, `The translation could not be queued: ${(e as Error).message}`);
      throw e;
    }
  }
  return loadBuilderStudy(access, surveyId);
}

/** Needs survey.write. */
export async function cancelTranslation(access: TBrandAccess, surveyId: string, body: z.output<typeof ZTranslateCancel>): Promise<TBuilderStudy> {
  if (!isId(surveyId)) throw studyNotFound();
  const countries = upper(body.countries);
  await prisma.$transaction(
    async (tx) => {
      const study = await loadBuilderStudy(access, surveyId, tx);
      draftOr409(study);
      const translating = new Set(study.countries_translating.map((c) => c.toUpperCase()));
      const bad = countries.map((code, i) => ({ code, i })).filter(({ code }) => !translating.has(code));
      if (bad.length) throw invalid(TRANSLATION_MSG.notTranslating, bad.map(({ i }) => ({ name: `countries.${i}`, reason: TRANSLATION_MSG.notTranslating })));
      const runs = await tx.surveyTranslationRun.findMany({ where: { survey_id: surveyId, status: "running" }, select: { id: true } });
      for (const r of runs) await lockRun(tx, r.id);
      const ids = await countryIds(tx, countries);
      // Our decision (lib/study-rules/countries.ts): cancelled countries need translation again.
      await tx.surveyCountry.updateMany({ where: { survey_id: surveyId, country_id: { in: ids } }, data: { translating: false, translation_needed: true } });
      const still = new Set(study.countries_translating.map((c) => c.toUpperCase()).filter((c) => !countries.includes(c)));
      for (const r of await tx.surveyTranslationRun.findMany({ where: { survey_id: surveyId, status: "running" } })) {
        if (!r.countries.some((c) => still.has(c))) {
          await tx.surveyTranslationRun.update({ where: { id: r.id }, data: { status: "cancelled", date_finished: new Date() } });
        }
      }
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  return loadBuilderStudy(access, surveyId);
}

async function countryIds(tx: Tx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await tx.country.findMany({ where: { code: { in: [...codes], mode: "insensitive" } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Locks the run row until the transaction ends (start, cancel, fail and finish exclude each other). */
async function lockRun(tx: Tx, runId: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM "SurveyTranslationRun" WHERE id = ${runId} FOR UPDATE`;
  return rows[0]?.status ?? null;
}

/** Fails a running run: its error kept, its countries stop translating and get back their needs-translation state. */
export async function failRun(runId: string, error: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if ((await lockRun(tx, runId)) !== "running") return;
    const run = await tx.surveyTranslationRun.update({
      where: { id: runId },
      data: { status: "failed", error: error.slice(0, 1000), date_finished: new Date() },
    });
    const rows = await tx.surveyCountry.findMany({
      where: { survey_id: run.survey_id, country: { code: { in: run.countries } } },
      select: { country_id: true, country: { select: { code: true } } },
    });
    const before = new Set(run.needed_before.map((c) => c.toUpperCase()));
    for (const needed of [true, false]) {
      const ids = rows.filter((r) => before.has(r.country.code.toUpperCase()) === needed).map((r) => r.country_id);
      if (ids.length) {
        await tx.surveyCountry.updateMany({ where: { survey_id: run.survey_id, country_id: { in: ids } }, data: { translating: false, translation_needed: needed } });
      }
    }
  });
}

/** Runs left "running" longer than `olderThanMs` (a process died mid-run) fail with their rollback. */
export async function recoverStaleRuns(olderThanMs: number): Promise<number> {
  const stale = await prisma.surveyTranslationRun.findMany({
    where: { status: "running", date_started: { lt: new Date(Date.now() - olderThanMs) } },
    select: { id: true },
  });
  for (const r of stale) await failRun(r.id, "The translation did not finish in time.");
  return stale.length;
}

// ---------------------------------------------------------------------------------------------------------------
// The job

class RunStopped extends Error {}

/** pg-boss handler body: data { runId }. Failures are recorded on the run, not rethrown (a retry would not help). */
export async function processTranslationJob(data: { runId?: unknown }, signal?: AbortSignal): Promise<void> {
  if (typeof data?.runId !== "string") return;
  await processTranslationRun(data.runId, providerFromEnv(), signal);
}

interface TPlanLanguage {
  language: string;
  /** Study texts (source language = the study's). */
  study: TTextUnit[];
  /** Product texts to translate (source language = the product's). */
  products: (TTextUnit & { sourceLanguage: string })[];
  /** Product texts taken from existing product translations (no provider call). */
  kept: { key: string; source: string; text: string }[];
}

async function buildPlan(run: SurveyTranslationRun) {
  const survey = await prisma.survey.findUniqueOrThrow({
    where: { id: run.survey_id },
    select: {
      brand_id: true, language: true, intro: true,
      welcome_header: true, welcome_message: true, welcome_button_text: true,
      exit_header: true, exit_message: true, exit_button_text: true,
      products: { select: { product_id: true }, orderBy: [{ order: "asc" }, { product_id: "asc" }] },
      demographics: { select: { demographic: { select: { id: true, title: true, options: true, images: true } } }, orderBy: [{ order: "asc" }, { demographic_id: "asc" }] },
    },
  });
  const productIds = survey.products.map((p) => p.product_id);
  const [questions, products] = await Promise.all([
    prisma.question.findMany({
      where: { survey_id: run.survey_id, OR: [{ product_id: null }, { product_id: { in: productIds } }] },
      include: { follow_ups: { orderBy: [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }] } },
    }),
    prisma.product.findMany({
      where: { id: { in: productIds } },
      select: { id: true, language: true, name: true, description: true, colors: true, materials: true, features: true, fit: true, translations: true },
    }),
  ]);
  const intro = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as { title?: string; text?: string; button_text?: string }) : null);
  const order = new Map(productIds.map((id, i) => [id, i]));
  const units = studyTexts({
    ...survey,
    intro: intro(survey.intro),
    questions: questions
      .sort((a, b) => (order.get(a.product_id ?? "") ?? -1) - (order.get(b.product_id ?? "") ?? -1))
      .map((q) => ({
        id: q.id,
        product_id: q.product_id,
        text: q.text,
        star_low: q.star_low,
        star_high: q.star_high,
        intro: intro(q.intro),
        follow_ups: q.follow_ups.map((f) => ({ ...f, positive_options: f.positive_options, negative_options: f.negative_options })),
      })),
    demographics: survey.demographics.map(({ demographic: d }) => ({
      id: d.id,
      title: d.title,
      options: d.options,
      image_labels: (Array.isArray(d.images) ? d.images : []).map((i) => (i && typeof i === "object" && "label" in i ? String((i as { label: unknown }).label ?? "") : "")),
    })),
  });
  const sorted = [...products].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const plan: TPlanLanguage[] = run.languages.map((language) => {
    const entry: TPlanLanguage = { language, study: units, products: [], kept: [] };
    for (const p of sorted) {
      if (p.language === language) continue;
      const existing = p.translations.find((t) => t.language === language);
      const fields = existing?.fields && typeof existing.fields === "object" && !Array.isArray(existing.fields) ? (existing.fields as Record<string, unknown>) : {};
      for (const u of productTexts(p)) {
        const field = parseProductKey(u.key)!.field;
        const have = fields[field];
        if (!run.refresh && typeof have === "string" && have.trim() !== "") entry.kept.push({ ...u, text: have });
        else entry.products.push({ ...u, sourceLanguage: p.language });
      }
    }
    return entry;
  });
  return { survey, plan };
}

const runStatus = async (runId: string) =>
  (await prisma.surveyTranslationRun.findUnique({ where: { id: runId }, select: { status: true } }))?.status ?? null;

/** Carries out one run with `provider` (see the file comment). Safe to call again: a finished run is left alone. */
export async function processTranslationRun(runId: string, provider: TTranslationProvider, signal?: AbortSignal): Promise<void> {
  const run = await prisma.surveyTranslationRun.findUnique({ where: { id: runId } });
  if (!run || run.status !== "running") return;
  try {
    const { survey, plan } = await buildPlan(run);
    const total = plan.reduce((n, l) => n + l.study.length + l.products.length, 0);
    await prisma.surveyTranslationRun.updateMany({ where: { id: runId, status: "running" }, data: { total, done: 0, provider: provider.name } });
    let done = 0;
    const advance = async (n: number) => {
      if (n === 0) return;
      done += n;
      const { count } = await prisma.surveyTranslationRun.updateMany({ where: { id: runId, status: "running" }, data: { done } });
      if (count === 0) throw new RunStopped();
    };
    /** language → source language → source → text */
    const results = new Map<string, Map<string, Map<string, string>>>();
    for (const l of plan) {
      const bySourceLanguage = new Map<string, TTextUnit[]>();
      bySourceLanguage.set(survey.language, [...l.study]);
      for (const u of l.products) bySourceLanguage.set(u.sourceLanguage, [...(bySourceLanguage.get(u.sourceLanguage) ?? []), u]);
      const perSource = new Map<string, Map<string, string>>();
      results.set(l.language, perSource);
      for (const [sourceLanguage, list] of bySourceLanguage) {
        const texts = new Map<string, string>();
        perSource.set(sourceLanguage, texts);
        const count = new Map<string, number>();
        for (const u of list) count.set(u.source, (count.get(u.source) ?? 0) + 1);
        const sources = [...count.keys()];
        if (sourceLanguage === l.language) {
          for (const s of sources) texts.set(s, s);
          await advance(list.length);
          continue;
        }
        if (run.refresh && sources.length) {
          // Refresh: the brand's translation memory first (spec 2 §4 "copies stored brand translations").
          const memory = await prisma.brandTranslation.findMany({
            where: { brand_id: survey.brand_id, source_language: sourceLanguage, language: l.language, source: { in: sources } },
          });
          for (const m of memory) texts.set(m.source, m.text);
          await advance(memory.reduce((n, m) => n + (count.get(m.source) ?? 0), 0));
        }
        for (const batch of batches(sources.filter((s) => !texts.has(s)), TRANSLATION_BATCH)) {
          if ((await runStatus(runId)) !== "running") throw new RunStopped();
          const out = await provider.translate(batch, sourceLanguage, l.language, signal);
          if (out.length !== batch.length || out.some((t) => typeof t !== "string")) throw new Error("The translation service answered a wrong number of texts.");
          batch.forEach((s, i) => texts.set(s, out[i]!));
          await advance(batch.reduce((n, s) => n + (count.get(s) ?? 0), 0));
        }
      }
    }
    await finishRun(run, survey, plan, results, total);
  } catch (e) {
    if (e instanceof RunStopped) return;
    if ((await runStatus(runId)) !== "running") return; // cancelled meanwhile: the abort is not a failure
    await failRun(runId, (e as Error).message || String(e));
  }
}

async function finishRun(
  run: SurveyTranslationRun,
  survey: { brand_id: string; language: string },
  plan: TPlanLanguage[],
  results: Map<string, Map<string, Map<string, string>>>,
  total: number,
): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      if ((await lockRun(tx, run.id)) !== "running") return;
      // Only languages of countries still translating (a partly cancelled run writes for the others only).
      const still = await tx.surveyCountry.findMany({
        where: { survey_id: run.survey_id, translating: true, country: { code: { in: run.countries } } },
        select: { country_id: true, country: { select: { languages: true } } },
      });
      const live = new Set(still.map((c) => targetLanguage(c.country.languages, survey.language)).filter((l): l is string => l !== null));
      const now = new Date();
      for (const l of plan) {
        if (!live.has(l.language)) continue;
        const perSource = results.get(l.language)!;
        const textOf = (sourceLanguage: string, source: string) => perSource.get(sourceLanguage)?.get(source);
        const rows: { key: string; source: string; text: string }[] = [
          ...l.study.map((u) => ({ key: u.key, source: u.source, text: textOf(survey.language, u.source)! })),
          ...l.products.map((u) => ({ key: u.key, source: u.source, text: textOf(u.sourceLanguage, u.source)! })),
          ...l.kept,
        ].filter((r) => typeof r.text === "string");
        await tx.surveyTranslation.deleteMany({ where: { survey_id: run.survey_id, language: l.language } });
        if (rows.length) await tx.surveyTranslation.createMany({ data: rows.map((r) => ({ survey_id: run.survey_id, language: l.language, ...r })) });
        // Product translations: merged into the product's translation for that language (created when missing).
        const byProduct = new Map<string, Record<string, string>>();
        for (const u of l.products) {
          const k = parseProductKey(u.key)!;
          const text = textOf(u.sourceLanguage, u.source);
          if (text !== undefined) byProduct.set(k.productId, { ...(byProduct.get(k.productId) ?? {}), [k.field]: text });
        }
        for (const [productId, fields] of byProduct) {
          const existing = await tx.productTranslation.findUnique({ where: { product_id_language: { product_id: productId, language: l.language } } });
          const merged = { ...(existing?.fields && typeof existing.fields === "object" && !Array.isArray(existing.fields) ? (existing.fields as Record<string, unknown>) : {}), ...fields };
          await tx.productTranslation.upsert({
            where: { product_id_language: { product_id: productId, language: l.language } },
            create: { product_id: productId, language: l.language, fields: merged as Prisma.InputJsonValue, completed: false },
            update: { fields: merged as Prisma.InputJsonValue },
          });
        }
        // The brand's memory: every pair, newest translation wins.
        for (const [sourceLanguage, texts] of perSource) {
          if (sourceLanguage === l.language) continue;
          const pairs = [...texts].filter(([s]) => s.length <= MEMORY_MAX_SOURCE);
          if (!pairs.length) continue;
          await tx.$executeRaw`
            INSERT INTO "BrandTranslation" (brand_id, source_language, language, source, text, date_modified)
            SELECT ${survey.brand_id}, ${sourceLanguage}, ${l.language}, s, t, now()
            FROM unnest(${pairs.map(([s]) => s)}::text[], ${pairs.map(([, t]) => t)}::text[]) AS x(s, t)
            ON CONFLICT (brand_id, source_language, language, source) DO UPDATE SET text = EXCLUDED.text, date_modified = now()`;
        }
      }
      const ids = still.map((c) => c.country_id);
      if (ids.length) {
        await tx.surveyCountry.updateMany({ where: { survey_id: run.survey_id, country_id: { in: ids } }, data: { translating: false, translation_needed: false, translated_at: now } });
      }
      await tx.surveyTranslationRun.update({ where: { id: run.id }, data: { status: "done", done: total, date_finished: now } });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

/** GET …/translate: the study's latest run (null: never translated). Needs survey.read; a template is a 404 to non-admins. */
export async function latestTranslationRun(access: TBrandAccess, surveyId: string): Promise<TWireTranslationRun | null> {
  if (!isId(surveyId)) throw studyNotFound();
  const survey = await prisma.survey.findFirst({ where: access.where({ id: surveyId }), select: { id: true, internal_template: true, temp_type: true } });
  if (!survey) throw studyNotFound();
  requireVisibleStudy(access, survey);
  const run = await prisma.surveyTranslationRun.findFirst({ where: { survey_id: surveyId }, orderBy: [{ date_started: "desc" }, { id: "desc" }] });
  return run ? toWireRun(run) : null;
}

export interface TCountryTranslations {
  country: string;
  /** null: the country speaks the study language. */
  language: string | null;
  texts: { key: string; source: string; text: string }[];
}

/**
 * GET …/translate?country=XX: the stored translated texts for a study country (the "View translations" list).
 * Needs survey.read; a template is a 404 to non-admins.
 */
export async function countryTranslations(access: TBrandAccess, surveyId: string, country: string): Promise<TCountryTranslations> {
  if (!isId(surveyId)) throw studyNotFound();
  const survey = await prisma.survey.findFirst({
    where: access.where({ id: surveyId }),
    select: { language: true, internal_template: true, temp_type: true, countries: { select: { country: { select: { code: true, languages: true } } } } },
  });
  if (!survey) throw studyNotFound();
  requireVisibleStudy(access, survey);
  const sc = survey.countries.find((c) => c.country.code.toUpperCase() === country.trim().toUpperCase());
  if (!sc) throw invalid(TRANSLATION_MSG.notStudyCountry, [{ name: "country", reason: TRANSLATION_MSG.notStudyCountry }]);
  const language = targetLanguage(sc.country.languages, survey.language);
  if (!language) return { country: sc.country.code, language: null, texts: [] };
  const rows = await prisma.surveyTranslation.findMany({ where: { survey_id: surveyId, language }, select: { key: true, source: true, text: true } });
  return { country: sc.country.code, language, texts: sortKeys(rows) };
}

const KEY_ORDER = ["study:", "template:", "question:", "followup:", "demographic:", "product:"];
const sortKeys = <T extends { key: string }>(rows: T[]): T[] => {
  const rank = (k: string) => KEY_ORDER.findIndex((p) => k.startsWith(p));
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key, "en", { numeric: true }));
};

/**
 * The respondent app (P6): the study's translated texts in `language`, key → text (keys of lib/international/texts.ts).
 * Empty when the study has none in that language; the caller falls back to the source text per key.
 */
export async function translatedStudyTexts(surveyId: string, language: string, db: Tx = prisma): Promise<Record<string, string>> {
  const rows = await db.surveyTranslation.findMany({ where: { survey_id: surveyId, language: language.trim().toLowerCase() }, select: { key: true, text: true } });
  return Object.fromEntries(rows.map((r) => [r.key, r.text]));
}

