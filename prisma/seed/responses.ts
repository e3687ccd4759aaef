// Demo answers for the seeded Active and Closed studies (P6 "Demo data"). Respondents are produced through the live
// survey's own rules, not written free-hand: products are assigned by the live assignment rule, every answer set is a
// wire payload (option ids, stars) checked by the same validation the answers endpoint runs (lib/survey/answers.ts),
// completes must pass the same required-answers check, and the same processing job fills summed points and
// segmentation profiles. Only the writes are batched (insertRows: one INSERT per 5,000 rows), so the demo world seeds
// in seconds.
// The ratings carry patterns worth finding (P9 item 8, demoPatterns below): a clear winner and a clear loser, a segment
// (the study's first segmentation profile) that disagrees with everyone else on one product, and two products that
// cannibalise each other. tests/integration/results/demo-patterns.test.ts finds each through the real reports.
import { Prisma, type PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { followUpSide, productCap } from "../../lib/survey/rules";
import { pickProducts } from "../../lib/survey/assignment";
import { checkAnswers, missingRequired } from "../../lib/survey/answers";
import type { TLiveAnswersInput } from "../../lib/survey/wire";
import type { TStudyShape } from "../../lib/survey/shape";
import { loadStudyShape } from "../../server/survey/load-study-shape";
import { processSubmissions } from "../../server/survey/process-submissions";
import { SEED_COMMENTS, studiesFor, type SeedBrand, type StudyPlan } from "./catalog";

const DAY = 86_400_000;

/** Deterministic PRNG (mulberry32 over a string hash), so the seed is repeatable. */
export function rng(label: string): () => number {
  let h = 1779033703 ^ label.length;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 3432918353);
  let a = (h << 13) | (h >>> 19);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The index of a weighted draw: item i comes with probability weights[i] / sum. */
export function draw(r: () => number, weights: readonly number[]): number {
  let x = r() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x <= 0) return i;
  }
  return weights.length - 1;
}

function weighted<T>(r: () => number, items: readonly (readonly [T, number])[]): T {
  return items[draw(r, items.map(([, w]) => w))]![0];
}

const COUNTRY_MIX = [["US", 55], ["GB", 20], ["DE", 15], ["FR", 10]] as const;
const BROWSERS = [["Chrome", 44], ["Safari", 34], ["Samsung Internet", 6], ["Firefox", 8], ["Microsoft Edge", 8]] as const;
const DEVICES = [["mobile", 64], ["desktop", 30], ["tablet", 6]] as const;
const US_STATES = [["CA", 14], ["TX", 10], ["FL", 8], ["NY", 8], ["IL", 5], ["PA", 5], ["OH", 4], ["GA", 4], ["WA", 4], ["CO", 3], ["MA", 3], ["AZ", 3]] as const;
const OUTCOMES = [["completed", 90], ["started", 5], ["terminated", 3], ["quota_full", 2]] as const;

// ---- Demo patterns (P9 item 8) ---------------------------------------------------------------------------------

/** Star distributions (weights of 1…5 stars) of the pattern products. */
const WINNER_STARS = [2, 3, 8, 25, 62] as const;
const LOSER_STARS = [40, 36, 15, 6, 3] as const;
/** The polarising product: loved by the segment, disliked by everyone else. */
const SEGMENT_STARS = [2, 4, 12, 36, 46] as const;
const REST_STARS = [24, 38, 26, 9, 3] as const;

/** The roles the demo answers give a study's products (a study of at least 4 products; see demoPatterns). */
export interface TDemoPatterns {
  /** Mostly 5 stars: the highest mean of the study. */
  winner: string;
  /** Mostly 1–2 stars: the lowest mean of the study. */
  loser: string;
  /**
   * Two products liked by the same half of the respondents, who split evenly between them: head-to-head near 50/50
   * (few ties), and nearly everyone who rates one top-2-box rates the other top-2-box too.
   */
  cannibals: [string, string];
  /** Rated high by the segment and low by everyone else (null with fewer than 5 products or no segment). */
  polarising: string | null;
  /**
   * The segment: respondents whose summed points fall in the study's first segmentation profile (by order), the
   * profile processSubmissions gives them. Null when the study has no profile or no point-range question.
   */
  segment: { profile_id: string; start_range: number | null; end_range: number | null } | null;
}

/**
 * Which products carry which pattern: the study's products shuffled by a PRNG seeded with the study id (so the winner is
 * not always the first product), then winner, loser, the two cannibals and the polarising product in that order.
 * Null for a study of fewer than 4 products (its answers carry no pattern).
 */
