"use client";
// The Products step's left column (spec 2 §2 "Products step"): the assortment's catalogue with a search box with
// autocomplete, a creation-date filter, "Add Product", and thumbnails that toggle a product in the study.
import { Check, ImageOff, Pencil, Plus, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { truncate } from "@/lib/products/format";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { CREATION_DATE_FILTERS, filterCatalogue, searchSuggestions, type TCreationDateFilter } from "@/lib/builder/products";
import type { TBuilderCatalogueProduct } from "./use-assortment-products";

interface Props {
  products: TBuilderCatalogueProduct[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedIds: ReadonlySet<string>;
  /** Read-only wizard: thumbnails, Add and Edit are disabled; search and the filter still narrow the view. */
  disabled: boolean;
  onToggle(product: TBuilderCatalogueProduct): void;
  onAdd(): void;
  onEdit(product: TBuilderCatalogueProduct): void;
}

export function firstImage(images: TBuilderCatalogueProduct["images"]): string | null {
  const image = [...images].sort((a, b) => a.order - b.order)[0];
  return image ? image.mobile || image.desktop || image.original : null;
}

export function CatalogueColumn({ products, loading, failed, selectedIds, disabled, onToggle, onAdd, onEdit }: Props) {
  const [search, setSearch] = useState("");
  const [dateFilter, setDateFilter] = useState<TCreationDateFilter>("all");
  const listId = useId();
  const headingId = useId();
  const all = useMemo(() => products ?? [], [products]);
  const shown = useMemo(() => filterCatalogue(all, search, dateFilter), [all, search, dateFilter]);
  const suggestions = useMemo(() => searchSuggestions(all.map((p) => p.name), search), [all, search]);

  let empty: string | null = null;
  if (!loading && !failed && shown.length === 0) {
    empty = search.trim() !== "" ? BUILDER_MSG.productsNoMatch(search.trim()) : BUILDER_MSG.productsNoneFound;
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {BUILDER_MSG.productsCatalogue}
        </h2>
        <button
          type="button"
          onClick={onAdd}
          disabled={disabled}
          className="inline-flex items-center gap-1 rounded bg-primary px-3 py-2 text-sm font-medium text-white hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus size={16} aria-hidden />
          {BUILDER_MSG.productsAdd}
        </button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm text-subtle">
          {BUILDER_MSG.productsSearch}
          <span className="relative">
            <Search size={16} aria-hidden className="pointer-events-none absolute left-2 top-1/2 -translate-y-1/2 text-disabled" />
            <input
              type="search"
              list={listId}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="w-full rounded border border-line-strong py-2 pl-8 pr-2 text-sm focus:outline-none focus:ring-2 focus:ring-focus"
            />
          </span>
          <datalist id={listId}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <label className="flex flex-col gap-1 text-sm text-subtle">
          {BUILDER_MSG.productsCreatedFilter}
          <select
            value={dateFilter}
            onChange={(e) => setDateFilter(e.target.value as TCreationDateFilter)}
            className="rounded border border-line-strong bg-white px-2 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-focus"
          >
            {CREATION_DATE_FILTERS.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {loading && (
        <p role="status" className="text-sm text-faint">
          …
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {BUILDER_MSG.productsLoadFailed}
        </p>
      )}
      {empty && (
        <p role="status" className="rounded border border-dashed border-line-strong p-6 text-center text-sm text-muted">
          {empty}
        </p>
      )}

      {shown.length > 0 && (
        <ul aria-label={BUILDER_MSG.productsCatalogue} className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
          {shown.map((p) => {
            const selected = selectedIds.has(p._id);
            const src = firstImage(p.images);
            return (
              <li key={p._id} className="relative" data-testid="wizard-catalogue-product" data-product-id={p._id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={p.name}
                  disabled={disabled}
                  title={p.name}
                  onClick={() => onToggle(p)}
                  className={`flex w-full flex-col overflow-hidden rounded-lg border-2 bg-white text-left shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed ${
                    selected ? "border-primary" : "border-line hover:border-line-heavy"
                  }`}
                >
                  <span className="flex aspect-square w-full items-center justify-center bg-sunken">
                    {src ? (
                      <RetryingImage src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
                    ) : (
                      <ImageOff aria-hidden className="h-8 w-8 text-disabled" />
                    )}
                  </span>
                  <span className="px-2 py-1.5 text-xs font-medium text-ink">{truncate(p.name, PRODUCT_LIMITS.minimalCardTitle)}</span>
                  {selected && (
                    <span aria-hidden className="absolute left-1.5 top-1.5 rounded-full bg-primary p-0.5 text-white">
                      <Check size={14} />
                    </span>
                  )}
                </button>
                {p.is_editable && (
                  <button
                    type="button"
                    aria-label={BUILDER_MSG.productsEdit(p.name)}
                    disabled={disabled}
                    onClick={() => onEdit(p)}
                    className="absolute right-1.5 top-1.5 rounded bg-white/90 p-1 text-subtle shadow hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:hidden"
                  >
                    <Pencil size={14} aria-hidden />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
