// The study's impact block (spec 3 §3 Survey impact {insight, learnings, decisions, estimated_roi}): each field with its
// label, "Not recorded yet." for a blank one.
import { IMPACT_FIELDS, LEARNINGS_TAB as T, recorded } from "@/lib/results/tabs/learnings-impact";
import type { TImpact } from "@/lib/results/respondent-reports";

export function ImpactSummary({ impact }: { impact: TImpact }) {
  return (
    <section aria-labelledby="learnings-impact-title" data-testid="impact" className="rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <h3 id="learnings-impact-title" className="mb-3 text-lg font-semibold">{T.impactTitle}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 print:grid-cols-2">
        {IMPACT_FIELDS.map((f) => {
          const value = recorded(impact[f]);
          return (
            <div key={f} className="min-w-0 rounded-control bg-canvas px-3 py-2" data-testid={`impact-${f}`}>
              <dt className="text-xs font-medium text-muted">{T.impact[f]}</dt>
              <dd className={`mt-0.5 break-words whitespace-pre-line ${value === null ? "text-sm text-muted italic" : "text-ink"}`}>{value ?? T.notRecorded}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
