// One insight card (P11 item 3): what kind of finding it is, the product image(s), the title, the key insight
// sentence, its headline figures, a star bar for one-product cards, and the filters it holds under. The card is the
// shape P12 turns into a snip (lib/results/tabs/insight-cards.ts#TInsightCard). Server component.
import { RetryingImage } from "@/components/ui/retrying-image";
import { INSIGHT_CARDS, type TInsightCard } from "@/lib/results/tabs/insight-cards";
import { insightTarget, type TSnipContext } from "@/lib/snips/create-form";
import { SmallBase } from "../small-base";
import { SnipButton } from "../snip/snip-button";
import { StarBar } from "../stack-rank/star-bar";

const KIND_CLASS: Record<TInsightCard["kind"], string> = {
  product: "bg-sunken text-ink-soft",
  winner: "bg-success-soft text-success-ink",
  lowest: "bg-danger-soft text-danger-ink",
  "above-benchmark": "bg-success-soft text-success-ink",
  "below-benchmark": "bg-danger-soft text-danger-ink",
  polarising: "bg-tag-muted text-tag-ink",
  cannibals: "bg-notice-muted text-notice-ink",
};

/** A DOM id from a card id (ids hold ":"). */
export const cardDomId = (id: string) => `insight-${id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** `snip`: the page's snip context; with one, the card has a Snip button (P12). */
export function InsightCard({ card, images, subtitle, eager = false, snip = null }: { card: TInsightCard; images: readonly string[]; subtitle?: string | null; eager?: boolean; snip?: TSnipContext | null }) {
  const T = INSIGHT_CARDS;
  const titleId = `${cardDomId(card.id)}-title`;
  // On a small base a winner or lowest card names no winner (lib/results/claims.ts): its badge says so too.
  const small = card.smallBase ?? null;
  const badge = small !== null && (card.kind === "winner" || card.kind === "lowest") ? T.smallBaseKinds[card.kind] : T.kinds[card.kind];
  const badgeClass = small !== null && (card.kind === "winner" || card.kind === "lowest") ? KIND_CLASS.product : KIND_CLASS[card.kind];
  return (
    <li className="flex min-w-0 break-inside-avoid">
      <article
        aria-labelledby={titleId}
        data-testid="insight-card"
        data-card-id={card.id}
        data-kind={card.kind}
        className="flex w-full min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4"
      >
        <div className="flex items-start justify-between gap-2">
          <p className="flex flex-wrap gap-1.5">
            <span className={`rounded-control px-2 py-0.5 text-xs font-semibold ${badgeClass}`} data-testid="insight-kind">{badge}</span>
            {small !== null && <SmallBase n={small} />}
          </p>
          <SnipButton ctx={snip} target={insightTarget(card)} />
        </div>
        <div className="flex min-w-0 items-start gap-3">
          {images.length > 0 && (
            <div className="flex shrink-0 -space-x-3">
              {images.slice(0, 2).map((src) => (
                <RetryingImage key={src} src={src} alt="" loading={eager ? "eager" : "lazy"} decoding="async" width={56} height={56} className="h-14 w-14 rounded-control border-2 border-white object-cover shadow-sm" />
              ))}
            </div>
          )}
          <div className="min-w-0">
            <h4 id={titleId} className="font-semibold break-words text-ink" data-testid="insight-title">{card.title}</h4>
            {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
        </div>
        <p className="text-ink-soft" data-testid="insight-key">{card.keyInsight}</p>
        {card.figures.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            {card.figures.map((f) => (
              <div key={f.label} className="min-w-0">
                <dt className="text-xs break-words text-muted">{f.label}</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="insight-figure" data-label={f.label}>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {card.stars && card.stars.some((c) => c > 0) && <StarBar stars={card.stars} />}
        <p className="mt-auto border-t border-line-soft pt-2 text-xs text-muted" data-testid="insight-filters">
          <span className="font-medium">{T.filtersLabel}: </span>
          {card.filterSummary.length ? card.filterSummary.join("; ") : T.allRespondents}
        </p>
      </article>
    </li>
  );
}