export function demoPatterns(shape: Pick<TStudyShape, "id" | "products" | "segments" | "segmentation_profiles">): TDemoPatterns | null {
  if (shape.products.length < 4) return null;
  const r = rng(`patterns:${shape.id}`);
  const ids = shape.products.map((p) => p.product_id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const profile = shape.segmentation_profiles[0];
  const segment = profile && shape.segments.some((s) => s.part_of_point_range) ? { profile_id: profile.id, start_range: profile.start_range, end_range: profile.end_range } : null;
  return { winner: ids[0]!, loser: ids[1]!, cannibals: [ids[2]!, ids[3]!], polarising: segment && ids.length >= 5 ? ids[4]! : null, segment };
}

const stars = (r: () => number, weights: readonly number[]): number => weighted(r, weights.map((w, i) => [i + 1, w] as const));

/**
 * One respondent's ratings of the two cannibals: half the respondents are fans, who rate one 5 and the other 4 (which
 * one at random; 6% rate both alike, 10% drop one to 3 stars); the others rate both 1–3 stars, differently (6% alike).
 */
function cannibalPair(r: () => number): [number, number] {
  const fan = r() < 0.5;
  const x = r();
  let pair: [number, number];
  if (fan) {
    if (x < 0.84) pair = [5, 4];
    else if (x < 0.9) pair = r() < 0.5 ? [5, 5] : [4, 4];
    else pair = [r() < 0.5 ? 5 : 4, 3];
  } else if (x < 0.06) {
    const v = r() < 0.5 ? 2 : 3;
    pair = [v, v];
  } else {
    pair = ([[3, 2], [3, 1], [2, 1]] as const)[Math.floor(r() * 3)]!.slice() as [number, number];
  }
  return r() < 0.5 ? [pair[1], pair[0]] : pair;
}

/** Whether the respondent's point-range answers put them in the segment (as processSubmissions will compute it). */
function inSegment(shape: TStudyShape, segment: TDemoPatterns["segment"], answers: TLiveAnswersInput["segments"]): boolean {
  if (!segment) return false;
  let total = 0;
  for (const seg of shape.segments) {
    if (!seg.part_of_point_range) continue;
    const picked = answers.find((a) => a.demographic_id === seg.id)?.values ?? [];
    for (const v of picked) total += seg.point_values[Number(v)] ?? 0;
  }
  return (segment.start_range === null || total >= segment.start_range) && (segment.end_range === null || total <= segment.end_range);
}

interface Rows {
  respondents: Prisma.RespondentCreateManyInput[];
  ratings: Prisma.RatingAnswerCreateManyInput[];
  followUps: Prisma.FollowUpAnswerCreateManyInput[];
  segments: Prisma.SegmentAnswerCreateManyInput[];
}

/** One respondent's wire payload: segmentation answers, then a rating and the fired follow-ups per product. */
function answerSet(
  shape: TStudyShape, assigned: string[], appeal: ReadonlyMap<string, number>, patterns: TDemoPatterns | null, countryBias: number, r: () => number, full: boolean,
): TLiveAnswersInput {
  const input: TLiveAnswersInput = { segments: [], ratings: [], follow_ups: [] };
  for (const seg of shape.segments) {
    if (!seg.options.length || seg.type === "text") continue;
    const pickIndex = Math.floor(r() * seg.options.length);
    const values = seg.type === "multi" ? [...new Set([pickIndex, Math.floor(r() * seg.options.length)])].map(String) : [String(pickIndex)];
    input.segments.push({ demographic_id: seg.id, values, text: null });
  }
  const rated = full ? assigned : assigned.slice(0, Math.max(1, Math.floor(assigned.length / 2)));
  const young = patterns ? inSegment(shape, patterns.segment, input.segments) : false;
  const pair = cannibalPair(r);
  const ratingOf = (productId: string): number => {
    if (patterns?.winner === productId) return stars(r, WINNER_STARS);
    if (patterns?.loser === productId) return stars(r, LOSER_STARS);
    if (patterns?.cannibals[0] === productId) return pair[0];
    if (patterns?.cannibals[1] === productId) return pair[1];
    if (patterns?.polarising === productId) return stars(r, young ? SEGMENT_STARS : REST_STARS);
    return Math.max(1, Math.min(5, Math.round((appeal.get(productId) ?? 3) + countryBias + (r() - 0.5) * 2.6)));
  };
  for (const productId of rated) {
    const product = shape.products.find((p) => p.product_id === productId)!;
    const rating = ratingOf(productId);
    input.ratings.push({ product_id: productId, rating });
    const side = followUpSide(rating);
    for (const f of product.question.follow_ups) {
      if (!(side === "positive" ? f.fire_positive : f.fire_negative)) continue;
      const options = side === "positive" ? f.positive_options : f.negative_options;
      if (f.type === "text") {
        if (r() < 0.35) input.follow_ups.push({ product_id: productId, follow_up_id: f.id, values: [], text: SEED_COMMENTS[Math.floor(r() * SEED_COMMENTS.length)]!, star: null });
      } else if (f.type === "star") {
        input.follow_ups.push({ product_id: productId, follow_up_id: f.id, values: [], text: null, star: Math.max(1, Math.min(5, rating + Math.round(r() * 2 - 1))) });
      } else if (options.length) {
        const first = Math.floor(r() * options.length);
        const values = f.type === "multi" ? [...new Set([first, Math.floor(r() * options.length)])] : [first];
        input.follow_ups.push({ product_id: productId, follow_up_id: f.id, values: values.map(String), text: null, star: null });
      }
    }
  }
  return input;
}

/**
 * Inserts rows (skipping duplicates) with one statement per 5,000: the rows travel as one JSON array that
 * jsonb_populate_recordset turns into the table's row type (Prisma's createMany spends about a millisecond of CPU per
 * row here; this, a few microseconds). A column any row names is written for every row, NULL where a row has no value,
 * so the rows of one table carry the same keys. Dates are written as UTC wall time, as Prisma writes them.
 */
export async function insertRows(tx: Prisma.TransactionClient, table: "Respondent" | "SegmentAnswer" | "RatingAnswer" | "FollowUpAnswer", rows: readonly object[]): Promise<void> {
  if (!rows.length) return;
  const name = Prisma.raw(`"${table}"`);
  const columns = Prisma.join([...new Set(rows.flatMap((row) => Object.keys(row)))].map((c) => Prisma.raw(`"${c}"`)));
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.$executeRaw`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, ${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) ON CONFLICT DO NOTHING`;
  }
}

