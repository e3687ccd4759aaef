// The results page's export calls (spec 3 §7 export_results_relational, client timeout 120 s; P15 item 7): the POST
// answers the workbook itself (200) or a background job (202), and the job's status is asked with the ordinary client.
import { api, ApiError, unwrap } from "@/lib/api-client";
import { RELATIONAL_EXPORT_TIMEOUT_MS } from "@/lib/constants";
import { MSG } from "@/lib/messages";
import type { TExportJob } from "@/lib/export/relational";
import { attachmentName, exportRequestBody } from "@/lib/export/ui";
import type { TResultsFilters } from "@/lib/results/filters";

const path = (brandId: string, surveyId: string) => `/api/v1/brand/${brandId}/survey/${surveyId}/export_results_relational`;

export type TExportStarted = { kind: "file"; blob: Blob; filename: string } | { kind: "job"; job: TExportJob };

/** Starts the export of the study's answers under `filters`; a refusal throws an ApiError with the server's text. */
export async function startExport(brandId: string, surveyId: string, filters: TResultsFilters): Promise<TExportStarted> {
  const res = await fetch(path(brandId, surveyId), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(exportRequestBody(filters)),
    signal: AbortSignal.timeout(RELATIONAL_EXPORT_TIMEOUT_MS),
  });
  if (res.status === 200) return { kind: "file", blob: await res.blob(), filename: attachmentName(res.headers.get("content-disposition"), "relational-export.xlsx") };
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 202) return { kind: "job", job: unwrap<TExportJob>(body) };
  const problem = (body ?? {}) as { detail?: string };
  // As the ordinary client: a lost session signs out and goes to /.
  if (res.status === 401) void import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" }));
  throw new ApiError(res.status, problem.detail ?? MSG.errorStatus(res.status));
}

export const exportJobStatus = (brandId: string, surveyId: string, jobId: string) =>
  api<TExportJob>(`${path(brandId, surveyId)}/${encodeURIComponent(jobId)}`);
