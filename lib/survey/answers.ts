// Answer validation of the live survey (P6, contract docs/contracts/p6-live-survey.md): one pure function checks a
// whole batch against the study shape and the respondent (assigned products, country, ratings already stored) and
// turns it into the rows to store — option TEXTS in the study language (option ids are indexes into the
// source-language lists), segmentation points, the follow-up side. The first broken rule throws
// AppError("invalid") with the rule's text and an invalid_params entry naming the item, so nothing is written.
// The server (server/survey/save-answers.ts) and the seed use it; `missingRequired` says what completion still needs.
import { AppError, type TInvalidParam } from "../errors";
import { LIVE_MSG } from "./messages";
import { firesOn, followUpRequired, followUpSide } from "./rules";
import type { TShapeFollowUp, TShapeProduct, TShapeSegment, TStudyShape } from "./shape";
import { LIVE_TEXT_MAX, type TLiveAnswersInput } from "./wire";

export interface TAnswerCtx {
  /** The respondent's assigned product ids. */
  assigned: readonly string[];
  /** The respondent's country code (options are filtered per country). */
  country: string;
  /** Star ratings already stored, by product id (a follow-up needs a rating, stored or in the same batch). */
  ratings: ReadonlyMap<string, number>;
}

export interface TSegmentRow {
  demographic_id: string;
  /** Chosen option texts in the study language. */
  values: string[];
  text: string | null;
  /** Sum of the chosen options' point values when the question is pointable, else null. */
  points: number | null;
}

export interface TRatingRow {
  product_id: string;
  question_id: string;
  rating: number;
}

export interface TFollowUpRow {
  product_id: string;
  question_id: string;
  follow_up_id: string;
  side: "positive" | "negative";
  values: string[];
  text: string | null;
  star: number | null;
}

export interface TCheckedAnswers {
  segments: TSegmentRow[];
  ratings: TRatingRow[];
  follow_ups: TFollowUpRow[];
}

const refuse = (message: string, name: string): AppError => new AppError("invalid", message, [{ name, reason: message }]);

/** Whether option `index` is offered in `country` (country_options; no entry for the country = all offered). */
export function offeredIn(segment: Pick<TShapeSegment, "country_options">, country: string, index: number): boolean {
  return segment.country_options[country.toUpperCase()]?.[index] !== false;
}

/**
 * Option ids → option indexes: each id must name an option of `options` (and pass `allowed`); repeated ids count
 * once, in first-seen order.
 */
function pickOptions(ids: readonly string[], options: readonly string[], name: string, allowed: (i: number) => boolean = () => true): number[] {
  const picked: number[] = [];
  for (const id of ids) {
    const i = /^\d{1,3}$/.test(id) ? Number(id) : -1;
    if (i < 0 || i >= options.length || !allowed(i)) throw refuse(LIVE_MSG.unknownOption, name);
    if (!picked.includes(i)) picked.push(i);
  }
  return picked;
}

/** choice / image: exactly one; multi: at least one. */
function checkCount(type: "choice" | "image" | "multi", picked: readonly number[], name: string): void {
  if ((type === "choice" || type === "image") && picked.length !== 1) throw refuse(LIVE_MSG.oneOption, name);
  if (type === "multi" && picked.length < 1) throw refuse(LIVE_MSG.atLeastOneOption, name);
}

/** Non-blank text of at most LIVE_TEXT_MAX characters, trimmed. */
function checkText(text: string | null | undefined, name: string): string {
  const t = (text ?? "").trim();
  if (!t) throw refuse(LIVE_MSG.textRequired, name);
  if (t.length > LIVE_TEXT_MAX) throw refuse(LIVE_MSG.textTooLong, name);
  return t;
}

/** The batch wins over what is stored; a later entry for the same item wins over an earlier one. */
function lastBy<T>(items: readonly T[], key: (t: T) => string): Map<string, { item: T; index: number }> {
  const out = new Map<string, { item: T; index: number }>();
  items.forEach((item, index) => out.set(key(item), { item, index }));
  return out;
}

function checkSegment(seg: TShapeSegment, ctx: TAnswerCtx, a: TLiveAnswersInput["segments"][number], name: string): TSegmentRow {
  if (seg.type === "text") return { demographic_id: seg.id, values: [], text: checkText(a.text, `${name}.text`), points: null };
  const picked = pickOptions(a.values, seg.options, `${name}.values`, (i) => offeredIn(seg, ctx.country, i));
  checkCount(seg.type, picked, `${name}.values`);
  const points = seg.point_values.length ? picked.reduce((sum, i) => sum + (seg.point_values[i] ?? 0), 0) : null;
  return { demographic_id: seg.id, values: picked.map((i) => seg.options[i]!), text: null, points };
}

function checkFollowUp(
  product: TShapeProduct,
  f: TShapeFollowUp,
  rating: number,
  a: TLiveAnswersInput["follow_ups"][number],
  name: string,
): TFollowUpRow {
  const side = followUpSide(rating);
  if (!firesOn(f, side)) throw refuse(LIVE_MSG.sideNotAsked, `${name}.follow_up_id`);
  const row = { product_id: product.product_id, question_id: product.question.id, follow_up_id: f.id, side, values: [] as string[], text: null as string | null, star: null as number | null };
  if (f.type === "text") return { ...row, text: checkText(a.text, `${name}.text`) };
  if (f.type === "star") {
    const star = a.star;
    if (typeof star !== "number" || !Number.isInteger(star) || star < 1 || star > 5) throw refuse(LIVE_MSG.starRequired, `${name}.star`);
    return { ...row, star };
  }
  const options = side === "positive" ? f.positive_options : f.negative_options;
  const picked = pickOptions(a.values, options, `${name}.values`);
  checkCount(f.type, picked, `${name}.values`);
  return { ...row, values: picked.map((i) => options[i]!) };
}

