// /brand/{brandId}/survey/{surveyId}/edit – the second-generation builder's address (spec 3 §2), offered only when
// the brand has the v2 creator feature (otherwise home). Our one wizard builds v1 and v2 studies alike, so the
// address opens it, keeping the query.
import { redirect } from "next/navigation";
import { queryString, type TSearchParams } from "@/lib/builder/page";
import { guardBrandPage } from "@/server/access/page-guard";
import { toBuilderStep, builderPath } from "@/lib/builder/steps";

export default async function SurveyEditPage(props: { params: Promise<{ brandId: string; surveyId: string }>; searchParams: Promise<TSearchParams> }) {
  const { brandId, surveyId } = await props.params;
  await guardBrandPage(brandId, { permission: "survey.read", feature: "enableSurveyCreatorV2" });
  const search = { ...(await props.searchParams) };
  const step = typeof search.step === "string" ? toBuilderStep(search.step) : null;
  if (step) search.step = step;
  redirect(builderPath(brandId, surveyId, null) + queryString(search));
}
