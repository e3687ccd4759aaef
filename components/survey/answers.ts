// The respondent's answers as the app holds them (pure; unit-tested in tests/unit/survey/app-answers.test.ts):
// keyed maps built from the server's saved answers, what each page must have before Next, and the PUT body of a
// page. The server enforces every rule again (lib/survey/answers.ts); these only mirror them for the buttons.
import { firesOn, followUpRequired as requiredByRule, followUpSide } from "@/lib/survey/rules";
import type { TLiveAnswers, TLiveAnswersInput, TLiveFollowUp, TLiveProduct, TLiveSegment } from "@/lib/survey/wire";

export interface TSegmentAnswer {
  values: string[];
  text: string | null;
}
export interface TFollowUpAnswer {
  values: string[];
  text: string | null;
  star: number | null;
}
export interface TAnswerState {
  segments: Record<string, TSegmentAnswer>;
  ratings: Record<string, number>;
  /** Keyed by fuKey(product, follow-up). */
  followUps: Record<string, TFollowUpAnswer>;
}

export const emptyAnswers = (): TAnswerState => ({ segments: {}, ratings: {}, followUps: {} });
export const fuKey = (productId: string, followUpId: string): string => `${productId}:${followUpId}`;

export function fromWire(a: TLiveAnswers): TAnswerState {
  const s = emptyAnswers();
  for (const x of a.segments) s.segments[x.demographic_id] = { values: x.values, text: x.text };
  for (const x of a.ratings) s.ratings[x.product_id] = x.rating;
  for (const x of a.follow_ups) s.followUps[fuKey(x.product_id, x.follow_up_id)] = { values: x.values, text: x.text, star: x.star };
  return s;
}

/** Local answers over the server's (preview keeps its answers in the browser, as nothing is stored). */
export function mergeAnswers(base: TAnswerState, over: TAnswerState): TAnswerState {
  return {
    segments: { ...base.segments, ...over.segments },
    ratings: { ...base.ratings, ...over.ratings },
    followUps: { ...base.followUps, ...over.followUps },
  };
}

const hasText = (t: string | null | undefined): boolean => !!t && t.trim().length > 0;

export function segmentAnswered(seg: TLiveSegment, a: TSegmentAnswer | undefined): boolean {
  if (!a) return false;
  return seg.type === "text" ? hasText(a.text) : a.values.length > 0;
}

/** The follow-ups asked after `rating` with the side asked (only those whose side fires). */
export function askedFollowUps(product: TLiveProduct, rating: number | undefined): { fu: TLiveFollowUp; side: "positive" | "negative" }[] {
  if (rating === undefined) return [];
  const side = followUpSide(rating);
  return product.question.follow_ups.filter((fu) => firesOn(fu, side)).map((fu) => ({ fu, side }));
}

/** Required at completion: the server's rule (lib/survey/rules.ts) on the side asked. */
export const followUpRequired = (fu: TLiveFollowUp, side: "positive" | "negative"): boolean => requiredByRule(fu.type, fu[side].options.length);

export function followUpAnswered(fu: TLiveFollowUp, a: TFollowUpAnswer | undefined): boolean {
  if (!a) return false;
  if (fu.type === "text") return hasText(a.text);
  if (fu.type === "star") return a.star !== null && a.star >= 1 && a.star <= 5;
  return a.values.length > 0;
}

/** Every required answer of a product page is given (the rating when required, then its side's follow-ups). */
export function productComplete(p: TLiveProduct, s: TAnswerState): boolean {
  const rating = s.ratings[p.id];
  if (rating === undefined) return !p.question.required;
  return askedFollowUps(p, rating).every(({ fu, side }) => !followUpRequired(fu, side) || followUpAnswered(fu, s.followUps[fuKey(p.id, fu.id)]));
}

/** A new rating; a change of side drops the product's follow-up answers (the server does the same on save). */
export function setRating(s: TAnswerState, productId: string, rating: number): TAnswerState {
  const old = s.ratings[productId];
  const followUps = old !== undefined && followUpSide(old) !== followUpSide(rating)
    ? Object.fromEntries(Object.entries(s.followUps).filter(([k]) => !k.startsWith(`${productId}:`)))
    : s.followUps;
  return { ...s, ratings: { ...s.ratings, [productId]: rating }, followUps };
}

/** Anything saved for the product (its rating). */
export const productStarted = (p: TLiveProduct, s: TAnswerState): boolean => s.ratings[p.id] !== undefined;

/** The PUT body for one segmentation question (empty when unanswered: an optional question left blank). */
export function segmentInput(seg: TLiveSegment, s: TAnswerState): TLiveAnswersInput {
  const a = s.segments[seg.id];
  const segments = segmentAnswered(seg, a) && a ? [{ demographic_id: seg.id, values: seg.type === "text" ? [] : a.values, text: seg.type === "text" ? a.text : null }] : [];
  return { segments, ratings: [], follow_ups: [] };
}

/** The PUT body for one product page: its rating and the answered follow-ups of the side asked. */
export function productInput(p: TLiveProduct, s: TAnswerState): TLiveAnswersInput {
  const rating = s.ratings[p.id];
  if (rating === undefined) return { segments: [], ratings: [], follow_ups: [] };
  const follow_ups = askedFollowUps(p, rating).flatMap(({ fu }) => {
    const a = s.followUps[fuKey(p.id, fu.id)];
    if (!followUpAnswered(fu, a) || !a) return [];
    return [{ product_id: p.id, follow_up_id: fu.id, values: fu.type === "choice" || fu.type === "multi" ? a.values : [], text: fu.type === "text" ? a.text : null, star: fu.type === "star" ? a.star : null }];
  });
  return { segments: [], ratings: [{ product_id: p.id, rating }], follow_ups };
}

export const isEmptyInput = (b: TLiveAnswersInput): boolean => !b.segments.length && !b.ratings.length && !b.follow_ups.length;

/** Applies a saved page body to the state (preview keeps what it would have saved). */
export function withInput(s: TAnswerState, b: TLiveAnswersInput): TAnswerState {
  return mergeAnswers(
    s,
    fromWire({
      segments: b.segments.map((x) => ({ demographic_id: x.demographic_id, values: x.values, text: x.text ?? null })),
      ratings: b.ratings,
      follow_ups: b.follow_ups.map((x) => ({ ...x, side: "positive" as const, text: x.text ?? null, star: x.star ?? null })),
    }),
  );
}
