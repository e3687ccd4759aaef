"use client";
// The snip modal's Filters line (spec 3 §2): the filters the snip was taken with, named as the results page names
// them ("Gender" and "Age" for those demographic titles, "Point-based range: start - end"), 3 shown, then
// "+ Expand N more filters" / "- Condense filters".
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { filterChips, shownChips } from "@/lib/results/filter-chips";
import type { TResultsFilterDefinition, TResultsFilters } from "@/lib/results/filters";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import { SNIP_UI } from "@/lib/snips/messages";

export function SnipFilterSummary({ filters, definitions }: { filters: TResultsFilters; definitions: readonly TResultsFilterDefinition[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const chips = filterChips(filters, definitions);
  const { shown, more, toggle } = shownChips(chips, expanded);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="snip-filters">
      <span className="font-semibold text-ink">{SNIP_UI.filters}:</span>
      {chips.length === 0 ? (
        <span className="text-muted">{SNIP_UI.noFilters}</span>
      ) : (
        <ul id={listId} aria-label={SNIP_UI.filters} className="flex min-w-0 flex-wrap gap-2">
          {shown.map((c) => (
            <li key={c.id} data-testid="snip-filter" className="max-w-full truncate rounded-full border border-primary-line bg-primary-soft px-3 py-0.5 text-primary-ink">
              {c.label}
            </li>
          ))}
        </ul>
      )}
      {toggle && (
        <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} data-testid="snip-filters-toggle">
          {toggle === "expand" ? FILTER_TEXT.expand(more) : FILTER_TEXT.condense}
        </Button>
      )}
    </div>
  );
}
