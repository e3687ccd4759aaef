// Groups of buckets (spec 3 §3 "Bucket group: _id, name, brand, survey, date_created, buckets {name, questions,
// date_created, dropped_products {question, bucket_index}}", §7 "Groups of buckets"): the wire shape of a group, the
// rules a group's input must meet, and their texts, for REST and GraphQL alike. Pure: that every question is a rated
// question of the study is checked by the server (server/results/bucket-groups/), with BUCKET_GROUP_MSG.unknownQuestions.
// docs/decisions.md P9 (bucket groups) records the limits and the one-bucket-per-question rule.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { sentimentPosition, type TSentimentPosition } from "./definitions";

/** Longest group or bucket name, after trimming. */
export const MAX_BUCKET_NAME = 80;
/** Most buckets in one group. */
export const MAX_BUCKETS = 20;
/** Most questions in one bucket (a bound on the input; a study has far fewer products). */
export const MAX_BUCKET_QUESTIONS = 500;

export const BUCKET_GROUP_MSG = {
  nameRequired: "A group of buckets needs a name.",
  nameTooLong: `A name can be at most ${MAX_BUCKET_NAME} characters.`,
  bucketNameRequired: "Every bucket needs a name.",
  needsBucket: "A group of buckets needs at least one bucket.",
  tooManyBuckets: `A group can hold at most ${MAX_BUCKETS} buckets.`,
  tooManyQuestions: `A bucket can hold at most ${MAX_BUCKET_QUESTIONS} questions.`,
  notAnId: "Must be a 24-character lowercase hexadecimal id.",
  notADate: "Must be an ISO 8601 date-time.",
  badBucketIndex: "bucket_index must name one of the group's buckets (0 for the first).",
  /** A question may sit in one bucket of a group only (docs/decisions.md P9, bucket groups). */
  duplicateQuestion: (id: string) => `The question ${id} is in more than one bucket of this group; a question can sit in one bucket only.`,
  unknownQuestions: (ids: readonly string[]) => `Not rated questions of this study: ${ids.join(", ")}.`,
  notFound: "Group of buckets not found.",
  stale: "This group of buckets was changed by someone else. Reload it and try again.",
} as const;

const ZId = z.string().regex(ID_PATTERN, { message: BUCKET_GROUP_MSG.notAnId });
const ZDate = z.iso.datetime({ offset: true, message: BUCKET_GROUP_MSG.notADate });
const name = (required: string) =>
  z.string().trim().min(1, { message: required }).max(MAX_BUCKET_NAME, { message: BUCKET_GROUP_MSG.nameTooLong });

export const ZDroppedProduct = z.object({ question: ZId, bucket_index: z.number().int({ message: BUCKET_GROUP_MSG.badBucketIndex }) }).strict();

export const ZBucket = z
  .object({
    name: name(BUCKET_GROUP_MSG.bucketNameRequired),
    questions: z.array(ZId).max(MAX_BUCKET_QUESTIONS, { message: BUCKET_GROUP_MSG.tooManyQuestions }),
    /** Kept as the client sent it; a new bucket gets the time of the write. */
    date_created: ZDate.optional(),
    dropped_products: z.array(ZDroppedProduct).max(MAX_BUCKET_QUESTIONS, { message: BUCKET_GROUP_MSG.tooManyQuestions }).optional(),
  })
  .strict();

