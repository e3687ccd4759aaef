"use client";
// The catalogue's search box, price range (bounded by the brand's lowest and highest price, spec 1 §5) and
// assortment filter. Values are raw input text; the catalogue debounces and normalises them.
import { Search } from "lucide-react";
import { formatPrice } from "@/lib/products/format";
import type { TAssortmentOption } from "./catalogue-api";

export const FILTER_TEXT = {
  search: "Search products",
  searchPlaceholder: "Search by name, or id:<product id>",
  minPrice: (symbol: string) => `Min price (${symbol})`,
  maxPrice: (symbol: string) => `Max price (${symbol})`,
  priceRange: "Price",
  assortment: "Assortment",
  allAssortments: "All assortments",
  clear: "Clear filters",
} as const;

interface Props {
  search: string;
  onSearch: (text: string) => void;
  price: { low: string; high: string };
  onPrice: (price: { low: string; high: string }) => void;
  bounds: { low: number; high: number } | null;
  currencySymbol: string;
  /** Omitted in an assortment's own catalogue, where the assortment is fixed by the route. */
  assortments?: { options: TAssortmentOption[]; value: string; onChange: (id: string) => void };
  onClear: () => void;
}

const inputClass = "rounded border border-line-strong bg-white px-3 py-2 text-sm";

export function CatalogueFilters({ search, onSearch, price, onPrice, bounds, currencySymbol, assortments, onClear }: Props) {
  const filtered = search !== "" || price.low !== "" || price.high !== "" || Boolean(assortments?.value);
  return (
    <div role="search" className="flex flex-wrap items-end gap-4">
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
        {FILTER_TEXT.search}
        <span className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 text-disabled" />
          <input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={FILTER_TEXT.searchPlaceholder}
            className={`${inputClass} w-full pl-8`}
          />
        </span>
      </label>

      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">
          {FILTER_TEXT.priceRange}
          {bounds && (
            <span className="ml-2 font-normal text-muted">
              ({formatPrice(bounds.low, currencySymbol)} – {formatPrice(bounds.high, currencySymbol)})
            </span>
          )}
        </legend>
        <div className="flex gap-2">
          <label className="flex flex-col text-xs text-muted">
            {FILTER_TEXT.minPrice(currencySymbol)}
            <input
              type="number"
              inputMode="decimal"
              step="0.01"
              min={bounds?.low}
              max={bounds?.high}
              placeholder={bounds ? String(bounds.low) : undefined}
              value={price.low}
              onChange={(e) => onPrice({ ...price, low: e.target.value })}
              className={`${inputClass} w-28`}
            />
          </label>
          <label className="flex flex-col text-xs text-muted">
            {FILTER_TEXT.maxPrice(currencySymbol)}
            <input
              type="number"
              inputMode="decimal"
              step="0.01"
              min={bounds?.low}
              max={bounds?.high}
              placeholder={bounds ? String(bounds.high) : undefined}
              value={price.high}
              onChange={(e) => onPrice({ ...price, high: e.target.value })}
              className={`${inputClass} w-28`}
            />
          </label>
        </div>
      </fieldset>

      {assortments && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {FILTER_TEXT.assortment}
          <select value={assortments.value} onChange={(e) => assortments.onChange(e.target.value)} className={inputClass}>
            <option value="">{FILTER_TEXT.allAssortments}</option>
            {assortments.options.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      )}

      {filtered && (
        <button type="button" onClick={onClear} className="rounded border border-line-strong px-3 py-2 text-sm">
          {FILTER_TEXT.clear}
        </button>
      )}
    </div>
  );
}
