import "server-only";
// Results filters on the server (P9 item 2): parse (lib/results/filters.ts), check every id and option against the
// study and its brand, and compile to one SQL predicate over the respondent row `r`, so every report applies the same
// filter in the database. A filter that names something the study does not have is a 400 that names it: another
// brand's consumer profile, a demographic question the study does not ask, an answer the question does not offer.
import { Prisma } from "../generated/prisma/client";
import { RESULTS_FILTER_MSG, ZResultsFilters, type TResultsFilters } from "@/lib/results/filters";
import { prisma, type Tx } from "../db";
import { invalid } from "../errors";
import { invalidFromZod } from "../http/problem";

export interface TRespondentFilter {
  filters: TResultsFilters;
  /** A boolean SQL expression over the respondent row aliased `r`: the study's respondents the filters select. */
  where: Prisma.Sql;
  /** True when at least one filter narrows the respondents. */
  narrows: boolean;
}

const refuse = (name: string, reason: string) => invalid(reason, [{ name, reason }]);

/** Who results count (docs/decisions.md P9 #7), over the respondent row `r`: completed, not previews. */
export const COUNTED = Prisma.sql`r.status = 'completed' AND NOT r.is_preview`;

/** Every id the filters name must belong to the study `surveyId` of brand `brandId`. */
async function checkReferences(f: TResultsFilters, surveyId: string, brandId: string, db: Tx): Promise<void> {
  const firstMissing = (asked: readonly string[], found: Iterable<string>) => {
    const have = new Set(found);
    return asked.find((id) => !have.has(id));
  };
  if (f.country?.length) {
    const rows = await db.surveyCountry.findMany({ where: { survey_id: surveyId, country_id: { in: f.country } }, select: { country_id: true } });
    const missing = firstMissing(f.country, rows.map((r) => r.country_id));
    if (missing) throw refuse("country", RESULTS_FILTER_MSG.unknownOption("country", missing));
  }
  if (f.consumer_profiles?.length) {
    const rows = await db.consumerProfile.findMany({ where: { brand_id: brandId, id: { in: f.consumer_profiles } }, select: { id: true } });
    const missing = firstMissing(f.consumer_profiles, rows.map((r) => r.id));
    if (missing) throw refuse("consumer_profiles", RESULTS_FILTER_MSG.unknownOption("consumer_profiles", missing));
  }
  if (f.segmentation_profile?.length) {
    const rows = await db.segmentationProfile.findMany({ where: { survey_id: surveyId, id: { in: f.segmentation_profile } }, select: { id: true } });
    const missing = firstMissing(f.segmentation_profile, rows.map((r) => r.id));
    if (missing) throw refuse("segmentation_profile", RESULTS_FILTER_MSG.unknownOption("segmentation_profile", missing));
  }
  if (f.demographics?.length) {
    const ids = f.demographics.map((d) => d.demographic_id);
    const rows = await db.surveyDemographic.findMany({
      where: { survey_id: surveyId, demographic_id: { in: ids } },
      select: { demographic_id: true, demographic: { select: { title: true, options: true } } },
    });
    const byId = new Map(rows.map((r) => [r.demographic_id, r.demographic]));
    for (const d of f.demographics) {
      const question = byId.get(d.demographic_id);
      if (!question) throw refuse("demographics", RESULTS_FILTER_MSG.unknownOption("demographics", d.demographic_id));
      const unknown = d.answers.find((a) => !question.options.includes(a));
      if (unknown !== undefined) throw refuse("demographics", RESULTS_FILTER_MSG.unknownAnswer(question.title, unknown));
    }
  }
}

const anyOf = (column: Prisma.Sql, values: readonly string[]) => Prisma.sql`${column} = ANY(${values as string[]}::text[])`;

/** Parses and checks `raw` for the study, and compiles it. Bad input → 400 naming the filter; nothing is read. */
export async function respondentFilter(raw: unknown, study: { id: string; brand_id: string }, db: Tx = prisma): Promise<TRespondentFilter> {
  const parsed = ZResultsFilters.safeParse(raw ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error, "filter");
  const f = parsed.data;
  await checkReferences(f, study.id, study.brand_id, db);
  // The study first: every report's respondents are the study's, and this lets PostgreSQL use the study index on
  // Respondent instead of scanning every study's respondents.
  const parts: Prisma.Sql[] = [Prisma.sql`r.survey_id = ${study.id}`];
  if (f.country?.length) parts.push(anyOf(Prisma.sql`r.country_id`, f.country));
  if (f.consumer_profiles?.length) parts.push(anyOf(Prisma.sql`r.consumer_profile_id`, f.consumer_profiles));
  if (f.segmentation_profile?.length) parts.push(anyOf(Prisma.sql`r.segmentation_profile_id`, f.segmentation_profile));
  if (f.audience_types?.length) parts.push(anyOf(Prisma.sql`r.audience_type::text`, f.audience_types));
  if (f.languages?.length) parts.push(anyOf(Prisma.sql`r.language`, f.languages));
  if (f.regions?.length) parts.push(anyOf(Prisma.sql`r.region`, f.regions));
  if (f.summed_values) parts.push(Prisma.sql`r.summed_points BETWEEN ${f.summed_values.start_range} AND ${f.summed_values.end_range}`);
  for (const d of f.demographics ?? []) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "SegmentAnswer" sa
      WHERE sa.respondent_id = r.id AND sa.survey_id = ${study.id} AND sa.demographic_id = ${d.demographic_id} AND sa.values && ${d.answers}::text[])`);
  }
  return { filters: f, where: Prisma.join(parts, " AND "), narrows: parts.length > 1 };
}
