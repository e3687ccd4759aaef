// What the end of a visit shows: the study's exit page after a complete, else the outcome's own texts; a redirect
// (panel complete/terminate/quota_full link, or the study's post-study redirect) is followed instead (pure;
// tests/unit/survey/app-outcome.test.ts).
import { LIVE_DEFAULTS, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import type { TLiveOutcomeStatus, TLiveSurvey } from "@/lib/survey/wire";

export interface TEnd {
  status: TLiveOutcomeStatus;
  redirect_url: string | null;
  /** Given by start/session answers; absent after save/complete. */
  title?: string;
  message?: string;
}

export interface TEndView {
  title: string;
  message: string;
  button: { text: string; url: string } | null;
  redirect: string | null;
}

const safeUrl = (u: string | null | undefined): string | null => (u && /^https?:\/\//i.test(u.trim()) ? u.trim() : null);

export function endView(end: TEnd, exit: TLiveSurvey["exit"] | null): TEndView {
  const redirect = safeUrl(end.redirect_url);
  if (end.status === "complete" && exit && !end.title) {
    const url = safeUrl(exit.button_url);
    return {
      title: exit.header.trim() || LIVE_DEFAULTS.exitHeader,
      message: exit.message.trim() || LIVE_DEFAULTS.exitMessage,
      button: url ? { text: exit.button_text.trim() || LIVE_DEFAULTS.exitButton, url } : null,
      redirect,
    };
  }
  const fallback = LIVE_OUTCOME_TEXT[end.status];
  return { title: end.title?.trim() || fallback.title, message: end.message?.trim() || fallback.message, button: null, redirect };
}
