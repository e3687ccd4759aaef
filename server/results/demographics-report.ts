import "server-only";
// reportDemographics(brand_id, survey_id, filters) (spec 3 §2 "Results include … demographics", §7 "Snapshot-like
// results"): for each demographic question the study asks (not disabled, in the study's order), how the counted
// respondents the filters select answered it. Choice, image and multi questions: per option, in the question's order
// and including options nobody picked, the respondents who picked it and their share of those who answered the
// question (a multi-select answer counts once for each option it picked, so the shares may sum past 100). Every
// question: the answered base and the selected respondents who did not answer. Pointable questions: min / mean / max
// of the answers' points. Text questions: only how many answered (the texts themselves are not a report). One SQL
// statement. Needs survey.read. docs/decisions.md P9 (reportDemographics).
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

export interface TDemographicOptionCount {
  option: string;
  count: number;
  /** Share of the respondents who answered the question, 0–100. */
  percentage: number;
}

export interface TDemographicQuestionReport {
  demographic_id: string;
  title: string;
  dashboard_title: string | null;
  /** choice, multi, image or text. */
  type: string;
  /** Selected respondents who answered: picked at least one option, or wrote a non-blank text. */
  answered: number;
  /** Selected respondents who did not (total − answered). */
  not_answered: number;
  /** The question's options in its order (empty for a text question). */
  options: TDemographicOptionCount[];
  /** Over the answers that carry points (pointable questions); null when none does. */
  points: { min: number; mean: number; max: number } | null;
}

export interface TDemographicsReport {
  /** Respondents the filters select. */
  total: number;
  questions: TDemographicQuestionReport[];
}

interface TRow {
  demographic_id: string | null;
  option: string | null;
  n: number;
  low: number | null;
  mean: number | null;
  high: number | null;
}

export async function reportDemographics(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TDemographicsReport> {
  const { study, filter } = await filteredStudy(access, surveyId, rawFilters);
  const questions = await prisma.surveyDemographic.findMany({
    where: { survey_id: study.id, disabled: false },
    orderBy: [{ order: "asc" }, { demographic_id: "asc" }],
    select: { demographic: { select: { id: true, title: true, dashboard_title: true, type: true, options: true } } },
  });
  const ids = questions.map((q) => q.demographic.id);
  // Rows: (null, null) the selected respondents; (question, null) its answered base and points; (question, option)
  // the respondents who picked that option (each option once per answer, even if stored twice).
  const rows = await cachedResults({ study, filter }, "demographics", () => prisma.$queryRaw<TRow[]>`
    WITH picked AS (
      SELECT r.id FROM "Respondent" r WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    ), answers AS (
      SELECT sa.demographic_id::text AS demographic_id, sa."values", sa.points
      FROM "SegmentAnswer" sa JOIN picked p ON p.id = sa.respondent_id
      WHERE sa.survey_id = ${study.id} AND sa.demographic_id = ANY(${ids}::text[])
        AND (cardinality(sa."values") > 0 OR nullif(btrim(sa.text_value), '') IS NOT NULL)
    )
    SELECT NULL::text AS demographic_id, NULL::text AS option, count(*)::int AS n,
           NULL::float8 AS low, NULL::float8 AS mean, NULL::float8 AS high
    FROM picked
    UNION ALL
    SELECT a.demographic_id, NULL, count(*)::int, min(a.points), avg(a.points), max(a.points)
    FROM answers a GROUP BY a.demographic_id
    UNION ALL
    SELECT a.demographic_id, v.option, count(*)::int, NULL, NULL, NULL
    FROM answers a CROSS JOIN LATERAL (SELECT DISTINCT unnest(a."values") AS option) v
    GROUP BY a.demographic_id, v.option`, ids);
  const total = rows.find((r) => r.demographic_id === null)?.n ?? 0;
  const base = new Map(rows.filter((r) => r.demographic_id !== null && r.option === null).map((r) => [r.demographic_id!, r]));
  const picks = new Map(rows.filter((r) => r.option !== null).map((r) => [`${r.demographic_id}\u0000${r.option}`, r.n]));
  return {
    total,
    questions: questions.map(({ demographic: q }) => {
      const b = base.get(q.id);
      const answered = b?.n ?? 0;
      const options = q.type === "text" ? [] : q.options;
      return {
        demographic_id: q.id,
        title: q.title,
        dashboard_title: q.dashboard_title,
        type: q.type,
        answered,
        not_answered: total - answered,
        options: options.map((option) => {
          const count = picks.get(`${q.id}\u0000${option}`) ?? 0;
          return { option, count, percentage: answered ? (100 * count) / answered : 0 };
        }),
        points: b && b.low !== null && b.mean !== null && b.high !== null ? { min: b.low, mean: b.mean, max: b.high } : null,
      };
    }),
  };
}
