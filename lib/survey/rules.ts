// Pure rules of the live survey shared by the server and the respondent app (P6, docs/decisions.md P6).
import type { TLiveStatus } from "./wire";

/** Longest free-text answer accepted (characters); re-exported by wire.ts. */
export const LIVE_TEXT_MAX = 2000;
/** The respondent session token travels in this header; re-exported by wire.ts. */
export const LIVE_TOKEN_HEADER = "x-respondent-token";

/** A study's or a group's short id as the live links accept it (letters, digits, "_" and "-"); a RegExp source. */
export const LIVE_SHORT_ID = "[A-Za-z0-9_-]{1,64}";
const SHORT_ID_RE = new RegExp(`^${LIVE_SHORT_ID}$`);
export const isLiveShortId = (s: string): boolean => SHORT_ID_RE.test(s);

/** spec 2 "A respondent sees at most fifteen products" (spec 3 §6: 15 by default). */
export const DEFAULT_PRODUCTS_PER_RESPONDENT = 15;

/**
 * How many products one respondent is shown at most (docs/decisions.md P10 #5): an active limit.number lowers the
 * fifteen, never raises it. The server's assignment, the respondent app and the builder's summary all use this.
 */
export function productCap(limit: { active: boolean; number: number }): number {
  const asked = limit.active && Number.isInteger(limit.number) && limit.number > 0 ? limit.number : DEFAULT_PRODUCTS_PER_RESPONDENT;
  return Math.min(asked, DEFAULT_PRODUCTS_PER_RESPONDENT);
}

/** The follow-up side asked after a star rating: 4–5 positive, 1–3 negative (our decision). */
export function followUpSide(rating: number): "positive" | "negative" {
  return rating >= 4 ? "positive" : "negative";
}

const STATUS_TO_WIRE = { started: "partial", completed: "complete", terminated: "terminate", quota_full: "quota_full" } as const;
export type TRespondentDbStatus = keyof typeof STATUS_TO_WIRE;

export const liveStatus = (s: TRespondentDbStatus): TLiveStatus => STATUS_TO_WIRE[s];

/** A respondent status that ended the visit, and its outcome on the wire (complete, terminate, quota_full). */
export type TEndedDbStatus = Exclude<TRespondentDbStatus, "started">;
export const endedOutcome = (s: TEndedDbStatus): (typeof STATUS_TO_WIRE)[TEndedDbStatus] => STATUS_TO_WIRE[s];

/** Whether a follow-up is asked on `side` (its fire_positive / fire_negative flag). */
export const firesOn = (f: { fire_positive: boolean; fire_negative: boolean }, side: "positive" | "negative"): boolean =>
  side === "positive" ? f.fire_positive : f.fire_negative;

/**
 * Whether a fired follow-up must be answered before completion (contract "Required at completion"): choice, multi
 * and star follow-ups are; text is optional; a choice / multi side without options cannot be answered, so it is not.
 * The server's completion check and the respondent app both use this.
 */
export function followUpRequired(type: "multi" | "choice" | "text" | "star", optionCount: number): boolean {
  if (type === "text") return false;
  return type === "star" || optionCount > 0;
}
