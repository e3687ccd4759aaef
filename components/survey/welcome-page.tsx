// The welcome page: the study's image, header, message and start button. The server renders it (the app's first
// view, components/survey/render-page.tsx), so the page paints before the bundle loads, which then hydrates it.
import { LIVE_LABELS } from "@/lib/survey/messages";
import { fit, type TLiveWelcome } from "@/lib/survey/boot";

export interface TWelcomeProps {
  welcome: TLiveWelcome["welcome"];
  busy: boolean;
  error: string | null;
  onStart: () => void;
}

export function WelcomePage({ welcome, busy, error, onStart }: TWelcomeProps) {
  const img = welcome.image;
  const small = img?.mobile ?? img?.desktop ?? null;
  return (
    <section className="sv-page sv-welcome">
      {small && (
        <div className="sv-hero">
          <picture>
            {img?.desktop && img.mobile && <source media="(min-width: 768px)" srcSet={img.desktop} />}
            <img src={small} alt="" fetchPriority="high" style={{ objectFit: fit(welcome.css_size), objectPosition: welcome.css_position ?? undefined }} />
          </picture>
        </div>
      )}
      <h1 className="sv-h1" id="sv-heading" tabIndex={-1}>
        {welcome.header}
      </h1>
      <p className="sv-msg">{welcome.message}</p>
      <div aria-live="polite">{error && <p className="sv-error">{error}</p>}</div>
      <div className="sv-actions">
        <button type="button" className="sv-btn" id="sv-start" disabled={busy} onClick={onStart}>
          {busy ? LIVE_LABELS.loading : welcome.button_text}
        </button>
      </div>
    </section>
  );
}
