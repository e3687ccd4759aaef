"use client";
// The product catalogue (spec 1 §2): a grid of cards with search (500 ms debounce), price and assortment
// filters, infinite scroll 30 at a time (with a Load more button for keyboard users), the card menu, the view
// modal, the delete dialog and the add/edit and bulk upload modals. The route decides which modal opens first;
// the address follows the open modal (replaceState) so a product link can be shared and reloaded.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { LayoutGrid } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { INPUT_DEBOUNCE_MS, DEFAULT_CURRENCY_SYMBOL } from "@/lib/constants";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import { BOARD_LABELS } from "@/lib/products/board";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";
import {
  neighbours,
  nextPageOffset,
  priceFilter,
  productCountLabel,
  productFilters,
  productRoutes,
  searchArgument,
} from "@/lib/products/catalogue-view";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { BulkUploadModal } from "./bulk-upload-modal";
import {
  fetchAssortmentOptions,
  fetchFilterBoundaries,
  fetchProduct,
  fetchProductImagesUrl,
  fetchProductPage,
  productKeys,
  type TCatalogueProduct,
} from "./catalogue-api";
import { CatalogueFilters } from "./catalogue-filters";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductCard } from "./product-card";
import { ProductFormModal } from "@/components/product-form/product-form-modal";
import { ProductViewModal } from "./product-view-modal";
import { useDebounced } from "@/components/ui/use-debounced";

import type { TCatalogueMode } from "@/lib/products/catalogue-view";

export type { TCatalogueMode };

export const CATALOGUE_TEXT = {
  title: "Products",
  addProduct: "Add Product",
  bulkUpload: "Bulk Upload",
  loadMore: "Load more",
} as const;

interface Props {
  brandId: string;
  /** The assortment of an assortment-scoped catalogue (/brand/{b}/assortment/{a}/products). */
  assortment?: { _id: string; name: string };
  canWrite: boolean;
  initialMode: TCatalogueMode;
}

// Toast ids, so the same notice raised by two components at once shows once.
const NOT_FOUND_TOAST = "product-not-found";
const FETCH_ERROR_TOAST = "products-fetch-error";

