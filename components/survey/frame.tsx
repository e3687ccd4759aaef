// The page around every view: preview banner, brand logo, content column. The server renders it too (the first
// paint and the message pages, components/survey/render-page.tsx); without a study (an unknown link) the header names the platform.
import { PRODUCT_NAME } from "@/lib/constants";
import type { ReactNode } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveWelcome } from "@/lib/survey/boot";

export function Frame({ survey, preview, children }: { survey: TLiveWelcome | null; preview: boolean; children: ReactNode }) {
  return (
    <div className="sv">
      {preview && (
        <p className="sv-preview" role="status">
          {LIVE_LABELS.previewBanner}
        </p>
      )}
      <header className="sv-top">
        {/* No study (a link that names none): the platform's name, so the page still says whose it is. */}
        {survey ? (survey.style.logo ? <img className="sv-logo" src={survey.style.logo} alt={survey.brand_name} height={40} /> : <span className="sv-muted">{survey.brand_name}</span>) : <span className="sv-muted">{PRODUCT_NAME}</span>}
      </header>
      <main className="sv-main">{children}</main>
    </div>
  );
}
