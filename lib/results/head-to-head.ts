// Head-to-head from rating codes (P9; docs/decisions.md P9 #31): the SQL of server/results/head-to-head.ts folds each
// respondent's ratings into codes, 3 bits per product (0 = not rated), PRODUCTS_PER_CODE products per code; this
// tallies every pair over them. Pure.

/** 3 bits per rating (0 = not rated): 17 products keep a code below 2^51, exact as a double. */
export const PRODUCTS_PER_CODE = 17;

/** wins[i][j]: respondents who rated product i higher than j; ties[i][j]: the same (both rated). */
export interface TPairTallies {
  wins: Uint32Array[];
  ties: Uint32Array[];
}

/** Tallies every pair over rating codes (pure; exported for the unit test). */
export function tallyPairs(productCount: number, rows: readonly { codes: number[]; n: number }[]): TPairTallies {
  const wins = Array.from({ length: productCount }, () => new Uint32Array(productCount));
  const ties = Array.from({ length: productCount }, () => new Uint32Array(productCount));
  const ratings = new Uint8Array(productCount);
  for (const { codes, n } of rows) {
    for (let i = 0; i < productCount; i++) {
      const code = codes[Math.floor(i / PRODUCTS_PER_CODE)] ?? 0;
      ratings[i] = Math.floor(code / 8 ** (i % PRODUCTS_PER_CODE)) % 8;
    }
    for (let i = 0; i < productCount; i++) {
      const a = ratings[i]!;
      if (a === 0) continue;
      for (let j = i + 1; j < productCount; j++) {
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
