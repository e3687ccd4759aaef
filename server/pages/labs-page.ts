import "server-only";
// MakerLabs' page (P14 item 2; spec 1 §2 "a sidebar entry for synthetic research, path not given": /brand/{b}/labs):
// the guard (labs.read — knowledge_base read, not knowledge-base-only — and enableSyntheticResearch), the model's
// state (when trained, on what, its backtest, whether it may predict), what the prediction form offers (the brand's
// untested catalogue products, its categories), and for the assortment in the address, the synthetic line review of
// its products. Nothing here is written into results or benchmarks. A brand never trained is trained first.
import { syntheticLineReview } from "@/lib/labs/synthetic-line-review";
import type { TLabsModel } from "@/lib/labs/model";
import { labsState } from "@/lib/labs/state";
import type { TLabsPage } from "@/lib/labs/page";
import { isId } from "@/lib/ids";
import { guardBrandPage } from "../access/page-guard";
import { prisma } from "../db";
import { labsCatalogue, labsHistory } from "../labs/history";
import { trainBrandModel } from "../labs/train";


/** Products the form lists at most. */
const MAX_PRODUCTS = 500;

export async function loadLabsPage(brandId: string, assortmentParam: string | undefined): Promise<TLabsPage> {
  const { brand, access } = await guardBrandPage(brandId, { permission: "labs.read", feature: "enableSyntheticResearch", screen: "labs" });
  // A brand never trained is trained on the spot (well under a second); the labs.train job keeps it current.
  if (!(await prisma.labsModel.findUnique({ where: { brand_id: access.brandId }, select: { brand_id: true } }))) await trainBrandModel(access.brandId);
  const row = await prisma.labsModel.findUnique({ where: { brand_id: access.brandId } });
  const state = labsState(row);
  const [tested, products, categories, assortments] = await Promise.all([
    state.kind === "ready" ? labsHistory(access.brandId) : Promise.resolve([]),
    prisma.product.findMany({ where: { brand_id: access.brandId, deleted: false }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }], take: MAX_PRODUCTS * 2 }),
    prisma.brandCategory.findMany({ where: { brand_id: access.brandId }, select: { name: true }, orderBy: { name: "asc" } }),
    prisma.assortment.findMany({ where: { brand_id: access.brandId }, select: { id: true, name: true, year: true, season: true }, orderBy: [{ year: "desc" }, { date_created: "desc" }] }),
  ]);
  const testedIds = new Set(tested.map((t) => t.id));
  let lineReview: TLabsPage["lineReview"] = null;
  const assortmentId = assortmentParam && isId(assortmentParam) && assortments.some((a) => a.id === assortmentParam) ? assortmentParam : null;
  if (state.kind === "ready" && assortmentId) {
    const items = await labsCatalogue(access.brandId, { assortmentId });
    lineReview = { assortmentId, rows: syntheticLineReview(row!.model as unknown as TLabsModel, items) };
  }
  return {
    brandId,
    brandName: brand.name,
    state,
    products: products.filter((p) => !testedIds.has(p.id)).slice(0, MAX_PRODUCTS),
    categories: categories.map((c) => c.name),
    assortments: assortments.map((a) => ({ id: a.id, label: a.name || `${a.season[0]!.toUpperCase()}${a.season.slice(1)} ${a.year}` })),
    lineReview,
  };
}
