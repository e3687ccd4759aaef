"use client";
// The admin brands list (spec 1 §2 "Brands list"): every brand from POST /reports/all-brands (status filter sends
// {is_active}), filtered by name on the client (debounced), 20 rows per page with the page number in /brands/{page},
// one column per feature flag, "Add New Brand" → POST /admin/brand → the new brand's settings.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import {
  filterByName,
  pageCount,
  pageFromPath,
  pageOf,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  statusBody,
  type TStatusFilter,
} from "@/lib/brands/brand-list-view";
import { BRAND_LIST, BRAND_LIST_TEXT } from "@/lib/brands/messages";
import type { TBrandListRow } from "@/lib/brands/wire";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import { routes } from "@/lib/routes";
import { useDebounced } from "@/components/ui/use-debounced";
import { Pager } from "@/components/shell/pager";
import { BRAND_COLUMNS, BRAND_NAME_COLUMN } from "./brands-columns";
import { NewBrandDialog } from "./new-brand-dialog";

const FETCH_ERROR_TOAST = "brands-fetch-error";

export function BrandsList() {
  const router = useRouter();
  const page = pageFromPath(usePathname());
  const [text, setText] = useState("");
  const [status, setStatus] = useState<TStatusFilter>("all");
  const filterText = useDebounced(text, INPUT_DEBOUNCE_MS);

  // The page lives in the path; changing it rewrites the URL without reloading the page (Next keeps
  // usePathname in step with history.pushState / replaceState, and back/forward move between pages).
  const goTo = (n: number, how: "push" | "replace" = "push") => {
    if (n === page) return;
    window.history[how === "push" ? "pushState" : "replaceState"](null, "", routes.brands(n));
  };
  const toFirstPage = () => goTo(1, "replace");

  const list = useQuery({
    queryKey: ["all-brands", status],
    queryFn: () => api<TBrandListRow[]>("/reports/all-brands", { method: "POST", json: statusBody(status) }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.isError) toast.error(BRAND_LIST_TEXT.fetchFailed, { id: FETCH_ERROR_TOAST });
  }, [list.isError]);

  // "Add New Brand" asks for the name first (P10): new-brand-dialog.tsx makes the brand and opens its settings.
  const [adding, setAdding] = useState(false);

  const matching = filterByName(list.data ?? [], filterText);
  const shown = pageOf(matching, page);
  const pages = pageCount(matching.length);
  const openRow = (id: string, e: MouseEvent<HTMLTableRowElement>) => {
    // Links and buttons inside the row (name, CRM, edit) do their own thing.
    if ((e.target as HTMLElement).closest("a, button")) return;
    router.push(routes.brandHome(id));
  };

  return (
    <section aria-labelledby="brands-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="brands-title" className="text-2xl font-semibold">
            {BRAND_LIST.title}
          </h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="brands-total">
            {list.data ? BRAND_LIST_TEXT.total(matching.length) : ""}
          </p>
        </div>
        <Button variant="primary" onClick={() => setAdding(true)}>
          {BRAND_LIST.addNew}
        </Button>
        <NewBrandDialog open={adding} onOpenChange={setAdding} />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">{BRAND_LIST_TEXT.filterLabel}</span>
          <input
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              toFirstPage();
            }}
            placeholder={BRAND_LIST.filterPlaceholder}
            className="w-72 rounded border border-line-strong px-3 py-2"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span>{BRAND_LIST.statusFilterLabel}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TStatusFilter);
              toFirstPage();
            }}
            className="rounded border border-line-strong bg-white px-2 py-2"
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STATUS_FILTER_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {/* The wide table scrolls inside the kit's focusable, named region (keyboard users scroll it too) and never widens
          the page; the name column (after the logo) stays in view. */}
      <DataTable
        columns={BRAND_COLUMNS}
        data={list.data ? shown.rows : []}
        label={BRAND_LIST_TEXT.tableRegion}
        getRowId={(b) => b._id}
        empty={<span role="status">{!list.data ? (list.isError ? BRAND_LIST_TEXT.fetchFailed : BRAND_LIST.loading) : BRAND_LIST.empty}</span>}
        busy={list.isFetching}
        stickyColumn={BRAND_NAME_COLUMN}
        rowTestId="brand-row"
        rowAttributes={(b) => ({ "data-brand-id": b._id })}
        onRowClick={(b, e) => openRow(b._id, e)}
      />

      <Pager page={shown.page} pageCount={pages} onPage={goTo} testId="brands-page" />
    </section>
  );
}
