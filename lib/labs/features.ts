// MakerLabs feature extraction (P14; pure, no I/O). A product description → raw tokens per attribute group
// (rawFeatures), and raw tokens → one sparse, L2-normalised vector whose groups are:
//   category  one-hot of the whole (lower-cased) category;
//   price     quantile bands fitted on the training prices (up to 4), one-hot with half weight on the adjacent bands
//             so neighbouring bands stay partly similar; a missing price is its own band ("price:none");
//   colors, materials, fit, season
//             one-hot of list items split on commas, slashes, semicolons, "&", "+", "|" and the word "and"
//             (percentages such as "80%" dropped, so "80% wool, 20% nylon" → wool, nylon);
//   text      name + description: words lower-cased, accents folded, stop-words and bare numbers dropped, plurals
//             folded ("jackets" → "jacket"); TF-IDF weighted (sublinear tf, smoothed idf over the training products).
// Each group's block is L2-normalised then scaled by √(its weight), so with all groups present the cosine of two
// vectors is the weight-averaged cosine of their groups. A missing attribute never throws: it adds no block (except
// price, see above) and missingAttributes() names it.
// Vectors are computed over integer feature ids in flat typed arrays (flatten → baseValues → unitVectors), one code
// path for training, backtest folds and single predictions, so hundreds of backtest folds stay fast.

export interface TLabsProduct {
  id: string;
  study_id: string | null;
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  colors: string | null;
  materials: string | null;
  fit: string | null;
  season: string | null;
  /** The tested product's sentiment score (0–100); absent on products not yet tested. */
  score?: number;
}

export const LABS_GROUPS = ["category", "price", "colors", "materials", "fit", "season", "text"] as const;
export type TLabsGroup = (typeof LABS_GROUPS)[number];

/** The product attributes missingAttributes() can name, in display order. */
export const LABS_ATTRIBUTES = ["name", "description", "category", "price", "colors", "materials", "fit", "season"] as const;
export type TLabsAttribute = (typeof LABS_ATTRIBUTES)[number];

/** Feature key (`group:token`) → weight. Plain object so models stay JSON. */
export type TSparseVector = Record<string, number>;

export interface TRawFeatures {
  category: string[];
  /** Null when missing or not a finite, non-negative number. */
  price: number | null;
  colors: string[];
  materials: string[];
  fit: string[];
  season: string[];
  /** Text tokens of name + description, repeats kept (they are the term frequency). */
  text: string[];
}

/** What vectorize() needs from training: serialisable (plain objects and arrays). */
export interface TLabsVectorizer {
  /** Ascending cut points of the price bands; band i holds prices in (cuts[i-1], cuts[i]]. */
  priceCuts: number[];
  /** Text token → inverse document frequency; tokens never seen in training are not in the vocabulary. */
  idf: Record<string, number>;
  /** Group → weight (≥ 0); a group of weight 0 contributes nothing. */
  weights: Record<TLabsGroup, number>;
}

/** Most price bands fitted (quartiles). */
export const MAX_PRICE_BANDS = 4;
/** Weight of the bands either side of a product's own price band. */
const ADJACENT_BAND_WEIGHT = 0.5;
export const PRICE_MISSING_KEY = "price:none";

// English function words, plus a few words that say nothing about a product in product copy.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ("a an and are as at be been but by for from has have in into is it its of on or our so than that the their them " +
    "then there these this those to was we were which while will with without you your yours very more most also " +
    "all any each every just can made make new one only own same such too up out over off about after before").split(" "),
);

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const isPrice = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** The attributes absent (null, blank, or the wrong type) on the product, in LABS_ATTRIBUTES order. */
export function missingAttributes(product: TLabsProduct): TLabsAttribute[] {
  return LABS_ATTRIBUTES.filter((a) => (a === "price" ? !isPrice(product.price) : !isText(product[a])));
}

const PERCENT = /\d+(?:[.,]\d+)?\s*%/gu;
const LIST_SEPARATOR = /[,/;|&+\n]|\band\b/iu;

/** List items of a free-text attribute ("Olive / Black and white" → ["olive", "black", "white"]), deduplicated. */
export function splitList(value: string | null | undefined): string[] {
  if (!isText(value)) return [];
  const out: string[] = [];
  for (const part of value.toLowerCase().replace(PERCENT, " ").split(LIST_SEPARATOR)) {
    const item = part.replace(/[^\p{L}\p{N}\s-]/gu, " ").replace(/\s+/gu, " ").trim();
    if (item !== "" && !out.includes(item)) out.push(item);
  }
  return out;
}

