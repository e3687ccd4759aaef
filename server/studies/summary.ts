import "server-only";
// The study summary of spec 3 §3 ("Survey summary"): one study's list row, with its respondent counts, countries,
// audiences, product count and price estimate. Any number of studies load in ONE SQL statement (no N+1): joins for
// the assortment and decision point, json_agg for countries and audiences, lateral counts for respondents.
import { isV2Version, type TStudyStatus } from "@/lib/studies/status";
import { studyPriceEstimate } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveySummary } from "@/lib/studies/wire";
import { isId } from "@/lib/ids";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import { AppError } from "../errors";

/** ISO 8601 text of a timestamp column (columns hold UTC wall time, without a zone). */
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One SQL row: the summary's own columns as they are, plus the flattened joins and the price inputs. */
interface TSummaryRow
  extends Pick<
    TSurveySummary,
    | "short_id" | "title" | "type" | "gender" | "internal_template" | "version" | "archived" | "date_created" | "date_start"
    | "date_modified" | "date_published" | "date_end" | "date_closed" | "date_reopened" | "due_date" | "countries"
    | "audiences" | "respondent_count" | "raw_submission_count" | "total_submissions_processed" | "product_count"
  > {
  id: string;
  status: string;
  limit_active: boolean;
  limit_number: number;
  dp_id: string | null;
  dp_title: string | null;
  dp_abbreviation: string | null;
  dpt_id: string | null;
  dpt_name: string | null;
  dpt_order: number | null;
  a_id: string | null;
  a_year: number | null;
  a_season: string | null;
  bc_id: string | null;
  bc_name: string | null;
  bc_gender: string | null;
  product_questions: number;
}

/**
 * respondent_count = completed non-preview respondents; raw_submission_count = the same completed submissions
 * (P6: a submission is a complete; waiting = raw − processed); total_submissions_processed = those of them with
 * processed_at set. Product questions (for the price estimate) are the questions of the products currently in the
 * study, not the global template.
 */
function summarySql(ids: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id, s.short_id, s.title, s.type::text AS type, s.gender::text AS gender, s.status::text AS status,
      s.internal_template, s.version, s.archived, s.limit_active, s.limit_number,
      ${iso(Prisma.sql`s.date_created`)} AS date_created, ${iso(Prisma.sql`s.date_start`)} AS date_start,
      ${iso(Prisma.sql`s.date_modified`)} AS date_modified, ${iso(Prisma.sql`s.date_published`)} AS date_published,
      ${iso(Prisma.sql`s.date_end`)} AS date_end, ${iso(Prisma.sql`s.date_closed`)} AS date_closed,
      ${iso(Prisma.sql`s.date_reopened`)} AS date_reopened, ${iso(Prisma.sql`s.due_date`)} AS due_date,
      COALESCE((SELECT json_agg(c.code ORDER BY sc."order", sc.country_id)
        FROM "SurveyCountry" sc JOIN "Country" c ON c.id = sc.country_id WHERE sc.survey_id = s.id), '[]'::json) AS countries,
      COALESCE((SELECT json_agg(json_build_object('audience_type', au.audience_type, 'country', c.code) ORDER BY au."order", au.date_created, au.id)
        FROM "Audience" au JOIN "Country" c ON c.id = au.country_id WHERE au.survey_id = s.id), '[]'::json) AS audiences,
      dp.id AS dp_id, dp.title AS dp_title, dp.abbreviation AS dp_abbreviation,
      dpt.id AS dpt_id, dpt.name AS dpt_name, dpt.sort_order AS dpt_order,
      a.id AS a_id, a.year AS a_year, a.season::text AS a_season, bc.id AS bc_id, bc.name AS bc_name, bc.gender AS bc_gender,
      r.respondent_count, r.raw_submission_count, r.total_submissions_processed,
      (SELECT count(*) FROM "SurveyProduct" sp WHERE sp.survey_id = s.id)::int AS product_count,
      (SELECT count(*) FROM "Question" q JOIN "SurveyProduct" sp ON sp.survey_id = q.survey_id AND sp.product_id = q.product_id
        WHERE q.survey_id = s.id)::int AS product_questions
    FROM unnest(${ids}::bpchar[]) WITH ORDINALITY AS u(id, ord)
    JOIN "Survey" s ON s.id = u.id
    LEFT JOIN "DecisionPoint" dp ON dp.id = s.decision_point_id
    LEFT JOIN "DecisionPointType" dpt ON dpt.id = dp.type_id
    LEFT JOIN "Assortment" a ON a.id = s.assortment_id
    LEFT JOIN "BrandCategory" bc ON bc.id = a.brand_category_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE rr.status = 'completed')::int AS respondent_count,
             count(*) FILTER (WHERE rr.status = 'completed')::int AS raw_submission_count,
             count(*) FILTER (WHERE rr.status = 'completed' AND rr.processed_at IS NOT NULL)::int AS total_submissions_processed
      FROM "Respondent" rr WHERE rr.survey_id = s.id AND NOT rr.is_preview
    ) r ON TRUE
    ORDER BY u.ord`;
}

/** Turns one SQL row into the wire summary. */
function toSummary(r: TSummaryRow): TSurveySummary {
  return {
    _id: r.id,
    short_id: r.short_id,
    title: r.title,
    type: r.type,
    gender: r.gender,
    status: r.status as TStudyStatus,
    countries: r.countries,
    decision_point:
      r.dp_id && r.dpt_id
        ? {
            _id: r.dp_id,
            title: r.dp_title ?? "",
            abbreviation: r.dp_abbreviation ?? "",
            type: { _id: r.dpt_id, title: r.dpt_name ?? "", order: r.dpt_order ?? 0 },
          }
        : null,
    respondent_count: r.respondent_count,
    raw_submission_count: r.raw_submission_count,
    total_submissions_processed: r.total_submissions_processed,
    date_created: r.date_created,
    date_start: r.date_start,
    date_modified: r.date_modified,
    date_published: r.date_published,
    date_end: r.date_end,
    date_closed: r.date_closed,
    date_reopened: r.date_reopened,
    due_date: r.due_date,
    internal_template: r.internal_template,
    version: r.version,
    is_v2: isV2Version(r.version),
    archived: r.archived,
    product_count: r.product_count,
    price_estimate: studyPriceEstimate({
      countries: r.countries.length,
      questions: r.product_questions,
      limitActive: r.limit_active,
      limitNumber: r.limit_number,
      international: r.countries.length > 1,
    }),
    assortment:
      r.a_id && r.a_year !== null && r.a_season
        ? {
            _id: r.a_id,
            year: r.a_year,
            season: r.a_season,
            brand_category: r.bc_id ? { _id: r.bc_id, name: r.bc_name ?? "", gender: r.bc_gender } : null,
          }
        : null,
    audiences: r.audiences,
  };
}

/** Summaries of `ids`, in the same order; unknown ids are skipped. One SQL statement. */
export async function loadSurveySummaries(ids: string[], db: Tx = prisma): Promise<TSurveySummary[]> {
  const wanted = ids.filter(isId);
  if (!wanted.length) return [];
  const rows = await db.$queryRaw<TSummaryRow[]>(summarySql(wanted));
  return rows.map(toSummary);
}

/** One summary; a missing study is a 404 with the studies wording. */
export async function loadSurveySummary(id: string, db: Tx = prisma): Promise<TSurveySummary> {
  const [summary] = await loadSurveySummaries([id], db);
  if (!summary) throw new AppError("not_found", STUDY_MSG.studyNotFound);
  return summary;
}
