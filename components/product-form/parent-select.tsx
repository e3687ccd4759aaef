"use client";
// Parent product choice (spec 1 §4, §5): candidates from assortmentParentProducts, searched with a 2000 ms debounce,
// never the product itself (rules.parentChoices). The form hides this input for a product with children.
import { useEffect, useId, useMemo, useState } from "react";
import { FORM_LABELS } from "@/lib/products/form-mapping";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { parentChoices } from "@/lib/products/rules";
import { useDebounced } from "@/components/ui/use-debounced";
import { searchParentProducts, type TParentCandidate } from "./product-api";

interface Props {
  brandId: string;
  assortmentId: string | null;
  selfId?: string;
  value: string | null;
  /** The chosen parent as loaded, so it stays listed whatever the search. */
  selected: TParentCandidate | null;
  disabled?: boolean;
  onChange(parent: TParentCandidate | null): void;
}

export function ParentSelect({ brandId, assortmentId, selfId, value, selected, disabled, onChange }: Props) {
  const id = useId();
  const [search, setSearch] = useState("");
  const query = useDebounced(search, PRODUCT_LIMITS.parentSearchDebounceMs);
  const [results, setResults] = useState<TParentCandidate[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!assortmentId) {
      setResults([]);
      return;
    }
    let live = true;
    setLoading(true);
    searchParentProducts(brandId, assortmentId, query)
      .then((r) => live && setResults(r))
      .catch(() => live && setResults([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [brandId, assortmentId, query]);

  const options = useMemo(() => {
    const list = parentChoices(results, selfId);
    return selected && !list.some((p) => p._id === selected._id) ? [selected, ...list] : list;
  }, [results, selfId, selected]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-select`} className="text-sm font-medium">
        {FORM_LABELS.parent}
      </label>
      <div className="flex gap-2">
        <input
          type="search"
          aria-label={FORM_LABELS.parentSearch}
          placeholder={FORM_LABELS.parentSearch}
          value={search}
          disabled={disabled}
          onChange={(e) => setSearch(e.target.value)}
          className="w-48 rounded border border-line-strong px-2 py-2 text-sm"
        />
        <select
          id={`${id}-select`}
          value={value ?? ""}
          disabled={disabled}
          aria-busy={loading}
          onChange={(e) => onChange(options.find((p) => p._id === e.target.value) ?? null)}
          className="flex-1 rounded border border-line-strong px-2 py-2 text-sm"
        >
          <option value="">{FORM_LABELS.noParent}</option>
          {options.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
