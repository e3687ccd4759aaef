import "server-only";
// POST …/labs/predict (P14 item 2): a synthetic sentiment score for a product not yet tested — a catalogue product of
// the brand (described in its latest assortment's context) or one described by hand — with its prediction interval,
// the most similar tested products as evidence and the attributes it lacked. Refused with a sentence, never a
// made-up number, while the brand has no model, too little history, or a model that does not beat its own average
// (409). Needs labs.read (knowledge_base read, not knowledge-base-only) and the brand's enableSyntheticResearch.
import type { TLabsProduct } from "@/lib/labs/features";
import { LABS_MSG } from "@/lib/labs/messages";
import { predictLabs, type TLabsModel } from "@/lib/labs/model";
import { labsState } from "@/lib/labs/state";
import { LABS_UI } from "@/lib/labs/ui";
import { ZLabsPredict, type TLabsPredictResult } from "@/lib/labs/wire";
import { parseFeatures } from "@/lib/schemas/brand";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError, conflict, forbidden } from "../errors";
import { parseInput } from "../http/problem";
import { labsCatalogue } from "./history";

/** The brand's model, when it may predict; otherwise the refusal that says why. */
export async function readyModel(access: TBrandAccess): Promise<{ model: TLabsModel; trained_at: string; backtest: TLabsPredictResult["backtest"] }> {
  if (!parseFeatures(access.brand.features).enableSyntheticResearch) throw forbidden(LABS_UI.off);
  const row = await prisma.labsModel.findUnique({ where: { brand_id: access.brandId } });
  const state = labsState(row);
  if (state.kind === "untrained") throw conflict(LABS_UI.untrained);
  if (state.kind === "not_enough_history") throw conflict(LABS_MSG.notEnoughHistory(state.need, state.have));
  if (state.kind === "does_not_beat") throw conflict(LABS_MSG.doesNotBeatBaseline);
  return { model: row!.model as unknown as TLabsModel, trained_at: state.trained_at, backtest: state.backtest };
}

export async function predictProduct(access: TBrandAccess, raw: unknown): Promise<TLabsPredictResult> {
  const input = parseInput(ZLabsPredict, raw ?? {}, "body");
  const { model, trained_at, backtest } = await readyModel(access);
  let product: TLabsProduct;
  if (input.product_id) {
    const [found] = await labsCatalogue(access.brandId, { productIds: [input.product_id] });
    if (!found) throw new AppError("not_found", LABS_UI.productNotFound);
    product = found;
  } else {
    product = {
      id: "new", study_id: null, name: input.name ?? "", description: input.description || null, category: input.category || null,
      price: input.price ?? null, colors: input.colors || null, materials: input.materials || null, fit: input.fit || null, season: input.season ?? null,
    };
  }
  return { synthetic: true, product: { id: input.product_id ?? null, name: product.name }, prediction: predictLabs(model, product), trained_at, backtest };
}
