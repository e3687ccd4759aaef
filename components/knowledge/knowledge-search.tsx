// The knowledge base's search form (P14 item 1): the text and the facets (each with the count of what matches), sent
// as the page's address (a plain GET form: bookmarkable, works before any script runs). The facets show the values
// present in the brand's knowledge; a facet already chosen stays listed. Below the large breakpoint the filters fold
// away behind a "Filters" button (P15 item 5). A hint says how a search reads (any word, quotes, minus; P15 item 9).
import Link from "next/link";
import { Search } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { DateField, SelectField, TextField } from "@/components/ui/field";
import { FiltersDisclosure } from "./filters-disclosure";
import { facetLabel, KNOWLEDGE_FACETS, KNOWLEDGE_FACET_LABELS, KNOWLEDGE_LIMITS, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import type { TKnowledgeResults, TKnowledgeSearch } from "@/lib/knowledge/search";
import { routes } from "@/lib/routes";

export function KnowledgeSearch({ brandId, search, results }: { brandId: string; search: Partial<TKnowledgeSearch>; results: TKnowledgeResults }) {
  const active = [...KNOWLEDGE_FACETS, "from", "to"].filter((k) => {
    const v = search[k as keyof TKnowledgeSearch];
    return v !== undefined && v !== "";
  }).length;
  return (
    <form method="get" action={routes.knowledgeBase(brandId)} role="search" aria-label={T.searchLabel} className="flex flex-col gap-4 rounded-panel border border-line bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={T.searchLabel}
          name="q"
          type="search"
          defaultValue={search.q ?? ""}
          placeholder={T.searchPlaceholder}
          maxLength={KNOWLEDGE_LIMITS.query}
          className="flex-1"
          hint={T.searchHint}
        />
        <button type="submit" className={`${buttonClass("primary")} inline-flex items-center justify-center gap-1.5 sm:mt-6`}>
          <Search aria-hidden className="size-4" />
          {T.search}
        </button>
      </div>
      <FiltersDisclosure active={active}>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-1 text-sm font-semibold text-ink max-lg:sr-only">{T.filters}</legend>
          {KNOWLEDGE_FACETS.map((facet) => {
            const chosen = search[facet] === undefined ? "" : String(search[facet]);
            const options = results.facets[facet].map((o) => ({ value: o.value, label: `${facetLabel(facet, o.value)} (${o.count})` }));
            if (chosen && !options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: `${facetLabel(facet, chosen)} (0)` });
            return <SelectField key={facet} label={KNOWLEDGE_FACET_LABELS[facet]} name={facet} defaultValue={chosen} placeholder={T.any} options={options} />;
          })}
          <DateField label={T.from} name="from" defaultValue={search.from ?? ""} />
          <DateField label={T.to} name="to" defaultValue={search.to ?? ""} />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("secondary", "sm")}>
            {T.apply}
          </button>
          <Link href={routes.knowledgeBase(brandId)} className={buttonClass("link", "sm")}>
            {T.clear}
          </Link>
        </div>
      </FiltersDisclosure>
    </form>
  );
}
