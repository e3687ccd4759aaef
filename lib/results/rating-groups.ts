// Rating matrices (P9; docs/decisions.md P9 #35, #37): the ratings of the counted respondents a filter selects, one
// row per respondent (or per group of respondents with the same ratings, `weights` telling how many), one column per
// product of the report, 0 = not rated. Read from the rating vectors (Respondent.ratings: element k is the rating
// of the product in slot k, 1-based) as PostgreSQL writes them in one text; the star counts (here) and the
// head-to-head tallies (head-to-head.ts) are folds over the matrix. Pure.
import { starCounts, type TStarCounts } from "./definitions";

export interface TRatingMatrix {
  /** Columns: the report's products. */
  products: number;
  rows: number;
  /** rows × products ratings, row-major, 0 = not rated. */
  ratings: Uint8Array;
  /** How many respondents each row stands for. */
  weights: Uint32Array;
}

/** One group of respondents with the same ratings: `code` is their vector as digits, one per slot (1-based). */
export interface TRatingGroup {
  code: string;
  n: number;
}

/** For each slot (1-based index), the product column it fills, or -1. */
function columnsOfSlots(slots: readonly number[]): Int32Array {
  const column = new Int32Array(Math.max(0, ...slots) + 1).fill(-1);
  slots.forEach((slot, i) => {
    if (slot > 0) column[slot] = i;
  });
  return column;
}

/**
 * The matrix of vectors as PostgreSQL prints them, concatenated ("{5,0,3}{}{4}": one `{…}` per respondent, each
 * element a rating 0–5); `slots[i]` is product i's slot, 0 when the study has no rating of it.
 */
export function parseRatingVectors(text: string, slots: readonly number[]): TRatingMatrix {
  const products = slots.length;
  const column = columnsOfSlots(slots);
  let rows = 0;
  for (let c = 0; c < text.length; c++) if (text.charCodeAt(c) === 123) rows++;
  const ratings = new Uint8Array(rows * products);
  let base = -products;
  let slot = 0;
  for (let c = 0; c < text.length; c++) {
    const ch = text.charCodeAt(c);
    if (ch === 123) {
      base += products;
      slot = 0;
    } else if (ch >= 48 && ch <= 57) {
      slot++;
      const digit = ch - 48;
      const at = slot < column.length ? column[slot]! : -1;
      if (at >= 0 && digit >= 1 && digit <= 5) ratings[base + at] = digit;
    }
  }
  return { products, rows, ratings, weights: new Uint32Array(rows).fill(1) };
}

/** The matrix of rating groups (vector codes, one digit per slot; a slot past a code's end was not rated). */
export function matrixOfGroups(slots: readonly number[], groups: readonly TRatingGroup[]): TRatingMatrix {
  const products = slots.length;
  const ratings = new Uint8Array(groups.length * products);
  groups.forEach(({ code }, row) => {
    for (let i = 0; i < products; i++) {
      const slot = slots[i]!;
      const digit = slot > 0 && slot <= code.length ? code.charCodeAt(slot - 1) - 48 : 0;
      ratings[row * products + i] = digit >= 1 && digit <= 5 ? digit : 0;
    }
  });
  return { products, rows: groups.length, ratings, weights: Uint32Array.from(groups, (g) => g.n) };
}

/** Each product's star counts (1…5) over the matrix, in column order. */
export function matrixStars({ products, rows, ratings, weights }: TRatingMatrix): TStarCounts[] {
  const counts = new Float64Array(products * 5);
  for (let r = 0, base = 0; r < rows; r++, base += products) {
    const w = weights[r]!;
    for (let i = 0; i < products; i++) {
      const a = ratings[base + i]!;
      if (a > 0) counts[i * 5 + a - 1]! += w;
    }
  }
  return Array.from({ length: products }, (_, i) => starCounts((star) => counts[i * 5 + star - 1]!));
}

/** Each product's star counts over rating groups, in the order of `slots`. */
export function countStars(slots: readonly number[], groups: readonly TRatingGroup[]): TStarCounts[] {
  return matrixStars(matrixOfGroups(slots, groups));
}
