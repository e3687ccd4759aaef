// The page around every view: preview banner, brand logo, content column. The server renders the same markup
// (server/survey/live-page.ts), so the app replaces it without a visible change.
import type { ReactNode } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveWelcome } from "@/lib/survey/boot";

export function Frame({ survey, preview, children }: { survey: TLiveWelcome; preview: boolean; children: ReactNode }) {
  return (
    <div className="sv">
      {preview && (
        <p className="sv-preview" role="status">
          {LIVE_LABELS.previewBanner}
        </p>
      )}
      <header className="sv-top">{survey.style.logo ? <img className="sv-logo" src={survey.style.logo} alt={survey.brand_name} height={40} /> : <span className="sv-muted">{survey.brand_name}</span>}</header>
      <main className="sv-main">{children}</main>
    </div>
  );
}
