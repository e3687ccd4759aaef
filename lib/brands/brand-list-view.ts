// Pure rules of the admin brands list (spec 1 §2): name filter, 20-row pages, the page number in /brands/{page},
// the status filter's request body, the CRM link and date display. Shared by the list component and unit tests.
import { BRAND_LIST, BRAND_LIST_TEXT } from "./messages";
import type { TAllBrandsBody, TBrandListRow } from "./wire";

export const STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABEL: Record<TStatusFilter, string> = {
  all: BRAND_LIST_TEXT.allStatuses,
  active: BRAND_LIST.active,
  inactive: BRAND_LIST.inactive,
};

/** The POST /reports/all-brands body of a status filter: All sends {} (every brand). */
export function statusBody(filter: TStatusFilter): TAllBrandsBody {
  return filter === "all" ? {} : { is_active: filter === "active" };
}

/** Brands whose name contains the text, ignoring case and surrounding spaces; empty text keeps every brand. */
export function filterByName<T extends Pick<TBrandListRow, "name">>(rows: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) => r.name.toLocaleLowerCase().includes(needle));
}

/** Number of pages of `total` rows (at least 1, so an empty list still reads "Page 1 of 1"). */
export function pageCount(total: number, size: number = BRAND_LIST.pageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page number of a /brands/{page} path: a positive integer, else 1. */
export function pageFromPath(pathname: string | null | undefined): number {
  const m = /^\/brands\/(\d+)\/?$/.exec(pathname ?? "");
  const n = m ? Number.parseInt(m[1]!, 10) : 1;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The rows of page `page` (1-based), clamped to the last page; also answers the page actually shown. */
export function pageOf<T>(rows: readonly T[], page: number, size: number = BRAND_LIST.pageSize): { page: number; rows: T[] } {
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount(rows.length, size));
  return { page: shown, rows: rows.slice((shown - 1) * size, shown * size) };
}

/**
 * The CRM record link of a brand's salesforce_id (decided: Salesforce's login entry with startURL, which opens the
 * record in whatever org the admin signs in to); null without an id.
 */
export function crmUrl(salesforceId: string | null | undefined): string | null {
  const id = salesforceId?.trim();
  if (!id) return null;
  return `https://login.salesforce.com/?startURL=${encodeURIComponent(`/${id}`)}`;
}

/** M/D/YYYY in the viewer's time zone, or a dash when there is no date. */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return BRAND_LIST_TEXT.never;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return BRAND_LIST_TEXT.never;
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

/** Demo or Customer: the demo flag wins, then the brand_type. */
export function brandTypeLabel(row: Pick<TBrandListRow, "demo" | "brand_type">): string {
  return row.demo || row.brand_type === "Demo" ? BRAND_LIST.demo : BRAND_LIST.customer;
}
