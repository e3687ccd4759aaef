// POST /api/v1/brand/{id}/survey/{surveyId}/sales_data/import – imports a previewed sales file { file_url, version }
// in one transaction, replacing the study's sales data; 400 while any row has an error, 409 when another import
// finished since the preview (P13; survey write; line_review studies only).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { importSalesData } from "@/server/sales-data/import-sales-data";

export const POST = withApi({
  permission: "study.manage",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.object({
    file_url: z.string().max(200),
    version: z.number().int().min(0),
    file_name: z.string().max(500).optional(),
  }),
  handler: ({ access, params, body }) => importSalesData(access, params.surveyId, body),
});
