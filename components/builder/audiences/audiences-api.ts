// Browser calls of the audience section: panel providers, the admin panel-survey listing, and the respondent
// limits' partial save (PUT …/additional_update, which answers the wizard study).
import { api } from "@/lib/api-client";
import type { TWirePanelProvider } from "@/lib/audiences/panel-providers";
import type { TPanelSurveyStatus, TWirePanelSurveyPage } from "@/lib/audiences/panel-surveys";
import type { TRespondentLimit } from "@/lib/study-rules/audiences";
import type { TBuilderStudy } from "@/lib/builder/study";

export const fetchPanelProviders = () => api<TWirePanelProvider[]>("/panel-providers");

export function fetchPanelSurveys(brandId: string, studyId: string, status: TPanelSurveyStatus | "", page: number) {
  const q = new URLSearchParams({ page_number: String(page) });
  if (status) q.set("status", status);
  return api<TWirePanelSurveyPage>(`/admin/brand/${brandId}/survey/${studyId}/panel_surveys?${q}`);
}

export const saveRespondentLimits = (brandId: string, studyId: string, dateModified: string, limits: Record<string, TRespondentLimit>) =>
  api<TBuilderStudy>(`/admin/brand/${brandId}/survey/${studyId}/additional_update`, {
    method: "PUT",
    json: { date_modified: dateModified, respondent_limits: limits },
  });
