// Factories for the product area: assortments, products, studies (surveys) holding products, and star ratings.
// Everything is written straight to the worker's database with fresh ids, so tests never share rows.
import sharp from "sharp";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { SurveyStatus } from "@/server/generated/prisma/client";

export async function createAssortment(brandId: string, opts: { name?: string; year?: number } = {}) {
  return prisma.assortment.create({
    data: { id: newId(), brand_id: brandId, year: opts.year ?? 2026, season: "spring", name: opts.name ?? `Assortment ${newId().slice(-5)}` },
  });
}

export interface TProductOptions {
  name?: string;
  price?: number | null;
  assortmentIds?: string[];
  parentId?: string | null;
  dateCreated?: Date;
  deleted?: boolean;
  language?: string;
  collectionName?: string | null;
  images?: { original: string; desktop: string; mobile: string }[];
}

export async function createProduct(brandId: string, opts: TProductOptions = {}) {
  const id = newId();
  const product = await prisma.product.create({
    data: {
      id,
      brand_id: brandId,
      name: opts.name ?? `Product ${id.slice(-6)}`,
      price: opts.price === undefined ? 50 : opts.price,
      asset_format: "image",
      parent_id: opts.parentId ?? null,
      deleted: opts.deleted ?? false,
      language: opts.language ?? "en",
      collection_name: opts.collectionName ?? null,
      ...(opts.dateCreated ? { date_created: opts.dateCreated } : {}),
    },
  });
  if (opts.assortmentIds?.length) {
    await prisma.productAssortment.createMany({ data: opts.assortmentIds.map((assortment_id) => ({ product_id: id, assortment_id })) });
  }
  if (opts.images?.length) {
    await prisma.productImage.createMany({ data: opts.images.map((img, order) => ({ product_id: id, order, ...img })) });
  }
  return product;
}

/** A study of the brand with the given status holding the products (and one star question per product). */
export async function createSurvey(brandId: string, opts: { status?: SurveyStatus; productIds?: string[]; title?: string } = {}) {
  const id = newId();
  const survey = await prisma.survey.create({
    data: {
      id,
      short_id: id.slice(-10),
      brand_id: brandId,
      title: opts.title ?? `Study ${id.slice(-5)}`,
      type: "early_stage",
      status: opts.status ?? "Draft",
    },
  });
  for (const [order, product_id] of (opts.productIds ?? []).entries()) {
    await prisma.surveyProduct.create({ data: { survey_id: id, product_id, order } });
    await prisma.question.create({ data: { survey_id: id, product_id, text: `How likely are you to buy product ${order + 1}?` } });
  }
  return survey;
}

/** One respondent per rating, each rating the product once in the study. */
export async function addRatings(surveyId: string, productId: string, ratings: number[], opts: { preview?: boolean } = {}) {
  const question = await prisma.question.findUniqueOrThrow({ where: { survey_id_product_id: { survey_id: surveyId, product_id: productId } } });
  for (const rating of ratings) {
    const respondent = await prisma.respondent.create({ data: { id: newId(), survey_id: surveyId, is_preview: opts.preview ?? false, status: "completed" } });
    await prisma.ratingAnswer.create({
      data: { survey_id: surveyId, product_id: productId, respondent_id: respondent.id, question_id: question.id, rating },
    });
  }
}

export async function imageBuffer(format: "png" | "jpeg" | "webp" = "png", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a7bd0" } })[format]().toBuffer();
}

/** The smallest valid ProductInput for the brand and assortment; override what a test is about. */
export function productInput(brandId: string, assortmentId: string, extra: Record<string, unknown> = {}) {
  return { brand: brandId, name: `New product ${newId().slice(-5)}`, asset_format: "image", assortment: [assortmentId], ...extra };
}

export interface TGqlAnswer<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; invalid_params?: { name: string; reason: string }[] } }[] | undefined;
}

/** A GraphQL call through the real route handler, the way the browser makes it. */
export async function gql<T = Record<string, unknown>>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<TGqlAnswer<T>> {
  const { call } = await import("./factories");
  const graphqlRoute = await import("@/app/api/v1/graphql/route");
  const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });
  const body = res.json as { data?: T | null; errors?: TGqlAnswer<T>["errors"] };
  return { status: res.status, data: body.data ?? null, errors: body.errors };
}

export const PRODUCT_FIELDS = `_id brand name price margin description colors asset_format assortment parent_id is_editable language
  date_created date_modified collection_name custom_data product_id
  children { _id name } images { _id order original desktop mobile } three_dimensional_models { type id order url }
  forecasts { total apac } additional_languages { language completed fields price }`;
