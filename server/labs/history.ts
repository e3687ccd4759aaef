import "server-only";
// MakerLabs' raw material (P14 item 2): the brand's tested products — every product of its Closed studies not excluded
// from benchmarks, with its sentiment score as the results show it (the benchmark counts of server/results/
// benchmark-norm.ts scored with the brand's version) — and the attributes the model learns from: name, description,
// category (the study's assortment's brand category, else the product's first category), price, colours, materials,
// fit and the assortment's season. Also the catalogue's products not yet tested, described the same way.
import type { TLabsProduct } from "@/lib/labs/features";
import { sentimentScore, sentimentScoreVersion } from "@/lib/results/definitions";
import { prisma } from "../db";
import { benchmarkCounts } from "../results/benchmark-norm";

const PRODUCT_SELECT = { id: true, name: true, description: true, categories: true, price: true, colors: true, materials: true, fit: true } as const;
type TProductRow = { id: string; name: string; description: string | null; categories: string[]; price: unknown; colors: string | null; materials: string | null; fit: string | null };

const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A product as MakerLabs describes it, in the context of an assortment (category and season). */
export function labsProduct(p: TProductRow, ctx: { study_id: string | null; category: string | null; season: string | null }, score?: number): TLabsProduct {
  return {
    id: p.id,
    study_id: ctx.study_id,
    name: p.name,
    description: p.description,
    category: ctx.category ?? p.categories[0] ?? null,
    price: num(p.price),
    colors: p.colors,
    materials: p.materials,
    fit: p.fit,
    season: ctx.season,
    ...(score === undefined ? {} : { score }),
  };
}

/** Every tested (study, product) of the brand with its score. */
export async function labsHistory(brandId: string): Promise<TLabsProduct[]> {
  const [brand, counts] = await Promise.all([
    prisma.brand.findUniqueOrThrow({ where: { id: brandId }, select: { sentiment_score_model_version: true } }),
    benchmarkCounts(brandId),
  ]);
  const version = sentimentScoreVersion(brand.sentiment_score_model_version);
  const scored = counts.flatMap((c) => {
    const score = sentimentScore(c.stars, version);
    return score === null ? [] : [{ survey_id: c.survey_id, product_id: c.product_id, score }];
  });
  if (!scored.length) return [];
  const [products, studies] = await Promise.all([
    prisma.product.findMany({ where: { brand_id: brandId, id: { in: [...new Set(scored.map((s) => s.product_id))] } }, select: PRODUCT_SELECT }),
    prisma.survey.findMany({
      where: { brand_id: brandId, id: { in: [...new Set(scored.map((s) => s.survey_id))] } },
      select: { id: true, assortment: { select: { season: true, brand_category: { select: { name: true } } } } },
    }),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const studyCtx = new Map(studies.map((s) => [s.id, { category: s.assortment?.brand_category?.name ?? null, season: s.assortment?.season ?? null }]));
  return scored.flatMap((s) => {
    const p = byId.get(s.product_id);
    const ctx = studyCtx.get(s.survey_id);
    return p && ctx ? [labsProduct(p, { study_id: s.survey_id, ...ctx }, s.score)] : [];
  });
}

/** The brand's live products of one assortment (or a list of ids), described in that assortment's context. */
export async function labsCatalogue(brandId: string, where: { assortmentId: string } | { productIds: string[] }): Promise<TLabsProduct[]> {
  if ("assortmentId" in where) {
    const a = await prisma.assortment.findFirst({
      where: { id: where.assortmentId, brand_id: brandId },
      select: { season: true, brand_category: { select: { name: true } }, products: { select: { product: { select: { ...PRODUCT_SELECT, deleted: true } } } } },
    });
    if (!a) return [];
    const ctx = { study_id: null, category: a.brand_category?.name ?? null, season: a.season };
    return a.products.map((x) => x.product).filter((p) => !p.deleted).map((p) => labsProduct(p, ctx));
  }
  const rows = await prisma.product.findMany({
    where: { brand_id: brandId, id: { in: where.productIds }, deleted: false },
    select: { ...PRODUCT_SELECT, assortments: { select: { assortment: { select: { season: true, year: true, brand_category: { select: { name: true } } } } } } },
  });
  return rows.map((p) => {
    const latest = p.assortments.map((x) => x.assortment).sort((a, b) => b.year - a.year)[0];
    return labsProduct(p, { study_id: null, category: latest?.brand_category?.name ?? null, season: latest?.season ?? null });
  });
}
