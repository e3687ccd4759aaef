// Product board (spec 1 §2): a pivot of products by a primary group (x, columns) and a secondary group (y, rows),
// ordered inside each cell. Pure, so the page, the tests and any export share one grouping rule.

export type TSortDir = 1 | -1;
/** SKUs: every product. Styles: parent products with their children collapsed into them. */
export type TBoardToggle = "skus" | "styles";
export const BOARD_TOGGLES = ["skus", "styles"] as const satisfies readonly TBoardToggle[];

export interface TBoardParams {
  x: string | null;
  xSort: TSortDir;
  y: string | null;
  ySort: TSortDir;
  orderBy: string | null;
  orderSort: TSortDir;
  toggle: TBoardToggle;
  /** data_path of a presentable property shown on each card (besides the name). */
  presentation: string | null;
}

/** The brand's default pivot settings (spec 1 §3 Brand), as read by server/products/board-defaults.ts. */
export interface TBoardDefaults {
  default_x_axis: string | null;
  default_x_sort: number | null;
  default_y_axis: string | null;
  default_y_sort: number | null;
  default_order_by: string | null;
  default_order_by_sort: number | null;
  default_display_style: string | null;
}

/** The property choices a board may use, from the brand's property metadata flags. */
export interface TBoardChoices {
  pivotable: string[];
  sortable: string[];
  presentable: string[];
}

/** Texts of the board's controls (ours: the spec names the controls but not their labels). */
export const BOARD_LABELS = {
  title: "Product Board",
  primaryGroup: "Primary group",
  secondaryGroup: "Secondary group",
  orderBy: "Order by",
  ascending: "Ascending",
  descending: "Descending",
  hideEmpty: "Hide empty cells",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  copyLink: "Copy board link",
  linkCopied: "Board link copied.",
  linkCopyFailed: "Could not copy the board link.",
  skus: "SKUs",
  styles: "Styles",
  none: "None",
  noValue: "No value",
  all: "All products",
  empty: "No products found.",
  loading: "Loading...",
  assortment: "Assortment",
  allAssortments: "All assortments",
  presentation: "Show on cards",
} as const;

export const BOARD_ZOOM = { min: 0.5, max: 1.5, step: 0.25 } as const;

const sortOf = (raw: string | null | undefined, fallback: number | null | undefined): TSortDir => {
  const n = raw === null || raw === undefined || raw === "" ? fallback : Number(raw);
  return n === -1 ? -1 : 1;
};

/** A query value only counts when it names an allowed property; else the default, if allowed. */
const pathOf = (raw: string | null | undefined, fallback: string | null | undefined, allowed: string[] | undefined): string | null => {
  const ok = (p: string | null | undefined): p is string => Boolean(p) && (!allowed || allowed.includes(p as string));
  if (raw === "") return null; // explicitly cleared in the link
  if (ok(raw)) return raw;
  return ok(fallback) ? fallback : null;
};

type TQuery = URLSearchParams | Record<string, string | string[] | undefined>;
const read = (q: TQuery, key: string): string | null => {
  if (q instanceof URLSearchParams) return q.get(key);
  const v = q[key];
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
};

/** Board parameters from the address (x, xSort, y, ySort, orderBy, orderSort, toggle, presentation), else the brand's defaults. */
export function parseBoardParams(query: TQuery, defaults: Partial<TBoardDefaults> = {}, choices?: TBoardChoices): TBoardParams {
  const toggleRaw = read(query, "toggle") ?? defaults.default_display_style ?? "skus";
  return {
    x: pathOf(read(query, "x"), defaults.default_x_axis, choices?.pivotable),
    xSort: sortOf(read(query, "xSort"), defaults.default_x_sort),
    y: pathOf(read(query, "y"), defaults.default_y_axis, choices?.pivotable),
    ySort: sortOf(read(query, "ySort"), defaults.default_y_sort),
    orderBy: pathOf(read(query, "orderBy"), defaults.default_order_by, choices?.sortable),
    orderSort: sortOf(read(query, "orderSort"), defaults.default_order_by_sort),
    toggle: (BOARD_TOGGLES as readonly string[]).includes(toggleRaw) ? (toggleRaw as TBoardToggle) : "skus",
    presentation: pathOf(read(query, "presentation"), null, choices?.presentable),
  };
}

/** The query string of a board, for the address bar and the copied link. Empty choices are written as "". */
export function boardSearch(p: TBoardParams): string {
  const q = new URLSearchParams();
  q.set("x", p.x ?? "");
  q.set("xSort", String(p.xSort));
  q.set("y", p.y ?? "");
  q.set("ySort", String(p.ySort));
  q.set("orderBy", p.orderBy ?? "");
  q.set("orderSort", String(p.orderSort));
  q.set("toggle", p.toggle);
  if (p.presentation) q.set("presentation", p.presentation);
  return q.toString();
}

