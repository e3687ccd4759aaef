// The MakerLabs model (P14; pure, no I/O): predicts an untested product's sentiment score (0–100) from the brand's
// tested products, with a prediction interval and the most similar tested products as evidence.
//
// Approach: k-nearest-neighbours regression with cosine similarity over the feature vectors of features.ts.
//   • Why kNN: a brand has tens to a few hundred tested products and many sparse features (one-hot attributes, words);
//     kNN needs no fitting of coefficients that such data cannot support, its evidence IS the prediction (the
//     neighbours and their scores), and it degrades gracefully to "the products most like this one scored …".
//   • Plain cosine would weigh every attribute group alike, so a group that drives the score (say colour) would be
//     drowned by ones that do not. Each group is therefore weighted by its relevance: how much better than the brand
//     mean a leave-one-study-out target encoding of that group alone predicts the training scores (1 − SSE/SSE₀,
//     floored at 0, plus a small floor so every group keeps a say). It is linear in the data and uses only the
//     training products, so the backtest stays honest (each fold re-learns it).
//   • The k nearest neighbours' scores are averaged with weight similarity², shrunk towards the brand mean by
//     PRIOR_STRENGTH pseudo-neighbours (one, of perfect similarity): weak neighbours → close to the mean; none → the
//     mean. k = round(√n) within [3, 12] for n tested products. (Chosen on synthetic histories: a smaller prior fits
//     patterns a little better and noise a little worse; revisit on real brand histories.)
//   • Prediction interval (split-conformal): the ⌈(m + 1)·level⌉-th smallest of m absolute held-out errors, added
//     and subtracted; level 0.8 by default. The errors are backtestLabs' leave-one-study-out residuals when the caller
//     passes them (opts.residuals); otherwise trainLabsModel computes them itself, leaving out one study at a time up
//     to INTERVAL_MAX_FOLDS studies and round-robin groups of whole studies beyond, so training stays well under
//     100 ms on 500 products. Too few errors for the rank → the interval is the whole scale [0, 100].
//   • Hand-written rather than ml-knn / ml-distance: ml-knn is a majority-vote classifier (no weighted regression,
//     no access to the neighbours or their similarities) and the mljs distances take dense arrays, where these
//     vectors are sparse over a vocabulary of hundreds to thousands of features. The math is a sparse dot product
//     and a top-k selection; it runs over flat typed arrays (features.ts) so that a backtest refitting the model
//     once per study stays fast.
// The model is plain JSON (numbers, strings, arrays, plain objects) so it can be stored in a database row.
import {
  baseValues, createSpace, encode, flatten, GROUP_COUNT, idfOf, intern, LABS_GROUPS, MAX_PRICE_BANDS, missingAttributes,
  PRICE_MISSING_KEY, priceBandKey, priceCutsOfSorted, rawFeatures, rowVector, TEXT_GROUP, unitVectors, vectorParams,
  type TFeatureSpace, type TFlatData, type TFlatValues, type TLabsAttribute, type TLabsGroup, type TLabsProduct,
  type TLabsVectorizer, type TVectorParams,
} from "./features";
import { intervalWidening, nearestSimilarity, typicalSimilarity } from "./interval";

export const LABS_MODEL_VERSION = 1;
/** The prediction interval's default level. */
export const DEFAULT_LEVEL = 0.8;
/** Pseudo-neighbours at the brand mean (in similarity² units) that every prediction is shrunk towards. */
export const PRIOR_STRENGTH = 1;
/** Pseudo-products at the fold mean when estimating a group's relevance (target-encoding shrinkage). */
const RELEVANCE_SHRINK = 3;
/** Weight every group keeps whatever its relevance (so ties are broken by all attributes). */
const RELEVANCE_FLOOR = 0.05;
/** trainLabsModel's own residuals leave out at most this many groups of studies (see trainLabsModel). */
export const INTERVAL_MAX_FOLDS = 10;
/** Evidence lists at most this many products. */
export const EVIDENCE_COUNT = 5;
const MIN_K = 3;
const MAX_K = 12;
/** The scale's ends. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

export interface TLabsModelOptions {
  /** Neighbours averaged; default round(√n) within [3, 12]. */
  k?: number;
  /** Interval level in (0, 1); default 0.8. */
  level?: number;
  /** Shrinkage towards the brand mean; default PRIOR_STRENGTH. */
  priorStrength?: number;
  /** Most price bands; default 4 (quartiles). */
  priceBands?: number;
  /** Leave-one-study-out residuals already computed (backtestLabs().residuals): skips computing them again. */
  residuals?: readonly number[];
}

