import "server-only";
// What the bucket-group use cases share (spec 3 §3 "Bucket group", §7 "Groups of buckets"): the study they belong
// to (the caller's brand, visible to the caller, and readable: survey.read besides the bucket_group permission the
// entry point declares), the check that every question a group names is a rated question of that study, and the
// stored row → wire TBucketGroup.
import { BUCKET_GROUP_MSG, questionsOf, storedBuckets, type TBucket, type TBucketGroup, type TBucketGroupInput } from "@/lib/results/bucket-groups";
import { isId } from "@/lib/ids";
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import type { Prisma } from "../../generated/prisma/client";
import { withPermission, type TBrandAccess } from "../../access/authorize";
import { prisma, type Tx } from "../../db";
import { AppError, invalid } from "../../errors";
import { loadVisibleStudy, type TStudyHead } from "../../studies/load-study";

export const bucketGroupNotFound = () => new AppError("not_found", BUCKET_GROUP_MSG.notFound);

/** The study of the caller's brand the groups belong to (404 otherwise); its results must be readable (survey.read). */
export async function bucketGroupStudy(access: TBrandAccess, surveyId: string, db: Tx = prisma): Promise<TStudyHead> {
  withPermission(access, "survey.read");
  return loadVisibleStudy(access, surveyId, db);
}

export const BUCKET_GROUP_SELECT = {
  id: true, brand_id: true, survey_id: true, name: true, buckets: true, date_created: true, date_modified: true,
} satisfies Prisma.BucketGroupSelect;
export type TBucketGroupRow = Prisma.BucketGroupGetPayload<{ select: typeof BUCKET_GROUP_SELECT }>;

/** One group of this study and brand, or 404 (an unknown id, another study's or another brand's group alike). */
export async function loadBucketGroup(access: TBrandAccess, study: Pick<TStudyHead, "id">, groupId: string, db: Tx = prisma): Promise<TBucketGroupRow> {
  if (!isId(groupId)) throw bucketGroupNotFound();
  const row = await db.bucketGroup.findFirst({ where: access.where({ id: groupId, survey_id: study.id }), select: BUCKET_GROUP_SELECT });
  if (!row) throw bucketGroupNotFound();
  return row;
}

/**
 * The study's rated questions: one per product of the study (SurveyProduct), not of an excluded type
 * (investment_review) — the products every report shows (filtered-study.ts).
 */
async function ratedQuestionIds(db: Tx, studyId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db.question.findMany({
    where: {
      id: { in: ids },
      survey_id: studyId,
      product_id: { not: null },
      type: { notIn: [...EXCLUDED_QUESTION_TYPES] },
      product: { survey_products: { some: { survey_id: studyId } } },
    },
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}

/** 400 naming every question of the input that is not a rated question of the study; nothing is written. */
export async function requireStudyQuestions(db: Tx, studyId: string, input: Pick<TBucketGroupInput, "buckets">): Promise<void> {
  const ids = questionsOf(input);
  const known = await ratedQuestionIds(db, studyId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw invalid(BUCKET_GROUP_MSG.unknownQuestions(unknown), unknown.map((id) => ({ name: "buckets.questions", reason: `${id} is not a rated question of this study` })));
}

/** The buckets as stored: each bucket's date_created as sent, else the time of this write. */
export function bucketsToStore(input: Pick<TBucketGroupInput, "buckets">, now: Date): TBucket[] {
  return input.buckets.map((b) => ({
    name: b.name,
    questions: b.questions,
    date_created: b.date_created ? new Date(b.date_created).toISOString() : now.toISOString(),
    dropped_products: b.dropped_products ?? [],
  }));
}

export function serializeBucketGroup(row: TBucketGroupRow): TBucketGroup {
  const created = row.date_created.toISOString();
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand_id,
    survey: row.survey_id,
    date_created: created,
    date_modified: row.date_modified.toISOString(),
    buckets: storedBuckets(row.buckets, created),
  };
}
