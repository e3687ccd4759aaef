import "server-only";
// Follow-up choice report (spec 3 §7 "POST /brand/{b}/survey/{s}/report/question/{q}/choice with filters"; P9 item 3):
// per follow-up of the question and per side, the answers given by the counted respondents the filter selects (the
// base) and, by type — choice / multi: every offered option in the follow-up's order with its count and share of the
// base (a multi answer counts once under each option it chose; values no longer offered come after, by count);
// text: how many answers hold a text; star: stars 1–5 with count and share. One SQL statement aggregates every count.
// Needs survey.read (share viewers: their own study; counts only, nothing about who answered).
import type { TChoiceFollowUp, TChoiceOption, TChoiceReport, TChoiceSide, TFollowUpSide } from "@/lib/results/respondent-reports";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { reportQuestion } from "./report-question";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

type TKind = "base" | "text" | "star" | "option";

interface TCountRow {
  follow_up_id: string;
  side: TFollowUpSide;
  kind: TKind;
  value: string | null;
  n: number;
}

const share = (n: number, base: number) => (base ? (100 * n) / base : 0);

export async function choiceReport(access: TViewAccess, surveyId: string, questionId: string, rawFilter: unknown): Promise<TChoiceReport> {
  const { study, filter, products, question } = await reportQuestion(access, surveyId, questionId, rawFilter);
  const [followUps, rows] = await Promise.all([
    prisma.followUp.findMany({ where: { question_id: question.id }, orderBy: [{ order: "asc" }, { id: "asc" }] }),
    // The template question is shared by every product without its own: its answers are counted over those products.
    cachedResults({ study, filter }, "choice", () => prisma.$queryRaw<TCountRow[]>`
      WITH a AS (
        SELECT a.id, a.follow_up_id, a.side::text AS side, a."values", a.text_value, a.star_value
        FROM "FollowUpAnswer" a
        JOIN "Respondent" r ON r.id = a.respondent_id
        WHERE a.survey_id = ${study.id} AND a.question_id = ${question.id} AND a.product_id::text = ANY(${products}::text[])
          AND ${COUNTED} AND (${filter.where})
      )
      SELECT follow_up_id, side, 'base' AS kind, NULL::text AS value, count(*)::int AS n FROM a GROUP BY 1, 2
      UNION ALL
      SELECT follow_up_id, side, 'text', NULL, count(*)::int FROM a WHERE btrim(coalesce(text_value, '')) <> '' GROUP BY 1, 2
      UNION ALL
      SELECT follow_up_id, side, 'star', star_value::text, count(*)::int FROM a WHERE star_value IS NOT NULL GROUP BY 1, 2, 4
      UNION ALL
      SELECT a.follow_up_id, a.side, 'option', v.value, count(DISTINCT a.id)::int
      FROM a CROSS JOIN LATERAL unnest(a."values") AS v(value) GROUP BY 1, 2, 4`, question.id),
  ]);

  const counts = (followUpId: string, side: TFollowUpSide, kind: TKind) =>
    rows.filter((r) => r.follow_up_id === followUpId && r.side === side && r.kind === kind);

  const follow_ups = followUps.map((f): TChoiceFollowUp => {
    const sides = (["positive", "negative"] as const).flatMap((side): TChoiceSide[] => {
      const base = counts(f.id, side, "base")[0]?.n ?? 0;
      const asked = side === "positive" ? f.fire_positive : f.fire_negative;
      if (!asked && base === 0) return [];
      const title = side === "positive" ? f.positive_title : f.negative_title;
      const offered = side === "positive" ? f.positive_options : f.negative_options;
      let options: TChoiceOption[] = [];
      if (f.type === "choice" || f.type === "multi") {
        const chosen = new Map(counts(f.id, side, "option").map((r) => [r.value ?? "", r.n]));
        const listed = offered.map((value) => ({ value, count: chosen.get(value) ?? 0, percentage: share(chosen.get(value) ?? 0, base), listed: true }));
        const unlisted = [...chosen]
          .filter(([value]) => !offered.includes(value))
          .sort(([va, a], [vb, b]) => b - a || va.localeCompare(vb))
          .map(([value, n]) => ({ value, count: n, percentage: share(n, base), listed: false }));
        options = [...listed, ...unlisted];
      }
      const text_count = f.type === "text" ? (counts(f.id, side, "text")[0]?.n ?? 0) : null;
      const starRows = counts(f.id, side, "star");
      const stars =
        f.type === "star"
          ? [1, 2, 3, 4, 5].map((star) => {
              const n = starRows.find((r) => r.value === String(star))?.n ?? 0;
              return { star, count: n, percentage: share(n, base) };
            })
          : null;
      return [{ side, title, base, options, text_count, stars }];
    });
    return { follow_up_id: f.id, type: f.type, order: f.order, sides };
  });
  return { question_id: question.id, product_id: question.product_id, follow_ups };
}
