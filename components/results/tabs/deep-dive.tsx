// The deep-dive tab (P11 item 3): one product — its star distribution, its follow-up answers split by side, and what
// respondents wrote, with a search — and the product choice. Server component (the search box is a client island);
// data from server/pages/results/deep-dive.ts.
import { AnswerList } from "@/components/results/deep-dive/answer-list";
import { AnswerSearch } from "@/components/results/deep-dive/answer-search";
import { FollowUpShares } from "@/components/results/deep-dive/follow-up-shares";
import { ProductSwitcher } from "@/components/results/deep-dive/product-switcher";
import { StarDistribution } from "@/components/results/deep-dive/star-distribution";
import { EmptyState } from "@/components/ui/empty-state";
import { RetryingImage } from "@/components/ui/retrying-image";
import { isSmallBase } from "@/lib/results/claims";
import { DEEP_DIVE_TEXT, type TDeepDiveData } from "@/lib/results/tabs/deep-dive";
import type { TResultsView } from "@/lib/results/view";
import { productTarget, snipContext } from "@/lib/snips/create-form";
import { SmallBase } from "../small-base";
import { SnipButton } from "../snip/snip-button";

export function DeepDiveTab({ view, data }: { view: TResultsView; data: TDeepDiveData }) {
  const product = view.products.find((p) => p.product_id === data.productId);
  return (
    <section aria-labelledby="dd-title" className="flex min-w-0 flex-col gap-4 pt-4" data-testid="dd-tab">
      <div>
        <h2 id="dd-title" className="text-xl font-semibold">{DEEP_DIVE_TEXT.title}</h2>
        <p className="max-w-3xl text-sm text-muted">{DEEP_DIVE_TEXT.intro}</p>
      </div>
      {data.notices.length > 0 && (
        <ul role="status" className="list-disc rounded-panel border border-attention-line bg-attention-muted px-4 py-2 pl-8 text-sm text-attention-ink" data-testid="dd-notices">
          {data.notices.map((n) => <li key={n}>{n}</li>)}
        </ul>
      )}
      {!product ? (
        <EmptyState title={DEEP_DIVE_TEXT.noProducts} testId="dd-empty" />
      ) : (
        <>
          <ProductSwitcher view={view} productId={product.product_id} />
          <div className="flex min-w-0 items-center gap-4" data-testid="dd-product-head" data-product={product.product_id}>
            {product.image ? (
              <RetryingImage src={product.image} alt="" className="h-20 w-20 shrink-0 rounded-panel object-cover" />
            ) : (
              <span aria-hidden className="h-20 w-20 shrink-0 rounded-panel bg-sunken" />
            )}
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold break-words">{product.name || product.product_id}</h3>
              {product.style_number && <p className="text-sm text-muted">{product.style_number}</p>}
            </div>
            <SnipButton ctx={snipContext(view)} target={productTarget(product.product_id, product.name)} className="self-start" />
          </div>
          <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <section aria-labelledby="dd-stars-title" className="flex min-w-0 flex-col gap-2 rounded-panel border border-line bg-white p-4 print:break-inside-avoid" data-testid="dd-stars">
              <h3 id="dd-stars-title" className="font-semibold">{DEEP_DIVE_TEXT.starsTitle}</h3>
              <p className="text-sm text-muted" data-testid="dd-stars-summary">{DEEP_DIVE_TEXT.starsSummary(data.stars.count, data.stars.mean, data.stars.top_two_box)}</p>
              {isSmallBase(data.stars.count) && <p><SmallBase n={data.stars.count} /></p>}
              <StarDistribution name={product.name} data={data.stars} />
            </section>
            <section aria-labelledby="dd-follow-ups-title" className="flex min-w-0 flex-col gap-2 rounded-panel border border-line bg-white p-4" data-testid="dd-follow-ups">
              <h3 id="dd-follow-ups-title" className="font-semibold">{DEEP_DIVE_TEXT.followUpsTitle}</h3>
              <p className="text-sm text-muted">{DEEP_DIVE_TEXT.followUpsIntro}</p>
              {data.sharedQuestion && <p className="text-sm text-attention-ink">{DEEP_DIVE_TEXT.sharedQuestion}</p>}
              <FollowUpShares followUps={data.followUps} />
            </section>
          </div>
          <section aria-labelledby="dd-answers-title" className="flex min-w-0 flex-col gap-2 rounded-panel border border-line bg-white p-4" data-testid="dd-answers-section">
            <h3 id="dd-answers-title" className="font-semibold">{DEEP_DIVE_TEXT.answersTitle}</h3>
            <AnswerSearch basePath={view.basePath} query={view.query} q={data.answers.q}>
              <AnswerList answers={data.answers} />
            </AnswerSearch>
          </section>
        </>
      )}
    </section>
  );
}
