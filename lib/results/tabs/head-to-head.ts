// The head-to-head tab (P11 item 3; docs/decisions.md P9 #9, #37): its data (built by
// server/pages/results/head-to-head.ts from resultsSummary), the rules that choose the pair shown and order the
// matrix, and every text the tab shows. Pure and client-safe.
import type { THeadToHeadCell, THeadToHeadRow } from "../reports";
import type { TResultsProduct } from "../view";

export type { THeadToHeadCell, THeadToHeadRow };

export interface THeadToHeadPair {
  a: string;
  b: string;
  /** a against b. */
  cell: THeadToHeadCell;
}

export interface THeadToHeadData {
  /** The matrix's rows and columns: the products by sentiment score, highest first (unscored last, in study order). */
  order: string[];
  /** Each product's sentiment score (0–100, unrounded; null without ratings). */
  scores: Record<string, number | null>;
  /** The full matrix (reportHeadToHead): each product against every other. */
  rows: THeadToHeadRow[];
  /** The pair view (params a and b, else the top two by score); null with fewer than two products. */
  pair: THeadToHeadPair | null;
  /** Why a pair asked for in the address was not used. */
  notices: string[];
}

const H2H_TEXT_NO_BASE_SHORT = "n/a";

export const H2H_TEXT = {
  title: "Head-to-head",
  intro:
    "Each cell shows how often the row's product was rated higher than the column's product, among the respondents who rated both. Ties and losses make up the rest.",
  caption: "Win share of each row product against each column product (rows and columns ordered by sentiment score, highest first)",
  corner: "Row wins against column",
  scrollRegion: "Head-to-head matrix",
  same: "Same product",
  noBase: "No respondent rated both",
  /** A cell's visible text when nobody rated both. */
  noBaseShort: H2H_TEXT_NO_BASE_SHORT,
  cellLabel: (row: string, col: string, cell: THeadToHeadCell) =>
    cell.base === 0
      ? `${H2H_TEXT_NO_BASE_SHORT}: no respondent rated both ${row} and ${col}. Compare them`
      : `${row} against ${col}: wins ${pct(cell.win_share)} of ${count(cell.base)} who rated both. Compare them`,
  cellTitle: (row: string, col: string, cell: THeadToHeadCell) =>
    cell.base === 0
      ? `${row} vs ${col}: no respondent rated both`
      : `${row} vs ${col}: wins ${pct(cell.win_share)} (${count(cell.wins)}), ties ${pct(cell.tie_share)} (${count(cell.ties)}), loses ${pct(cell.loss_share)} (${count(cell.losses)}) of ${count(cell.base)} who rated both`,
  baseShort: (base: number) => `n ${count(base)}`,
  score: (score: number | null) => (score === null ? "No score" : `Score ${Math.round(score)}`),
  legend: "Win share",
  legendLow: "0%",
  legendHigh: "100%",
  pairTitle: "Pair view",
  pairIntro: "Choose two products to compare them directly.",
  pickA: "Product A",
  pickB: "Product B",
  compare: "Compare",
  swap: "Swap A and B",
  needTwo: "Head-to-head needs at least two products.",
  wins: "Wins",
  ties: "Ties",
  losses: "Losses",
  base: "Rated both",
  winsOf: (name: string) => `${name} rated higher`,
  outcome: "Outcome",
  count: "Respondents",
  share: "Share",
  pairChartLabel: (a: string, b: string, cell: THeadToHeadCell) =>
    cell.base === 0 ? `${a} against ${b}: no respondent rated both` : `${a} against ${b}: ${pairShares(cell)} of ${count(cell.base)} respondents`,
  pairTableCaption: (a: string, b: string) => `${a} against ${b}`,
  sentence: (a: string, b: string, cell: THeadToHeadCell) =>
    cell.base === 0
      ? `Nobody rated both ${a} and ${b}, so they cannot be compared under these filters.`
      : `Among ${count(cell.base)} ${cell.base === 1 ? "respondent" : "respondents"} who rated both, ${a} wins ${pct(cell.win_share)}, ties ${pct(cell.tie_share)}, loses ${pct(cell.loss_share)}.`,
  unknownPair: (name: "a" | "b", id: string) => `Product ${name === "a" ? "A" : "B"} "${id}" is not a product of this study; the best-scored product is shown instead.`,
  samePair: "Products A and B were the same product; B is the best-scored other product instead.",
} as const;

const count = (n: number) => n.toLocaleString("en-US");

/** A share 0–1 as a whole percentage: 0.4789 → "48%". */
export function pct(share: number): string {
  return `${Math.round((Number.isFinite(share) ? share : 0) * 100)}%`;
}

const pairShares = (cell: THeadToHeadCell) => `wins ${pct(cell.win_share)}, ties ${pct(cell.tie_share)}, loses ${pct(cell.loss_share)}`;

/** Product ids by score, highest first; products without a score keep their study order after the scored ones. */
export function orderByScore(products: readonly string[], scores: Readonly<Record<string, number | null>>): string[] {
  return products
    .map((id, i) => ({ id, i, s: scores[id] ?? null }))
    .sort((x, y) => (x.s === null ? (y.s === null ? x.i - y.i : 1) : y.s === null ? -1 : y.s - x.s || x.i - y.i))
    .map((x) => x.id);
}

/** The cell of `a` against `b` (a zero cell when the matrix has none, e.g. a product nobody rated). */
export function cellOf(rows: readonly THeadToHeadRow[], a: string, b: string): THeadToHeadCell {
  const found = rows.find((r) => r.product_id === a)?.against.find((c) => c.against === b);
  return found ?? { against: b, base: 0, wins: 0, losses: 0, ties: 0, win_share: 0, loss_share: 0, tie_share: 0 };
}

/**
 * The pair the view shows: `a` and `b` from the address when they are products of the study; a missing, unknown or
 * repeated one is filled with the best-scored product not already chosen (a notice says what was not used). Null
 * with fewer than two products.
 */
export function choosePair(order: readonly string[], params: { a?: string; b?: string }): { a: string; b: string; notices: string[] } | null {
  if (order.length < 2) return null;
  const notices: string[] = [];
  const known = (id: string | undefined, name: "a" | "b") => {
    if (id === undefined) return undefined;
    if (order.includes(id)) return id;
    notices.push(H2H_TEXT.unknownPair(name, id));
    return undefined;
  };
  const a = known(params.a, "a");
  let b = known(params.b, "b");
  if (a !== undefined && b === a) {
    notices.push(H2H_TEXT.samePair);
    b = undefined;
  }
  const first = a ?? order.find((id) => id !== b)!;
  const second = b ?? order.find((id) => id !== first)!;
  return { a: first, b: second, notices };
}

/** The products by id, for names and images. */
export const productsById = (products: readonly TResultsProduct[]) => new Map(products.map((p) => [p.product_id, p]));
