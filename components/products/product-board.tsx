"use client";
// Product board (spec 1 §2): a pivot of the brand's products by a primary group (columns) and a secondary group
// (rows), ordered inside each cell. The address holds the board (x, xSort, y, ySort, orderBy, orderSort, toggle,
// presentation), so a copied link reproduces it; the brand's default pivot settings fill what the address omits.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { BOARD_LABELS, boardSearch, buildBoard, parseBoardParams, type TBoardDefaults, type TBoardParams } from "@/lib/products/board";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { loadBoardProducts, type TBoardCardProduct } from "./board-data";
import { BoardControls } from "./board-controls";
import { BoardTable } from "./board-table";
import { fetchAssortmentOptions, fetchPropertyMetadata, type TAssortmentOption, type TPropertyMetadata } from "@/components/product-form/metadata";

export function ProductBoard({ brandId, defaults }: { brandId: string; defaults: TBoardDefaults }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [metadata, setMetadata] = useState<TPropertyMetadata[] | null>(null);
  const [assortments, setAssortments] = useState<TAssortmentOption[]>([]);
  const [products, setProducts] = useState<TBoardCardProduct[] | null>(null);
  const [hideEmpty, setHideEmpty] = useState(false);
  const [zoom, setZoom] = useState(1);
  const assortmentId = search.get("assortment") || null;

  useEffect(() => {
    let live = true;
    fetchPropertyMetadata(brandId)
      .then((m) => live && setMetadata(m))
      .catch((e: Error) => {
        if (!live) return;
        setMetadata([]);
        toast.error(e.message);
      });
    fetchAssortmentOptions(brandId)
      .then((a) => live && setAssortments(a))
      .catch(() => live && toast.error(PRODUCT_MSG.fetchAssortmentsFailed));
    return () => {
      live = false;
    };
  }, [brandId]);

  useEffect(() => {
    let live = true;
    setProducts(null);
    loadBoardProducts(brandId, assortmentId)
      .then((p) => live && setProducts(p))
      .catch((e: Error) => {
        if (!live) return;
        setProducts([]);
        toast.error(e.message);
      });
    return () => {
      live = false;
    };
  }, [brandId, assortmentId]);

  const choices = useMemo(() => {
    const m = metadata ?? [];
    return {
      pivotable: m.filter((p) => p.pivotable),
      sortable: m.filter((p) => p.sortable),
      presentable: m.filter((p) => p.presentable),
    };
  }, [metadata]);

  // Until the metadata arrives every path in the address is accepted, so the first render keeps the link's board.
  const params = useMemo(
    () =>
      parseBoardParams(
        search,
        defaults,
        metadata
          ? {
              pivotable: choices.pivotable.map((p) => p.data_path),
              sortable: choices.sortable.map((p) => p.data_path),
              presentable: choices.presentable.map((p) => p.data_path),
            }
          : undefined,
      ),
    [search, defaults, metadata, choices],
  );

  const setParams = (next: Partial<TBoardParams>) => {
    const q = new URLSearchParams(boardSearch({ ...params, ...next }));
    if (assortmentId) q.set("assortment", assortmentId);
    router.replace(`${pathname}?${q.toString()}`, { scroll: false });
  };

  const setAssortment = (id: string | null) => {
    const q = new URLSearchParams(boardSearch(params));
    if (id) q.set("assortment", id);
    router.replace(`${pathname}?${q.toString()}`, { scroll: false });
  };

  const board = useMemo(() => {
    if (!products) return null;
    const valuesOf = (path: string | null) => choices.pivotable.find((p) => p.data_path === path)?.valid_values ?? [];
    return buildBoard(products, params, { hideEmpty, xValues: valuesOf(params.x), yValues: valuesOf(params.y) });
  }, [products, params, hideEmpty, choices]);

  async function copyLink() {
    const q = new URLSearchParams(boardSearch(params));
    if (assortmentId) q.set("assortment", assortmentId);
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${pathname}?${q.toString()}`);
      toast.success(BOARD_LABELS.linkCopied);
    } catch {
      toast.error(BOARD_LABELS.linkCopyFailed);
    }
  }

  const nameOf = (path: string | null) => (metadata ?? []).find((m) => m.data_path === path)?.name ?? path ?? "";

  return (
    <section aria-labelledby="board-title" className="flex flex-col gap-4">
      <h1 id="board-title" className="text-2xl font-semibold">
        {BOARD_LABELS.title}
      </h1>
      <BoardControls
        params={params}
        choices={choices}
        assortments={assortments}
        assortmentId={assortmentId}
        hideEmpty={hideEmpty}
        zoom={zoom}
        onParams={setParams}
        onAssortment={setAssortment}
        onHideEmpty={setHideEmpty}
        onZoom={setZoom}
        onCopyLink={() => void copyLink()}
      />
      {!board ? (
        <p role="status" className="text-muted">
          {BOARD_LABELS.loading}
        </p>
      ) : board.total === 0 ? (
        <p className="rounded border border-dashed border-line-strong p-8 text-center text-muted">{BOARD_LABELS.empty}</p>
      ) : (
        <BoardTable
          board={board}
          xName={params.x ? nameOf(params.x) : null}
          yName={params.y ? nameOf(params.y) : null}
          presentation={params.presentation}
          presentationName={params.presentation ? nameOf(params.presentation) : null}
          zoom={zoom}
          styles={params.toggle === "styles"}
        />
      )}
    </section>
  );
}