/** A single-valued attribute: the whole value, lower-cased and space-collapsed ([] when missing). */
export function singleValue(value: string | null | undefined): string[] {
  if (!isText(value)) return [];
  return [value.toLowerCase().replace(/\s+/gu, " ").trim()];
}

/** Plural folding only: a full stemmer conflates more than it helps on short product copy. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** Words of a text: lower-cased, accents folded, stop-words, 1-letter words and bare numbers dropped, stemmed. */
export function tokenizeText(text: string | null | undefined): string[] {
  if (!isText(text)) return [];
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !/^\d+$/u.test(w))
    .map(stem);
}

/** The product's raw tokens per group; never throws, whatever is missing. */
export function rawFeatures(product: TLabsProduct): TRawFeatures {
  return {
    category: singleValue(product.category),
    price: isPrice(product.price) ? product.price : null,
    colors: splitList(product.colors),
    materials: splitList(product.materials),
    fit: splitList(product.fit),
    season: splitList(product.season),
    text: [...tokenizeText(product.name), ...tokenizeText(product.description)],
  };
}

/** Type-7 (linear interpolation) quantile of ascending values; q in [0, 1]. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Cut points of up to `bands` (≤ MAX_PRICE_BANDS) quantile bands, at least 4 prices a band; duplicates collapse. */
export function priceCuts(prices: readonly number[], bands = MAX_PRICE_BANDS): number[] {
  return priceCutsOfSorted(Float64Array.from(prices.filter(isPrice)).sort(), bands);
}

/** priceCuts() of valid prices already in ascending order. */
export function priceCutsOfSorted(sorted: ArrayLike<number>, bands = MAX_PRICE_BANDS): number[] {
  const count = Math.max(1, Math.min(bands, MAX_PRICE_BANDS, Math.floor(sorted.length / 4)));
  const cuts: number[] = [];
  for (let j = 1; j < count; j++) {
    const cut = quantileSorted(sorted, j / count);
    if (cuts.length === 0 || cut > cuts[cuts.length - 1]!) cuts.push(cut);
  }
  return cuts;
}

/** The band index of a price: the number of cut points below it. */
export function priceBand(price: number, cuts: readonly number[]): number {
  let band = 0;
  while (band < cuts.length && price > cuts[band]!) band += 1;
  return band;
}

// --- Vectors ---------------------------------------------------------------------------------------------------

export interface TFeatureSpace {
  ids: Map<string, number>;
  keys: string[];
}

/** `price:b0` … one key per band (PRICE_MISSING_KEY is the missing-price band). */
export const priceBandKey = (band: number): string => `price:b${band}`;

/** The key's id, added to the space when new. */
export function intern(space: TFeatureSpace, key: string): number {
  let id = space.ids.get(key);
  if (id === undefined) {
    id = space.keys.push(key) - 1;
    space.ids.set(key, id);
  }
  return id;
}

/** An empty space with the price keys first. */
export function createSpace(): TFeatureSpace {
  const space: TFeatureSpace = { ids: new Map(), keys: [] };
  intern(space, PRICE_MISSING_KEY);
  for (let b = 0; b < MAX_PRICE_BANDS; b++) intern(space, priceBandKey(b));
  return space;
}

/** A sparse vector over feature ids. */
export interface TIdVector {
  ids: number[];
  values: number[];
}

/** A product's features as ids (−1: outside the space), per group in LABS_GROUPS order; price's entry is empty. */
export interface TEncoded {
  /** One-hot groups: weight 1; text: 1 + ln(count) (idf is applied per fitted vectorizer). */
  blocks: TIdVector[];
  price: number | null;
}

export const GROUP_COUNT = LABS_GROUPS.length;
export const PRICE_GROUP = LABS_GROUPS.indexOf("price");
export const TEXT_GROUP = LABS_GROUPS.indexOf("text");
/** Entries a price block can have: its band and the two adjacent ones. */
const PRICE_SLOTS = 3;

/** The raw features as ids; `resolve` gives a key's id (−1 when outside the space). */
export function encode(raw: TRawFeatures, resolve: (key: string) => number): TEncoded {
  const blocks = LABS_GROUPS.map((g): TIdVector => {
    if (g === "price") return { ids: [], values: [] };
    if (g === "text") {
      const counts = new Map<string, number>();
      for (const t of raw.text) counts.set(t, (counts.get(t) ?? 0) + 1);
      const keys = [...counts.keys()];
      return { ids: keys.map((t) => resolve(`text:${t}`)), values: keys.map((t) => 1 + Math.log(counts.get(t)!)) };
    }
    const tokens = raw[g];
    return { ids: tokens.map((t) => resolve(`${g}:${t}`)), values: tokens.map(() => 1) };
  });
  return { blocks, price: raw.price };
}

