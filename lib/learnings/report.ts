// The learnings and impact report's data and page layout (spec 3 §2 "Report pages hold 4 takeaways, 2 per row"),
// client-safe: built by server/pages/learnings-report-page.ts, shown by components/results/learnings/learnings-report.tsx.
import type { TLearningsAndImpact } from "@/lib/results/respondent-reports";
import type { TSalesAfterLaunch } from "@/lib/sales-data/types";
import { TAKEAWAYS_PER_PAGE } from "./messages";

export interface TLearningsReport extends TLearningsAndImpact {
  brandId: string;
  brandName: string;
  studyTitle: string;
  /** The study's results page, for those who may read results; null otherwise. */
  resultsPath: string | null;
  canWrite: boolean;
  /** When the brand cancelled the report (ISO); null while it is shown. */
  cancelled_at: string | null;
  /** Sales against sentiment after launch (line reviews with imported sales data); null otherwise. */
  afterLaunch: TSalesAfterLaunch | null;
  /** What the viewer may do with share links of it: none for a share viewer. */
  share: { read: boolean; write: boolean };
}

/** A shared report's page: the report behind the e-mail gate, or the clear page of a link that is not valid. */
/** The report as a learnings link opens it: not valid, failed to load ("Oops…", spec 3 §8), or ready. */
export type TSharedLearningsPage = { kind: "invalid" } | { kind: "failed" } | { kind: "ready"; report: TLearningsReport; token: string; tokenId: string };

/** The takeaways in report pages of 4 (the last may hold fewer); none for none. */
export function reportPages<T>(items: readonly T[], size = TAKEAWAYS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
