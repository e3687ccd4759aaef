// The learnings & impact tab (spec 3 §2 "Learnings and impact report", §3 Survey impact; P11 item 3): the study's
// impact and its key takeaways, 2 per row, each with the product it is about; with nothing recorded yet, what goes
// here; without key_learning.read, a note that learnings are not shared with the viewer. Server component; data from
// server/pages/results/learnings-impact.ts. With key_learning.write, the editor's controls (learnings-controls.tsx).
import { EmptyState } from "@/components/ui/empty-state";
import { LEARNINGS_TAB as T, learningsEmpty, type TLearningsImpactData } from "@/lib/results/tabs/learnings-impact";
import type { TResultsView } from "@/lib/results/view";
import Link from "next/link";
import { LEARNINGS_UI } from "@/lib/learnings/messages";
import { routes } from "@/lib/routes";
import { ImpactSummary } from "../learnings/impact-summary";
import { LearningsToolbar, TakeawayActions } from "../learnings/learnings-controls";
import { LearningsEmpty } from "../learnings/learnings-empty";
import { TakeawayCard } from "../learnings/takeaway-card";

export function LearningsImpactTab({ view, data }: { view: TResultsView; data: TLearningsImpactData }) {
  if (data.kind === "no-access") return <EmptyState testId="learnings-no-access" title={T.noAccessTitle} text={T.noAccessText} className="bg-white" />;
  const study = { brandId: view.brandId, studyId: view.studyId };
  const writer = view.can.writeLearnings;
  const order = data.key_takeaways.map((k) => k.id);
  return (
    <section aria-labelledby="learnings-title" data-testid="learnings" className="flex min-w-0 flex-col gap-4">
      <div className="max-w-3xl">
        <h2 id="learnings-title" className="text-xl font-semibold">{T.title}</h2>
        <p className="mt-1 text-sm text-subtle">{T.intro}</p>
        {!learningsEmpty(data) && (
          <Link href={routes.learningsReport(view.brandId, view.studyId)} className="mt-2 inline-block text-sm text-primary-strong underline hover:text-primary-ink print:hidden" data-testid="learnings-report-link">
            {LEARNINGS_UI.openReport}
          </Link>
        )}
      </div>
      {writer && <LearningsToolbar study={study} products={view.products} impact={data.impact} />}
      {learningsEmpty(data) ? (
        <LearningsEmpty view={view} />
      ) : (
        <>
          <ImpactSummary impact={data.impact} />
          <section aria-labelledby="learnings-takeaways-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h3 id="learnings-takeaways-title" className="text-lg font-semibold">{T.takeawaysTitle}</h3>
              <p className="text-sm text-muted" data-testid="takeaways-count">{T.takeawaysCount(data.key_takeaways.length)}</p>
            </div>
            {data.key_takeaways.length === 0 ? (
              <p className="rounded-panel border border-dashed border-line-strong bg-white p-4 text-sm text-muted">{T.noTakeaways}</p>
            ) : (
              <ol className="grid grid-cols-1 gap-4 md:grid-cols-2 print:grid-cols-2">
                {data.key_takeaways.map((k, i) => (
                  <li key={k.id} className="min-w-0">
                    <TakeawayCard
                      takeaway={k}
                      index={i + 1}
                      actions={writer ? <TakeawayActions study={study} products={view.products} takeaway={k} index={i + 1} order={order} /> : undefined}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </section>
  );
}
