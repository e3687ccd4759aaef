import "server-only";
// updateSurvey (brand_id, survey {_id, demographics or segmentation_profiles}) of spec 2 §7, served as the GraphQL
// mutation updateSurveySegmentation (the P3 updateSurvey input carries lifecycle fields and a required
// date_modified). Each given list replaces the study's, in order, in ONE transaction; a refusal writes nothing.
// demographics: ids of this brand's library or platform defaults (archived ones only when already in the study),
//   no duplicates, ids 2/3/6 not newly added to an international or non-us study (§5), a question a profile sums
//   cannot be dropped (§5, 409); pointable forces required, part_of_point_range only on pointable questions, text
//   questions never randomise.
// segmentation_profiles: name required, at least one question, each a pointable question of the study; existing
//   profiles keep their ids (respondents stay linked); summed_values computed from the questions' point values.
// has_audience_weighting: the study's audience weighting switch (§2 "audience weighting option").
import { deleteDemographicProblem, effectiveRequired } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { excludedLegacyIds } from "@/lib/demographics/library";
import { summedPointRange } from "@/lib/demographics/ranges";
import { ZSurveySegmentationUpdate, type TSegmentationProfileRow, type TSurveyDemographicRow, type TSurveySegmentation } from "@/lib/demographics/wire";
import type { DemographicQuestion } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { lockDraftStudy, type TLockedStudy } from "./study-access";
import { loadSegmentationAnswer } from "./segmentation-answer";

const bad = (name: string, reason: string) => invalid(reason, [{ name, reason }]);

/** Needs survey.write. */
export async function updateSurveySegmentation(access: TBrandAccess, surveyId: string, rawBody: unknown): Promise<TSurveySegmentation> {
  const parsed = ZSurveySegmentationUpdate.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "survey");
  const body = parsed.data;
  return prisma.$transaction(async (tx) => {
    const study = await lockDraftStudy(tx, access, surveyId);
    const [rows, profiles] = await Promise.all([
      tx.surveyDemographic.findMany({ where: { survey_id: surveyId }, include: { demographic: true } }),
      tx.segmentationProfile.findMany({ where: { survey_id: surveyId }, select: { id: true, questions: true } }),
    ]);
    // The questions the study will have, by id (the new list when given, else the current one).
    const questions = body.demographics
      ? await checkDemographicList(tx, access, study, body.demographics, rows.map((r) => r.demographic))
      : new Map(rows.map((r) => [r.demographic_id, r.demographic]));
    const nextProfiles = body.segmentation_profiles
      ? checkProfiles(body.segmentation_profiles, questions, new Set(profiles.map((p) => p.id)))
      : profiles.map((p) => ({ questions: p.questions }));
    for (const id of rows.map((r) => r.demographic_id).filter((id) => !questions.has(id))) {
      const problem = deleteDemographicProblem(id, nextProfiles);
      if (problem) throw conflict(problem);
    }

    if (body.demographics) await writeDemographics(tx, surveyId, body.demographics, questions);
    if (body.segmentation_profiles) await writeProfiles(tx, surveyId, body.segmentation_profiles, questions, profiles.map((p) => p.id));
    if (body.has_audience_weighting !== undefined && body.has_audience_weighting !== study.has_audience_weighting) {
      await tx.survey.update({ where: { id: surveyId }, data: { has_audience_weighting: body.has_audience_weighting } });
    }
    return loadSegmentationAnswer(tx, surveyId);
  });
}

async function checkDemographicList(
  tx: Tx,
  access: TBrandAccess,
  study: TLockedStudy,
  list: readonly TSurveyDemographicRow[],
  current: readonly DemographicQuestion[],
): Promise<Map<string, DemographicQuestion>> {
  const ids = list.map((r) => r.demographic);
  if (new Set(ids).size !== ids.length) throw bad("survey.demographics", DEMOGRAPHIC_MSG.duplicateInList);
  const inStudy = new Set(current.map((q) => q.id));
  const found = await tx.demographicQuestion.findMany({ where: { id: { in: ids }, OR: [{ brand_id: access.brandId }, { brand_id: null }] } });
  const byId = new Map(found.map((q) => [q.id, q]));
  const excluded = excludedLegacyIds(study);
  list.forEach((r, i) => {
    const q = byId.get(r.demographic);
    const isNew = !inStudy.has(r.demographic);
    if (!q || (isNew && (q.archived || (q.legacy_id !== null && excluded.includes(q.legacy_id))))) {
      throw bad(`survey.demographics[${i}].demographic`, DEMOGRAPHIC_MSG.notAddable);
    }
  });
  return new Map(ids.map((id) => [id, byId.get(id)!]));
}

function checkProfiles(
  list: readonly TSegmentationProfileRow[],
  questions: ReadonlyMap<string, DemographicQuestion>,
  existing: ReadonlySet<string>,
): { questions: string[] }[] {
  return list.map((p, i) => {
    const where = `survey.segmentation_profiles[${i}]`;
    if (p._id && !existing.has(p._id)) throw bad(`${where}._id`, DEMOGRAPHIC_MSG.notFound);
    if (!p.profile_name.trim()) throw bad(`${where}.profile_name`, DEMOGRAPHIC_MSG.profileNameRequired);
    const unique = [...new Set(p.questions)];
    if (unique.length === 0) throw bad(`${where}.questions`, DEMOGRAPHIC_MSG.profileNeedsQuestion);
    if (unique.some((id) => !questions.get(id)?.pointable)) throw bad(`${where}.questions`, DEMOGRAPHIC_MSG.profileQuestionNotPointable);
    return { questions: unique };
  });
}

async function writeDemographics(tx: Tx, surveyId: string, list: readonly TSurveyDemographicRow[], questions: ReadonlyMap<string, DemographicQuestion>) {
  await tx.surveyDemographic.deleteMany({ where: { survey_id: surveyId } });
  await tx.surveyDemographic.createMany({
    data: list.map((r, order) => {
      const q = questions.get(r.demographic)!;
      return {
        survey_id: surveyId,
        demographic_id: r.demographic,
        order,
        required: effectiveRequired({ pointable: q.pointable, required: r.required }),
        randomize_options: q.type === "text" ? false : r.randomize_options,
        disabled: r.disabled,
        part_of_point_range: q.pointable && r.part_of_point_range,
      };
    }),
  });
}

async function writeProfiles(
  tx: Tx,
  surveyId: string,
  list: readonly TSegmentationProfileRow[],
  questions: ReadonlyMap<string, DemographicQuestion>,
  existing: readonly string[],
) {
  const kept = new Set(list.map((p) => p._id).filter((id): id is string => Boolean(id)));
  await tx.segmentationProfile.deleteMany({ where: { survey_id: surveyId, id: { in: existing.filter((id) => !kept.has(id)) } } });
  for (const [order, p] of list.entries()) {
    const ids = [...new Set(p.questions)];
    const range = summedPointRange(ids.map((id) => questions.get(id)!));
    const data = {
      profile_name: p.profile_name.trim(),
      avatar: p.avatar?.trim() ? p.avatar.trim() : null,
      color: p.color ?? null,
      questions: ids,
      start_range: range.start_range,
      end_range: range.end_range,
      order,
    };
    if (p._id) await tx.segmentationProfile.update({ where: { id: p._id }, data });
    else await tx.segmentationProfile.create({ data: { ...data, survey_id: surveyId } });
  }
}
