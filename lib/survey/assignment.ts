// Which products a respondent rates (P6 contract "Assignment"): at most `cap`. Random studies give each respondent
// the `cap` least-shown products (ties broken at random) in a shuffled order, so every product collects a comparable
// number of ratings; manual studies show the first `cap` in manual order (spec 2 §8: "the last {x} product(s) will
// not be shown"). Pure: the caller passes the counts and the random source.
import { shuffleWith } from "./shuffle";

export interface TAssignable {
  product_id: string;
  /** Manual order (SurveyProduct.order). */
  order: number;
  /** Respondents given this product so far. */
  assigned_count: number;
}

/** Product ids in the order shown. */
export function pickProducts(products: readonly TAssignable[], cap: number, random: boolean, rng: () => number): string[] {
  const n = Math.max(0, Math.floor(cap));
  if (!random) {
    return [...products]
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.order - b.p.order || a.i - b.i)
      .slice(0, n)
      .map(({ p }) => p.product_id);
  }
  const chosen = products
    .map((p) => ({ p, tie: rng() }))
    .sort((a, b) => a.p.assigned_count - b.p.assigned_count || a.tie - b.tie)
    .slice(0, n)
    .map(({ p }) => p.product_id);
  return shuffleWith(chosen, rng);
}