/**
 * Encoded products in flat arrays: row i's entries of group g are start[i·G + g] … start[i·G + g + 1] − 1, in
 * LABS_GROUPS order; each row's price group holds PRICE_SLOTS placeholder entries (id −1) filled per vectorizer.
 */
export interface TFlatData {
  n: number;
  start: Int32Array;
  ids: Int32Array;
  /** Term weights (0 in the price slots). */
  tf: Float64Array;
  /** NaN when missing. */
  price: Float64Array;
}

export function flatten(encs: readonly TEncoded[]): TFlatData {
  const n = encs.length;
  const start = new Int32Array(n * GROUP_COUNT + 1);
  let size = 0;
  encs.forEach((enc, i) => {
    for (let g = 0; g < GROUP_COUNT; g++) {
      start[i * GROUP_COUNT + g] = size;
      size += g === PRICE_GROUP ? PRICE_SLOTS : enc.blocks[g]!.ids.length;
    }
  });
  start[n * GROUP_COUNT] = size;
  const ids = new Int32Array(size).fill(-1);
  const tf = new Float64Array(size);
  const price = new Float64Array(n);
  encs.forEach((enc, i) => {
    price[i] = enc.price ?? Number.NaN;
    for (let g = 0; g < GROUP_COUNT; g++) {
      if (g === PRICE_GROUP) continue;
      const block = enc.blocks[g]!;
      const at = start[i * GROUP_COUNT + g]!;
      ids.set(block.ids, at);
      tf.set(block.values, at);
    }
  });
  return { n, start, ids, tf, price };
}

/** A fitted vectorizer over a feature space (TLabsVectorizer with ids). */
export interface TVectorParams {
  priceCuts: readonly number[];
  /** idf by feature id; 0 for every id that is not a training text token. */
  idf: ArrayLike<number>;
  /** By group index (LABS_GROUPS order). */
  weights: readonly number[];
  /** Ids of PRICE_MISSING_KEY and of priceBandKey(0 … MAX_PRICE_BANDS − 1) (−1 when outside the space). */
  priceNoneId: number;
  priceBandIds: readonly number[];
}

/** Entry ids (price slots filled) and values, aligned with TFlatData's entries. */
export interface TFlatValues {
  ids: Int32Array;
  values: Float64Array;
}

/** Each entry's value before normalisation: one-hot 1, text tf·idf (0 outside the training vocabulary), price bands. */
export function baseValues(d: TFlatData, p: TVectorParams): TFlatValues {
  const ids = d.ids.slice();
  const values = new Float64Array(ids.length);
  for (let i = 0; i < d.n; i++) {
    for (let g = 0; g < GROUP_COUNT; g++) {
      const lo = d.start[i * GROUP_COUNT + g]!;
      const hi = d.start[i * GROUP_COUNT + g + 1]!;
      if (g === PRICE_GROUP) {
        const price = d.price[i]!;
        if (Number.isNaN(price)) {
          ids[lo] = p.priceNoneId;
          values[lo] = 1;
          continue;
        }
        const band = priceBand(price, p.priceCuts);
        ids[lo] = p.priceBandIds[band] ?? -1;
        values[lo] = 1;
        if (band > 0) {
          ids[lo + 1] = p.priceBandIds[band - 1] ?? -1;
          values[lo + 1] = ADJACENT_BAND_WEIGHT;
        }
        if (band < p.priceCuts.length) {
          ids[lo + 2] = p.priceBandIds[band + 1] ?? -1;
          values[lo + 2] = ADJACENT_BAND_WEIGHT;
        }
      } else if (g === TEXT_GROUP) {
        for (let e = lo; e < hi; e++) values[e] = ids[e]! >= 0 ? d.tf[e]! * (p.idf[ids[e]!] ?? 0) : 0;
      } else {
        for (let e = lo; e < hi; e++) values[e] = d.tf[e]!;
      }
    }
  }
  return { ids, values };
}

/**
 * Unit vectors: each group's block L2-normalised and scaled by √weight, then the whole row normalised (its squared
 * norm is the sum of its non-empty groups' weights). Entries outside the space (id −1) count in the norms only.
 */
