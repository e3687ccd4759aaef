import "server-only";
// Lead list (spec 3 §7 "POST .../report/question/{q}/leadlist"; P9 item 3): the counted respondents the filter selects
// who rated the question's product 4 or 5 stars (the top-2-box) and left an e-mail address, with the address, the
// rating, the product, the country code and when they completed; highest rating first, then the newest completion.
// One SQL statement. E-mail addresses are brand data: survey.read for signed-in users only, never a share viewer.
import { LEAD_MIN_RATING, type TLead } from "@/lib/results/respondent-reports";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { reportQuestion } from "./report-question";
import { COUNTED } from "./respondent-filter";

export async function leadList(access: TBrandAccess, surveyId: string, questionId: string, rawFilter: unknown): Promise<TLead[]> {
  const { study, filter, products, question } = await reportQuestion(access, surveyId, questionId, rawFilter);
  return prisma.$queryRaw<TLead[]>`
    SELECT r.id AS respondent_id, btrim(r.email) AS email, a.rating::int AS rating, a.product_id, c.code AS country,
      to_char(r.completed_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at
    FROM "RatingAnswer" a
    JOIN "Respondent" r ON r.id = a.respondent_id
    LEFT JOIN "Country" c ON c.id = r.country_id
    WHERE a.survey_id = ${study.id} AND a.question_id = ${question.id} AND a.product_id::text = ANY(${products}::text[])
      AND a.rating >= ${LEAD_MIN_RATING} AND btrim(coalesce(r.email, '')) <> ''
      AND ${COUNTED} AND (${filter.where})
    ORDER BY a.rating DESC, r.completed_at DESC NULLS LAST, r.id, a.product_id`;
}