export interface TLabsModelItem {
  id: string;
  name: string;
  study_id: string | null;
  score: number;
  /** The item's vector: positions in TLabsModel.vocabulary, and their values. */
  indices: number[];
  values: number[];
}

export interface TLabsModel {
  kind: "makerlabs-knn";
  version: typeof LABS_MODEL_VERSION;
  k: number;
  priorStrength: number;
  level: number;
  /** Mean score of the training products (the baseline, and what predictions shrink towards). */
  mean: number;
  /** Each group's relevance in [0, 1] (before the floor): for explaining the model. */
  relevance: Record<TLabsGroup, number>;
  vectorizer: TLabsVectorizer;
  vocabulary: string[];
  items: TLabsModelItem[];
  /** The interval's half-width; null when there were too few residuals (the interval is then [0, 100]). */
  halfWidth: number | null;
  /** How many residuals the half-width came from. */
  residualCount: number;
  /** How alike a tested product's k nearest other-study products usually are (interval.ts); absent in models
   *  trained before P15, whose intervals are not widened. */
  typicalSimilarity?: number | null;
}

export interface TLabsEvidence {
  id: string;
  name: string;
  score: number;
  /** Cosine similarity in (0, 1]. */
  similarity: number;
}

export interface TLabsPrediction {
  score: number;
  low: number;
  high: number;
  level: number;
  /** The most similar tested products, most similar first (at most 5; none shares a feature → empty). */
  evidence: TLabsEvidence[];
  missing: TLabsAttribute[];
  /** Set when the interval was widened because the nearest tested products are less alike than usual (interval.ts):
   *  the mean similarity of the k nearest, the model's typical one, and the factor the half-width was multiplied by. */
  widened: { similarity: number; typical: number; factor: number } | null;
}

/** Tested products ready for fitting: flat features in one space, scores, and folds (studies; no study → alone). */
interface TDataset {
  space: TFeatureSpace;
  products: TLabsProduct[];
  scores: Float64Array;
  flat: TFlatData;
  /** Each fold's rows, folds in first-seen order (leaveOneStudyOut may group them). */
  folds: number[][];
  /** Rows with a price, by ascending price. */
  byPrice: Int32Array;
}

export const clampScore = (x: number): number => Math.min(SCORE_MAX, Math.max(SCORE_MIN, x));

/** The products with a finite score (the others are not tested and are ignored). */
export const scoredHistory = (history: readonly TLabsProduct[]): (TLabsProduct & { score: number })[] =>
  history.filter((p): p is TLabsProduct & { score: number } => typeof p.score === "number" && Number.isFinite(p.score));

/** The study a product's backtest fold is; a product without a study is its own fold. */
export const foldOf = (p: TLabsProduct): string =>
  typeof p.study_id === "string" && p.study_id.trim() !== "" ? `study:${p.study_id}` : `product:${p.id}`;

function dataset(history: readonly TLabsProduct[]): TDataset {
  const space = createSpace();
  const products = scoredHistory(history);
  const resolve = (key: string) => intern(space, key);
  const flat = flatten(products.map((p) => encode(rawFeatures(p), resolve)));
  const folds = new Map<string, number[]>();
  products.forEach((p, i) => {
    const key = foldOf(p);
    const rows = folds.get(key);
    if (rows) rows.push(i);
    else folds.set(key, [i]);
  });
  const priced = products.flatMap((_, i) => (Number.isNaN(flat.price[i]!) ? [] : [i]));
  return {
    space,
    products,
    scores: Float64Array.from(products, (p) => p.score),
    flat,
    folds: [...folds.values()],
    byPrice: Int32Array.from(priced.sort((a, b) => flat.price[a]! - flat.price[b]! || a - b)),
  };
}

export const defaultK = (n: number): number => Math.min(MAX_K, Math.max(MIN_K, Math.round(Math.sqrt(n))));

