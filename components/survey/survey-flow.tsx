// The visit after Start: one page at a time, each page's answers saved (PUT answers) before the next opens, the
// last page submits (POST complete). A save that fails shows the error with "Try again"; 409 means the visit
// already ended elsewhere (or the study closed), so the session is read again and its outcome shown.
import { useMemo, useState } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveAnswersInput, TLiveSession } from "@/lib/survey/wire";
import { isEmptyInput, productInput, segmentInput, type TAnswerState } from "./answers";
import { LiveApiError, liveApi } from "./api";
import { IntroContent } from "./info-page";
import type { TEnd } from "./outcome";
import { buildPages, pageBlocked, pageKey, productNumber, resumeIndex, type TPage } from "./pages";
import { PageShell } from "./page-shell";
import { ProductPage } from "./product-page";
import { SegmentQuestion } from "./segment-question";
import { savePreviewAnswers } from "./storage";

export interface TSurveyFlowProps {
  session: TLiveSession;
  initial: TAnswerState;
  preview: boolean;
  onEnd: (end: TEnd) => void;
}

const EMPTY: TLiveAnswersInput = { segments: [], ratings: [], follow_ups: [] };

/** The user-facing text of a failed call: the server's rule text for a refused answer, else "could not be saved". */
export function failureText(e: unknown): string {
  if (e instanceof LiveApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.detail) return e.detail;
  return LIVE_LABELS.saveFailed;
}

export function SurveyFlow({ session, initial, preview, onEnd }: TSurveyFlowProps) {
  const survey = session.survey;
  const token = session.respondent.token;
  const shortId = survey.short_id;
  const pages = useMemo(() => buildPages(survey), [survey]);
  const [answers, setAnswers] = useState(initial);
  const [index, setIndex] = useState(() => resumeIndex(pages, survey, initial));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const page: TPage | undefined = pages[index];
  const last = index >= pages.length - 1;
  const total = survey.products.length;

  const bodyOf = (p: TPage | undefined): TLiveAnswersInput => {
    if (p?.kind === "segment") return segmentInput(survey.segments[p.segment]!, answers);
    if (p?.kind === "product") return productInput(survey.products[p.product]!, answers);
    return EMPTY;
  };

  async function ended() {
    try {
      const r = await liveApi.session(shortId, token);
      onEnd(r.status === "partial" ? { status: "closed", redirect_url: null } : r);
    } catch {
      onEnd({ status: "closed", redirect_url: null });
    }
  }

  async function advance() {
    setError(null);
    setBusy(true);
    try {
      const body = bodyOf(page);
      if (!isEmptyInput(body)) {
        const saved = await liveApi.save(shortId, token, body);
        if (preview) savePreviewAnswers(shortId, answers);
        if (saved.outcome) return onEnd(saved.outcome);
      }
      if (!last) {
        setIndex(index + 1);
        return;
      }
      onEnd(await liveApi.complete(shortId, token));
    } catch (e) {
      if (e instanceof LiveApiError && e.status === 409) return void (await ended());
      if (e instanceof LiveApiError && e.status === 400 && last) {
        // Submit found a required answer missing: open the first page that lacks one.
        const blocked = pages.findIndex((p) => pageBlocked(p, survey, answers));
        if (blocked >= 0 && blocked !== index) setIndex(blocked);
      }
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const back = index > 0
    ? () => {
        setError(null);
        setIndex(index - 1);
      }
    : null;
  const n = page ? productNumber(page) : null;
  const progress = n !== null ? { n, total } : null;
  const nextLabel = (info: string | null) => (last ? (busy ? LIVE_LABELS.submitting : LIVE_LABELS.submit) : (info ?? LIVE_LABELS.next));
  const headingId = "sv-heading";
  const shell = {
    pageKey: page ? pageKey(page) : "end",
    headingId,
    progress,
    error,
    onRetry: () => void advance(),
    onBack: back,
  };
  const next = (label: string | null) => ({ label: nextLabel(label), disabled: busy || (!!page && pageBlocked(page, survey, answers)), onClick: () => void advance() });

  if (!page) return <PageShell {...shell} heading={survey.welcome.header} next={next(null)} />;
  switch (page.kind) {
    case "privacy":
      return (
        <PageShell {...shell} heading={LIVE_LABELS.privacyTitle} next={next(LIVE_LABELS.privacyAccept)}>
          <p className="sv-msg">{survey.privacy?.text}</p>
        </PageShell>
      );
    case "intro": {
      const intro = survey.intro!;
      const title = intro.title ?? survey.welcome.header;
      return (
        <PageShell {...shell} heading={title} next={next(intro.button_text ?? LIVE_LABELS.continue)}>
          <IntroContent intro={intro} title={title} />
        </PageShell>
      );
    }
    case "segment": {
      const seg = survey.segments[page.segment]!;
      return (
        <PageShell
          {...shell}
          heading={
            <>
              {seg.title}
              {seg.required && <span className="sv-req">{LIVE_LABELS.required}</span>}
            </>
          }
          next={next(null)}
        >
          <SegmentQuestion seg={seg} labelledBy={headingId} answer={answers.segments[seg.id]} onChange={(a) => setAnswers((s) => ({ ...s, segments: { ...s.segments, [seg.id]: a } }))} />
        </PageShell>
      );
    }
    case "product-intro": {
      const product = survey.products[page.product]!;
      const intro = product.question.intro!;
      const title = intro.title ?? product.name ?? LIVE_LABELS.progress(page.product + 1, total);
      return (
        <PageShell {...shell} heading={title} next={next(intro.button_text ?? LIVE_LABELS.continue)}>
          <IntroContent intro={intro} title={title} />
        </PageShell>
      );
    }
    case "product": {
      const product = survey.products[page.product]!;
      const label = LIVE_LABELS.progress(page.product + 1, total);
      return (
        <PageShell {...shell} heading={product.name ?? label} next={next(null)}>
          <ProductPage product={product} answers={answers} onAnswers={setAnswers} alt={label} />
        </PageShell>
      );
    }
  }
}
