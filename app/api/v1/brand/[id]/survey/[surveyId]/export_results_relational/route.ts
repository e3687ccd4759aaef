// POST /api/v1/brand/{id}/survey/{s}/export_results_relational {filter?} – the study's results as an .xlsx of
// relational sheets (spec 3 §7, timeout 120 s; P13 item 5): streamed as the answer when it is small enough to finish
// well inside the timeout, else 202 {results: {job_id, status, …}} and GET …/{job_id} reports progress and the link.
// Survey read; not for share viewers.
import { withApi } from "@/server/http/with-api";
import { ZExportParams, ZExportRequest } from "@/lib/export/relational";
import { exportResultsRelational } from "@/server/export/export-relational";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const POST = withApi({
  permission: "results.read",
  params: ZExportParams,
  // The filter's own schema (lib/results/filters.ts) runs in the service, after the study is found, as in the reports.
  body: ZExportRequest,
  envelope: "response",
  handler: async ({ access, params, body }) => {
    const result = await exportResultsRelational(access, params.surveyId, body.filter);
    if (result.kind === "job") return Response.json({ results: result.job }, { status: 202 });
    return new Response(result.body, {
      headers: {
        "content-type": XLSX,
        // The name is letters, digits and dashes only (exportFileName).
        "content-disposition": `attachment; filename="${result.filename}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});