/**
 * Each group's relevance in [0, 1]: 1 − SSE/SSE₀ of a leave-one-fold-out target encoding of the group alone (a
 * feature's value = the mean score of the other folds' products having it, shrunk with RELEVANCE_SHRINK
 * pseudo-products at those folds' mean) against the other folds' mean, floored at 0. `folds` are the training rows'
 * studies (with a single study, single products). Linear in the entries: feature ids never span groups, so one pass
 * serves every group.
 */
function groupRelevance(ds: TDataset, base: TFlatValues, trainFolds: readonly (readonly number[])[]): number[] {
  const { flat, scores } = ds;
  const { start } = flat;
  const { ids, values } = base;
  const folds = trainFolds.length >= 2 ? trainFolds : trainFolds.flatMap((rows) => rows.map((i) => [i]));
  const size = ds.space.keys.length;
  // Feature id → Σ value·score and Σ value over the training rows, and over the fold being left out.
  const sum = new Float64Array(size);
  const weight = new Float64Array(size);
  const foldSum = new Float64Array(size);
  const foldWeight = new Float64Array(size);
  const addRow = (into: Float64Array, intoWeight: Float64Array, i: number) => {
    for (let e = start[i * GROUP_COUNT]!; e < start[(i + 1) * GROUP_COUNT]!; e++) {
      const id = ids[e]!;
      if (id < 0) continue;
      into[id] += values[e]! * scores[i]!;
      intoWeight[id] += values[e]!;
    }
  };
  let total = 0;
  let n = 0;
  for (const rows of folds) {
    for (const i of rows) {
      addRow(sum, weight, i);
      total += scores[i]!;
      n += 1;
    }
  }
  const sse = new Float64Array(GROUP_COUNT);
  let sse0 = 0;
  for (const rows of folds) {
    const others = n - rows.length;
    if (others === 0) continue;
    let foldTotal = 0;
    for (const i of rows) {
      addRow(foldSum, foldWeight, i);
      foldTotal += scores[i]!;
    }
    const mu0 = (total - foldTotal) / others;
    for (const i of rows) {
      for (let g = 0; g < GROUP_COUNT; g++) {
        let num = 0;
        let den = 0;
        for (let e = start[i * GROUP_COUNT + g]!; e < start[i * GROUP_COUNT + g + 1]!; e++) {
          const id = ids[e]!;
          const v = values[e]!;
          if (id < 0 || v === 0) continue;
          num += v * ((sum[id]! - foldSum[id]! + RELEVANCE_SHRINK * mu0) / (weight[id]! - foldWeight[id]! + RELEVANCE_SHRINK));
          den += v;
        }
        sse[g] += (scores[i]! - (den > 0 ? num / den : mu0)) ** 2;
      }
      sse0 += (scores[i]! - mu0) ** 2;
    }
    for (const i of rows) for (let e = start[i * GROUP_COUNT]!; e < start[(i + 1) * GROUP_COUNT]!; e++) if (ids[e]! >= 0) foldSum[ids[e]!] = foldWeight[ids[e]!] = 0;
  }
  return Array.from(sse, (x) => (sse0 > 0 ? Math.max(0, 1 - x / sse0) : 0));
}

/** A model fitted on some rows of a dataset; `vectors` holds every row's vector under its vectorizer. */
interface TFit {
  k: number;
  priorStrength: number;
  level: number;
  mean: number;
  relevance: number[];
  params: TVectorParams;
  train: number[];
  vectors: TFlatValues;
}