export function unitVectors(d: TFlatData, base: TFlatValues, weights: readonly number[]): TFlatValues {
  const values = new Float64Array(base.values.length);
  const scale = new Float64Array(GROUP_COUNT);
  for (let i = 0; i < d.n; i++) {
    let total = 0;
    for (let g = 0; g < GROUP_COUNT; g++) {
      let sq = 0;
      for (let e = d.start[i * GROUP_COUNT + g]!; e < d.start[i * GROUP_COUNT + g + 1]!; e++) sq += base.values[e]! * base.values[e]!;
      const w = weights[g] ?? 0;
      scale[g] = sq > 0 && w > 0 ? Math.sqrt(w / sq) : 0;
      if (scale[g]! > 0) total += w;
    }
    if (total === 0) continue;
    const t = Math.sqrt(total);
    for (let g = 0; g < GROUP_COUNT; g++) {
      const s = scale[g]! / t;
      for (let e = d.start[i * GROUP_COUNT + g]!; e < d.start[i * GROUP_COUNT + g + 1]!; e++) values[e] = base.values[e]! * s;
    }
  }
  return { ids: base.ids, values };
}

/** Row i's non-zero entries inside the space, in entry order. */
export function rowVector(d: TFlatData, v: TFlatValues, i: number): TIdVector {
  const out: TIdVector = { ids: [], values: [] };
  for (let e = d.start[i * GROUP_COUNT]!; e < d.start[(i + 1) * GROUP_COUNT]!; e++) {
    if (v.ids[e]! >= 0 && v.values[e] !== 0) {
      out.ids.push(v.ids[e]!);
      out.values.push(v.values[e]!);
    }
  }
  return out;
}

export const uniformWeights = (): Record<TLabsGroup, number> =>
  Object.fromEntries(LABS_GROUPS.map((g) => [g, 1])) as Record<TLabsGroup, number>;

/** Smoothed idf (as scikit-learn): ln((1 + N) / (1 + df)) + 1, so a word in every product still counts a little. */
export const idfOf = (documents: number, df: number): number => Math.log((1 + documents) / (1 + df)) + 1;

/** Price cuts and text idf from the training products; weights uniform unless given. */
export function fitVectorizer(raws: readonly TRawFeatures[], opts: { priceBands?: number; weights?: Record<TLabsGroup, number> } = {}): TLabsVectorizer {
  const df = new Map<string, number>();
  for (const r of raws) for (const t of new Set(r.text)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf: Record<string, number> = {};
  for (const [t, d] of df) idf[t] = idfOf(raws.length, d);
  const prices = raws.flatMap((r) => (r.price === null ? [] : [r.price]));
  return { priceCuts: priceCuts(prices, opts.priceBands), idf, weights: opts.weights ?? uniformWeights() };
}

/** TVectorParams of a JSON vectorizer over a space. */
export function vectorParams(vz: TLabsVectorizer, space: TFeatureSpace): TVectorParams {
  const idf = new Float64Array(space.keys.length);
  space.keys.forEach((k, i) => {
    if (k.startsWith("text:")) idf[i] = vz.idf[k.slice(5)] ?? 0;
  });
  return {
    priceCuts: vz.priceCuts,
    idf,
    weights: LABS_GROUPS.map((g) => vz.weights[g] ?? 0),
    priceNoneId: space.ids.get(PRICE_MISSING_KEY) ?? -1,
    priceBandIds: Array.from({ length: MAX_PRICE_BANDS }, (_, b) => space.ids.get(priceBandKey(b)) ?? -1),
  };
}

/** The product's unit-length feature vector as `key → weight` ({} when it has no features of a weighted group). */
export function vectorize(raw: TRawFeatures, vz: TLabsVectorizer): TSparseVector {
  const space = createSpace();
  const d = flatten([encode(raw, (key) => intern(space, key))]);
  const p = vectorParams(vz, space);
  const v = rowVector(d, unitVectors(d, baseValues(d, p), p.weights), 0);
  return Object.fromEntries(v.ids.map((id, j) => [space.keys[id]!, v.values[j]!]));
}

/** Cosine similarity of two sparse vectors (0 when either is empty). */
export function cosine(a: TSparseVector, b: TSparseVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const k in a) {
    na += a[k]! * a[k]!;
    if (Object.hasOwn(b, k)) dot += a[k]! * b[k]!;
  }
  for (const k in b) nb += b[k]! * b[k]!;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
