// GET /api/v1/brand/{id}/survey/{surveyId}/sales_data/template – the .xlsx sales-data template listing the study's
// products with empty Units and Revenue columns (P13; survey write; line_review studies only, else 400).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { salesDataTemplate } from "@/server/sales-data/build-template";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const GET = withApi({
  permission: "study.manage",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  envelope: "response",
  handler: async ({ access, params }) => {
    const { bytes, fileName } = await salesDataTemplate(access, params.surveyId);
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": XLSX,
        "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});