/** Fits on the given folds of the dataset (every row's vector is computed under the fitted vectorizer). */
function fitRows(ds: TDataset, trainFolds: readonly (readonly number[])[], opts: TLabsModelOptions): TFit {
  const { flat, space, scores } = ds;
  const size = space.keys.length;
  const train = trainFolds.flat().sort((a, b) => a - b);
  const inTrain = new Uint8Array(ds.products.length);
  for (const i of train) inTrain[i] = 1;
  // Text idf and price bands from the training rows only.
  const df = new Float64Array(size);
  let total = 0;
  for (const i of train) {
    total += scores[i]!;
    const at = i * GROUP_COUNT + TEXT_GROUP;
    for (let e = flat.start[at]!; e < flat.start[at + 1]!; e++) if (flat.ids[e]! >= 0) df[flat.ids[e]!] += 1;
  }
  const idf = new Float64Array(size);
  for (let id = 0; id < size; id++) if (df[id]! > 0) idf[id] = idfOf(train.length, df[id]!);
  const prices: number[] = [];
  for (const i of ds.byPrice) if (inTrain[i]) prices.push(flat.price[i]!);
  const params: TVectorParams = {
    priceCuts: priceCutsOfSorted(prices, opts.priceBands),
    idf,
    weights: LABS_GROUPS.map(() => 1),
    priceNoneId: space.ids.get(PRICE_MISSING_KEY)!,
    priceBandIds: Array.from({ length: MAX_PRICE_BANDS }, (_, b) => space.ids.get(priceBandKey(b))!),
  };
  const base = baseValues(flat, params);
  const relevance = groupRelevance(ds, base, trainFolds);
  params.weights = relevance.map((x) => x + RELEVANCE_FLOOR);
  return {
    k: opts.k !== undefined && opts.k >= 1 ? Math.floor(opts.k) : defaultK(train.length),
    priorStrength: opts.priorStrength ?? PRIOR_STRENGTH,
    level: opts.level ?? DEFAULT_LEVEL,
    // No history: the middle of the scale (callers show "not enough history" long before this matters).
    mean: train.length > 0 ? total / train.length : (SCORE_MIN + SCORE_MAX) / 2,
    relevance,
    params,
    train,
    vectors: unitVectors(flat, base, params.weights),
  };
}

/** The JSON model of a fit; its vocabulary is the keys its items use. */
function toModel(ds: TDataset, fit: TFit): TLabsModel {
  const vocabulary: string[] = [];
  const position = new Map<number, number>();
  const items = fit.train.map((i): TLabsModelItem => {
    const v = rowVector(ds.flat, fit.vectors, i);
    const indices = v.ids.map((id) => {
      let at = position.get(id);
      if (at === undefined) {
        at = vocabulary.push(ds.space.keys[id]!) - 1;
        position.set(id, at);
      }
      return at;
    });
    const p = ds.products[i]!;
    return { id: p.id, name: p.name, study_id: p.study_id, score: ds.scores[i]!, indices, values: v.values };
  });
  const idf: Record<string, number> = {};
  ds.space.keys.forEach((key, id) => {
    if (key.startsWith("text:") && fit.params.idf[id]! > 0) idf[key.slice(5)] = fit.params.idf[id]!;
  });
  const named = (xs: readonly number[]) => Object.fromEntries(LABS_GROUPS.map((g, i) => [g, xs[i]!])) as Record<TLabsGroup, number>;
  return {
    kind: "makerlabs-knn",
    version: LABS_MODEL_VERSION,
    k: fit.k,
    priorStrength: fit.priorStrength,
    level: fit.level,
    mean: fit.mean,
    relevance: named(fit.relevance),
    vectorizer: { priceCuts: [...fit.params.priceCuts], idf, weights: named(fit.params.weights) },
    vocabulary,
    items,
    halfWidth: null,
    residualCount: 0,
  };
}

interface TNeighbour {
  index: number;
  similarity: number;
}

/**
 * The kNN estimate (unclamped) from the candidates' similarities, and the nearest candidates, most similar first
 * (max(k, EVIDENCE_COUNT) at most; similarity > 0 only; ties keep candidate order). Candidates with `skip` set are
 * left out (a product is never its own evidence).
 */
function knn(
  m: { k: number; priorStrength: number; mean: number }, sims: Float64Array, scores: ArrayLike<number>, skip?: (index: number) => boolean,
): { score: number; nearest: TNeighbour[] } {
  const keep = Math.max(m.k, EVIDENCE_COUNT);
  const nearest: TNeighbour[] = [];
  for (let index = 0; index < sims.length; index++) {
    const sim = sims[index]!;
    if (!(sim > 1e-12) || skip?.(index)) continue;
    if (nearest.length === keep && sim <= nearest[keep - 1]!.similarity) continue;
    let pos = nearest.length;
    while (pos > 0 && nearest[pos - 1]!.similarity < sim) pos -= 1;
    nearest.splice(pos, 0, { index, similarity: Math.min(1, sim) });
    if (nearest.length > keep) nearest.pop();
  }
  let num = m.priorStrength * m.mean;
  let den = m.priorStrength;
  for (const n of nearest.slice(0, m.k)) {
    const w = n.similarity * n.similarity;
    num += w * scores[n.index]!;
    den += w;
  }
  return { score: den > 0 ? num / den : m.mean, nearest };
}

