import "server-only";
// Duplicating a study (spec 3 §4, §7): POST /brand/{b}/survey/{s}/duplicate ({full} or {include}) and
// POST /api/v2/surveys/{id}/duplicates ({should_include_products}). Legacy studies are refused (409). The copy is
// a Draft titled "{title} (copy)" with a new short id, reset dates, the settings, countries, audiences,
// segmentation questions and profiles and the global question; products and their questions (with follow-ups)
// only when asked. Respondents and answers are never copied. One transaction.
import { newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import { Prisma } from "../generated/prisma/client";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { prisma, type Tx } from "../db";
import { loadBrandStudy, type TStudyHead } from "./load-study";
import { newShortId } from "./short-id";

/** Prisma reads Json columns as JsonValue; non-null columns take them back as InputJsonValue… */
const json = (v: Prisma.JsonValue): Prisma.InputJsonValue => v as Prisma.InputJsonValue;
/** …and nullable ones need DbNull for SQL NULL. */
const jsonOrNull = (v: Prisma.JsonValue): Prisma.InputJsonValue | typeof Prisma.DbNull =>
  v === null ? Prisma.DbNull : (v as Prisma.InputJsonValue);

/** Needs survey.write. */
export async function duplicateStudy(access: TBrandAccess, input: { surveyId: string; withProducts: boolean }): Promise<{ _id: string; assortment: string | null }> {
  const study = await loadBrandStudy(access, input.surveyId);
  const id = await copyGuarded(access, study, input.withProducts);
  return { _id: id, assortment: study.assortment_id };
}

/** The v2 variant (the route authorizes the study's own brand). Needs survey.write. */
export async function duplicateStudyV2(access: TBrandAccess, input: { surveyId: string; withProducts: boolean }): Promise<{ survey_id: string }> {
  const study = await loadBrandStudy(access, input.surveyId);
  return { survey_id: await copyGuarded(access, study, input.withProducts) };
}

async function copyGuarded(access: TBrandAccess, study: TStudyHead, withProducts: boolean): Promise<string> {
  if (study.type === "legacy") throw conflict(STUDY_MSG.legacyDuplicate);
  return prisma.$transaction((tx) => copyStudy(tx, study.id, { withProducts, actorId: access.actor.id }));
}

export async function copyStudy(tx: Tx, sourceId: string, opts: { withProducts: boolean; actorId: string }): Promise<string> {
  // One relation at a time: Prisma would run an `include` in parallel on the transaction's single connection.
  const row = await tx.survey.findUniqueOrThrow({ where: { id: sourceId } });
  const where = { survey_id: sourceId };
  const countries = await tx.surveyCountry.findMany({ where });
  const audiences = await tx.audience.findMany({ where });
  const demographics = await tx.surveyDemographic.findMany({ where });
  const segmentation_profiles = await tx.segmentationProfile.findMany({ where });
  const products = await tx.surveyProduct.findMany({ where });
  // The global question (product_id null) always; product questions only with their products.
  const questions = await tx.question.findMany({ where: opts.withProducts ? where : { ...where, product_id: null } });
  const followUps = await tx.followUp.findMany({ where: { question_id: { in: questions.map((q) => q.id) } } });
  const id = newId();
  await tx.survey.create({
    data: {
      ...row,
      id,
      short_id: newShortId(),
      title: `${row.title || STUDY_MSG.untitled} (copy)`,
      status: "Draft",
      archived: false,
      internal_template: false,
      created_by_id: opts.actorId,
      owned_by_id: opts.actorId,
      config: json(row.config),
      intro: jsonOrNull(row.intro),
      welcome: json(row.welcome),
      conjoint_blocks: json(row.conjoint_blocks),
      conjoint_variables: json(row.conjoint_variables),
      impact: json(row.impact),
      date_created: new Date(),
      date_modified: new Date(),
      due_date: null,
      date_start: null,
      date_published: null,
      date_end: null,
      date_closed: null,
      date_reopened: null,
    },
  });
  if (countries.length) await tx.surveyCountry.createMany({ data: countries.map((c) => ({ ...c, survey_id: id })) });
  if (audiences.length) {
    await tx.audience.createMany({
      data: audiences.map(({ date_created: _d, ...a }) => ({ ...a, id: newId(), survey_id: id })),
    });
  }
  if (demographics.length) await tx.surveyDemographic.createMany({ data: demographics.map((d) => ({ ...d, survey_id: id })) });
  if (segmentation_profiles.length) {
    await tx.segmentationProfile.createMany({ data: segmentation_profiles.map((p) => ({ ...p, id: newId(), survey_id: id })) });
  }
  if (opts.withProducts && products.length) {
    await tx.surveyProduct.createMany({
      data: products.map(({ date_created: _d, ...p }) => ({
        ...p,
        survey_id: id,
        additional_price_conversions: json(p.additional_price_conversions),
      })),
    });
  }
  for (const q of questions) {
    const { date_created: _c, date_modified: _m, ...qRow } = q;
    const follow_ups = followUps.filter((f) => f.question_id === q.id);
    const questionId = newId();
    await tx.question.create({ data: { ...qRow, id: questionId, survey_id: id, intro: jsonOrNull(qRow.intro) } });
    if (follow_ups.length) {
      await tx.followUp.createMany({
        data: follow_ups.map(({ date_created: _d, ...f }) => ({ ...f, id: newId(), question_id: questionId, media: jsonOrNull(f.media) })),
      });
    }
  }
  return id;
}
