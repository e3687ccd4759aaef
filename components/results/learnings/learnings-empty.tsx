// The learnings & impact tab with nothing recorded yet: what goes here (takeaways with a decision and estimated ROI,
// the study's impact) and who records it, and a way on to the insight cards to find them; writers add them with the
// toolbar above (learnings-controls.tsx).
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { resultsSearch } from "@/lib/results/page";
import { LEARNINGS_TAB as T } from "@/lib/results/tabs/learnings-impact";
import type { TResultsView } from "@/lib/results/view";

export function LearningsEmpty({ view }: { view: TResultsView }) {
  const insightCards = view.basePath + resultsSearch({ tab: "insight-cards", filters: view.query.filters, viewAsUser: view.query.viewAsUser });
  return (
    <div className="flex flex-col gap-4" data-testid="learnings-empty">
      <EmptyState
        className="bg-white"
        title={T.emptyTitle}
        text={T.emptyText}
        action={
          <Link href={insightCards} className={buttonClass("secondary", "md")} data-testid="learnings-empty-action">
            {T.emptyAction}
          </Link>
        }
      />
      <section aria-labelledby="learnings-what-title" className="rounded-panel border border-line bg-white p-4">
        <h3 id="learnings-what-title" className="mb-3 font-semibold">{T.emptyWhatTitle}</h3>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {T.emptyWhat.map((w) => (
            <div key={w.term} className="rounded-control bg-canvas px-3 py-2">
              <dt className="font-medium text-ink">{w.term}</dt>
              <dd className="text-sm text-subtle">{w.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted" data-testid="learnings-empty-later">{view.can.writeLearnings ? T.emptyLaterWriter : T.emptyLaterReader}</p>
      </section>
    </div>
  );
}
