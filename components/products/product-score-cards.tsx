"use client";
// Score cards per study in the view modal (spec 1 §2, §9): study name truncated to 30 characters, the
// percentile floored with an ordinal suffix, the sentiment score rounded.
import { useQuery } from "@tanstack/react-query";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { formatPercentile, formatScore, truncate } from "@/lib/products/format";
import { fetchProductScores, productKeys } from "./catalogue-api";

export const SCORE_CARD = { heading: "Scores", score: "Sentiment score", percentile: "Percentile", responses: "Responses" } as const;

export function ProductScoreCards({ brandId, productId }: { brandId: string; productId: string }) {
  const { data } = useQuery({ queryKey: productKeys.scores(brandId, productId), queryFn: () => fetchProductScores(brandId, productId) });
  if (!data?.length) return null;
  return (
    <section aria-labelledby="view-scores">
      <h3 id="view-scores" className="text-sm font-semibold">
        {SCORE_CARD.heading}
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {data.map((entry) => {
          const s = entry.customer_sentiment;
          return (
            <li key={entry.survey._id} className="rounded border border-line p-3" data-testid="score-card">
              <p className="text-sm font-medium" title={entry.survey.title}>
                {truncate(entry.survey.title, PRODUCT_LIMITS.scoreCardStudyName)}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                <div>
                  <dt className="text-xs text-muted">{SCORE_CARD.score}</dt>
                  <dd className="text-lg font-semibold">{formatScore(s.score) || "—"}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{SCORE_CARD.percentile}</dt>
                  <dd className="text-lg font-semibold">{formatPercentile(s.percentile) || "—"}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{SCORE_CARD.responses}</dt>
                  <dd className="text-lg font-semibold">{s.submission_count}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
