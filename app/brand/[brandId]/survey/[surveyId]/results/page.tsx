// /brand/{brandId}/survey/{surveyId}/results – the v2 base of a study's results (spec 3 §2, brands with
// enableSurveyCreatorV2). Until P11, the same page as /campaign/{s}/results (docs/decisions.md P10 #18).
import { ResultsComing } from "@/components/studies/results-coming";
import { RESULTS_PAGE } from "@/lib/messages";
import { loadResultsPage } from "@/server/pages/results-page";

export const metadata = { title: RESULTS_PAGE.heading };

export default async function SurveyResultsPage({ params }: { params: Promise<{ brandId: string; surveyId: string }> }) {
  const { brandId, surveyId } = await params;
  return <ResultsComing {...await loadResultsPage(brandId, surveyId)} />;
}