export async function seedStudyResponses(db: PrismaClient, surveyId: string, plan: StudyPlan, now: number): Promise<number> {
  if ((await db.respondent.count({ where: { survey_id: surveyId } })) > 0) return 0;
  const shape = await loadStudyShape({ id: surveyId }, db);
  if (!shape || !shape.products.length) return 0;
  const r = rng(`responses:${surveyId}`);
  const cap = productCap(shape.limit);
  const counts = new Map(shape.products.map((p) => [p.product_id, p.assigned_count]));
  // Product appeal differs per product (so stack ranks are not flat) and a little per country; the pattern products
  // (demoPatterns) are rated by their own distributions, and the others stay between the winner and the loser.
  const patterns = demoPatterns(shape);
  const appeal = new Map(shape.products.map((p) => [p.product_id, patterns ? 2.6 + r() * 1.2 : 2.2 + r() * 2.3]));
  const bias: Record<string, number> = { US: 0, GB: -0.15, DE: -0.3, FR: 0.1 };
  const countryRegion = new Map((await db.country.findMany({ where: { code: { in: shape.countries.map((c) => c.code) } }, select: { code: true, region: true } })).map((c) => [c.code, c.region]));
  const rows: Rows = { respondents: [], ratings: [], followUps: [], segments: [] };
  const startedAt0 = now - (plan.startedDaysAgo ?? 1) * DAY;
  const span = ((plan.startedDaysAgo ?? 1) - (plan.closedDaysAgo ?? 0)) * DAY;

  for (let n = 0; n < plan.respondents; n++) {
    const id = seedId(`respondent:${surveyId}:${n}`);
    const country = shape.countries.some((c) => c.code === "US") ? weighted(r, COUNTRY_MIX.filter(([c]) => shape.countries.some((s) => s.code === c))) : shape.countries[0]!.code;
    const countryId = shape.countries.find((c) => c.code === country)!.id;
    const options = shape.audiences.filter((a) => a.country_code === country);
    const audience = options.length > 1 ? weighted(r, options.map((a) => [a, a.audience_type === "crm" ? 7 : 3] as const)) : options[0] ?? null;
    const status = weighted(r, OUTCOMES);
    const startedAt = new Date(startedAt0 + Math.floor((n / plan.respondents) * span));
    const base: Prisma.RespondentCreateManyInput = {
      id, survey_id: surveyId, audience_id: audience?.id ?? null, audience_type: audience?.audience_type ?? null, country_id: countryId,
      consumer_profile_id: audience?.consumer_profile_id ?? null, language: shape.language, ms_id: id.slice(0, 12),
      panel_respondent_id: audience?.audience_type === "panel" ? `seed-${n}` : null,
      panel_params: audience?.audience_type === "panel" ? { RID: `seed-${n}` } : {},
      browser: weighted(r, BROWSERS), device: weighted(r, DEVICES), region: countryRegion.get(country) ?? null,
      state: country === "US" ? weighted(r, US_STATES) : null, started_at: startedAt, status,
    };
    if (status === "quota_full") {
      rows.respondents.push({ ...base, assigned_products: [], completed_at: startedAt });
      continue;
    }
    const assigned = pickProducts(shape.products.map((p) => ({ ...p, assigned_count: counts.get(p.product_id) ?? 0 })), cap, shape.random, r);
    for (const p of assigned) counts.set(p, (counts.get(p) ?? 0) + 1);
    const input = answerSet(shape, assigned, appeal, patterns, bias[country] ?? 0, r, status === "completed");
    const checked = checkAnswers(shape, { assigned, country, ratings: new Map() }, input);
    if (status === "completed" && missingRequired(shape, { assigned, country, ratings: new Map() }, checked).length) {
      throw new Error(`seed: respondent ${n} of ${surveyId} misses required answers`);
    }
    const at = (i: number) => new Date(startedAt.getTime() + (i + 1) * 25_000);
    rows.respondents.push({
      ...base, assigned_products: assigned,
      completed_at: status === "started" ? null : new Date(startedAt.getTime() + (4 + Math.floor(r() * 9)) * 60_000),
    });
    checked.segments.forEach((s, i) =>
      rows.segments.push({ id: seedId(`segment:${id}:${s.demographic_id}`), survey_id: surveyId, respondent_id: id, demographic_id: s.demographic_id, values: s.values, text_value: s.text, points: s.points, created_at: at(i) }),
    );
    checked.ratings.forEach((a, i) =>
      rows.ratings.push({ id: seedId(`rating:${id}:${a.product_id}`), survey_id: surveyId, product_id: a.product_id, respondent_id: id, question_id: a.question_id, rating: a.rating, created_at: at(i + 2) }),
    );
    checked.follow_ups.forEach((a, i) =>
      rows.followUps.push({
        id: seedId(`follow-up-answer:${id}:${a.product_id}:${a.follow_up_id}`), survey_id: surveyId, product_id: a.product_id, respondent_id: id, question_id: a.question_id,
        follow_up_id: a.follow_up_id, side: a.side, values: a.values, text_value: a.text, star_value: a.star, created_at: at(i + 2),
      }),
    );
  }

  await db.$transaction(
    async (tx) => {
      await insertRows(tx, "Respondent", rows.respondents);
      await insertRows(tx, "SegmentAnswer", rows.segments);
      await insertRows(tx, "RatingAnswer", rows.ratings);
      await insertRows(tx, "FollowUpAnswer", rows.followUps);
      for (const [product_id, assigned_count] of counts) {
        await tx.surveyProduct.update({ where: { survey_id_product_id: { survey_id: surveyId, product_id } }, data: { assigned_count } });
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  // The same processing the live path runs after completes: summed points, segmentation profile, processed_at.
  await processSubmissions(surveyId, db);
  if (plan.status === "Active") {
    // The newest few completes of a running study are still waiting to be processed (spec 3 "waiting").
    await db.$executeRaw`UPDATE "Respondent" SET processed_at = NULL, summed_points = NULL, segmentation_profile_id = NULL
      WHERE id IN (SELECT id FROM "Respondent" WHERE survey_id = ${surveyId} AND status = 'completed' ORDER BY started_at DESC LIMIT 12)`;
  }
  return rows.respondents.length;
}

export async function seedResponses(db: PrismaClient, brands: readonly SeedBrand[], now = Date.now()): Promise<number> {
  let total = 0;
  for (const brand of brands) {
    if (brand.key === "inactive") continue;
    for (const plan of studiesFor(brand.key)) {
      if (plan.status === "Draft" || !plan.respondents) continue;
      total += await seedStudyResponses(db, seedId(`survey:${brand.id}:${plan.label}`), plan, now);
    }
  }
  return total;
}
