// Synthetic MakerLabs histories for the unit tests: seeded (lib/survey/shuffle's mulberry32), so every run sees the
// same products and scores.
import type { TLabsProduct } from "@/lib/labs/features";
import { seededRng } from "@/lib/survey/shuffle";

export type TRng = () => number;

export const pick = <T>(rng: TRng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** A standard normal draw (Box–Muller). */
export const gaussian = (rng: TRng): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

/** Outerwear is most of the line (as in a jacket brand), so the pattern below has enough examples to learn from. */
export const CATEGORIES = ["Outerwear", "Outerwear", "Outerwear", "Outerwear", "Outerwear", "Knitwear", "Trousers"] as const;
export const COLORS = ["olive", "neon", "navy", "black"] as const;

/** The pattern: outerwear in olive scores ~80, in neon ~35, in other colours ~60; other categories ~60 whatever the colour. */
export function patternScore(category: string, color: string): number {
  if (category === "Outerwear" && color === "olive") return 80;
  if (category === "Outerwear" && color === "neon") return 35;
  return category === "Knitwear" ? 63 : 58;
}

export const product = (over: Partial<TLabsProduct> & { id: string }): TLabsProduct => ({
  study_id: null, name: over.id, description: null, category: null, price: null, colors: null, materials: null, fit: null, season: null,
  ...over,
});

/** One random product (attributes drawn from rng); `score` by the caller. */
export function randomProduct(rng: TRng, id: string, studyId: string | null): TLabsProduct {
  const category = pick(rng, CATEGORIES);
  const color = pick(rng, COLORS);
  const noun = category === "Outerwear" ? pick(rng, ["Parka", "Jacket", "Coat"]) : category === "Knitwear" ? "Sweater" : "Chino";
  return {
    id,
    study_id: studyId,
    name: `${pick(rng, ["Field", "City", "Trail", "Harbour"])} ${noun}`,
    description: `${pick(rng, ["Relaxed", "Tailored", "Cosy", "Light"])} ${noun.toLowerCase()} in ${color} for ${pick(rng, ["everyday", "weekend", "travel"])} wear.`,
    category,
    price: Math.round(40 + rng() * 200),
    colors: color,
    materials: pick(rng, ["cotton", "wool", "recycled nylon", "wool and cashmere"]),
    fit: pick(rng, ["slim", "regular", "relaxed"]),
    season: pick(rng, ["AW", "SS"]),
  };
}

/** `studies` × `perStudy` tested products whose scores follow patternScore() plus N(0, noise²). */
export function patternHistory(seed: string, studies = 6, perStudy = 10, noise = 4): TLabsProduct[] {
  const rng = seededRng(seed);
  const out: TLabsProduct[] = [];
  for (let s = 0; s < studies; s++) {
    for (let i = 0; i < perStudy; i++) {
      const p = randomProduct(rng, `${seed}-s${s}-p${i}`, `${seed}-study-${s}`);
      out.push({ ...p, score: patternScore(p.category!, p.colors!) + gaussian(rng) * noise });
    }
  }
  return out;
}

/** The same products, but scores uniform in [20, 90] whatever the attributes (nothing to learn). */
export function randomHistory(seed: string, studies = 6, perStudy = 10): TLabsProduct[] {
  const rng = seededRng(seed);
  const out: TLabsProduct[] = [];
  for (let s = 0; s < studies; s++) {
    for (let i = 0; i < perStudy; i++) out.push({ ...randomProduct(rng, `${seed}-s${s}-p${i}`, `${seed}-study-${s}`), score: 20 + rng() * 70 });
  }
  return out;
}

/** Untested products drawn like patternHistory's (score: what the pattern would give, for checking). */
export function patternCandidates(seed: string, count: number, noise = 4): (TLabsProduct & { truth: number })[] {
  const rng = seededRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const p = randomProduct(rng, `${seed}-new-${i}`, null);
    return { ...p, truth: patternScore(p.category!, p.colors!) + gaussian(rng) * noise };
  });
}
