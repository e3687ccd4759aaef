// MakerLabs' history (P14 "Must show › Backtest: give the seed enough Closed studies with attribute-driven patterns"):
// a brand of its own, Harbor & Pine (kept apart from the demo brands, whose catalogues and studies the journeys
// count), with 8 Closed line reviews of 10 products each (80 tested products, 40 respondents each) and one planned
// assortment of 10 products not yet tested, for the synthetic line review.
//
// How the patterns are made: every product has a true mean star rating of 3.0 plus fixed effects of its attributes —
// colour (olive +0.6, navy +0.3, sand +0.2, charcoal 0, orange −0.4, neon −0.8), material (merino +0.3, recycled
// nylon +0.1, cotton 0, acrylic −0.4), fit (relaxed +0.2, regular 0, slim −0.2), category (Outerwear +0.2, Knitwear 0,
// Tops −0.1) and price (above 150: −0.2) — plus a product's own ±0.3 of noise; each respondent's rating is that mean
// plus normal noise (sd 1.0), rounded and kept within 1–5. So scores follow colour, material and fit, which MakerLabs
// can learn, with enough noise that it must beat the brand's average honestly. Deterministic (seeded PRNG), idempotent.
//
// P15 item 1: the history also has what the results pages filter and map by — every study runs in the US, the UK,
// Germany and France, every respondent answered a gender and an age question (age is the point range, with the
// segmentation profiles "Younger shoppers" and "Established shoppers"), and every product has an image (one rendition
// per category shape and colour, shared by the products that look alike). Drawn from a PRNG of their own, so the
// ratings (and MakerLabs' backtest) are the same as before; added to a database seeded before them, too.
import type { PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { FEATURE_FLAGS } from "../../lib/schemas/brand";
import { saveImageVariants } from "../../server/storage/images";
import { renderProductImage, type Shape } from "./catalog";
import { draw, insertRows, rng } from "./responses";

export const LABS_BRAND = { id: seedId("brand:labs"), name: "Harbor & Pine", slug: "harbor-and-pine" } as const;

const DAY = 86_400_000;
const COLORS: [string, number][] = [["Olive", 0.6], ["Navy", 0.3], ["Sand", 0.2], ["Charcoal", 0], ["Orange", -0.4], ["Neon yellow", -0.8]];
const MATERIALS: [string, number][] = [["Merino wool", 0.3], ["Recycled nylon", 0.1], ["Organic cotton", 0], ["Acrylic", -0.4]];
const FITS: [string, number][] = [["Relaxed", 0.2], ["Regular", 0], ["Slim", -0.2]];
const CATEGORIES: [string, number, string[]][] = [
  ["Outerwear", 0.2, ["Parka", "Rain Jacket", "Puffer Vest", "Field Coat"]],
  ["Knitwear", 0, ["Crew Sweater", "Cardigan", "Rollneck"]],
  ["Tops", -0.1, ["Henley", "Overshirt", "Tee"]],
];
const SEASONS = ["fall", "spring", "holiday", "summer"] as const;
const STUDIES = 8;
const PRODUCTS_PER_STUDY = 10;
const RESPONDENTS = 40;

interface TPlanned {
  id: string;
  name: string;
  category: string;
  color: string;
  material: string;
  fit: string;
  price: number;
  mean: number;
}

function product(r: () => number, key: string, i: number): TPlanned {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const [category, catEffect, nouns] = pick(CATEGORIES);
  const [color, colorEffect] = pick(COLORS);
  const [material, materialEffect] = pick(MATERIALS);
  const [fit, fitEffect] = pick(FITS);
  const price = Math.round(40 + r() * 200);
  const mean = 3 + catEffect + colorEffect + materialEffect + fitEffect + (price > 150 ? -0.2 : 0) + (r() - 0.5) * 0.6;
  return { id: seedId(`labs:product:${key}:${i}`), name: `${color} ${material.split(" ").pop()} ${pick(nouns)} ${key.toUpperCase()}${i + 1}`, category, color, material, fit, price, mean };
}

/** A normal draw (Box–Muller) from the seeded PRNG. */
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

export async function seedLabsHistory(db: PrismaClient, now = Date.now()): Promise<void> {
  await seedHistory(db, now);
  await seedLabsAudience(db);
  await seedLabsImages(db);
}

async function seedHistory(db: PrismaClient, now: number): Promise<void> {
  if (await db.survey.count({ where: { brand_id: LABS_BRAND.id } })) return;
  const r = rng("labs-history");
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, ["timeline", "enableKnowledgeBase", "enableSyntheticResearch"].includes(f)]));
  await db.brand.upsert({
    where: { id: LABS_BRAND.id },
    update: {},
    create: { id: LABS_BRAND.id, name: LABS_BRAND.name, slug: LABS_BRAND.slug, demo: false, brand_type: "Customer", is_active: true, features, website: `https://${LABS_BRAND.slug}.example.com` },
  });
  const categoryId = new Map<string, string>();
  for (const [name] of CATEGORIES) {
    const id = seedId(`labs:category:${name}`);
    await db.brandCategory.upsert({ where: { id }, update: {}, create: { id, brand_id: LABS_BRAND.id, name } });
    categoryId.set(name, id);
  }
  await db.$transaction(async (tx) => {
    const respondents: object[] = [];
    const ratings: object[] = [];
    for (let s = 0; s <= STUDIES; s++) {
      const planned = s === STUDIES;
      const key = planned ? "p" : `s${s}`;
      const season = SEASONS[s % SEASONS.length]!;
      const year = planned ? 2027 : 2024 + Math.floor(s / 4);
      const items = Array.from({ length: PRODUCTS_PER_STUDY }, (_, i) => product(r, key, i));
      // One category per assortment (its most common), as merchandisers plan lines.
      const lead = CATEGORIES.map(([c]) => [c, items.filter((p) => p.category === c).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
      const assortmentId = seedId(`labs:assortment:${key}`);
      await tx.assortment.create({
        data: { id: assortmentId, brand_id: LABS_BRAND.id, year, season, brand_category_id: categoryId.get(lead)!, name: planned ? `${year} planned line` : `${season[0]!.toUpperCase()}${season.slice(1)} ${year} line` },
      });
      await tx.product.createMany({
        data: items.map((p) => ({
          id: p.id, brand_id: LABS_BRAND.id, name: p.name, price: p.price, asset_format: "image", colors: p.color, materials: p.material, fit: p.fit,
          categories: [p.category], description: `${p.fit} fit ${p.category.toLowerCase()} piece in ${p.material.toLowerCase()}, ${p.color.toLowerCase()}.`,
        })),
      });
      await tx.productAssortment.createMany({ data: items.map((p) => ({ product_id: p.id, assortment_id: assortmentId })) });
      if (planned) continue;
      const surveyId = seedId(`labs:survey:${key}`);
      const closed = new Date(now - (STUDIES - s) * 30 * DAY);
      await tx.survey.create({
        data: {
          id: surveyId, short_id: seedId(`labs:short:${key}`).slice(0, 10), brand_id: LABS_BRAND.id, assortment_id: assortmentId,
          title: `${season[0]!.toUpperCase()}${season.slice(1)} ${year} Line Review`, type: "line_review", status: "Closed",
          decision_point_id: seedId("dp:line_adoption"), date_created: new Date(closed.getTime() - 20 * DAY), date_start: new Date(closed.getTime() - 14 * DAY),
          date_published: new Date(closed.getTime() - 14 * DAY), date_closed: closed, date_end: closed, limit_active: true, limit_number: PRODUCTS_PER_STUDY, version: "1.0.0",
        },
      });
      await tx.surveyProduct.createMany({ data: items.map((p, order) => ({ survey_id: surveyId, product_id: p.id, order })) });
      await tx.question.createMany({
        data: [{ id: seedId(`labs:question:${key}:template`), survey_id: surveyId, product_id: null }, ...items.map((p) => ({ id: seedId(`labs:question:${key}:${p.id}`), survey_id: surveyId, product_id: p.id }))],
      });
      for (let n = 0; n < RESPONDENTS; n++) {
        const respondentId = seedId(`labs:respondent:${key}:${n}`);
        const at = new Date(closed.getTime() - (1 + (n % 10)) * DAY).toISOString();
        respondents.push({ id: respondentId, survey_id: surveyId, status: "completed", is_preview: false, started_at: at, completed_at: at, processed_at: at, assigned_products: items.map((p) => p.id), panel_params: {}, ratings: [] });
        for (const p of items) {
          const rating = Math.min(5, Math.max(1, Math.round(p.mean + normal(r))));
          ratings.push({ id: seedId(`labs:rating:${key}:${n}:${p.id}`), survey_id: surveyId, product_id: p.id, respondent_id: respondentId, question_id: seedId(`labs:question:${key}:${p.id}`), rating, created_at: at });
        }
      }
    }
    await insertRows(tx, "Respondent", respondents);
    await insertRows(tx, "RatingAnswer", ratings);
  }, { timeout: 120_000 });
}

// ---- Countries, demographics and images (P15 item 1) ------------------------------------------------------------

const LABS_COUNTRIES = [["US", 50], ["GB", 20], ["DE", 15], ["FR", 15]] as const;
const GENDER = { id: seedId("labs:demographic:gender"), options: ["Female", "Male", "Non-binary", "Prefer not to say"], weights: [48, 46, 4, 2] };
const AGE = { id: seedId("labs:demographic:age"), options: ["18-24", "25-34", "35-44", "45-54", "55+"], points: [1, 2, 3, 4, 5], weights: [18, 27, 24, 18, 13] };
const LABS_BROWSERS = ["Chrome", "Safari", "Firefox", "Microsoft Edge"] as const;
const LABS_DEVICES = ["mobile", "desktop", "tablet"] as const;

/** Countries, a gender and an age answer per respondent, and the two segmentation profiles, for every Closed study. */
async function seedLabsAudience(db: PrismaClient): Promise<void> {
  const surveys = await db.survey.findMany({ where: { brand_id: LABS_BRAND.id }, select: { id: true }, orderBy: { id: "asc" } });
  if (!surveys.length) return;
  if (await db.surveyDemographic.count({ where: { survey_id: { in: surveys.map((s) => s.id) } } })) return;
  const found = await db.country.findMany({ where: { code: { in: LABS_COUNTRIES.map(([c]) => c) } }, select: { id: true, code: true, region: true } });
  const countries = LABS_COUNTRIES.flatMap(([code, weight]) => found.filter((c) => c.code === code).map((c) => ({ ...c, weight })));
  if (!countries.length) return;
  const r = rng("labs-history:audience");
  const respondents = await db.respondent.findMany({ where: { survey_id: { in: surveys.map((s) => s.id) } }, select: { id: true, survey_id: true, completed_at: true }, orderBy: { id: "asc" } });
  const segments: object[] = [];
  const updates: { id: string; country_id: string; region: string | null; browser: string; device: string; language: string; summed_points: number; segmentation_profile_id: string }[] = [];
  for (const p of respondents) {
    const country = countries[draw(r, countries.map((c) => c.weight))]!;
    const gender = draw(r, GENDER.weights);
    const age = draw(r, AGE.weights);
    const points = AGE.points[age]!;
    const at = p.completed_at?.toISOString() ?? new Date().toISOString();
    segments.push(
      { id: seedId(`labs:segment:${p.id}:gender`), survey_id: p.survey_id, respondent_id: p.id, demographic_id: GENDER.id, values: [String(gender)], text_value: null, points: null, created_at: at },
      { id: seedId(`labs:segment:${p.id}:age`), survey_id: p.survey_id, respondent_id: p.id, demographic_id: AGE.id, values: [String(age)], text_value: null, points, created_at: at },
    );
    updates.push({
      id: p.id, country_id: country.id, region: country.region, language: "en",
      browser: LABS_BROWSERS[Math.floor(r() * LABS_BROWSERS.length)]!, device: LABS_DEVICES[draw(r, [62, 32, 6])]!,
      summed_points: points, segmentation_profile_id: seedId(`labs:segmentation-profile:${p.survey_id}:${points <= 2 ? "young" : "established"}`),
    });
  }
  await db.$transaction(async (tx) => {
    await tx.demographicQuestion.createMany({
      data: [
        { id: GENDER.id, brand_id: LABS_BRAND.id, type: "choice", title: "What is your gender?", dashboard_title: "Gender", options: GENDER.options, is_default: true, brand_default_question: true },
        { id: AGE.id, brand_id: LABS_BRAND.id, type: "choice", title: "How old are you?", dashboard_title: "Age", options: AGE.options, pointable: true, point_values: AGE.points, is_default: true, brand_default_question: true },
      ],
      skipDuplicates: true,
    });
    for (const { id: survey_id } of surveys) {
      await tx.surveyDemographic.createMany({
        data: [
          { survey_id, demographic_id: GENDER.id, order: 0, required: true },
          { survey_id, demographic_id: AGE.id, order: 1, required: true, part_of_point_range: true },
        ],
        skipDuplicates: true,
      });
      await tx.surveyCountry.createMany({ data: countries.map((c, order) => ({ survey_id, country_id: c.id, order, exchange_rate: c.code === "US" ? 1 : null })), skipDuplicates: true });
      await tx.segmentationProfile.createMany({
        data: [
          { id: seedId(`labs:segmentation-profile:${survey_id}:young`), survey_id, profile_name: "Younger shoppers", color: "#2563eb", questions: [AGE.id], start_range: 1, end_range: 2, order: 0 },
          { id: seedId(`labs:segmentation-profile:${survey_id}:established`), survey_id, profile_name: "Established shoppers", color: "#16a34a", questions: [AGE.id], start_range: 3, end_range: 5, order: 1 },
        ],
        skipDuplicates: true,
      });
    }
    await insertRows(tx, "SegmentAnswer", segments);
    await tx.$executeRaw`
      UPDATE "Respondent" r SET country_id = u.country_id, region = u.region, language = u.language, browser = u.browser, device = u.device,
        summed_points = u.summed_points, segmentation_profile_id = u.segmentation_profile_id
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS u(id text, country_id text, region text, language text, browser text, device text, summed_points float8, segmentation_profile_id text)
      WHERE r.id = u.id`;
  }, { timeout: 60_000 });
}

const LABS_HEX: Record<string, string> = { Olive: "#6b6b2e", Navy: "#1d2b53", Sand: "#cdb48f", Charcoal: "#3a3d42", Orange: "#e0701f", "Neon yellow": "#d9ec1f" };
const LABS_SHAPE: Record<string, Shape> = { Outerwear: "outer", Knitwear: "top", Tops: "top" };

/** An image for every product without one: one rendition per shape and colour, shared by the products that match. */
async function seedLabsImages(db: PrismaClient): Promise<void> {
  const products = await db.product.findMany({ where: { brand_id: LABS_BRAND.id, images: { none: {} } }, select: { id: true, colors: true, categories: true }, orderBy: { id: "asc" } });
  if (!products.length) return;
  const look = (p: (typeof products)[number]) => ({ shape: LABS_SHAPE[p.categories[0] ?? ""] ?? "top", hex: LABS_HEX[p.colors ?? ""] ?? "#8d9096" });
  const renditions = new Map<string, { original: string; desktop: string; mobile: string }>();
  for (const key of new Set(products.map((p) => JSON.stringify(look(p))))) {
    const { shape, hex } = JSON.parse(key) as { shape: Shape; hex: string };
    renditions.set(key, await saveImageVariants(await renderProductImage(shape, hex, 0), { id: seedId(`labs:image:${shape}:${hex}`) }));
  }
  await db.productImage.createMany({
    data: products.map((p) => ({ id: seedId(`labs:product-image:${p.id}`), product_id: p.id, order: 0, ...renditions.get(JSON.stringify(look(p)))! })),
    skipDuplicates: true,
  });
}
