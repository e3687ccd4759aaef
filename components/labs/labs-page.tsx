// MakerLabs (P14 item 2; spec 1 §2 sidebar entry "MakerLabs", path ours: /brand/{b}/labs): the model's honesty first —
// when it was trained, on how much history, its leave-one-study-out backtest against the brand's average — then, only
// when it beats that average, the prediction form and the synthetic line review of an assortment. Otherwise the page
// says why it will not predict. Every figure is marked synthetic. Data from server/pages/labs-page.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { LABS_MSG } from "@/lib/labs/messages";
import type { TStoredLabsBacktest } from "@/lib/labs/state";
import type { TLineReviewRow } from "@/lib/labs/synthetic-line-review";
import { LABS_UI as T } from "@/lib/labs/ui";
import { routes } from "@/lib/routes";
import { formatStudyDate } from "@/lib/studies/format";
import type { TLabsPage } from "@/lib/labs/page";
import { PredictForm } from "./predict-form";
import { SyntheticBadge } from "./synthetic-badge";

const fmt = (n: number | null | undefined, digits = 1) => (n === null || n === undefined || !Number.isFinite(n) ? LABS_MSG.notAvailable : n.toFixed(digits));

function Backtest({ b }: { b: TStoredLabsBacktest }) {
  return (
    <section aria-labelledby="labs-backtest" className="rounded-panel border border-line bg-white p-4" data-testid="labs-backtest">
      <h2 id="labs-backtest" className="font-semibold">{LABS_MSG.backtestTitle}</h2>
      <p className="text-sm text-muted">{LABS_MSG.backtestHint} {LABS_MSG.backtestStudies(b.studies)}, {LABS_MSG.backtestProducts(b.products)}.</p>
      <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div><dt className="text-muted">{LABS_MSG.mae}</dt><dd className="text-lg font-semibold tabular-nums" data-testid="labs-mae">{fmt(b.mae)}</dd></div>
        <div><dt className="text-muted">{LABS_MSG.baselineMae}</dt><dd className="text-lg font-semibold tabular-nums" data-testid="labs-baseline-mae">{fmt(b.baselineMae)}</dd></div>
        <div><dt className="text-muted">{LABS_MSG.spearman}</dt><dd className="text-lg font-semibold tabular-nums" data-testid="labs-spearman">{fmt(b.spearman, 2)}</dd></div>
      </dl>
      <p className="mt-2 text-sm" data-testid="labs-verdict">{b.beatsBaseline ? LABS_MSG.beatsBaseline : LABS_MSG.doesNotBeatBaseline}</p>
    </section>
  );
}

const VERDICT = {
  uncertain: { label: LABS_MSG.uncertain, title: LABS_MSG.uncertainHint, cls: "border-attention-line bg-attention-muted text-attention-ink" },
  strong: { label: LABS_MSG.likelyStrong, title: undefined, cls: "border-line bg-white text-subtle" },
  weak: { label: LABS_MSG.likelyWeak, title: undefined, cls: "border-line bg-white text-subtle" },
} as const;

function Verdict({ verdict }: { verdict: TLineReviewRow["verdict"] }) {
  const v = VERDICT[verdict];
  return (
    <span title={v.title} data-testid={`labs-verdict-${verdict}`} className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${v.cls}`}>
      {v.label}
    </span>
  );
}

export function LabsPage({ page }: { page: TLabsPage }) {
  const s = page.state;
  return (
    <section aria-labelledby="labs-title" className="flex max-w-5xl min-w-0 flex-col gap-4" data-testid="labs-page">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="labs-title" className="text-2xl font-semibold">{LABS_MSG.title}</h1>
          <SyntheticBadge />
        </div>
        <p className="mt-1 text-muted">{T.intro(page.brandName)}</p>
        {(s.kind === "ready" || s.kind === "does_not_beat") && <p className="mt-1 text-xs text-muted" data-testid="labs-trained-at">{T.trainedAt(formatStudyDate(s.trained_at), s.train_ms)}</p>}
        {s.kind === "not_enough_history" && <p className="mt-1 text-xs text-muted" data-testid="labs-trained-at">{T.checkedAt(formatStudyDate(s.trained_at))}</p>}
      </div>
      {s.kind === "untrained" && <EmptyState title={T.untrainedTitle} text={T.untrained} testId="labs-untrained" className="bg-white" />}
      {s.kind === "not_enough_history" && <EmptyState title={T.notEnoughTitle} text={LABS_MSG.notEnoughHistory(s.need, s.have)} testId="labs-not-enough" className="bg-white" />}
      {(s.kind === "does_not_beat" || s.kind === "ready") && <Backtest b={s.backtest} />}
      {s.kind === "ready" && (
        <>
          <PredictForm brandId={page.brandId} products={page.products} categories={page.categories} />
          <section aria-labelledby="labs-line-review" className="flex flex-col gap-3" data-testid="labs-line-review">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="labs-line-review" className="text-lg font-semibold">{LABS_MSG.lineReviewTitle}</h2>
              <SyntheticBadge />
            </div>
            <p className="text-sm text-muted">{LABS_MSG.lineReviewHint} {T.notNumbers}</p>
            <form method="get" action={routes.labs(page.brandId)} className="flex flex-wrap items-end gap-2">
              <SelectField label={T.lineReviewAssortment} name="assortment" defaultValue={page.lineReview?.assortmentId ?? ""} placeholder={T.lineReviewPick} options={page.assortments.map((a) => ({ value: a.id, label: a.label }))} className="min-w-64" />
              <button type="submit" className={buttonClass("secondary")}>{T.lineReviewShow}</button>
            </form>
            {page.lineReview &&
              (page.lineReview.rows.length === 0 ? (
                <EmptyState title={T.lineReviewEmpty} testId="labs-line-review-empty" className="bg-white" />
              ) : (
                <div role="region" aria-label={T.lineReviewTable} tabIndex={0} className="overflow-x-auto rounded-panel border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
                  <table className="w-full text-sm" data-testid="labs-line-review-table">
                    <thead>
                      <tr className="text-left text-xs text-muted">
                        <th scope="col" className="px-3 py-2 font-medium">{T.rank}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{T.product}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{LABS_MSG.predictedScore}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{LABS_MSG.predictionInterval(0.8)}</th>
                        <th scope="col" className="px-3 py-2 font-medium">{T.verdict}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.lineReview.rows.map((r, i) => (
                        <tr key={r.id} className="border-t border-line" data-testid="labs-line-review-row">
                          <td className="px-3 py-2 tabular-nums">{i + 1}</td>
                          <td className="px-3 py-2">{r.name}</td>
                          <td className="px-3 py-2 tabular-nums">{Math.round(r.score)}</td>
                          <td className="px-3 py-2 tabular-nums">{LABS_MSG.range(r.low, r.high)}</td>
                          <td className="px-3 py-2">
                            <Verdict verdict={r.verdict} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
          </section>
        </>
      )}
    </section>
  );
}
