// Head-to-head from rating groups (P9; docs/decisions.md P9 #31, #35): the respondents grouped by their rating vector
// (lib/results/rating-groups.ts); this tallies every pair of products over the groups. Pure.
import { decodeRatings, type TRatingGroup } from "./rating-groups";

/** wins[i][j]: respondents who rated product i higher than j; ties[i][j]: the same (both rated). */
export interface TPairTallies {
  wins: Uint32Array[];
  ties: Uint32Array[];
}

/** Tallies every pair of the products over the groups (pure; exported for the unit test). */
export function tallyPairs(slots: readonly number[], groups: readonly TRatingGroup[]): TPairTallies {
  const count = slots.length;
  const wins = Array.from({ length: count }, () => new Uint32Array(count));
  const ties = Array.from({ length: count }, () => new Uint32Array(count));
  const ratings = new Uint8Array(count);
  for (const { code, n } of groups) {
    decodeRatings(code, slots, ratings);
    for (let i = 0; i < count; i++) {
      const a = ratings[i]!;
      if (a === 0) continue;
      for (let j = i + 1; j < count; j++) {
        const b = ratings[j]!;
        if (b === 0) continue;
        if (a > b) wins[i]![j]! += n;
        else if (a < b) wins[j]![i]! += n;
        else {
          ties[i]![j]! += n;
          ties[j]![i]! += n;
        }
      }
    }
  }
  return { wins, ties };
}
