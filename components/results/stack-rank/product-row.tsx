// One product of the stack rank: rank, image, name and style number, the score with its benchmark percentile and
// position in words, top-2-box, ratings, the star distribution, tier / recommendation / MakerScore when the study
// shows them, and with a filter active, how the filtered respondents differ from the rest. Server component.
import type { ReactNode } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { isSmallBase } from "@/lib/results/claims";
import { productTarget, type TSnipContext } from "@/lib/snips/create-form";
import { formatPercentile, formatScore } from "@/lib/products/format";
import { formatCount, formatQ, formatShare, POSITION_WORDS, STACK_RANK, type TSignificanceMark, type TStackRankRow } from "@/lib/results/tabs/stack-rank";
import { SmallBase } from "../small-base";
import { SnipButton } from "../snip/snip-button";
import { StarBar } from "./star-bar";

function Figure({ label, value, testId, strong = false, extra = null }: { label: string; value: string; testId: string; strong?: boolean; extra?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className={`tabular-nums ${strong ? "text-2xl leading-8 font-semibold text-ink" : "font-medium text-ink-soft"}`}>
        {value}
      </dd>
      {extra && <dd>{extra}</dd>}
    </div>
  );
}

const MARK_CLASS: Record<TSignificanceMark["direction"], string> = {
  higher: "font-semibold text-success-ink",
  lower: "font-semibold text-danger-ink",
  none: "text-muted",
};

function Mark({ mark, text, test }: { mark: TSignificanceMark; text: string; test: "top2" | "mean" }) {
  return (
    <li className={MARK_CLASS[mark.direction]} data-testid={`sr-sig-${test}`} data-direction={mark.direction}>
      {mark.direction !== "none" && <span aria-hidden>{STACK_RANK.sigArrow[mark.direction]} </span>}
      {text}
      {mark.direction !== "none" && Number.isFinite(mark.q) && <span className="font-normal text-muted"> ({formatQ(mark.q)})</span>}
    </li>
  );
}

/**
 * `eager`: load the image at once (the rows near the top, which print and photograph with their images). `snip`: the
 * page's snip context; with one, the row has a Snip button (P12).
 */
export function ProductRow({ row, idPrefix = "stack-rank", eager = false, snip = null }: { row: TStackRankRow; idPrefix?: string; eager?: boolean; snip?: TSnipContext | null }) {
  const T = STACK_RANK;
  const nameId = `${idPrefix}-${row.product_id}-name`;
  const extras = [
    row.tier ? { label: T.tier, value: row.tier, testId: "sr-tier" } : null,
    row.recommendation ? { label: T.recommendation, value: row.recommendation, testId: "sr-recommendation" } : null,
    row.makerscore !== null ? { label: T.makerscore, value: row.makerscore.toFixed(1), testId: "sr-makerscore" } : null,
  ].filter((e) => e !== null);
  const sig = row.significance;
  return (
    <li data-testid="stack-rank-row" data-product-id={row.product_id} className="break-inside-avoid">
      {/* A grid so the Snip button sits top right: beside the name on a phone, after the figures on a wide screen. */}
      <article
        aria-labelledby={nameId}
        className={`grid items-start gap-3 rounded-panel border border-line bg-white p-3 sm:p-4 lg:items-center lg:gap-6 ${snip ? "grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[20rem_minmax(0,1fr)_auto]" : "grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]"}`}
      >
        <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
          <p data-testid="sr-rank" className="w-9 shrink-0 text-center text-xl font-semibold text-ink tabular-nums">
            <span className="sr-only">{T.rankLabel(row.rank)}</span>
            <span aria-hidden>{row.rank ?? "–"}</span>
          </p>
          {row.image ? (
            <RetryingImage src={row.image} alt="" loading={eager ? "eager" : "lazy"} decoding="async" width={56} height={56} className="h-14 w-14 shrink-0 rounded-control border border-line object-cover" />
          ) : (
            <span aria-hidden className="h-14 w-14 shrink-0 rounded-control border border-line bg-sunken" />
          )}
          <div className="min-w-0">
            <h3 id={nameId} className="font-semibold break-words text-ink">{row.name || "—"}</h3>
            {row.style_number && <p className="text-sm text-muted">{T.styleNumber(row.style_number)}</p>}
          </div>
        </div>
        <SnipButton ctx={snip} target={productTarget(row.product_id, row.name)} className="col-start-2 row-start-1 lg:col-start-3 lg:self-start" />
        <div className={`flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-start-1 ${snip ? "col-span-2 lg:col-span-1" : ""}`}>
          {row.score === null ? (
            <p className="text-muted" data-testid="sr-not-rated">{T.notRated}</p>
          ) : (
            <dl className="grid grid-cols-2 items-end gap-x-4 gap-y-2 sm:grid-cols-5">
              <Figure label={T.score} value={formatScore(row.score)} testId="sr-score" strong />
              <Figure label={T.percentile} value={formatPercentile(row.percentile) || T.noPercentile} testId="sr-percentile" />
              <Figure label={T.position} value={row.position ? POSITION_WORDS[row.position] : "—"} testId="sr-position" />
              <Figure label={T.topTwoBox} value={formatShare(row.top_two_box)} testId="sr-top2" />
              <Figure label={T.ratings} value={formatCount(row.count)} testId="sr-count" extra={isSmallBase(row.count) ? <SmallBase n={row.count} /> : null} />
            </dl>
          )}
          {row.count > 0 && <StarBar stars={row.stars} />}
          {extras.length > 0 && (
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {extras.map((e) => (
                <div key={e.testId} className="flex gap-1">
                  <dt className="text-muted">{e.label}</dt>
                  <dd data-testid={e.testId} className="font-medium text-ink-soft">{e.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {sig && (
            <div data-testid="sr-sig" data-tested={sig.tested} className="rounded-control bg-canvas px-3 py-2 text-sm">
              <p className="sr-only">{T.sigTitle}</p>
              {sig.tested ? (
                <ul className="flex flex-col gap-0.5">
                  <Mark mark={sig.top_two_box} text={T.sigTopTwoBox(sig.top_two_box)} test="top2" />
                  <Mark mark={sig.mean} text={T.sigMean(sig.mean)} test="mean" />
                </ul>
              ) : (
                <p className="text-muted">{T.sigTooSmall(sig.base)}</p>
              )}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
