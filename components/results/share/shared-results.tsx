// The results page as a results link opens it (spec 3 §2 "Shared links add ?share= to a results … page", "Share
// report page"; P13 item 2): the clear page of a link that is not valid, "Oops, we had an error. Please Reload" when
// loading failed, else the e-mail gate and then the read-only results with nothing around them (no workspace, no
// menus, no links into the dashboard). Data from server/pages/results-page.ts (loadSharedResultsPage). The gate names
// the brand and the study; a tab of the address that the link does not open is named in a notice above the tab the
// page shows instead (P15 item 6).
import { RESULTS_TAB_LABELS } from "@/lib/results/page";
import { SHARE_UI } from "@/lib/shares/messages";
import { tabNotShared } from "@/lib/shares/rules";
import type { TResultsPageData, TSharedResultsPage } from "@/lib/results/tab-data";
import { ResultsPage } from "../results-page";
import { ShareGate } from "./share-gate";
import { ShareLinkInvalid } from "./share-link-invalid";
import { ShareLoadFailed } from "./share-load-failed";

interface Props {
  page: TSharedResultsPage;
  brandId: string;
  studyId: string;
  /** ?pdfutility, or this browser passed the gate of this link a moment ago. */
  skipGate: boolean;
  /** The address's tab= (the page may show another when the link does not open it). */
  requestedTab?: string;
}

const studyTitle = (data: TResultsPageData) => (data.kind === "ready" ? data.view.title : data.title);

export function SharedResults({ page, brandId, studyId, skipGate, requestedTab }: Props) {
  if (page.kind === "invalid") return <ShareLinkInvalid />;
  if (page.kind === "failed") return <ShareLoadFailed />;
  const notShared = tabNotShared(requestedTab, page.data.kind === "ready" ? page.data.tab.tab : null);
  return (
    <ShareGate token={page.token} brandId={brandId} surveyId={studyId} skip={skipGate} report={{ brandName: page.brandName, studyTitle: studyTitle(page.data), scope: "results" }}>
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6" data-testid="shared-results">
        <p className="text-sm text-muted print:hidden">
          {SHARE_UI.sharedBy(page.brandName)} · {SHARE_UI.sharedView}
        </p>
        {notShared && (
          <p role="status" data-testid="share-tab-not-shared" className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink print:hidden">
            {SHARE_UI.tabNotShared(RESULTS_TAB_LABELS[notShared])}
          </p>
        )}
        <ResultsPage data={page.data} />
      </main>
    </ShareGate>
  );
}
