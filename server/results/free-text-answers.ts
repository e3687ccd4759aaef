import "server-only";
// Free-text answers about one product (P11 deep dive): the counted respondents the filter selects (the compiled
// respondent filter and COUNTED, as every report), their non-blank text answers to the product's follow-ups (any
// follow-up type: a choice follow-up's "other" text counts too), newest completion first, at most `limit`, with how
// many there are in all and how many match the search. The search is case-insensitive and literal (ILIKE with % and
// _ escaped), run in the database. One SQL statement. The respondents report (respondents-report.ts) pages
// respondents with all their answers and cannot search or count one product's texts, hence this read.
// Needs survey.read (share viewers: their own study; no e-mail or other contact detail is returned).
import { containsPattern, FREE_TEXT_LIMIT, FREE_TEXT_MSG, freeTextSearch, LIKE_ESCAPE, type TFreeTextAnswer, type TFreeTextAnswers } from "@/lib/results/tabs/deep-dive";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";

export async function freeTextAnswers(
  access: TViewAccess,
  surveyId: string,
  productId: string,
  rawFilter: unknown,
  options: { q?: string; limit?: number } = {},
): Promise<TFreeTextAnswers> {
  const { study, filter, products } = await filteredStudy(access, surveyId, rawFilter);
  if (!products.includes(productId)) throw new AppError("not_found", FREE_TEXT_MSG.productNotFound);
  const q = freeTextSearch(options.q);
  const limit = Math.max(1, Math.min(FREE_TEXT_LIMIT * 4, Math.floor(options.limit ?? FREE_TEXT_LIMIT)));
  const [row] = await prisma.$queryRaw<{ total: number; matching: number; answers: TFreeTextAnswer[] }[]>`
    WITH texts AS (
      SELECT fa.id, fa.respondent_id, fa.side::text AS side, fa.text_value AS text, fa.follow_up_id, r.completed_at,
        fa.text_value ILIKE ${containsPattern(q)} ESCAPE ${LIKE_ESCAPE} AS matches
      FROM "FollowUpAnswer" fa
      JOIN "Respondent" r ON r.id = fa.respondent_id
      WHERE fa.survey_id = ${study.id} AND fa.product_id = ${productId}
        AND btrim(coalesce(fa.text_value, '')) <> ''
        AND ${COUNTED} AND (${filter.where})
    ), shown AS (
      SELECT * FROM texts WHERE matches
      ORDER BY completed_at DESC NULLS LAST, id DESC
      LIMIT ${limit}
    )
    SELECT (SELECT count(*) FROM texts)::int AS total,
      (SELECT count(*) FROM texts WHERE matches)::int AS matching,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', s.id,
          'respondent_id', s.respondent_id,
          'completed_at', to_char(s.completed_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'side', s.side,
          'question', CASE WHEN s.side = 'positive' THEN f.positive_title ELSE f.negative_title END,
          'text', s.text,
          'rating', ra.rating
        ) ORDER BY s.completed_at DESC NULLS LAST, s.id DESC)
        FROM shown s
        JOIN "FollowUp" f ON f.id = s.follow_up_id
        LEFT JOIN "RatingAnswer" ra ON ra.respondent_id = s.respondent_id AND ra.product_id = ${productId}
      ), '[]'::json) AS answers`;
  return { total: row?.total ?? 0, matching: row?.matching ?? 0, answers: row?.answers ?? [], limit, q };
}
