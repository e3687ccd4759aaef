// POST /api/v1/brand/{id}/survey/{surveyId}/sales_data/preview – one sales .xlsx (multipart "file", ≤ 100 MB, streamed
// to disk) checked row by row against the study's products: { results: preview } with each row's errors and the
// file_url the import names (P13; survey write; line_review studies only). Writes no sales data.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { receiveFiles } from "@/server/storage/receive-files";
import { previewSalesData, SALES_UPLOAD_LIMITS } from "@/server/sales-data/preview-sales-data";

export const POST = withApi({
  permission: "study.manage",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // Access is checked before the body is read.
  handler: ({ access, params, req }) => receiveFiles(req, SALES_UPLOAD_LIMITS, (files) => previewSalesData(access, params.surveyId, files)),
});
