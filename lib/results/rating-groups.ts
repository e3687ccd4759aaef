// Rating groups (P9; docs/decisions.md P9 #35): the counted respondents a filter selects, grouped in SQL by their
// rating vector (Respondent.ratings: one digit per slot, 1-based, 0 = not rated), each group sent as its vector's
// digits and its size. The star counts (here) and the head-to-head tallies (head-to-head.ts) are folds over the
// groups. Pure.
import { starCounts, type TStarCounts } from "./definitions";

/** One group of respondents with the same ratings: `code` is their vector as digits, one per slot (1-based). */
export interface TRatingGroup {
  code: string;
  n: number;
}

/**
 * The rating of each product (in the report's order) in a vector code; `slots[i]` is product i's slot, 0 when the
 * study has no rating of it. Slots past the end of the code were not rated.
 */
export function decodeRatings(code: string, slots: readonly number[], out: Uint8Array = new Uint8Array(slots.length)): Uint8Array {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const digit = slot > 0 && slot <= code.length ? code.charCodeAt(slot - 1) - 48 : 0;
    out[i] = digit >= 1 && digit <= 5 ? digit : 0;
  }
  return out;
}

/** Each product's star counts (1…5) over the groups, in the order of `slots`. */
export function countStars(slots: readonly number[], groups: readonly TRatingGroup[]): TStarCounts[] {
  const counts = slots.map(() => [0, 0, 0, 0, 0]);
  const ratings = new Uint8Array(slots.length);
  for (const { code, n } of groups) {
    decodeRatings(code, slots, ratings);
    for (let i = 0; i < slots.length; i++) if (ratings[i]! > 0) counts[i]![ratings[i]! - 1]! += n;
  }
  return counts.map((c) => starCounts((star) => c[star - 1]!));
}
