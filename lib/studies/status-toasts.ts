// The toasts of a study's status actions (spec 3 §8 "Study actions"): what close, re-open, revert to draft and clear
// answers say when they work and when they fail. One table, used by the action dialogs and asserted by the tests.
import { STUDY_MSG } from "./messages";

export const STUDY_STATUS_ACTIONS = ["close", "reopen", "to_draft", "clear_answers"] as const;
export type TStudyStatusAction = (typeof STUDY_STATUS_ACTIONS)[number];

const TOASTS: Record<TStudyStatusAction, { ok: string; fail: string }> = {
  close: { ok: STUDY_MSG.closed, fail: STUDY_MSG.closeFailed },
  reopen: { ok: STUDY_MSG.reopened, fail: STUDY_MSG.reopenFailed },
  to_draft: { ok: STUDY_MSG.toDraft, fail: STUDY_MSG.revertFailed },
  clear_answers: { ok: STUDY_MSG.cleared, fail: STUDY_MSG.clearFailed },
};

/** The toast after `action` worked (`ok`) or failed (`fail`). */
export const studyStatusToast = (action: TStudyStatusAction, outcome: "ok" | "fail"): string => TOASTS[action][outcome];
