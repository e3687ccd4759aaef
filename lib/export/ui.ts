// "Export data" on the results page (P15 item 7): the texts of the action and its dialog, and the small rules the
// dialog follows — the request body from the page's filters, the file name from the answer, the job's progress in
// words and as a percentage, and how often the job is asked about. The call itself is spec 3 §7
// export_results_relational (lib/export/relational.ts); the server refuses a filter that selects nobody with
// EXPORT_MSG.noneSelected, which the dialog shows as it is. Pure.
import type { TResultsFilters } from "@/lib/results/filters";
import { EXPORT_MSG, type TExportJob } from "./relational";

const WORKBOOK =
  "an Excel workbook with one sheet per kind of record (study, products, questions, respondents, ratings, follow-up answers, segmentation answers), linked by their ids";

export const EXPORT_UI = {
  button: "Export data",
  title: "Export data",
  describeAll: (n: number) => `The answers of ${n === 1 ? "the one respondent" : `all ${n.toLocaleString("en-US")} respondents`}, as ${WORKBOOK}.`,
  describeFiltered: (n: number) =>
    n === 0
      ? `The current filters select no respondents, so there is nothing to export. Change or clear the filters first.`
      : `The answers of ${n === 1 ? "the one respondent" : `the ${n.toLocaleString("en-US")} respondents`} the current filters select, as ${WORKBOOK}. The filters are listed on its last sheet.`,
  start: "Export",
  close: "Close",
  preparing: "Preparing the export…",
  downloaded: "The export has downloaded.",
  queued: "This export is large, so it is being prepared in the background. You can close this window and keep reading the results; open Export data again to see how far it has come.",
  progress: (written: number, total: number) => `${written.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} rows written`,
  progressLabel: "Export progress",
  ready: "The export is ready.",
  download: "Download the export",
  downloadAgain: "Download again",
  failed: EXPORT_MSG.failed,
  timedOut: "The export took too long to answer. Please try again, or narrow the filters.",
} as const;

/** How often the dialog asks about a running job. */
export const EXPORT_POLL_MS = 1_000;

/** The export's request body for the page's filters (the call takes them exactly as the reports do). */
export function exportRequestBody(filters: TResultsFilters): { filter?: TResultsFilters } {
  return Object.keys(filters).length ? { filter: filters } : {};
}

/** The file name a 200 answer names in its content-disposition, else `fallback`. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(contentDisposition ?? "");
  return m?.[1] ?? fallback;
}

/** The job's progress, 0–100 (whole numbers; 100 once done). */
export function exportPercent(job: Pick<TExportJob, "status" | "rows_written" | "total_rows">): number {
  if (job.status === "done") return 100;
  if (job.total_rows <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((100 * job.rows_written) / job.total_rows)));
}
