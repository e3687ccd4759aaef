import "server-only";
// Respondents report (spec 3 §7 "POST .../report/respondents"; P9 item 3): the counted respondents the filter selects,
// newest completion first, one page at a time, each with who they are (country, language, audience type, consumer and
// segmentation profile, browser, device, region, state, e-mail) and everything they answered: star ratings per
// product, follow-up answers (options, text, star) and segmentation answers. ONE SQL statement: the total over all
// pages, and the page's respondents with their answers gathered by json_agg for those respondents only (no N+1).
// Needs survey.read; share viewers may read their own study's, without e-mail addresses.
import { ZRespondentsReportBody, type TRespondentRow, type TRespondentsReport } from "@/lib/results/respondent-reports";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { invalidFromZod } from "../http/problem";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";

export async function respondentsReport(access: TViewAccess, surveyId: string, rawBody: unknown): Promise<TRespondentsReport> {
  const parsed = ZRespondentsReportBody.safeParse(rawBody ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const { filter: rawFilter, page, page_size } = parsed.data;
  const { study, filter, products } = await filteredStudy(access, surveyId, rawFilter);
  // Respondents' e-mail addresses are the brand's: a share-link viewer never receives them.
  const withEmail = access.actor !== null;
  const [row] = await prisma.$queryRaw<{ total: number; respondents: TRespondentRow[] }[]>`
    WITH picked AS (
      SELECT r.id, r.completed_at FROM "Respondent" r
      WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    ), page AS (
      SELECT id, completed_at FROM picked
      ORDER BY completed_at DESC NULLS LAST, id DESC
      LIMIT ${page_size} OFFSET ${(page - 1) * page_size}
    )
    SELECT (SELECT count(*) FROM picked)::int AS total,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', r.id,
          'completed_at', to_char(r.completed_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'country', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'code', c.code) END,
          'language', r.language,
          'audience_type', r.audience_type,
          'consumer_profile', CASE WHEN cp.id IS NULL THEN NULL ELSE json_build_object('id', cp.id, 'title', cp.title) END,
          'segmentation_profile', CASE WHEN sp.id IS NULL THEN NULL ELSE json_build_object('id', sp.id, 'name', sp.profile_name) END,
          'browser', r.browser, 'device', r.device, 'region', r.region, 'state', r.state,
          'email', CASE WHEN ${withEmail}::boolean THEN r.email END,
          'ratings', COALESCE((
            SELECT json_agg(json_build_object('product_id', a.product_id, 'rating', a.rating)
              ORDER BY array_position(${products}::text[], a.product_id::text))
            FROM "RatingAnswer" a WHERE a.respondent_id = r.id AND a.product_id::text = ANY(${products}::text[])
          ), '[]'::json),
          'follow_ups', COALESCE((
            SELECT json_agg(json_build_object('product_id', fa.product_id, 'follow_up_id', fa.follow_up_id, 'side', fa.side,
                'values', fa."values", 'text', fa.text_value, 'star', fa.star_value)
              ORDER BY array_position(${products}::text[], fa.product_id::text), f."order", f.id)
            FROM "FollowUpAnswer" fa JOIN "FollowUp" f ON f.id = fa.follow_up_id
            WHERE fa.respondent_id = r.id AND fa.product_id::text = ANY(${products}::text[])
          ), '[]'::json),
          'demographics', COALESCE((
            SELECT json_agg(json_build_object('demographic_id', sa.demographic_id, 'values', sa."values", 'text', sa.text_value)
              ORDER BY sd."order" NULLS LAST, sa.demographic_id)
            FROM "SegmentAnswer" sa
            LEFT JOIN "SurveyDemographic" sd ON sd.survey_id = sa.survey_id AND sd.demographic_id = sa.demographic_id
            WHERE sa.respondent_id = r.id
          ), '[]'::json)
        ) ORDER BY p.completed_at DESC NULLS LAST, p.id DESC)
        FROM page p
        JOIN "Respondent" r ON r.id = p.id
        LEFT JOIN "Country" c ON c.id = r.country_id
        LEFT JOIN "ConsumerProfile" cp ON cp.id = r.consumer_profile_id
        LEFT JOIN "SegmentationProfile" sp ON sp.id = r.segmentation_profile_id
      ), '[]'::json) AS respondents`;
  return { total: row?.total ?? 0, page, page_size, respondents: row?.respondents ?? [] };
}
