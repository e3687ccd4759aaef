// The results page as a results link opens it (spec 3 §2 "Shared links add ?share= to a results … page", "Share
// report page"; P13 item 2): the clear page of a link that is not valid, "Oops, we had an error. Please Reload" when
// loading failed, else the e-mail gate and then the read-only results with nothing around them (no workspace, no
// menus, no links into the dashboard). Data from server/pages/results-page.ts (loadSharedResultsPage).
import { SHARE_UI } from "@/lib/shares/messages";
import type { TSharedResultsPage } from "@/lib/results/tab-data";
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
}

export function SharedResults({ page, brandId, studyId, skipGate }: Props) {
  if (page.kind === "invalid") return <ShareLinkInvalid />;
  if (page.kind === "failed") return <ShareLoadFailed />;
  return (
    <ShareGate token={page.token} brandId={brandId} surveyId={studyId} skip={skipGate}>
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6" data-testid="shared-results">
        <p className="text-sm text-muted print:hidden">
          {SHARE_UI.sharedBy(page.brandName)} · {SHARE_UI.sharedView}
        </p>
        <ResultsPage data={page.data} />
      </main>
    </ShareGate>
  );
}
