// /brand/{brandId}/survey/{surveyId}/results – the v2 base of a study's results (spec 3 §2), offered when the brand has
// the v2 creator; without it the loader sends the same address to /campaign/{s}/results. app/brand/[brandId]/results-route.tsx.
import { RESULTS_PAGE } from "@/lib/messages";
import type { TSearchParams } from "@/lib/results/page";
import { ResultsRoute } from "../../../results-route";

export const metadata = { title: RESULTS_PAGE.heading };

export default async function SurveyResultsPage(props: { params: Promise<{ brandId: string; surveyId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, surveyId } = await props.params;
  return <ResultsRoute brandId={brandId} studyId={surveyId} search={await props.searchParams} base="survey" />;
}