/** The value at a property metadata data_path ("sub_category", "custom_data.fabric", "forecasts.apac"). */
export function valueAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T|$)/;

/** The group label of a value; null for "no value" (missing, empty, empty list). */
export function groupLabel(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const parts = value.map(groupLabel).filter((s): s is string => s !== null);
    return parts.length ? parts.join(", ") : null;
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") {
    const s = value.trim();
    if (!s) return null;
    return ISO_DATE.test(s) && s.length > 10 ? s.slice(0, 10) : s;
  }
  return JSON.stringify(value);
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Ascending order of two values: numbers numerically, the rest as text with numbers inside compared naturally. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const la = groupLabel(a);
  const lb = groupLabel(b);
  const na = la === null ? NaN : Number(la);
  const nb = lb === null ? NaN : Number(lb);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return collator.compare(la ?? "", lb ?? "");
}

export interface TBoardProduct {
  _id: string;
  name: string;
  parent_id?: string | null;
}

/** The board's items: every product (SKUs), or parents with their children collapsed (styles). */
export function boardItems<T extends TBoardProduct>(products: T[], toggle: TBoardToggle): T[] {
  if (toggle === "skus") return products;
  const ids = new Set(products.map((p) => p._id));
  // A child whose parent is not loaded (e.g. outside the chosen assortment) still represents its style.
  return products.filter((p) => !p.parent_id || !ids.has(p.parent_id));
}

export interface TBoardGroup {
  /** The group's label; null is the "no value" group. */
  key: string | null;
  count: number;
}

export interface TBoardRow<T> extends TBoardGroup {
  cells: T[][];
}

export interface TBoard<T> {
  columns: TBoardGroup[];
  rows: TBoardRow<T>[];
  total: number;
}

export interface TBuildOptions {
  hideEmpty?: boolean;
  /** Groups that exist even with no product (a property's valid values), so empty cells can show. */
  xValues?: string[];
  yValues?: string[];
}

function groupsOf<T>(items: T[], path: string | null, dir: TSortDir, known: string[] = []): (string | null)[] {
  if (!path) return [null];
  const seen = new Map<string, unknown>(known.map((k) => [k, k]));
  let hasNone = false;
  for (const item of items) {
    const v = valueAt(item, path);
    const label = groupLabel(v);
    if (label === null) hasNone = true;
    else if (!seen.has(label)) seen.set(label, v);
  }
  const keys = [...seen.entries()].sort((a, b) => dir * compareValues(a[1], b[1])).map(([k]) => k);
  // "No value" always comes last, whatever the direction.
  return hasNone ? [...keys, null] : keys;
}

/** Orders the products of one cell by `orderBy` (then by name); products with no value go last. */
export function orderItems<T extends TBoardProduct>(items: T[], orderBy: string | null, dir: TSortDir): T[] {
  return [...items].sort((a, b) => {
    if (orderBy) {
      const va = valueAt(a, orderBy);
      const vb = valueAt(b, orderBy);
      const na = groupLabel(va) === null;
      const nb = groupLabel(vb) === null;
      if (na !== nb) return na ? 1 : -1;
      const c = na ? 0 : dir * compareValues(va, vb);
      if (c !== 0) return c;
    }
    return collator.compare(a.name, b.name);
  });
}

/** The pivot: columns by x, rows by y, each cell ordered by orderBy. */
export function buildBoard<T extends TBoardProduct>(products: T[], params: TBoardParams, opts: TBuildOptions = {}): TBoard<T> {
  const items = boardItems(products, params.toggle);
  const xs = groupsOf(items, params.x, params.xSort, opts.xValues);
  const ys = groupsOf(items, params.y, params.ySort, opts.yValues);
  const xIndex = new Map(xs.map((k, i) => [k, i]));
  const yIndex = new Map(ys.map((k, i) => [k, i]));
  const grid: T[][][] = ys.map(() => xs.map(() => []));
  for (const item of items) {
    const xi = params.x ? xIndex.get(groupLabel(valueAt(item, params.x))) : 0;
    const yi = params.y ? yIndex.get(groupLabel(valueAt(item, params.y))) : 0;
    grid[yi ?? 0][xi ?? 0].push(item);
  }
  let columns: TBoardGroup[] = xs.map((key, i) => ({ key, count: grid.reduce((n, row) => n + row[i].length, 0) }));
  let rows: TBoardRow<T>[] = ys.map((key, j) => ({
    key,
    count: grid[j].reduce((n, cell) => n + cell.length, 0),
    cells: grid[j].map((cell) => orderItems(cell, params.orderBy, params.orderSort)),
  }));
  if (opts.hideEmpty) {
    const keep = columns.map((c) => c.count > 0);
    columns = columns.filter((_, i) => keep[i]);
    rows = rows.filter((r) => r.count > 0).map((r) => ({ ...r, cells: r.cells.filter((_, i) => keep[i]) }));
  }
  return { columns, rows, total: items.length };
}
