"use client";
// The admin brands list (spec 1 §2 "Brands list"): every brand from POST /reports/all-brands (status filter sends
// {is_active}), filtered by name on the client (debounced), 20 rows per page with the page number in /brands/{page},
// one column per feature flag, "Add New Brand" → POST /admin/brand → the new brand's settings.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import {
  brandTypeLabel,
  crmUrl,
  filterByName,
  formatListDate,
  pageCount,
  pageFromPath,
  pageOf,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  statusBody,
  type TStatusFilter,
} from "@/lib/brands/brand-list-view";
import { BRAND_LIST, BRAND_LIST_TEXT } from "@/lib/brands/messages";
import { FEATURE_FLAG_INFO } from "@/lib/brands/feature-flags";
import type { TBrandListRow } from "@/lib/brands/wire";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import { routes } from "@/lib/routes";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";
import { useDebounced } from "@/components/ui/use-debounced";
import { Pager } from "@/components/shell/pager";
import { NewBrandDialog } from "./new-brand-dialog";

const FETCH_ERROR_TOAST = "brands-fetch-error";
const C = BRAND_LIST_TEXT.columns;
const th = "whitespace-nowrap px-3 py-2 font-medium";
const td = "whitespace-nowrap px-3 py-2 align-middle";
const num = `${td} text-right tabular-nums`;
/** The name column stays in view while the wide table scrolls sideways. */
const sticky = "sticky left-0 z-raised bg-inherit shadow-[1px_0_0_0_var(--color-line)]";
/** Its header cell: the head's own colour (the header row has none to inherit, so the scrolled titles showed through). */
const stickyHead = sticky.replace("bg-inherit", "bg-canvas");

function FlagMark({ on }: { on: boolean }) {
  return on ? (
    <span role="img" aria-label={BRAND_LIST_TEXT.flagOn} className="text-success">
      ✓
    </span>
  ) : (
    <span role="img" aria-label={BRAND_LIST_TEXT.flagOff} className="text-disabled">
      –
    </span>
  );
}

/** One full-width row saying the list is loading, failed or empty. */
function MessageRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center">
        <span role="status">{text}</span>
      </td>
    </tr>
  );
}

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
  const columnCount = 15 + FEATURE_FLAGS.length;

  const openRow = (e: MouseEvent<HTMLTableRowElement>, id: string) => {
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
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="rounded bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-strong disabled:opacity-50"
        >
          {BRAND_LIST.addNew}
        </button>
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

      {/* The wide table scrolls inside this focusable, named region (keyboard users scroll it too) and never widens
          the page; the name column stays in view (the kit's DataTable does the same, docs/decisions.md P10). */}
      <div
        role="region"
        aria-label={BRAND_LIST_TEXT.tableRegion}
        tabIndex={0}
        // relative: the box contains its absolutely placed children too (the Edit column's sr-only label), which
        // otherwise hang off the page's right edge and widen it to the table's width.
        className="relative overflow-x-auto rounded-lg border border-line bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        data-testid="brands-scroll"
      >
        <table className="w-full text-left text-sm" aria-labelledby="brands-title" aria-busy={list.isFetching}>
          <thead className="bg-canvas text-xs uppercase text-muted">
            <tr>
              <th scope="col" className={th}>
                {C.logo}
              </th>
              <th scope="col" className={`${th} ${stickyHead}`}>
                {C.name}
              </th>
              <th scope="col" className={th}>
                {C.crm}
              </th>
              <th scope="col" className={th}>
                {C.type}
              </th>
              <th scope="col" className={th}>
                {C.lastStarted}
              </th>
              <th scope="col" className={th}>
                {C.active30}
              </th>
              <th scope="col" className={th}>
                {C.active60}
              </th>
              <th scope="col" className={th}>
                {C.totalStudies}
              </th>
              <th scope="col" className={th}>
                {C.totalUsers}
              </th>
              <th scope="col" className={th}>
                {C.active}
              </th>
              <th scope="col" className={th}>
                {C.draft}
              </th>
              <th scope="col" className={th}>
                {C.closed}
              </th>
              {FEATURE_FLAGS.map((f) => (
                <th key={f} scope="col" className={th} title={FEATURE_FLAG_INFO[f].description}>
                  {FEATURE_FLAG_INFO[f].label}
                </th>
              ))}
              <th scope="col" className={th}>
                {C.created}
              </th>
              <th scope="col" className={th}>
                {C.status}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{C.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {!list.data ? (
              <MessageRow colSpan={columnCount} text={list.isError ? BRAND_LIST_TEXT.fetchFailed : BRAND_LIST.loading} />
            ) : shown.rows.length === 0 ? (
              <MessageRow colSpan={columnCount} text={BRAND_LIST.empty} />
            ) : (
              // The CRM and Edit links are named by their text and described by the brand's name, so a link named
              // after a brand is that brand's own.
              shown.rows.map((b) => {
                const crm = crmUrl(b.salesforce_id);
                return (
                  <tr
                    key={b._id}
                    data-testid="brand-row"
                    data-brand-id={b._id}
                    onClick={(e) => openRow(e, b._id)}
                    className="cursor-pointer border-t border-line-soft bg-white hover:bg-canvas"
                  >
                    <td className={td}>
                      {b.logo ? <img src={b.logo} alt="" className="h-8 w-8 rounded object-contain" /> : <span aria-hidden className="block h-8 w-8 rounded bg-sunken" />}
                    </td>
                    <td className={`${td} ${sticky}`}>
                      {/* The keyboard way into the brand: the row itself opens it on click. */}
                      <Link id={`brand-name-${b._id}`} href={routes.brandHome(b._id)} className="font-medium text-primary-strong hover:underline">
                        {b.name}
                      </Link>
                    </td>
                    <td className={td}>
                      {crm ? (
                        <a href={crm} target="_blank" rel="noopener noreferrer" className="text-primary-strong hover:underline" aria-describedby={`brand-name-${b._id}`}>
                          {BRAND_LIST.crmLink}
                        </a>
                      ) : (
                        BRAND_LIST_TEXT.never
                      )}
                    </td>
                    <td className={td}>{brandTypeLabel(b)}</td>
                    <td className={td}>{formatListDate(b.test_data.most_recent_test_date)}</td>
                    <td className={num}>{b.test_data.num_active_tests_last_30_days}</td>
                    <td className={num}>{b.test_data.num_active_tests_last_60_days}</td>
                    <td className={num}>{b.test_data.num_tests}</td>
                    <td className={num}>{b.num_users}</td>
                    <td className={num}>{b.test_data.num_active_tests}</td>
                    <td className={num}>{b.test_data.num_draft_tests}</td>
                    <td className={num}>{b.test_data.num_closed_tests}</td>
                    {FEATURE_FLAGS.map((f) => (
                      <td key={f} className={`${td} text-center`} data-flag={f}>
                        <FlagMark on={b.features[f]} />
                      </td>
                    ))}
                    <td className={td}>{formatListDate(b.date_created)}</td>
                    <td className={td}>
                      <span className={b.is_active ? "rounded bg-success-soft px-2 py-0.5 text-success" : "rounded bg-sunken-strong px-2 py-0.5 text-subtle"}>
                        {b.is_active ? BRAND_LIST.active : BRAND_LIST.inactive}
                      </span>
                    </td>
                    <td className={td}>
                      <Link href={routes.settings(b._id)} className="text-primary-strong hover:underline" aria-describedby={`brand-name-${b._id}`}>
                        {BRAND_LIST.edit}
                      </Link>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <Pager page={shown.page} pageCount={pages} onPage={goTo} testId="brands-page" />
    </section>
  );
}
