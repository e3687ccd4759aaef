// The results page's data as its loader hands it over (server/pages/results-page.ts): a message page, the unfinished
// view, or the results with the chosen tab's data. Client-safe types.
import type { TSubmissionStats } from "./respondent-reports";
import type { TResultsTab } from "./page";
import type { TBucketsData } from "./tabs/buckets";
import type { TCustomersData } from "./tabs/customers";
import type { TDeepDiveData } from "./tabs/deep-dive";
import type { THeadToHeadData } from "./tabs/head-to-head";
import type { TInsightCardsData } from "./tabs/insight-cards";
import type { TLearningsImpactData } from "./tabs/learnings-impact";
import type { TLineEfficiencyData } from "./tabs/line-efficiency";
import type { TStackRankData } from "./tabs/stack-rank";
import type { TResultsView } from "./view";

export interface TResultsTabDataMap {
  "stack-rank": TStackRankData;
  "insight-cards": TInsightCardsData;
  buckets: TBucketsData;
  "head-to-head": THeadToHeadData;
  "deep-dive": TDeepDiveData;
  customers: TCustomersData;
  "learnings-impact": TLearningsImpactData;
  "line-efficiency-graph": TLineEfficiencyData;
}

export type TResultsTabData = { [K in TResultsTab]: { tab: K; data: TResultsTabDataMap[K] } }[TResultsTab];

export interface TResultsLink {
  href: string;
  label: string;
}

export type TResultsPageData =
  /** The study cannot show results (spec 3 §2 texts, or the brand's gates and dates keep them for admins). */
  | { kind: "message"; title: string | null; message: string; back: TResultsLink | null }
  /** A Draft study: nothing collected yet (spec 3 §2 "a separate view exists for a study in an unfinished state"). */
  | { kind: "unfinished"; title: string; status: string; links: TResultsLink[]; stats: TSubmissionStats | null }
  | {
      kind: "ready";
      view: TResultsView;
      links: TResultsLink[];
      stats: TSubmissionStats | null;
      /** Share links of the results scope (share_token read and write; none for a shared view). */
      share: { read: boolean; write: boolean };
      tab: TResultsTabData;
      /** `print=all`: every tab's data, in tab order, for the print view (P11 item 7); null otherwise. */
      printAll: TResultsTabData[] | null;
    };

/** The results page as a results link opens it (`?share=`, P13 item 2). */
export type TSharedResultsPage =
  | { kind: "invalid" }
  | { kind: "failed" }
  | { kind: "ready"; data: TResultsPageData; token: string; tokenId: string; brandName: string };
