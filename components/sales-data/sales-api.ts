// Sales-data import calls (P13): the template's address, the preview upload (multipart "file") and the import.
import { api } from "@/lib/api-client";
import type { TSalesImportResult, TSalesPreview } from "@/lib/sales-data/types";

const base = (brandId: string, surveyId: string) => `/api/v1/brand/${brandId}/survey/${surveyId}/sales_data`;

export const salesTemplateHref = (brandId: string, surveyId: string) => `${base(brandId, surveyId)}/template`;

export async function previewSales(brandId: string, surveyId: string, file: File): Promise<TSalesPreview> {
  const body = new FormData();
  body.append("file", file);
  return api<TSalesPreview>(`${base(brandId, surveyId)}/preview`, { method: "POST", body, timeoutMs: 300_000 });
}

export async function importSales(brandId: string, surveyId: string, preview: Pick<TSalesPreview, "file_url" | "version" | "file_name">): Promise<TSalesImportResult> {
  return api<TSalesImportResult>(`${base(brandId, surveyId)}/import`, {
    method: "POST",
    json: { file_url: preview.file_url, version: preview.version, file_name: preview.file_name },
    timeoutMs: 120_000,
  });
}
