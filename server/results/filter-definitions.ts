import "server-only";
// The filters a study's results offer (P9 item 2; spec 3 §3 "Filter"): one definition per filter type that has
// something to choose, with the values to send and the names to show. Countries, demographic questions and
// segmentation profiles come from the study's set-up; consumer profiles from its audiences and respondents; audience
// types from its audiences; languages, regions and the point range from its counted respondents. Needs survey.read.
import { AUDIENCE_TYPE_NAMES, RESULTS_FILTER_NAMES, type TResultsFilterDefinition } from "@/lib/results/filters";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadVisibleStudy } from "../studies/load-study";

type TNamed = keyof typeof RESULTS_FILTER_NAMES;
const definition = (key: TNamed, pairs: [string, string][]): TResultsFilterDefinition => ({
  type: key === "summed_values" ? "range" : "multi",
  accessor: key,
  name: RESULTS_FILTER_NAMES[key],
  options: pairs.map(([value]) => value),
  optionNames: pairs.map(([, label]) => label),
});

export async function resultsFilterDefinitions(access: TViewAccess, surveyId: string): Promise<TResultsFilterDefinition[]> {
  const study = await loadVisibleStudy(access, surveyId);
  const [countries, audiences, demographics, segmentation, respondents, profiles] = await Promise.all([
    prisma.surveyCountry.findMany({ where: { survey_id: study.id }, orderBy: { order: "asc" }, select: { country: { select: { id: true, country_name: true } } } }),
    prisma.audience.findMany({ where: { survey_id: study.id }, orderBy: { order: "asc" }, select: { audience_type: true } }),
    prisma.surveyDemographic.findMany({
      where: { survey_id: study.id, disabled: false },
      orderBy: { order: "asc" },
      select: { demographic: { select: { id: true, title: true, dashboard_title: true, options: true } } },
    }),
    prisma.segmentationProfile.findMany({ where: { survey_id: study.id }, orderBy: { order: "asc" }, select: { id: true, profile_name: true } }),
    prisma.$queryRaw<{ languages: string[] | null; regions: string[] | null; low: number | null; high: number | null }[]>`
      SELECT array_agg(DISTINCT r.language ORDER BY r.language) FILTER (WHERE r.language IS NOT NULL) AS languages,
             array_agg(DISTINCT r.region ORDER BY r.region) FILTER (WHERE r.region IS NOT NULL) AS regions,
             min(r.summed_points) AS low, max(r.summed_points) AS high
      FROM "Respondent" r WHERE r.survey_id = ${study.id} AND r.status = 'completed' AND NOT r.is_preview`,
    prisma.consumerProfile.findMany({
      where: {
        brand_id: study.brand_id,
        OR: [{ audiences: { some: { survey_id: study.id } } }, { respondents: { some: { survey_id: study.id, status: "completed", is_preview: false } } }],
      },
      orderBy: { title: "asc" },
      select: { id: true, title: true },
    }),
  ]);
  const r = respondents[0] ?? { languages: null, regions: null, low: null, high: null };
  const languageNames = new Map(
    (await prisma.language.findMany({ where: { code: { in: r.languages ?? [] } }, select: { code: true, display_name: true } })).map((l) => [l.code, l.display_name]),
  );
  const audienceTypes = [...new Set(audiences.map((a) => a.audience_type))];
  const out: TResultsFilterDefinition[] = [
    definition("country", countries.map(({ country }) => [country.id, country.country_name])),
    definition("consumer_profiles", profiles.map((p) => [p.id, p.title])),
    ...demographics.map(({ demographic: d }) => ({
      type: "multi" as const,
      accessor: `demographics.${d.id}`,
      name: d.dashboard_title || d.title,
      options: d.options,
      optionNames: d.options,
    })),
    definition("audience_types", audienceTypes.map((t) => [t, AUDIENCE_TYPE_NAMES[t]])),
    definition("languages", (r.languages ?? []).map((code) => [code, languageNames.get(code) ?? code])),
    ...(r.low !== null && r.high !== null ? [definition("summed_values", [[String(r.low), String(r.low)], [String(r.high), String(r.high)]])] : []),
    definition("regions", (r.regions ?? []).map((name) => [name, name])),
    definition("segmentation_profile", segmentation.map((s) => [s.id, s.profile_name])),
  ];
  // A filter with nothing to choose is left out.
  return out.filter((d) => d.options.length > 0);
}
