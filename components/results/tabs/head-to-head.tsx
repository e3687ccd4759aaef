// The head-to-head tab (P11 item 3; docs/decisions.md P9 #9): the matrix heat map of win shares and the pair view.
// Server component; data from server/pages/results/head-to-head.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { H2H_TEXT, type THeadToHeadData } from "@/lib/results/tabs/head-to-head";
import type { TResultsView } from "@/lib/results/view";
import { HeatMap } from "../head-to-head/heat-map";
import { PairView } from "../head-to-head/pair-view";

export function HeadToHeadTab({ view, data }: { view: TResultsView; data: THeadToHeadData }) {
  return (
    <section aria-labelledby="h2h-title" className="flex min-w-0 flex-col gap-4 pt-4" data-testid="h2h-tab">
      <div>
        <h2 id="h2h-title" className="text-xl font-semibold">{H2H_TEXT.title}</h2>
        <p className="max-w-3xl text-sm text-muted">{H2H_TEXT.intro}</p>
      </div>
      {data.notices.length > 0 && (
        <ul role="status" className="list-disc rounded-panel border border-attention-line bg-attention-muted px-4 py-2 pl-8 text-sm text-attention-ink" data-testid="h2h-notices">
          {data.notices.map((n) => <li key={n}>{n}</li>)}
        </ul>
      )}
      {data.pair === null ? (
        <EmptyState title={H2H_TEXT.needTwo} testId="h2h-empty" />
      ) : (
        <>
          <HeatMap view={view} data={data} />
          <PairView view={view} data={data} pair={data.pair} />
        </>
      )}
    </section>
  );
}