export function Catalogue({ brandId, assortment, canWrite, initialMode }: Props) {
  const queryClient = useQueryClient();
  const assortmentId = assortment?._id;
  const [mode, setModeState] = useState<TCatalogueMode>(initialMode);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<TCatalogueProduct | null>(null);
  const [searchText, setSearchText] = useState("");
  const [priceText, setPriceText] = useState({ low: "", high: "" });
  const [assortmentFilter, setAssortmentFilter] = useState("");

  /** Opens a modal (or none) and puts its route in the address bar without a navigation. */
  const setMode = useCallback(
    (next: TCatalogueMode) => {
      setModeState(next);
      const url =
        next.kind === "view"
          ? productRoutes.view(brandId, next.productId, assortmentId)
          : next.kind === "edit"
            ? productRoutes.edit(brandId, next.productId, assortmentId)
            : next.kind === "create"
              ? productRoutes.create(brandId, assortmentId)
              : productRoutes.list(brandId, assortmentId);
      if (window.location.pathname !== url) window.history.replaceState(null, "", url);
    },
    [brandId, assortmentId],
  );

  // --- filters -------------------------------------------------------------------------------------------
  const search = searchArgument(useDebounced(searchText, PRODUCT_LIMITS.searchDebounceMs));
  const debouncedPrice = useDebounced(priceText, INPUT_DEBOUNCE_MS);
  const boundaries = useQuery({ queryKey: productKeys.boundaries(brandId), queryFn: () => fetchFilterBoundaries(brandId) });
  const currencySymbol = boundaries.data?.default_country.currency_symbol || DEFAULT_CURRENCY_SYMBOL;
  const bounds = boundaries.data?.price ?? null;
  const assortments = useQuery({
    queryKey: productKeys.assortments(brandId),
    queryFn: () => fetchAssortmentOptions(brandId),
    enabled: !assortmentId,
  });
  const filters = productFilters(priceFilter(debouncedPrice, bounds), assortmentId ? null : assortmentFilter || null);

  // --- the list ------------------------------------------------------------------------------------------
  const listArgs = { assortmentId, search, filters };
  const list = useInfiniteQuery({
    queryKey: productKeys.list(brandId, listArgs),
    queryFn: ({ pageParam }) => fetchProductPage({ brandId, assortmentId, offset: pageParam, limit: PRODUCT_LIMITS.pageSize, search, filters }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextPageOffset(pages.reduce((n, p) => n + p.products.length, 0), last.filtered_count),
  });
  const products = useMemo(() => {
    // A product can move between pages while loading (a delete shifts offsets); show it once.
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((p) => p.products).filter((p) => !seen.has(p._id) && seen.add(p._id));
  }, [list.data]);
  const filteredCount = list.data?.pages.at(-1)?.filtered_count ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (list.isError) toast.error(MSG.genericItemError("fetching"), { id: FETCH_ERROR_TOAST });
  }, [list.isError]);

  // Infinite scroll: the next 30 load when the end of the grid comes near.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // --- modals --------------------------------------------------------------------------------------------
  const showNotFound = useCallback(() => {
    toast.error(PRODUCT_MSG.notFound, { id: NOT_FOUND_TOAST });
    setMode({ kind: "list" });
  }, [setMode]);
  const showFetchError = useCallback(() => {
    toast.error(MSG.genericItemError("fetching"), { id: FETCH_ERROR_TOAST });
    setMode({ kind: "list" });
  }, [setMode]);

  // The brand's default country (its currency) comes with the price boundaries; without it the catalogue returns to
  // the list with the fetching error (spec 1 §8 "a failed country fetch redirects to the products list").
  useEffect(() => {
    if (boundaries.isError) showFetchError();
  }, [boundaries.isError, showFetchError]);

  // The edit route checks the product exists before the form opens over it (spec 1 §8 "Product doesn't exist.").
  const editId = mode.kind === "edit" ? mode.productId : null;
  const editTarget = useQuery({
    queryKey: productKeys.detail(brandId, editId ?? ""),
    queryFn: () => fetchProduct(brandId, editId ?? ""),
    enabled: editId !== null,
  });
  useEffect(() => {
    if (!editId || !editTarget.error) return;
    const e = editTarget.error;
    if (e instanceof GraphQLRequestError && (e.code === "not_found" || e.code === "invalid")) showNotFound();
    else showFetchError();
  }, [editId, editTarget.error, showNotFound, showFetchError]);

  const viewId = mode.kind === "view" ? mode.productId : null;
  const ids = useMemo(() => products.map((p) => p._id), [products]);
  const around = viewId ? neighbours(ids, viewId) : null;

  async function viewNext() {
    if (!viewId) return;
    if (around?.next) return setMode({ kind: "view", productId: around.next });
    if (!hasNextPage) return;
    const result = await fetchNextPage();
    const more = (result.data?.pages ?? []).flatMap((p) => p.products.map((x) => x._id));
    const next = neighbours(more, viewId).next;
    if (next) setMode({ kind: "view", productId: next });
  }

  async function downloadImages(product: TCatalogueProduct) {
    try {
      const url = await fetchProductImagesUrl(brandId, product._id);
      toast.success(PRODUCT_MSG.downloadingImages);
      window.location.assign(url);
    } catch {
      toast.error(PRODUCT_MSG.imagesDownloadFailed);
    }
  }

  const refreshProducts = useCallback(() => void queryClient.invalidateQueries({ queryKey: productKeys.all(brandId) }), [queryClient, brandId]);

  const heading = assortment ? `${assortment.name} – ${CATALOGUE_TEXT.title}` : CATALOGUE_TEXT.title;

  return (
    <section aria-labelledby="catalogue-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="catalogue-title" className="text-2xl font-semibold">
            {heading}
          </h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="product-count">
            {list.data ? productCountLabel(filteredCount) : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* The product board pivots the same products (spec 1 §2); every catalogue reader may open it. */}
          <Link href={routes.productBoard(brandId, assortmentId)} prefetch={false} className={`${buttonClass("secondary")} inline-flex items-center gap-1.5 bg-white`}>
            <LayoutGrid aria-hidden className="h-4 w-4" />
            {BOARD_LABELS.title}
          </Link>
        {canWrite && (
          <div className="flex gap-2">
            <button type="button" onClick={() => setBulkOpen(true)} className="rounded border border-line-strong bg-white px-4 py-2 text-sm">
              {CATALOGUE_TEXT.bulkUpload}
            </button>
            <button type="button" onClick={() => setMode({ kind: "create" })} className="rounded bg-primary px-4 py-2 text-sm text-white">
              {CATALOGUE_TEXT.addProduct}
            </button>
          </div>
        )}
        </div>
      </div>

      <CatalogueFilters
        search={searchText}
        onSearch={setSearchText}
        price={priceText}
        onPrice={setPriceText}
        bounds={bounds}
        currencySymbol={currencySymbol}
        assortments={assortmentId ? undefined : { options: assortments.data ?? [], value: assortmentFilter, onChange: setAssortmentFilter }}
        onClear={() => {
          setSearchText("");
          setPriceText({ low: "", high: "" });
          setAssortmentFilter("");
        }}
      />

      {list.isPending ? (
        <p role="status">{MSG.loading}</p>
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {MSG.genericItemError("fetching")}
        </p>
      ) : products.length === 0 ? (
        <p role="status">{MSG.noneFound("products")}</p>
      ) : (
        <ul aria-label={CATALOGUE_TEXT.title} className="grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]">
          {products.map((p) => (
            <li key={p._id} className="flex">
              <ProductCard
                product={p}
                currencySymbol={currencySymbol}
                canWrite={canWrite}
                // Clicking an editable product edits it; any other product opens the view (spec 1 §2).
                onOpen={(x) => setMode(canWrite && x.is_editable ? { kind: "edit", productId: x._id } : { kind: "view", productId: x._id })}
                onView={(x) => setMode({ kind: "view", productId: x._id })}
                onEdit={(x) => setMode({ kind: "edit", productId: x._id })}
                onDelete={setToDelete}
                onDownloadImages={(x) => void downloadImages(x)}
              />
            </li>
          ))}
        </ul>
      )}

      <div ref={sentinel} aria-hidden className="h-px" />
      {hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded border border-line-strong bg-white px-4 py-2 text-sm disabled:opacity-50"
          >
            {isFetchingNextPage ? MSG.loading : CATALOGUE_TEXT.loadMore}
          </button>
        </div>
      )}

      <ProductViewModal
        brandId={brandId}
        productId={viewId}
        currencySymbol={currencySymbol}
        canWrite={canWrite}
        previousId={around?.previous ?? null}
        hasNext={Boolean(around?.next) || (Boolean(around && around.index >= 0) && Boolean(hasNextPage))}
        onNavigate={(id) => setMode({ kind: "view", productId: id })}
        onNext={() => void viewNext()}
        onEdit={(id) => setMode({ kind: "edit", productId: id })}
        onOpenChange={(open) => !open && setMode({ kind: "list" })}
        onNotFound={showNotFound}
        onFetchError={showFetchError}
      />
      <ProductFormModal
        brandId={brandId}
        assortmentId={assortmentId}
        productId={mode.kind === "edit" ? mode.productId : undefined}
        open={mode.kind === "create" || (mode.kind === "edit" && editTarget.isSuccess)}
        onOpenChange={(open) => !open && setMode({ kind: "list" })}
        onSaved={() => {
          refreshProducts();
          setMode({ kind: "list" });
        }}
      />
      <BulkUploadModal brandId={brandId} assortmentId={assortmentId} open={bulkOpen} onOpenChange={setBulkOpen} onApplied={refreshProducts} />
      <DeleteProductDialog brandId={brandId} product={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
    </section>
  );
}