/** The rules that need the whole group: each question in one bucket only, bucket_index within the group. */
function checkGroup(g: { buckets: z.infer<typeof ZBucket>[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  g.buckets.forEach((b, i) => {
    b.questions.forEach((q, j) => {
      if (seen.has(q)) ctx.addIssue({ code: "custom", message: BUCKET_GROUP_MSG.duplicateQuestion(q), path: ["buckets", i, "questions", j] });
      seen.add(q);
    });
    (b.dropped_products ?? []).forEach((d, j) => {
      if (d.bucket_index < 0 || d.bucket_index >= g.buckets.length) {
        ctx.addIssue({ code: "custom", message: BUCKET_GROUP_MSG.badBucketIndex, path: ["buckets", i, "dropped_products", j, "bucket_index"] });
      }
    });
  });
}

const groupFields = {
  name: name(BUCKET_GROUP_MSG.nameRequired),
  buckets: z.array(ZBucket).min(1, { message: BUCKET_GROUP_MSG.needsBucket }).max(MAX_BUCKETS, { message: BUCKET_GROUP_MSG.tooManyBuckets }),
};

/** POST .../group {name, buckets}. */
export const ZBucketGroupInput = z.object(groupFields).strict().superRefine(checkGroup);
export type TBucketGroupInput = z.infer<typeof ZBucketGroupInput>;

/** PUT .../group/{id} {name, buckets, date_modified}: date_modified is the one the client read (409 when stale). */
export const ZBucketGroupUpdate = z
  .object({ ...groupFields, date_modified: ZDate })
  .strict()
  .superRefine(checkGroup);
export type TBucketGroupUpdate = z.infer<typeof ZBucketGroupUpdate>;

/** Every question id a group names (its buckets' questions and dropped products), each once, in order. */
export function questionsOf(g: Pick<TBucketGroupInput, "buckets">): string[] {
  return [...new Set(g.buckets.flatMap((b) => [...b.questions, ...(b.dropped_products ?? []).map((d) => d.question)]))];
}

export interface TDroppedProduct {
  question: string;
  bucket_index: number;
}

export interface TBucket {
  name: string;
  /** Question ids of the study (one per product). */
  questions: string[];
  date_created: string;
  dropped_products: TDroppedProduct[];
}

/** A group of buckets as the API answers it. */
export interface TBucketGroup {
  _id: string;
  name: string;
  brand: string;
  survey: string;
  date_created: string;
  /** Send it back with a PUT: a group changed since is not overwritten (409). */
  date_modified: string;
  buckets: TBucket[];
}

const ZStoredBucket = z.object({
  name: z.string(),
  questions: z.array(z.string()),
  date_created: z.string().optional(),
  dropped_products: z.array(z.object({ question: z.string(), bucket_index: z.number() })).optional(),
});

/** The stored buckets (written only through ZBucketGroupInput); anything else in the column reads as no bucket. */
export function storedBuckets(json: unknown, fallbackDate: string): TBucket[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((raw): TBucket[] => {
    const b = ZStoredBucket.safeParse(raw);
    if (!b.success) return [];
    return [{ name: b.data.name, questions: b.data.questions, date_created: b.data.date_created ?? fallbackDate, dropped_products: b.data.dropped_products ?? [] }];
  });
}

// ---- The bucket group sentiment report (getBucketGroupSentimentScoreReport) -------------------------------------

export interface TBucketAverages {
  /** Mean of the bucket's products' sentiment scores (0–100); products without ratings are left out; null if none is left. */
  avg_score: number | null;
  /** Mean of the same products' percentiles against the study's norm; null without a norm or a scored product. */
  avg_percentile: number | null;
  /** sentimentPosition(avg_percentile): AboveTop from 75, BelowBottom to 25, else Between; null with no avg_percentile. */
  position: TSentimentPosition | null;
}

const mean = (xs: readonly number[]): number | null => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);

/**
 * A bucket's figures from its products' (lib/results/definitions.ts): plain means, unweighted by the number of
 * ratings, so that each product of the bucket counts once (docs/decisions.md P9, bucket groups). E.g. products scoring
 * 75 (percentile 80) and 50 (percentile 40), and one without ratings: avg_score 62.5, avg_percentile 60, Between.
 */
export function bucketAverages(products: readonly { score: number | null; percentile: number | null }[]): TBucketAverages {
  const avg_score = mean(products.flatMap((p) => (p.score === null ? [] : [p.score])));
  const avg_percentile = mean(products.flatMap((p) => (p.percentile === null ? [] : [p.percentile])));
  return { avg_score, avg_percentile, position: sentimentPosition(avg_percentile) };
}
