// One page of the visit: progress, the heading (focused on every page change, so screen readers and keyboards
// start at the top), the content, the save error (announced politely) and the Back / Next buttons.
import { useEffect, useRef, type ReactNode } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";

export interface TPageShellProps {
  pageKey: string;
  headingId: string;
  heading: ReactNode;
  progress: { n: number; total: number } | null;
  children?: ReactNode;
  error: string | null;
  onRetry: () => void;
  onBack: (() => void) | null;
  next: { label: string; disabled: boolean; onClick: () => void };
}

export function PageShell(p: TPageShellProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [p.pageKey]);
  return (
    <section className="sv-page">
      {p.progress && (
        <div>
          <div className="sv-bar" aria-hidden="true">
            <span style={{ width: `${Math.round((p.progress.n / p.progress.total) * 100)}%` }} />
          </div>
        </div>
      )}
      {/* The progress line is left out when it is the heading itself (a product whose name is hidden). */}
      {p.progress && p.heading !== LIVE_LABELS.progress(p.progress.n, p.progress.total) && <p className="sv-progress">{LIVE_LABELS.progress(p.progress.n, p.progress.total)}</p>}
      <h1 className="sv-h1" id={p.headingId} tabIndex={-1} ref={heading}>
        {p.heading}
      </h1>
      {p.children}
      <div aria-live="polite">
        {p.error && (
          <div className="sv-error">
            <p className="sv-msg">{p.error}</p>
            <button type="button" className="sv-btn ghost" onClick={p.onRetry}>
              {LIVE_LABELS.retry}
            </button>
          </div>
        )}
      </div>
      <div className="sv-actions">
        {p.onBack && (
          <button type="button" className="sv-btn ghost" onClick={p.onBack}>
            {LIVE_LABELS.back}
          </button>
        )}
        <button type="button" className="sv-btn" disabled={p.next.disabled} onClick={p.next.onClick}>
          {p.next.label}
        </button>
      </div>
    </section>
  );
}
