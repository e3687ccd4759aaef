// Study statuses and the one transition table (spec 3 §4), shared by the server and the action menu.
export const STUDY_STATUSES = ["Draft", "Active", "Closed"] as const;
export type TStudyStatus = (typeof STUDY_STATUSES)[number];

export const STATUS_META: Record<TStudyStatus, { label: string; colour: "yellow" | "blue" | "green"; order: number }> = {
  Draft: { label: "Draft", colour: "yellow", order: 1 },
  Active: { label: "Active", colour: "blue", order: 2 },
  Closed: { label: "Closed", colour: "green", order: 3 },
};

/** Actions that change a study's status (or its answers) on the server. */
export const STUDY_TRANSITIONS = ["publish", "close", "reopen", "to_draft", "clear_answers", "delete"] as const;
export type TStudyTransition = (typeof STUDY_TRANSITIONS)[number];

export interface TTransitionActor {
  isAdmin: boolean;
  canWriteSurvey: boolean;
}

export type TTransitionResult =
  | { ok: true; to: TStudyStatus; stamp: "date_published" | "date_closed" | "date_reopened" | null }
  | { ok: false; reason: "forbidden" | "conflict" };

const TABLE: Record<TStudyTransition, { from: readonly TStudyStatus[]; to: TStudyStatus | "same"; adminOnly: boolean }> = {
  publish: { from: ["Draft"], to: "Active", adminOnly: false },
  close: { from: ["Active"], to: "Closed", adminOnly: false },
  reopen: { from: ["Closed"], to: "Active", adminOnly: false },
  to_draft: { from: ["Active", "Closed"], to: "Draft", adminOnly: true },
  // Clearing answers and deleting keep or remove the study; they are allowed in every status.
  clear_answers: { from: STUDY_STATUSES, to: "same", adminOnly: false },
  delete: { from: STUDY_STATUSES, to: "same", adminOnly: false },
};

const STAMP: Partial<Record<TStudyTransition, "date_published" | "date_closed" | "date_reopened">> = {
  publish: "date_published",
  close: "date_closed",
  reopen: "date_reopened",
};

/**
 * May `actor` apply `action` to a study in `from`? Role failures (403) are checked before state failures (409).
 * Template studies can be published and closed only by admins (spec 3 §6).
 */
export function transition(
  from: TStudyStatus,
  action: TStudyTransition,
  actor: TTransitionActor,
  study: { internalTemplate: boolean } = { internalTemplate: false },
): TTransitionResult {
  const rule = TABLE[action];
  if (!actor.isAdmin && !actor.canWriteSurvey) return { ok: false, reason: "forbidden" };
  if (rule.adminOnly && !actor.isAdmin) return { ok: false, reason: "forbidden" };
  if (study.internalTemplate && !actor.isAdmin && (action === "publish" || action === "close")) {
    return { ok: false, reason: "forbidden" };
  }
  if (!rule.from.includes(from)) return { ok: false, reason: "conflict" };
  return { ok: true, to: rule.to === "same" ? from : rule.to, stamp: STAMP[action] ?? null };
}

/** A study counts as v2 when its version matches 2.x.y (spec 3 §3). */
export const isV2Version = (version: string | null | undefined): boolean => /^2\.\d+\.\d+$/.test(version ?? "");

export const isStudyStatus = (s: string): s is TStudyStatus => (STUDY_STATUSES as readonly string[]).includes(s);
