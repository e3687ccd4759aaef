// One entry of the knowledge base in a list (a search hit, a collection's entry): its kind, highlighted title and
// snippet, the study and product it comes from, facets and date, and the link that opens it (its source, or the read-only entry view). Writers can add it
// to a collection.
import Link from "next/link";
import type { ReactNode } from "react";
import { KNOWLEDGE_KIND_LABELS, KNOWLEDGE_UI as T, type TKnowledgeKind } from "@/lib/knowledge/messages";
import { formatStudyDate } from "@/lib/studies/format";
import { Highlight } from "./highlight";

interface Props {
  kind: TKnowledgeKind;
  title: string;
  snippet: string;
  href: string;
  facets: (string | number | null)[];
  date: string;
  /** The study and the product the entry comes from. */
  study?: string | null;
  product?: string | null;
  actions?: ReactNode;
  testId?: string;
}

export function HitCard({ kind, title, snippet, href, facets, date, study, product, actions, testId = "kb-hit" }: Props) {
  const chips = facets.filter((f): f is string | number => f !== null && f !== "");
  const source: [string, string][] = [];
  if (study) source.push([T.study, study]);
  if (product) source.push([T.product, product]);
  return (
    <li data-testid={testId} className="flex flex-col gap-2 rounded-panel border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-subtle" data-testid="kb-hit-kind">
          {KNOWLEDGE_KIND_LABELS[kind]}
        </span>
        <time dateTime={date} className="text-xs text-muted">{formatStudyDate(date)}</time>
      </div>
      <h3 className="font-semibold break-words text-ink">
        <Link href={href} className="hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus" data-testid="kb-hit-link">
          <Highlight text={title} />
        </Link>
      </h3>
      {snippet && (
        <p className="text-sm break-words text-subtle" data-testid="kb-hit-snippet">
          <Highlight text={snippet} />
        </p>
      )}
      {source.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={T.sourceOf} data-testid="kb-hit-source">
          {source.map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 font-medium break-words text-ink" data-testid={`kb-hit-${label.toLowerCase()}`}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {chips.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Facets">
            {chips.map((c) => (
              <li key={String(c)} className="rounded bg-sunken px-1.5 py-0.5 text-xs text-subtle">{c}</li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        {actions}
      </div>
    </li>
  );
}
