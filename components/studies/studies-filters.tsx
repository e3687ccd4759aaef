"use client";
// The studies list's search box and filter panel (spec 3 §2 "Studies list", §3 "Filter"): one multi-select per
// "multi" filter (a menu of checkboxes named after the filter) and a min/max pair per "range" filter. Range edits
// apply on blur or Enter, with the spec 3 §5 rules (non-numeric → 0; the ends cannot cross) and our floor of 0 for
// prices; a value changed by a rule is explained under the pair.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  activeFilterCount,
  applyRangeEdit,
  isMultiFilterKey,
  PRICE_FLOOR,
  rangeBounds,
  rangeCorrection,
  setPrice,
  toggleOption,
  type TFilterState,
} from "@/lib/studies/filters";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyFilter } from "@/lib/studies/wire";

export const STUDY_FILTER_TEXT = {
  search: "Search studies",
  searchPlaceholder: "Search by title, or id:<study id>",
  filters: "Filters",
  clear: "Clear filters",
  min: "Min",
  max: "Max",
  noOptions: "No options",
  selected: (name: string, n: number) => `${name} (${n} selected)`,
} as const;

interface Props {
  search: string;
  onSearch: (text: string) => void;
  definitions: TSurveyFilter[];
  /** Filters the route fixes (the assortment of an assortment tab) are not offered. */
  hidden: readonly string[];
  state: TFilterState;
  onChange: (next: TFilterState) => void;
}

const inputClass = "rounded border border-line-strong bg-white px-3 py-2 text-sm";

export function StudiesFilters({ search, onSearch, definitions, hidden, state, onChange }: Props) {
  const shown = definitions.filter((d) => !hidden.includes(d.accessor));
  const active = activeFilterCount(state, hidden);
  return (
    <div role="search" className="flex flex-col gap-3">
      <label className="flex max-w-xl flex-col gap-1 text-sm font-medium">
        {STUDY_FILTER_TEXT.search}
        <span className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 text-disabled" />
          <input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={STUDY_FILTER_TEXT.searchPlaceholder}
            className={`${inputClass} w-full pl-8`}
          />
        </span>
      </label>

      <div role="group" aria-label={STUDY_FILTER_TEXT.filters} className="flex flex-wrap items-end gap-2">
        {shown.map((d) => {
          const key = d.accessor;
          if (d.type === "range") {
            return <RangeFilter key={key} definition={d} value={state.price ?? null} onChange={(p) => onChange(setPrice(state, p))} />;
          }
          if (!isMultiFilterKey(key)) return null;
          return <MultiFilter key={key} definition={d} selected={state[key] ?? []} onToggle={(v) => onChange(toggleOption(state, key, v))} />;
        })}
        {active > 0 && (
          <Button onClick={() => onChange({})}>{STUDY_FILTER_TEXT.clear}</Button>
        )}
      </div>
    </div>
  );
}

function MultiFilter({ definition, selected, onToggle }: { definition: TSurveyFilter; selected: string[]; onToggle: (value: string) => void }) {
  const count = selected.length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid={`filter-${definition.accessor}`}
        aria-label={count ? STUDY_FILTER_TEXT.selected(definition.name, count) : definition.name}
        className={`${inputClass} inline-flex items-center gap-1 ${count ? "border-focus bg-primary-soft" : ""}`}
      >
        {definition.name}
        {count > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-white">{count}</span>}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          aria-label={definition.name}
          className="z-popover max-h-80 min-w-52 overflow-y-auto rounded-md border border-line bg-white p-1 shadow-lg"
        >
          {definition.options.length === 0 && <p className="px-3 py-2 text-sm text-faint">{STUDY_FILTER_TEXT.noOptions}</p>}
          {definition.options.map((option, i) => (
            <DropdownMenu.CheckboxItem
              key={option}
              checked={selected.includes(option)}
              // Several options can be picked: the menu stays open.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={() => onToggle(option)}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-sunken"
            >
              <span className="flex h-4 w-4 items-center justify-center rounded border border-line-heavy">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="h-3 w-3" />
                </DropdownMenu.ItemIndicator>
              </span>
              {definition.optionNames[i] ?? option}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function RangeFilter({
  definition,
  value,
  onChange,
}: {
  definition: TSurveyFilter;
  value: [number, number] | null;
  onChange: (next: [number, number] | null) => void;
}) {
  const bounds = rangeBounds(definition);
  const current = value ?? bounds;
  // Prices are never negative (lib/studies/filters.ts PRICE_FLOOR); other ranges have no floor.
  const floor = definition.accessor === "price" ? PRICE_FLOOR : -Infinity;
  // Drafts hold what is typed; the rules apply when an end is committed.
  const [draft, setDraft] = useState<{ min?: string; max?: string }>({});
  // Says why a committed value is not the one typed (spec 3 §5: the ends cannot cross; prices are never negative).
  const [note, setNote] = useState("");
  const noteId = useId();
  const label = (edge: "min" | "max") => (edge === "min" ? STUDY_FILTER_TEXT.min : STUDY_FILTER_TEXT.max);
  const commit = (edge: "min" | "max") => {
    const text = draft[edge];
    if (text === undefined) return;
    setDraft((d) => ({ ...d, [edge]: undefined }));
    const next = applyRangeEdit(current, edge, text, floor);
    const why = rangeCorrection(current, edge, text, floor);
    const other = edge === "min" ? "max" : "min";
    const shown = String(next[edge === "min" ? 0 : 1]);
    setNote(
      why === "below_floor"
        ? STUDY_MSG.rangeCorrected.below_floor(label(edge))
        : why
          ? STUDY_MSG.rangeCorrected[why](label(edge), label(other), shown)
          : "",
    );
    onChange(next[0] === bounds[0] && next[1] === bounds[1] && !value ? null : next);
  };
  const input = (edge: "min" | "max", index: 0 | 1) => (
    <label className="flex flex-col text-xs text-muted">
      {label(edge)}
      <input
        type="number"
        inputMode="decimal"
        aria-label={`${definition.name} ${label(edge)}`}
        aria-describedby={note ? noteId : undefined}
        // The spinner follows the same rules: never below the floor, and the ends never cross.
        min={edge === "min" ? (Number.isFinite(floor) ? floor : undefined) : current[0]}
        max={edge === "min" ? current[1] : undefined}
        value={draft[edge] ?? (value ? String(current[index]) : "")}
        placeholder={String(bounds[index])}
        onChange={(e) => setDraft((d) => ({ ...d, [edge]: e.target.value }))}
        onBlur={() => commit(edge)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(edge);
        }}
        className={`${inputClass} w-24`}
      />
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-1" data-testid={`filter-${definition.accessor}`}>
      <legend className="text-sm font-medium">{definition.name}</legend>
      <div className="flex gap-2">
        {input("min", 0)}
        {input("max", 1)}
      </div>
      <p id={noteId} role="status" className="max-w-56 text-xs text-muted" data-testid={`filter-${definition.accessor}-note`}>
        {note}
      </p>
    </fieldset>
  );
}
