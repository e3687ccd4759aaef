"use client";
// The results page's filters panel (spec 3 §2 "Results filters"; issue P11 item 2): one control per filter the study
// offers (view.definitions: a checkbox list per multi filter, the point range as a slider with number boxes), each
// opened as a disclosure under the row of filter buttons, one at a time. Choices gather in a draft until "Apply
// filters"; "Clear all" and removing a chip apply at once. Applying changes the address (filters live in the URL,
// lib/results/page.ts), inside a transition: the server renders the page again with the new respondent count while
// the panel says "Updating results…" (announced, aria-busy) and the chips already show the choice. Keyboard: an
// opened filter takes the focus to its first control, Escape closes it and returns to its button.
// docs/decisions.md P11 (filters panel).
import { ChevronDown, Loader2, SlidersHorizontal } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useOptimistic, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  chosenCount,
  filterChips,
  filterTitle,
  parseAccessor,
  rangeBounds,
  rangeText,
  removeChip,
  sameFilters,
  selectedValues,
  withRange,
  withValues,
  type TFilterChip,
} from "@/lib/results/filter-chips";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition, TResultsFilters } from "@/lib/results/filters";
import { hasFilters, resultsSearch } from "@/lib/results/page";
import type { TResultsView } from "@/lib/results/view";
import { FilterChipList } from "./filters/filter-chips";
import { MultiFilter } from "./filters/multi-filter";
import { RangeFilter } from "./filters/range-filter";

/** A definition's id in the page (accessors hold dots, which ids may, but keep them plain). */
const slug = (accessor: string) => accessor.replace(/[^a-zA-Z0-9_-]/g, "-");

export function FiltersPanel({ view }: { view: TResultsView }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const applied = view.query.filters;
  // The chips show a choice at once; the page catches up when the server has rendered it.
  const [shownFilters, showFilters] = useOptimistic(applied);
  const definitions = view.definitions.filter((d) => parseAccessor(d.accessor) !== null);

  // The draft follows the address: a new address (applied, back/forward, a tab link) starts it afresh.
  const appliedKey = resultsSearch({ filters: applied });
  const [draft, setDraft] = useState<TResultsFilters>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const [open, setOpen] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const region = useRef<HTMLDivElement>(null);
  // An opened filter takes the focus to its first control (the region sits after the whole row of buttons);
  // Escape brings it back to the filter's button.
  useEffect(() => {
    if (open !== null) (region.current?.querySelector<HTMLElement>("input") ?? region.current?.querySelector<HTMLElement>("button"))?.focus();
  }, [open]);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const statusId = `${baseId}-status`;

  const navigate = (filters: TResultsFilters) => {
    setDraft(filters);
    startTransition(() => {
      showFilters(filters);
      router.push(view.basePath + resultsSearch({ ...view.query, filters }), { scroll: false });
    });
  };
  const dirty = !sameFilters(draft, applied);
  const apply = () => {
    setOpen(null);
    navigate(draft);
  };
  const clearAll = () => navigate({});
  const onRemove = (chip: TFilterChip) => navigate(removeChip(shownFilters, chip));

  const close = (accessor: string) => {
    setOpen(null);
    triggers.current.get(accessor)?.focus();
  };
  const onPanelKey = (e: KeyboardEvent, accessor: string) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      close(accessor);
    }
  };

  if (definitions.length === 0 && !hasFilters(applied)) return null;
  const openDefinition = definitions.find((d) => d.accessor === open);
  const chips = filterChips(shownFilters, view.definitions);

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      aria-describedby={statusId}
      data-testid="results-filters"
      className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <h2 id={titleId} className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
          <SlidersHorizontal aria-hidden className="h-4 w-4 text-muted" />
          {FILTER_TEXT.title}
        </h2>
        <ul aria-label={FILTER_TEXT.controls} className="flex min-w-0 flex-wrap gap-2">
          {definitions.map((d) => (
            <li key={d.accessor}>
              <Trigger
                definition={d}
                draft={draft}
                expanded={open === d.accessor}
                controls={`${baseId}-${slug(d.accessor)}`}
                onToggle={() => setOpen(open === d.accessor ? null : d.accessor)}
                refFor={(el) => {
                  if (el) triggers.current.set(d.accessor, el);
                  else triggers.current.delete(d.accessor);
                }}
              />
            </li>
          ))}
        </ul>
      </div>

      {openDefinition && (
        <div
          ref={region}
          id={`${baseId}-${slug(openDefinition.accessor)}`}
          onKeyDown={(e) => onPanelKey(e, openDefinition.accessor)}
          className="rounded-panel border border-line bg-canvas p-3 print:hidden"
          data-testid="results-filter-open"
        >
          {openDefinition.type === "range" ? (
            <RangeFilter
              definition={openDefinition}
              title={filterTitle(openDefinition)}
              value={draft.summed_values ?? null}
              onChange={(r) => setDraft((f) => withRange(f, r, rangeBounds(openDefinition)))}
            />
          ) : (
            <MultiFilter
              definition={openDefinition}
              title={filterTitle(openDefinition)}
              selected={selectedValues(draft, openDefinition.accessor)}
              onChange={(values) => setDraft((f) => withValues(f, openDefinition.accessor, values))}
            />
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button variant="primary" onClick={apply} disabled={!dirty} data-testid="results-filters-apply">
          {FILTER_TEXT.apply}
        </Button>
        <Button onClick={clearAll} disabled={!hasFilters(shownFilters) && !hasFilters(draft)} data-testid="results-filters-clear">
          {FILTER_TEXT.clearAll}
        </Button>
        {dirty && <span className="text-xs text-muted">{FILTER_TEXT.unapplied}</span>}
        <p id={statusId} role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-primary-strong" data-testid="results-filters-status">
          {pending && (
            <>
              <Loader2 aria-hidden className="h-3.5 w-3.5 animate-spin" />
              {FILTER_TEXT.updating}
            </>
          )}
        </p>
      </div>

      <FilterChipList chips={chips} onRemove={onRemove} />
    </section>
  );
}

function Trigger({
  definition,
  draft,
  expanded,
  controls,
  onToggle,
  refFor,
}: {
  definition: TResultsFilterDefinition;
  draft: TResultsFilters;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  refFor: (el: HTMLButtonElement | null) => void;
}) {
  const title = filterTitle(definition);
  const range = definition.type === "range" && draft.summed_values ? rangeText(draft.summed_values) : null;
  const count = definition.type === "range" ? 0 : chosenCount(draft, definition.accessor);
  const on = count > 0 || range !== null;
  return (
    <button
      type="button"
      ref={refFor}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
      data-testid={`results-filter-${definition.accessor}`}
      className={`inline-flex max-w-full items-center gap-1.5 rounded-control border px-3 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${
        expanded ? "border-primary bg-primary-soft text-primary-ink" : on ? "border-primary-line bg-primary-soft text-primary-ink" : "border-line-strong bg-white text-ink-soft hover:bg-canvas"
      }`}
    >
      <span className="min-w-0 truncate">{title}</span>
      {count > 0 && (
        <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-white tabular-nums">
          {count}
          <span className="sr-only"> {FILTER_TEXT.chosen}</span>
        </span>
      )}
      {range && <span className="text-xs tabular-nums">{range}</span>}
      <ChevronDown aria-hidden className={`h-4 w-4 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`} />
    </button>
  );
}
