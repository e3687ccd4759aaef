"use client";
// The product board's controls (spec 1 §2): primary group, secondary group, order by, SKUs/styles, hide empty
// cells, zoom and copy board link. They stick to the top of the window after 90 px of scrolling.
import { Link2, Minus, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { assortmentLabel } from "@/lib/products/catalogue-view";
import { BOARD_LABELS, BOARD_ZOOM, type TBoardParams, type TSortDir } from "@/lib/products/board";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import type { TAssortmentOption, TPropertyMetadata } from "@/components/product-form/metadata";

interface Props {
  params: TBoardParams;
  choices: { pivotable: TPropertyMetadata[]; sortable: TPropertyMetadata[]; presentable: TPropertyMetadata[] };
  assortments: TAssortmentOption[];
  assortmentId: string | null;
  hideEmpty: boolean;
  zoom: number;
  onParams(next: Partial<TBoardParams>): void;
  onAssortment(id: string | null): void;
  onHideEmpty(v: boolean): void;
  onZoom(v: number): void;
  onCopyLink(): void;
}

/** True once the window has scrolled past the spec's offset. */
function useStuck(offset: number): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > offset);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [offset]);
  return stuck;
}

const selectClass = "rounded border border-line-strong bg-white px-2 py-1 text-sm";

function PathSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string | null; options: TPropertyMetadata[]; onChange(v: string | null): void }) {
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-subtle">
      <label htmlFor={id}>{label}</label>
      <select id={id} className={selectClass} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{BOARD_LABELS.none}</option>
        {options.map((m) => (
          <option key={m._id} value={m.data_path}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortSelect({ id, label, value, onChange }: { id: string; label: string; value: TSortDir; onChange(v: TSortDir): void }) {
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-subtle">
      <span aria-hidden>&nbsp;</span>
      <select id={id} aria-label={label} className={selectClass} value={String(value)} onChange={(e) => onChange(e.target.value === "-1" ? -1 : 1)}>
        <option value="1">{BOARD_LABELS.ascending}</option>
        <option value="-1">{BOARD_LABELS.descending}</option>
      </select>
    </div>
  );
}

export function BoardControls(p: Props) {
  const stuck = useStuck(PRODUCT_LIMITS.boardStickyOffsetPx);
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!stuck && bar.current) setHeight(bar.current.offsetHeight);
  }, [stuck]);
  const zoomBy = (d: number) => p.onZoom(Math.min(BOARD_ZOOM.max, Math.max(BOARD_ZOOM.min, Math.round((p.zoom + d) * 100) / 100)));

  return (
    <>
      {/* Keeps the page from jumping when the bar leaves the flow. */}
      {stuck && <div style={{ height }} aria-hidden />}
      <div
        ref={bar}
        role="toolbar"
        aria-label="Board controls"
        data-stuck={stuck}
        className={`flex flex-wrap items-end gap-3 border-b border-line bg-white px-3 py-2 ${stuck ? "fixed inset-x-0 top-0 z-bar shadow-md" : "rounded"}`}
      >
        <div className="flex flex-col gap-1 text-xs font-medium text-subtle">
          <label htmlFor="board-assortment">{BOARD_LABELS.assortment}</label>
          <select id="board-assortment" className={selectClass} value={p.assortmentId ?? ""} onChange={(e) => p.onAssortment(e.target.value || null)}>
            <option value="">{BOARD_LABELS.allAssortments}</option>
            {p.assortments.map((a) => (
              <option key={a._id} value={a._id}>
                {assortmentLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <PathSelect id="board-x" label={BOARD_LABELS.primaryGroup} value={p.params.x} options={p.choices.pivotable} onChange={(x) => p.onParams({ x })} />
        <SortSelect id="board-x-sort" label={`${BOARD_LABELS.primaryGroup} sort`} value={p.params.xSort} onChange={(xSort) => p.onParams({ xSort })} />
        <PathSelect id="board-y" label={BOARD_LABELS.secondaryGroup} value={p.params.y} options={p.choices.pivotable} onChange={(y) => p.onParams({ y })} />
        <SortSelect id="board-y-sort" label={`${BOARD_LABELS.secondaryGroup} sort`} value={p.params.ySort} onChange={(ySort) => p.onParams({ ySort })} />
        <PathSelect id="board-order" label={BOARD_LABELS.orderBy} value={p.params.orderBy} options={p.choices.sortable} onChange={(orderBy) => p.onParams({ orderBy })} />
        <SortSelect id="board-order-sort" label={`${BOARD_LABELS.orderBy} sort`} value={p.params.orderSort} onChange={(orderSort) => p.onParams({ orderSort })} />
        {p.choices.presentable.length > 0 && (
          <PathSelect id="board-presentation" label={BOARD_LABELS.presentation} value={p.params.presentation} options={p.choices.presentable} onChange={(presentation) => p.onParams({ presentation })} />
        )}
        <div role="group" aria-label="SKUs or styles" className="flex overflow-hidden rounded border border-line-strong text-sm">
          {(["skus", "styles"] as const).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={p.params.toggle === t}
              onClick={() => p.onParams({ toggle: t })}
              className={`px-3 py-1 ${p.params.toggle === t ? "bg-primary text-white" : "bg-white text-subtle"}`}
            >
              {BOARD_LABELS[t]}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={p.hideEmpty} onChange={(e) => p.onHideEmpty(e.target.checked)} />
          {BOARD_LABELS.hideEmpty}
        </label>
        <div role="group" aria-label="Zoom" className="flex items-center gap-1 text-sm">
          <button type="button" aria-label={BOARD_LABELS.zoomOut} disabled={p.zoom <= BOARD_ZOOM.min} onClick={() => zoomBy(-BOARD_ZOOM.step)} className="rounded border border-line-strong p-1 disabled:opacity-40">
            <Minus size={16} aria-hidden />
          </button>
          <output aria-live="polite" className="w-12 text-center">
            {Math.round(p.zoom * 100)}%
          </output>
          <button type="button" aria-label={BOARD_LABELS.zoomIn} disabled={p.zoom >= BOARD_ZOOM.max} onClick={() => zoomBy(BOARD_ZOOM.step)} className="rounded border border-line-strong p-1 disabled:opacity-40">
            <Plus size={16} aria-hidden />
          </button>
        </div>
        <button type="button" onClick={p.onCopyLink} className="ml-auto flex items-center gap-1 rounded border border-line-strong px-3 py-1 text-sm">
          <Link2 size={16} aria-hidden />
          {BOARD_LABELS.copyLink}
        </button>
      </div>
    </>
  );
}
