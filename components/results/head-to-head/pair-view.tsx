// The head-to-head pair view (P11 item 3): two products chosen with a GET form that keeps the address's filters (no
// script needed), a sentence a merchandiser can read out, the stacked bar of wins / ties / losses and the figures
// table (count and share of each outcome, and the base). Server component.
import Form from "next/form";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { RetryingImage } from "@/components/ui/retrying-image";
import { isSmallBase } from "@/lib/results/claims";
import { resultsSearch } from "@/lib/results/page";
import { H2H_TEXT, pct, productsById, type THeadToHeadData, type THeadToHeadPair } from "@/lib/results/tabs/head-to-head";
import type { TResultsView } from "@/lib/results/view";
import { headToHeadTarget, snipContext } from "@/lib/snips/create-form";
import { SmallBase } from "../small-base";
import { SnipButton } from "../snip/snip-button";
import { HiddenQuery } from "./hidden-query";
import { OUTCOME_COLOURS, PairBar } from "./pair-bar";

function Side({ name, image, label }: { name: string; image: string | null; label: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {image ? <RetryingImage src={image} alt="" className="h-14 w-14 shrink-0 rounded object-cover" /> : <span aria-hidden className="h-14 w-14 shrink-0 rounded bg-sunken" />}
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        <p className="font-semibold break-words">{name}</p>
      </div>
    </div>
  );
}

export function PairView({ view, data, pair }: { view: TResultsView; data: THeadToHeadData; pair: THeadToHeadPair }) {
  const byId = productsById(view.products);
  const name = (id: string) => byId.get(id)?.name || id;
  const [a, b] = [name(pair.a), name(pair.b)];
  const { cell } = pair;
  const options = data.order.map((id) => ({ value: id, label: name(id) }));
  const swapHref = `${view.basePath}${resultsSearch({ ...view.query, params: { ...view.query.params, a: pair.b, b: pair.a } })}#h2h-pair`;
  const rows = [
    { key: "wins", label: H2H_TEXT.wins, n: cell.wins, share: cell.win_share },
    { key: "ties", label: H2H_TEXT.ties, n: cell.ties, share: cell.tie_share },
    { key: "losses", label: H2H_TEXT.losses, n: cell.losses, share: cell.loss_share },
  ] as const;
  return (
    <section id="h2h-pair" aria-labelledby="h2h-pair-title" className="flex min-w-0 flex-col gap-4 rounded-panel border border-line bg-white p-4 print:break-inside-avoid" data-testid="h2h-pair">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="h2h-pair-title" className="text-lg font-semibold">{H2H_TEXT.pairTitle}</h3>
          <p className="text-sm text-muted">{H2H_TEXT.pairIntro}</p>
        </div>
        <SnipButton ctx={snipContext(view)} target={headToHeadTarget({ id: pair.a, name: a }, { id: pair.b, name: b }, H2H_TEXT.sentence(a, b, cell))} />
      </div>
      <Form action={view.basePath} className="flex flex-wrap items-end gap-3 print:hidden" data-testid="h2h-pair-form">
        <HiddenQuery query={view.query} omit={["a", "b"]} />
        <SelectField key={`a-${pair.a}`} label={H2H_TEXT.pickA} name="a" defaultValue={pair.a} options={options} className="w-full sm:w-72" data-testid="h2h-pick-a" />
        <SelectField key={`b-${pair.b}`} label={H2H_TEXT.pickB} name="b" defaultValue={pair.b} options={options} className="w-full sm:w-72" data-testid="h2h-pick-b" />
        <button type="submit" className={buttonClass("primary")}>{H2H_TEXT.compare}</button>
        <Link href={swapHref} className={buttonClass("secondary")}>{H2H_TEXT.swap}</Link>
      </Form>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        <Side name={a} image={byId.get(pair.a)?.image ?? null} label={H2H_TEXT.pickA} />
        <span aria-hidden className="text-sm font-semibold text-muted">vs</span>
        <Side name={b} image={byId.get(pair.b)?.image ?? null} label={H2H_TEXT.pickB} />
      </div>
      <p className="text-base" data-testid="h2h-sentence">{H2H_TEXT.sentence(a, b, cell)}</p>
      {isSmallBase(cell.base) && <p><SmallBase n={cell.base} /></p>}
      <div className="flex flex-col gap-1">
        {/* Which end of the bar is whose: A's wins on the left, its losses (B's wins) on the right. The sentence and the
            table say the same in words. */}
        <div aria-hidden className="flex justify-between gap-4 text-xs text-muted">
          <span className="min-w-0 truncate">{H2H_TEXT.winsOf(a)}</span>
          <span className="min-w-0 truncate text-right">{H2H_TEXT.winsOf(b)}</span>
        </div>
        <PairBar a={a} b={b} cell={cell} />
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-72 text-sm" data-testid="h2h-pair-table">
          <caption className="sr-only">{H2H_TEXT.pairTableCaption(a, b)}</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">{H2H_TEXT.outcome}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{H2H_TEXT.count}</th>
              <th scope="col" className="py-1 text-right font-medium">{H2H_TEXT.share}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-line" data-testid={`h2h-pair-${r.key}`}>
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  <span className="flex items-center gap-2">
                    <span aria-hidden className="h-3 w-3 rounded-sm" style={{ background: OUTCOME_COLOURS[r.key] }} />
                    {r.label}
                  </span>
                </th>
                <td className="py-1 pr-3 text-right tabular-nums" data-testid="count">{r.n.toLocaleString("en-US")}</td>
                <td className="py-1 text-right tabular-nums" data-testid="share">{cell.base ? pct(r.share) : "–"}</td>
              </tr>
            ))}
            <tr data-testid="h2h-pair-base">
              <th scope="row" className="py-1 pr-3 text-left font-semibold">{H2H_TEXT.base}</th>
              <td className="py-1 pr-3 text-right font-semibold tabular-nums" data-testid="count">{cell.base.toLocaleString("en-US")}</td>
              <td className="py-1 text-right tabular-nums" data-testid="share">{cell.base ? "100%" : "–"}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
