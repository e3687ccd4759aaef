"use client";
// One multi-option filter of the results page's filters panel: its options as a checkbox list, with a search box
// when the list is long. Edits the panel's draft; nothing is applied until the panel's Apply.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { SEARCH_FROM_OPTIONS } from "@/lib/results/filter-chips";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition } from "@/lib/results/filters";

export function MultiFilter({
  definition,
  title,
  selected,
  onChange,
}: {
  definition: TResultsFilterDefinition;
  /** The filter's name as shown (gender and age relabelled). */
  title: string;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const [query, setQuery] = useState("");
  const options = definition.options.map((value, i) => ({ value, label: definition.optionNames[i] || value }));
  const searchable = options.length > SEARCH_FROM_OPTIONS;
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid={`filter-options-${definition.accessor}`}>
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {(searchable || selected.length > 0) && (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {searchable && (
            <SearchInput label={FILTER_TEXT.searchOptions(title)} hideLabel placeholder={FILTER_TEXT.searchOptions(title)} value={query} onValueChange={setQuery} className="w-full max-w-xs" />
          )}
          {selected.length > 0 && (
            <Button variant="link" size="sm" onClick={() => onChange([])}>
              {FILTER_TEXT.clearFilter(title)}
            </Button>
          )}
        </div>
      )}
      {shown.length > 0 ? (
        <ul className="grid max-h-64 gap-x-4 gap-y-0.5 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((o) => (
            <li key={o.value} className="min-w-0">
              <label className="flex cursor-pointer items-start gap-2 rounded-control px-2 py-1.5 text-sm text-ink-soft hover:bg-white">
                <input
                  type="checkbox"
                  checked={selected.includes(o.value)}
                  onChange={() => toggle(o.value)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                />
                <span className="min-w-0 break-words">{o.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="text-sm text-muted">{FILTER_TEXT.noMatch}</p>
      )}
    </fieldset>
  );
}
