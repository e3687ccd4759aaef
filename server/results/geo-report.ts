import "server-only";
// getGeoSentimentScoreReport(survey_id, question_id, filter) (spec 3 §2 "geo report (regions and states)", §7
// "Snapshot-like results"): for one product question of the study, among the counted respondents (completed, not
// previews) the filter selects, per country and within each country per region and per state: the respondents there,
// their ratings of the question's product, the star counts, the mean and the sentiment score (lib/results/
// definitions.ts, with the study's formula version from score-context.ts; the answer names the version). A respondent
// without a region (or state) counts in the country but in no region (state); one without a country counts in the
// total and in an "Unknown" country row. Ratings are the product's, as in the ratings and sentiment reports, so the
// totals equal theirs. One SQL statement (grouping sets). Needs survey.read on the study's brand.
// The question must be a rated product question of this study: another study's, the product-less template, an
// investment_review question or an unknown id is a 404.
import { isId } from "@/lib/ids";
import { meanStars, sentimentScore, type TSentimentScoreVersion, type TStarCounts } from "@/lib/results/definitions";
import { EXCLUDED_QUESTION_TYPES } from "@/lib/results/study-state";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { notFound } from "../errors";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";
import { scoreContext } from "./score-context";

/** The name of the country row of respondents without a country. */
export const UNKNOWN_COUNTRY = "Unknown";

export interface TGeoFigures {
  /** Respondents the filter selects in the area (rated the product or not). */
  respondents: number;
  /** Their ratings of the question's product. */
  count: number;
  stars: { star: number; count: number; percentage: number }[];
  /** Mean stars; null without ratings. */
  mean: number | null;
  /** Sentiment score 0–100 (unrounded) with the report's version; null without ratings. */
  score: number | null;
}

export interface TGeoArea extends TGeoFigures {
  name: string;
}

export interface TGeoCountry extends TGeoFigures {
  /** Null for the respondents without a country. */
  country_id: string | null;
  code: string | null;
  name: string;
  regions: TGeoArea[];
  states: TGeoArea[];
}

export interface TGeoReport {
  survey_id: string;
  question_id: string;
  product_id: string;
  version: TSentimentScoreVersion;
  version_source: "brand" | "study";
  total: TGeoFigures;
  /** The study's countries in its order (with or without respondents), then any other country respondents came from, then "Unknown". */
  countries: TGeoCountry[];
}

interface TRow {
  /** GROUPING(country_id, region, state): 7 all, 3 country, 1 country + region, 2 country + state. */
  level: number;
  country_id: string | null;
  region: string | null;
  state: string | null;
  code: string | null;
  country_name: string | null;
  respondents: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
}

const LEVEL = { total: 7, country: 3, region: 1, state: 2 } as const;

const questionNotFound = () => notFound("Question");
const compare = (a: string, b: string) => a.localeCompare(b, "en");

export async function geoSentimentScoreReport(access: TViewAccess, surveyId: string, questionId: string, rawFilter: unknown): Promise<TGeoReport> {
  const { study, filter, products } = await filteredStudy(access, surveyId, rawFilter);
  if (!isId(questionId)) throw questionNotFound();
  const question = await prisma.question.findFirst({ where: { id: questionId, survey_id: study.id }, select: { id: true, type: true, product_id: true } });
  const productId = question?.product_id;
  if (!question || !productId || EXCLUDED_QUESTION_TYPES.includes(question.type) || !products.includes(productId)) throw questionNotFound();

  const [ctx, studyCountries, rows] = await Promise.all([
    scoreContext(study),
    prisma.surveyCountry.findMany({
      where: { survey_id: study.id },
      orderBy: [{ order: "asc" }, { country_id: "asc" }],
      select: { country: { select: { id: true, code: true, country_name: true } } },
    }),
    cachedResults({ study, filter }, "geo", () => prisma.$queryRaw<TRow[]>`
      WITH base AS (
        SELECT r.country_id::text AS country_id, nullif(btrim(r.region), '') AS region, nullif(btrim(r.state), '') AS state, a.rating
        FROM "Respondent" r
        LEFT JOIN "RatingAnswer" a ON a.respondent_id = r.id AND a.product_id = ${productId} AND a.survey_id = ${study.id}
        WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
      ), g AS (
        SELECT GROUPING(country_id, region, state)::int AS level, country_id, region, state, count(*)::int AS respondents,
               count(*) FILTER (WHERE rating = 1)::int AS n1, count(*) FILTER (WHERE rating = 2)::int AS n2,
               count(*) FILTER (WHERE rating = 3)::int AS n3, count(*) FILTER (WHERE rating = 4)::int AS n4,
               count(*) FILTER (WHERE rating = 5)::int AS n5
        FROM base
        GROUP BY GROUPING SETS ((), (country_id), (country_id, region), (country_id, state))
      )
      SELECT g.*, c.code, c.country_name FROM g LEFT JOIN "Country" c ON c.id = g.country_id`, productId),
  ]);

  const figures = (row: TRow | undefined): TGeoFigures => {
    const stars: TStarCounts = row ? [row.n1, row.n2, row.n3, row.n4, row.n5] : [0, 0, 0, 0, 0];
    const count = stars.reduce((s, n) => s + n, 0);
    return {
      respondents: row?.respondents ?? 0,
      count,
      stars: stars.map((n, i) => ({ star: i + 1, count: n, percentage: count ? (100 * n) / count : 0 })),
      mean: meanStars(stars),
      score: sentimentScore(stars, ctx.version),
    };
  };
  const byName = (a: TGeoArea, b: TGeoArea) => compare(a.name, b.name);
  const areas = (countryId: string | null, level: number, key: "region" | "state"): TGeoArea[] =>
    rows
      .filter((r) => r.level === level && r.country_id === countryId && r[key] !== null)
      .map((r) => ({ name: r[key]!, ...figures(r) }))
      .sort(byName);
  const country = (countryId: string | null, code: string | null, name: string): TGeoCountry => ({
    country_id: countryId,
    code,
    name,
    ...figures(rows.find((r) => r.level === LEVEL.country && r.country_id === countryId)),
    regions: areas(countryId, LEVEL.region, "region"),
    states: areas(countryId, LEVEL.state, "state"),
  });

  const listed = new Set(studyCountries.map((c) => c.country.id));
  const others = rows
    .filter((r) => r.level === LEVEL.country && r.country_id !== null && !listed.has(r.country_id))
    .sort((a, b) => compare(a.country_name ?? "", b.country_name ?? "") || compare(a.country_id ?? "", b.country_id ?? ""));
  const unknown = rows.some((r) => r.level === LEVEL.country && r.country_id === null);
  return {
    survey_id: study.id,
    question_id: question.id,
    product_id: productId,
    version: ctx.version,
    version_source: ctx.version_source,
    total: figures(rows.find((r) => r.level === LEVEL.total)),
    countries: [
      ...studyCountries.map(({ country: c }) => country(c.id, c.code, c.country_name)),
      ...others.map((r) => country(r.country_id, r.code, r.country_name ?? r.code ?? UNKNOWN_COUNTRY)),
      ...(unknown ? [country(null, null, UNKNOWN_COUNTRY)] : []),
    ],
  };
}