/** Validates a whole batch; throws AppError("invalid") at the first broken rule, else answers the rows to store. */
export function checkAnswers(shape: TStudyShape, ctx: TAnswerCtx, input: TLiveAnswersInput): TCheckedAnswers {
  const products = new Map(shape.products.map((p) => [p.product_id, p]));
  const assigned = new Set(ctx.assigned);
  const assignedProduct = (productId: string, name: string): TShapeProduct => {
    const p = assigned.has(productId) ? products.get(productId) : undefined;
    if (!p) throw refuse(LIVE_MSG.productNotAssigned, name);
    return p;
  };

  const segmentsById = new Map(shape.segments.map((s) => [s.id, s]));
  const segments = [...lastBy(input.segments, (s) => s.demographic_id).values()].map(({ item, index }) => {
    const seg = segmentsById.get(item.demographic_id);
    if (!seg) throw refuse(LIVE_MSG.unknownQuestion, `segments[${index}].demographic_id`);
    return checkSegment(seg, ctx, item, `segments[${index}]`);
  });

  const ratings = [...lastBy(input.ratings, (r) => r.product_id).values()].map(({ item, index }) => {
    const p = assignedProduct(item.product_id, `ratings[${index}].product_id`);
    if (!Number.isInteger(item.rating) || item.rating < 1 || item.rating > 5) throw refuse(LIVE_MSG.starRequired, `ratings[${index}].rating`);
    return { product_id: p.product_id, question_id: p.question.id, rating: item.rating };
  });
  const batchRatings = new Map(ratings.map((r) => [r.product_id, r.rating]));

  const follow_ups = [...lastBy(input.follow_ups, (f) => `${f.product_id}:${f.follow_up_id}`).values()].map(({ item, index }) => {
    const name = `follow_ups[${index}]`;
    const p = assignedProduct(item.product_id, `${name}.product_id`);
    const f = p.question.follow_ups.find((x) => x.id === item.follow_up_id);
    if (!f) throw refuse(LIVE_MSG.unknownQuestion, `${name}.follow_up_id`);
    const rating = batchRatings.get(p.product_id) ?? ctx.ratings.get(p.product_id);
    if (rating === undefined) throw refuse(LIVE_MSG.ratingFirst, `${name}.product_id`);
    return checkFollowUp(p, f, rating, item, name);
  });

  return { segments, ratings, follow_ups };
}

/** What a respondent has stored (after the batch, if any); TCheckedAnswers fits, so the seed passes its rows. */
export interface TStoredAnswers {
  segments: readonly { demographic_id: string }[];
  ratings: readonly { product_id: string; rating: number }[];
  follow_ups: readonly { product_id: string; follow_up_id: string; side: "positive" | "negative" }[];
}

export type TMissingItem =
  | { kind: "segment"; demographic_id: string }
  | { kind: "rating"; product_id: string }
  | { kind: "follow_up"; product_id: string; follow_up_id: string };

/**
 * The required items still unanswered (contract "Required at completion"): required segmentation questions (unless
 * the respondent's country is offered none of their options), the rating of every assigned product whose question is
 * required, and the choice / multi / star follow-ups of the side asked after the stored rating (text is optional).
 */
export function missingRequired(shape: TStudyShape, ctx: Pick<TAnswerCtx, "assigned" | "country"> & Partial<TAnswerCtx>, stored: TStoredAnswers): TMissingItem[] {
  const missing: TMissingItem[] = [];
  const segmentsAnswered = new Set(stored.segments.map((s) => s.demographic_id));
  const ratings = new Map(stored.ratings.map((r) => [r.product_id, r.rating]));
  const followUps = new Map(stored.follow_ups.map((f) => [`${f.product_id}:${f.follow_up_id}`, f.side]));
  for (const s of shape.segments) {
    if (!s.required || segmentsAnswered.has(s.id)) continue;
    const answerable = s.type === "text" || s.options.some((_, i) => offeredIn(s, ctx.country, i));
    if (answerable) missing.push({ kind: "segment", demographic_id: s.id });
  }
  const products = new Map(shape.products.map((p) => [p.product_id, p]));
  for (const id of ctx.assigned) {
    const p = products.get(id);
    // A product disabled after the respondent started is no longer asked.
    if (!p) continue;
    const rating = ratings.get(id);
    if (rating === undefined) {
      if (p.question.required) missing.push({ kind: "rating", product_id: id });
      continue;
    }
    const side = followUpSide(rating);
    for (const f of p.question.follow_ups) {
      if (!firesOn(f, side)) continue;
      if (!followUpRequired(f.type, (side === "positive" ? f.positive_options : f.negative_options).length)) continue;
      if (followUps.get(`${id}:${f.id}`) !== side) missing.push({ kind: "follow_up", product_id: id, follow_up_id: f.id });
    }
  }
  return missing;
}

/** The missing items as invalid_params (name = the item, reason = what to do). */
export function missingParams(items: readonly TMissingItem[]): TInvalidParam[] {
  return items.map((m) =>
    m.kind === "segment"
      ? { name: `segments.${m.demographic_id}`, reason: LIVE_MSG.missingAnswers }
      : m.kind === "rating"
        ? { name: `ratings.${m.product_id}`, reason: LIVE_MSG.starRequired }
        : { name: `follow_ups.${m.product_id}.${m.follow_up_id}`, reason: LIVE_MSG.missingAnswers },
  );
}