// A JSON model's lookups, built once per model object (a memo: models are never changed).
interface TCompiled {
  space: TFeatureSpace;
  params: TVectorParams;
  scores: Float64Array;
}
const compiled = new WeakMap<TLabsModel, TCompiled>();
function compile(model: TLabsModel): TCompiled {
  let c = compiled.get(model);
  if (!c) {
    const space: TFeatureSpace = { ids: new Map(model.vocabulary.map((k, i) => [k, i])), keys: model.vocabulary };
    c = { space, params: vectorParams(model.vectorizer, space), scores: Float64Array.from(model.items, (it) => it.score) };
    compiled.set(model, c);
  }
  return c;
}

function estimateProduct(model: TLabsModel, product: TLabsProduct, skipStudy?: string | null) {
  const c = compile(model);
  const flat = flatten([encode(rawFeatures(product), (key) => c.space.ids.get(key) ?? -1)]);
  const v = rowVector(flat, unitVectors(flat, baseValues(flat, c.params), c.params.weights), 0);
  const dense = new Float64Array(model.vocabulary.length);
  for (let j = 0; j < v.ids.length; j++) dense[v.ids[j]!] = v.values[j]!;
  const sims = Float64Array.from(model.items, (item) => {
    let sim = 0;
    for (let j = 0; j < item.indices.length; j++) sim += item.values[j]! * dense[item.indices[j]!]!;
    return sim;
  });
  const skip = (index: number) => model.items[index]!.id === product.id || (skipStudy != null && model.items[index]!.study_id === skipStudy);
  return knn(model, sims, c.scores, skip);
}

/** The mean similarity of a prediction's k nearest tested products (interval.ts). */
const nearestMean = (model: TLabsModel, nearest: readonly TNeighbour[]) => nearestSimilarity(nearest.map((n) => n.similarity), model.k);

/** The typical nearest-neighbour similarity: each tested product against the other studies' products (interval.ts). */
function typicalOf(model: TLabsModel, history: readonly TLabsProduct[]): number | null {
  const byId = new Map(scoredHistory(history).map((p) => [p.id, p]));
  const values = model.items.flatMap((item) => {
    const product = byId.get(item.id);
    return product ? [nearestMean(model, estimateProduct(model, product, item.study_id || null).nearest)] : [];
  });
  return typicalSimilarity(values);
}

/** The model's point estimate for a product, unclamped (what the backtest compares). */
export const pointEstimate = (model: TLabsModel, product: TLabsProduct): number => estimateProduct(model, product).score;

/** The split-conformal half-width: the ⌈(m + 1)·level⌉-th smallest |residual|; null when m is too small. */
export function conformalHalfWidth(residuals: readonly number[], level = DEFAULT_LEVEL): number | null {
  const abs = residuals.filter(Number.isFinite).map(Math.abs).sort((a, b) => a - b);
  const rank = Math.ceil((abs.length + 1) * level);
  return abs.length === 0 || rank > abs.length ? null : abs[Math.max(0, rank - 1)]!;
}

export interface TLabsHeldOut {
  id: string;
  fold: string;
  actual: number;
  /** The model's estimate (unclamped) from the other folds. */
  predicted: number;
  /** The mean score of the other folds' products. */
  baseline: number;
}

/** Folds dealt round-robin (first-seen order) into at most `max` groups of whole folds. */
function capFolds(folds: readonly number[][], max: number): number[][] {
  if (folds.length <= max) return [...folds];
  const groups = Array.from({ length: max }, (): number[] => []);
  folds.forEach((rows, f) => groups[f % max]!.push(...rows));
  return groups;
}

/**
 * Leave-one-study-out: each study's products predicted by a model fitted on the other studies; [] with fewer than
 * two folds. With `maxFolds`, more studies than that are dealt round-robin into maxFolds groups of whole studies,
 * each group left out in turn (a study is still never predicted by a model that saw it).
 */
