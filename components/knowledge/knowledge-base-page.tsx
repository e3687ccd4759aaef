// The knowledge base (P14 item 1; spec 1 §2 "/brand/{brandId}/knowledge-base"): one search over what the brand has
// learned — key takeaways, study impacts and summaries, respondents' comments, snips and their comments, products —
// with facets, highlighted hits that open their source, the brand's collections, and empty states that teach how the
// library fills up. Server component; data from server/pages/knowledge-base-page.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { facetLabel, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import type { TKnowledgeBasePage } from "@/lib/knowledge/page";
import { formatStudyDate } from "@/lib/studies/format";
import { AddToCollection } from "./add-to-collection";
import { CollectionsPanel } from "./collections-panel";
import { HitCard } from "./hit-card";
import { KnowledgeSearch } from "./knowledge-search";

function LibraryEmpty() {
  return (
    <div role="status" data-testid="kb-empty-library" className="rounded-panel border border-dashed border-line-strong bg-white p-6">
      <p className="font-semibold text-ink">{T.emptyLibraryTitle}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-subtle">
        {T.emptyLibrary.map((line) => <li key={line}>{line}</li>)}
      </ul>
    </div>
  );
}

export function KnowledgeBasePage({ page }: { page: TKnowledgeBasePage }) {
  const { results, search } = page;
  const searching = Boolean(search.q?.trim()) || Object.entries(search).some(([k, v]) => k !== "q" && v !== undefined && v !== "");
  return (
    <section aria-labelledby="kb-title" className="flex min-w-0 flex-col gap-4" data-testid="knowledge-base">
      <div>
        <h1 id="kb-title" className="text-2xl font-semibold">{T.title}</h1>
        <p className="mt-1 text-muted">{T.intro(page.brandName)}</p>
        <p className="mt-1 text-xs text-muted" data-testid="kb-indexed-at">
          {results.indexed_at ? T.indexedAt(formatStudyDate(results.indexed_at)) : T.notIndexed}
        </p>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <KnowledgeSearch brandId={page.brandId} search={search} results={results} />
          {page.error && (
            <p role="alert" className="rounded-panel border border-danger bg-white px-4 py-2 text-sm text-danger-ink" data-testid="kb-search-error">
              {page.error}
            </p>
          )}
          {results.notices.map((n) => (
            <p key={n} role="status" className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink">{n}</p>
          ))}
          {results.library_size === 0 ? (
            <LibraryEmpty />
          ) : page.error ? null : (
            <section aria-labelledby="kb-results" className="flex flex-col gap-3">
              <h2 id="kb-results" className="text-sm font-semibold text-subtle" aria-live="polite" data-testid="kb-result-count">
                {searching ? T.results(results.total, results.total > results.hits.length) : T.latest}
              </h2>
              {results.hits.length === 0 ? (
                <EmptyState title={T.noMatchTitle} text={T.noMatch} testId="kb-no-match" className="bg-white" />
              ) : (
                <ol className="flex flex-col gap-3">
                  {results.hits.map((h) => (
                    <HitCard
                      key={h.id}
                      kind={h.kind}
                      title={h.title}
                      snippet={h.snippet}
                      href={page.links[h.id]!}
                      facets={[h.category, h.season && facetLabel("season", h.season), h.year, h.decision_point]}
                      date={h.date}
                      study={h.study_title}
                      product={h.product_name}
                      actions={page.canWrite ? <AddToCollection brandId={page.brandId} entry={{ kind: h.kind, source_id: h.source_id, title: h.title }} collections={page.collections} /> : undefined}
                    />
                  ))}
                </ol>
              )}
            </section>
          )}
        </div>
        <CollectionsPanel brandId={page.brandId} collections={page.collections} canWrite={page.canWrite} />
      </div>
    </section>
  );
}
