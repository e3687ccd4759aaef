// The respondent app: welcome → start (or resume a saved session) → the survey pages → the end page or redirect.
// The server renders its first view into the page (components/survey/render-page.tsx) and main.tsx hydrates it.
import { useCallback, useEffect, useState } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveSession, TLiveStartResult } from "@/lib/survey/wire";
import { fromWire, mergeAnswers, type TAnswerState } from "./answers";
import { LiveApiError, liveApi } from "./api";
import { startParams, type TLiveBoot } from "@/lib/survey/boot";
import { EndPage } from "./end-page";
import { Frame } from "./frame";
import { endView, type TEnd, type TEndView } from "./outcome";
import { loadPreviewAnswers, loadToken, savePreviewAnswers, saveToken } from "./storage";
import { failureText, SurveyFlow } from "./survey-flow";
import { WelcomePage } from "./welcome-page";

type TView =
  | { kind: "welcome"; busy: boolean; error: string | null }
  | { kind: "loading"; error: string | null }
  | { kind: "survey"; session: TLiveSession; answers: TAnswerState }
  | { kind: "end"; end: TEndView };

export function App({ boot }: { boot: TLiveBoot }) {
  const { survey, preview } = boot;
  const shortId = survey.short_id;
  // The first render is the welcome page, as on the server (the page is hydrated: the first render must match it,
  // and the server cannot see this browser's storage). A saved visit switches to loading in the effect below.
  const [view, setView] = useState<TView>({ kind: "welcome", busy: false, error: null });

  const finish = useCallback(
    (end: TEnd, exit: TLiveSession["survey"]["exit"] | null) => {
      // A finished preview starts over on reload; a real visit keeps its token so a reload shows the same end.
      if (preview) {
        saveToken(shortId, true, null);
        savePreviewAnswers(shortId, null);
      }
      const shown = endView(end, exit);
      // A preview never follows a panel / post-study redirect: a panel would count it as a real complete.
      setView({ kind: "end", end: preview ? { ...shown, redirect: null } : shown });
    },
    [preview, shortId],
  );

  const accept = useCallback(
    (r: TLiveStartResult) => {
      if (r.status !== "partial") return finish(r, null);
      saveToken(shortId, preview, r.session.respondent.token);
      const saved = fromWire(r.session.answers);
      const local = preview ? loadPreviewAnswers(shortId) : null;
      setView({ kind: "survey", session: r.session, answers: local ? mergeAnswers(saved, local) : saved });
    },
    [finish, preview, shortId],
  );

  const resume = useCallback(async () => {
    const token = loadToken(shortId, preview);
    if (!token) return setView({ kind: "welcome", busy: false, error: null });
    setView({ kind: "loading", error: null });
    try {
      accept(await liveApi.session(shortId, token));
    } catch (e) {
      if (e instanceof LiveApiError && e.status === 404) {
        // The session is gone (another study's token, a preview token that expired): start afresh.
        saveToken(shortId, preview, null);
        savePreviewAnswers(shortId, null);
        return setView({ kind: "welcome", busy: false, error: null });
      }
      setView({ kind: "loading", error: failureText(e) });
    }
  }, [accept, preview, shortId]);

  useEffect(() => {
    if (loadToken(shortId, preview)) void resume();
  }, [preview, resume, shortId]);

  const start = async () => {
    setView({ kind: "welcome", busy: true, error: null });
    try {
      if (preview) savePreviewAnswers(shortId, null);
      accept(await liveApi.start(shortId, startParams(window.location.search), preview));
    } catch (e) {
      setView({ kind: "welcome", busy: false, error: failureText(e) });
    }
  };

  let body;
  if (view.kind === "welcome") body = <WelcomePage welcome={survey.welcome} busy={view.busy} error={view.error} onStart={() => void start()} />;
  else if (view.kind === "survey")
    body = <SurveyFlow session={view.session} initial={view.answers} preview={preview} onEnd={(end) => finish(end, view.session.survey.exit)} />;
  else if (view.kind === "end") body = <EndPage end={view.end} />;
  else
    body = (
      <section className="sv-page">
        <h1 className="sv-h1" id="sv-heading" tabIndex={-1}>
          {LIVE_LABELS.loading}
        </h1>
        <div aria-live="polite">
          {view.error && (
            <div className="sv-error">
              <p className="sv-msg">{view.error}</p>
              <button type="button" className="sv-btn ghost" onClick={() => void resume()}>
                {LIVE_LABELS.retry}
              </button>
            </div>
          )}
        </div>
      </section>
    );
  return (
    <Frame survey={survey} preview={preview}>
      {body}
    </Frame>
  );
}
