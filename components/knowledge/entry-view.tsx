// The read-only view of one knowledge-base entry (P14 item 1 "each hit opens its source; for a knowledge-base-only
// user, a read-only view of it"): what the index holds — kind, title, full text, facets, date, its study — and, for
// a viewer who may open the source, a link to it. Server component; data from server/pages/knowledge-base-page.ts.
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { facetLabel, KNOWLEDGE_FACET_LABELS, KNOWLEDGE_KIND_LABELS, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import type { TKnowledgeEntryPage } from "@/lib/knowledge/page";
import { routes } from "@/lib/routes";
import { formatStudyDate } from "@/lib/studies/format";
import { AddToCollection } from "./add-to-collection";

export function EntryView({ page }: { page: TKnowledgeEntryPage }) {
  const e = page.entry;
  const facts = (["category", "season", "year", "decision_point", "study_type"] as const).map((f) => [KNOWLEDGE_FACET_LABELS[f], e[f] === null ? null : facetLabel(f, e[f])] as const);
  return (
    <article aria-labelledby="kb-entry-title" className="flex max-w-3xl flex-col gap-4" data-testid="kb-entry">
      <Link href={routes.knowledgeBase(page.brandId)} className={`${buttonClass("link", "sm")} inline-flex items-center gap-1 self-start`}>
        <ArrowLeft aria-hidden className="size-4" />
        {T.backToSearch}
      </Link>
      <p className="text-sm text-muted">
        {KNOWLEDGE_KIND_LABELS[e.kind]} · <time dateTime={e.date}>{formatStudyDate(e.date)}</time>
      </p>
      <h1 id="kb-entry-title" className="text-2xl font-semibold break-words">{e.title}</h1>
      {e.study_title && <p className="text-sm text-subtle">{T.fromStudy(e.study_title)}</p>}
      {e.product_name && (
        <p className="text-sm text-subtle" data-testid="kb-entry-product">
          {T.product}: <span className="font-medium text-ink">{e.product_name}</span>
        </p>
      )}
      {e.body && <p className="rounded-panel border border-line bg-white p-4 whitespace-pre-line break-words text-ink">{e.body}</p>}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.filter(([, v]) => v !== null && v !== "").map(([label, v]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {page.sourceHref ? (
          <Link href={page.sourceHref} className={buttonClass("primary")} data-testid="kb-entry-source">
            {T.open}
          </Link>
        ) : (
          <p className="text-sm text-muted">{T.readOnly}</p>
        )}
        {page.canWrite && <AddToCollection brandId={page.brandId} entry={{ kind: e.kind, source_id: e.source_id, title: e.title }} collections={page.collections} />}
      </div>
    </article>
  );
}
