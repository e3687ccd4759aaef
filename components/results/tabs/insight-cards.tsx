// The insight cards tab (spec 3 §2 `tab=insight-cards`; P11 item 3): the findings of the results (winner, lowest,
// above and below the benchmark, most polarising, possible cannibals), then one card per product, each card holding
// the filters in force so P12 can save it as a snip. Server component; data from server/pages/results/insight-cards.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { STACK_RANK } from "@/lib/results/tabs/stack-rank";
import { INSIGHT_CARDS, type TInsightCardsData } from "@/lib/results/tabs/insight-cards";
import type { TResultsView } from "@/lib/results/view";
import { snipContext } from "@/lib/snips/create-form";
import { InsightCard } from "../insight-cards/insight-card";
import { MetricTerms } from "../metric-info";
import { StarKey } from "../stack-rank/star-bar";

/** Product cards whose images load at once (the findings' always do: they are few and on top). */
const EAGER_IMAGES = 6;

export function InsightCardsTab({ view, data }: { view: TResultsView; data: TInsightCardsData }) {
  const T = INSIGHT_CARDS;
  const byId = new Map(view.products.map((p) => [p.product_id, p]));
  const images = (ids: readonly string[]) => ids.flatMap((id) => (byId.get(id)?.image ? [byId.get(id)!.image!] : []));
  const snip = snipContext(view);
  const grid = "grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3";
  return (
    <section aria-labelledby="insight-cards-title" className="flex min-w-0 flex-col gap-4" data-testid="insight-cards">
      <header className="flex flex-col gap-1">
        <h2 id="insight-cards-title" className="text-lg font-semibold">{T.title}</h2>
        <p className="text-sm text-muted">{T.intro}</p>
        <p className="text-sm text-subtle" data-testid="insight-benchmark">{T.benchmarkSentence(data.benchmark)}</p>
        <MetricTerms ids={["score", ...(data.benchmark.scope !== "none" ? (["percentile", "position"] as const) : []), "top-two-box", ...(data.products.some((c) => c.figures.some((f) => f.label === T.figure.tier)) ? (["tier"] as const) : []), ...(data.products.some((c) => c.figures.some((f) => f.label === T.figure.makerscore)) ? (["makerscore"] as const) : [])]} />
        {data.products.some((c) => c.stars?.some((n) => n > 0)) && <StarKey />}
      </header>

      <section aria-labelledby="insight-findings-title" className="flex flex-col gap-2">
        <h3 id="insight-findings-title" className="font-semibold">{T.findingsTitle}</h3>
        {data.findings.length ? (
          <ul className={grid} data-testid="insight-findings">
            {data.findings.map((card) => (
              <InsightCard
                key={card.id}
                eager
                card={card}
                snip={snip}
                images={card.kind === "above-benchmark" || card.kind === "below-benchmark" ? [] : images(card.product_ids)}
              />
            ))}
          </ul>
        ) : (
          <EmptyState title={T.noFindings} testId="insight-no-findings" />
        )}
      </section>

      <section aria-labelledby="insight-products-title" className="flex flex-col gap-2">
        <h3 id="insight-products-title" className="font-semibold">{T.productsTitle}</h3>
        {data.products.length ? (
          <ul className={grid} data-testid="insight-products">
            {data.products.map((card, i) => {
              const style = byId.get(card.product_ids[0] ?? "")?.style_number;
              return <InsightCard key={card.id} card={card} snip={snip} eager={i < EAGER_IMAGES} images={images(card.product_ids)} subtitle={style ? STACK_RANK.styleNumber(style) : null} />;
            })}
          </ul>
        ) : (
          <EmptyState title={T.noProducts} testId="insight-no-products" />
        )}
      </section>
    </section>
  );
}
