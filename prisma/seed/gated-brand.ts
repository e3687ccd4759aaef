// Gates and dates, on a brand of its own (P15 item 1: "gates-and-dates is demonstrated on a brand of its own, named
// so"): Gates & Dates Outfitters has the gatesAndDates feature, six products in one assortment, one Closed line review
// with 36 respondents and one Draft study. Spec 3 §6 keeps results and the study status actions for admins there:
// admin@ reads the results, the demo merchandiser full@ (a member with every permission) sees the gated message and
// the results calls refuse her (lib/permissions.ts results.read). Kept apart from the demo brands, whose catalogues
// and studies the journeys count. Deterministic (seeded PRNG), idempotent.
import type { PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { ENTITIES, type TAction, type TEntity } from "../../lib/permissions";
import { FEATURE_FLAGS } from "../../lib/schemas/brand";
import { saveImageVariants } from "../../server/storage/images";
import { renderProductImage, type Shape } from "./catalog";
import { draw, insertRows, rng } from "./responses";

export const GATED_BRAND = { id: seedId("brand:gated"), name: "Gates & Dates Outfitters", slug: "gates-and-dates-outfitters" } as const;
/** The Closed study whose results only admins read. */
export const GATED_STUDY = { id: seedId("gated:survey:closed"), title: "Winter 2025 Line Review" } as const;
/** The demo users who are members of the brand (full@: every permission, so only the gate refuses her). */
export const GATED_MEMBERS = ["full"] as const;

const FLAGS = ["timeline", "gatesAndDates", "enableSnapShare", "enableSurveyCreatorV2", "enableEmailNotifications"];
const DAY = 86_400_000;
const RESPONDENTS = 36;
const PRODUCTS: { name: string; shape: Shape; hex: string; price: number; stars: number[] }[] = [
  { name: "Gatekeeper Parka", shape: "outer", hex: "#1d2b53", price: 220, stars: [2, 4, 10, 34, 50] },
  { name: "Datebook Overshirt", shape: "top", hex: "#6b6b2e", price: 90, stars: [6, 12, 30, 32, 20] },
  { name: "Turnstile Knit", shape: "top", hex: "#cdb48f", price: 110, stars: [8, 16, 34, 28, 14] },
  { name: "Latch Chino", shape: "bottom", hex: "#3a3d42", price: 85, stars: [10, 20, 34, 24, 12] },
  { name: "Deadline Boot", shape: "shoe", hex: "#7c4a2d", price: 180, stars: [14, 24, 30, 20, 12] },
  { name: "Calendar Tote", shape: "bag", hex: "#e0701f", price: 60, stars: [30, 34, 20, 10, 6] },
];
const COUNTRIES = [["US", 60], ["GB", 25], ["CA", 15]] as const;

export async function seedGatedBrand(db: PrismaClient, now = Date.now()): Promise<void> {
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, FLAGS.includes(f)]));
  const us = await db.country.findUnique({ where: { code: "US" }, select: { id: true } });
  const en = await db.language.findUnique({ where: { code: "en" }, select: { id: true } });
  await db.brand.upsert({
    where: { id: GATED_BRAND.id },
    update: {},
    create: {
      id: GATED_BRAND.id, name: GATED_BRAND.name, slug: GATED_BRAND.slug, demo: true, brand_type: "Demo", is_active: true, features,
      website: `https://${GATED_BRAND.slug}.example.com`, default_country_id: us?.id, default_language_id: en?.id, minimum_age: 18,
      regions: ["North America"], style: { primary: "#1f2937", secondary: "#4b5563", accent: "#2563eb" },
    },
  });
  await seedMembers(db);
  if (await db.survey.count({ where: { brand_id: GATED_BRAND.id } })) return;

  const r = rng("gated-brand");
  const categoryId = seedId("gated:category");
  const assortmentId = seedId("gated:assortment");
  const products = PRODUCTS.map((p, i) => ({ ...p, id: seedId(`gated:product:${i}`) }));
  const images = await Promise.all(products.map(async (p, i) => saveImageVariants(await renderProductImage(p.shape, p.hex, i), { id: seedId(`gated:image:${i}`) })));
  const found = await db.country.findMany({ where: { code: { in: COUNTRIES.map(([c]) => c) } }, select: { id: true, code: true, region: true } });
  const countries = COUNTRIES.flatMap(([code, weight]) => found.filter((c) => c.code === code).map((c) => ({ ...c, weight })));
  const closed = new Date(now - 20 * DAY);

  await db.$transaction(async (tx) => {
    await tx.brandCategory.create({ data: { id: categoryId, brand_id: GATED_BRAND.id, name: "Outerwear", gender: "unisex" } });
    await tx.assortment.create({ data: { id: assortmentId, brand_id: GATED_BRAND.id, year: 2025, season: "holiday", brand_category_id: categoryId, name: "Winter 2025 line" } });
    await tx.product.createMany({
      data: products.map((p) => ({ id: p.id, brand_id: GATED_BRAND.id, name: p.name, price: p.price, asset_format: "image", categories: ["Outerwear"], description: `${p.name}, from the Winter 2025 line.` })),
    });
    await tx.productImage.createMany({ data: products.map((p, i) => ({ id: seedId(`gated:product-image:${i}`), product_id: p.id, order: 0, ...images[i]! })) });
    await tx.productAssortment.createMany({ data: products.map((p) => ({ product_id: p.id, assortment_id: assortmentId })) });

    const surveyId = GATED_STUDY.id;
    await tx.survey.create({
      data: {
        id: surveyId, short_id: seedId("gated:short:closed").slice(0, 10), brand_id: GATED_BRAND.id, assortment_id: assortmentId,
        title: GATED_STUDY.title, type: "line_review", status: "Closed", decision_point_id: seedId("dp:line_adoption"),
        date_created: new Date(closed.getTime() - 20 * DAY), date_start: new Date(closed.getTime() - 14 * DAY),
        date_published: new Date(closed.getTime() - 14 * DAY), date_closed: closed, date_end: closed, limit_active: true, limit_number: products.length, version: "1.0.0",
      },
    });
    await tx.surveyProduct.createMany({ data: products.map((p, order) => ({ survey_id: surveyId, product_id: p.id, order })) });
    await tx.question.createMany({
      data: [{ id: seedId("gated:question:template"), survey_id: surveyId, product_id: null }, ...products.map((p) => ({ id: seedId(`gated:question:${p.id}`), survey_id: surveyId, product_id: p.id }))],
    });
    if (countries.length) {
      await tx.surveyCountry.createMany({ data: countries.map((c, order) => ({ survey_id: surveyId, country_id: c.id, order, exchange_rate: c.code === "US" ? 1 : null })) });
    }
    const respondents: object[] = [];
    const ratings: object[] = [];
    for (let n = 0; n < RESPONDENTS; n++) {
      const id = seedId(`gated:respondent:${n}`);
      const at = new Date(closed.getTime() - (1 + (n % 12)) * DAY).toISOString();
      const country = countries.length ? countries[draw(r, countries.map((c) => c.weight))]! : null;
      respondents.push({
        id, survey_id: surveyId, status: "completed", is_preview: false, started_at: at, completed_at: at, processed_at: at,
        assigned_products: products.map((p) => p.id), panel_params: {}, ratings: [], country_id: country?.id ?? null, region: country?.region ?? null, language: "en",
      });
      for (const p of products) {
        ratings.push({ id: seedId(`gated:rating:${n}:${p.id}`), survey_id: surveyId, product_id: p.id, respondent_id: id, question_id: seedId(`gated:question:${p.id}`), rating: draw(r, p.stars) + 1, created_at: at });
      }
    }
    await insertRows(tx, "Respondent", respondents);
    await insertRows(tx, "RatingAnswer", ratings);

    // A study still being built: publishing it is for admins on this brand too (spec 3 §6).
    await tx.survey.create({
      data: {
        id: seedId("gated:survey:draft"), short_id: seedId("gated:short:draft").slice(0, 10), brand_id: GATED_BRAND.id, assortment_id: assortmentId,
        title: "Spring 2026 Concept Check", type: "early_stage", status: "Draft", date_created: new Date(now - 2 * DAY), version: "1.0.0",
      },
    });
  }, { timeout: 60_000 });
}

/** full@ is a member with every permission: on this brand only the gate keeps results from her. */
async function seedMembers(db: PrismaClient): Promise<void> {
  const all: [TEntity, TAction][] = ENTITIES.flatMap((e) => [[e, "read"], [e, "write"]] as [TEntity, TAction][]);
  for (const key of GATED_MEMBERS) {
    const user_id = seedId(`user:${key}`);
    if (!(await db.user.findUnique({ where: { id: user_id }, select: { id: true } }))) continue;
    const id = seedId(`membership:${key}:gated`);
    if (await db.brandMembership.findUnique({ where: { id } })) continue;
    await db.$transaction([
      db.brandMembership.create({ data: { id, user_id, brand_id: GATED_BRAND.id, regions: ["North America"] } }),
      db.brandPermission.createMany({ data: all.map(([entity, action]) => ({ user_id, brand_id: GATED_BRAND.id, entity, action })), skipDuplicates: true }),
    ]);
  }
}