export function leaveOneStudyOut(history: readonly TLabsProduct[], opts: TLabsModelOptions = {}, maxFolds = Infinity): TLabsHeldOut[] {
  const ds = dataset(history);
  ds.folds = capFolds(ds.folds, Math.max(2, maxFolds));
  const { start } = ds.flat;
  if (ds.folds.length < 2) return [];
  const out = new Array<TLabsHeldOut>(ds.products.length);
  const dense = new Float64Array(ds.space.keys.length);
  ds.folds.forEach((fold, f) => {
    const fit = fitRows(ds, ds.folds.filter((_, g) => g !== f), opts);
    const { ids, values } = fit.vectors;
    // The training rows' non-zero entries, compacted (what the JSON model's items hold, in the same order).
    const rowStart = new Int32Array(fit.train.length + 1);
    const cid = new Int32Array(ids.length);
    const cval = new Float64Array(ids.length);
    let c = 0;
    fit.train.forEach((i, t) => {
      for (let e = start[i * GROUP_COUNT]!; e < start[(i + 1) * GROUP_COUNT]!; e++) {
        if (ids[e]! < 0 || values[e] === 0) continue;
        cid[c] = ids[e]!;
        cval[c] = values[e]!;
        c += 1;
      }
      rowStart[t + 1] = c;
    });
    const trainScores = Float64Array.from(fit.train, (i) => ds.scores[i]!);
    const sims = new Float64Array(fit.train.length);
    for (const q of fold) {
      const [lo, hi] = [start[q * GROUP_COUNT]!, start[(q + 1) * GROUP_COUNT]!];
      for (let e = lo; e < hi; e++) if (ids[e]! >= 0) dense[ids[e]!] = values[e]!;
      for (let t = 0; t < fit.train.length; t++) {
        let sim = 0;
        for (let j = rowStart[t]!; j < rowStart[t + 1]!; j++) sim += cval[j]! * dense[cid[j]!]!;
        sims[t] = sim;
      }
      for (let e = lo; e < hi; e++) if (ids[e]! >= 0) dense[ids[e]!] = 0;
      const { score } = knn(fit, sims, trainScores);
      out[q] = { id: ds.products[q]!.id, fold: foldOf(ds.products[q]!), actual: ds.scores[q]!, predicted: score, baseline: fit.mean };
    }
  });
  return out;
}

/** A model without an interval (halfWidth null): what each backtest fold fits. */
export function fitLabsModel(history: readonly TLabsProduct[], opts: TLabsModelOptions = {}): TLabsModel {
  const ds = dataset(history);
  return toModel(ds, fitRows(ds, ds.folds, opts));
}

/**
 * The model, with its interval from held-out residuals: opts.residuals (backtestLabs().residuals: exact
 * leave-one-study-out), or computed here leaving out one study at a time up to INTERVAL_MAX_FOLDS studies, groups of
 * whole studies beyond (so training stays fast on long histories).
 */
export function trainLabsModel(history: readonly TLabsProduct[], opts: TLabsModelOptions = {}): TLabsModel {
  const model = fitLabsModel(history, opts);
  const residuals = opts.residuals ?? leaveOneStudyOut(history, opts, INTERVAL_MAX_FOLDS).map((h) => h.actual - h.predicted);
  return { ...model, halfWidth: conformalHalfWidth(residuals, model.level), residualCount: residuals.length, typicalSimilarity: typicalOf(model, history) };
}

/** The predicted score with its interval, the nearest tested products and the product's missing attributes. */
export function predictLabs(model: TLabsModel, product: TLabsProduct): TLabsPrediction {
  const { score, nearest } = estimateProduct(model, product);
  const similarity = nearestMean(model, nearest);
  const factor = intervalWidening(similarity, model.typicalSimilarity);
  const hw = model.halfWidth === null ? null : model.halfWidth * factor;
  return {
    score: clampScore(score),
    low: hw === null ? SCORE_MIN : clampScore(score - hw),
    high: hw === null ? SCORE_MAX : clampScore(score + hw),
    level: model.level,
    evidence: nearest.slice(0, EVIDENCE_COUNT).map(({ index, similarity }) => {
      const item = model.items[index]!;
      return { id: item.id, name: item.name, score: item.score, similarity };
    }),
    missing: missingAttributes(product),
    widened: factor > 1 && hw !== null ? { similarity, typical: model.typicalSimilarity!, factor } : null,
  };
}
