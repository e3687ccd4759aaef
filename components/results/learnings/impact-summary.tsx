// The study's impact block (spec 3 §3 Survey impact {insight, learnings, decisions, estimated_roi}): each field with its
// label, "Not recorded yet." for a blank one.
import { IMPACT_FIELDS, LEARNINGS_TAB as T, recorded } from "@/lib/results/tabs/learnings-impact";
import type { TImpact } from "@/lib/results/respondent-reports";

/** `level`: the heading's level (3 on the results tab under its h2; 2 in the report under its h1). */
export function ImpactSummary({ impact, level = 3 }: { impact: TImpact; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby="learnings-impact-title" data-testid="impact" className="rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <Heading id="learnings-impact-title" className="mb-3 text-lg font-semibold">{T.impactTitle}</Heading>
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
