// GET /api/v1/brand/{id}/survey/{s}/export_results_relational/{jobId} – the caller's export job of this study
// (P13 item 5): {results: {job_id, status queued|running|done|failed, rows_written, total_rows, download_url, error}};
// when done, download_url is a fresh signed link (GET /api/v1/downloads/{token}). Survey read; another user's or
// another study's job is a 404.
import { withApi } from "@/server/http/with-api";
import { ZExportJobParams } from "@/lib/export/relational";
import { exportJobStatus } from "@/server/export/export-job";

export const GET = withApi({
  permission: "results.read",
  params: ZExportJobParams,
  handler: ({ access, params }) => exportJobStatus(access, params.surveyId, params.jobId),
});
