import "server-only";
// Training a brand's MakerLabs model (P14 items 2 and 3; queue labs.train, server/knowledge/jobs.ts): the brand's
// tested products (server/labs/history.ts), the leave-one-study-out backtest against the brand's mean
// (lib/labs/backtest.ts), then the model fitted on all of them with the backtest's residuals for its prediction
// interval (lib/labs/model.ts). Stored as one LabsModel row per brand, replaced by each training, with the history's
// size, the backtest and the time it took. With too little history, the row says so and holds no model.
import { backtestLabs, enoughHistory, historySize } from "@/lib/labs/backtest";
import { trainLabsModel } from "@/lib/labs/model";
import { parseFeatures } from "@/lib/schemas/brand";
import { prisma } from "../db";
import { Prisma } from "../generated/prisma/client";
import { labsHistory } from "./history";




export async function trainBrandModel(brandId: string): Promise<{ trained: boolean; ms: number }> {
  const t0 = performance.now();
  const history = await labsHistory(brandId);
  const size = historySize(history);
  let model: Prisma.InputJsonValue | typeof Prisma.DbNull = Prisma.DbNull;
  let backtest: Prisma.InputJsonValue | typeof Prisma.DbNull = Prisma.DbNull;
  if (enoughHistory(history)) {
    const { residuals, ...result } = backtestLabs(history);
    backtest = JSON.parse(JSON.stringify(result)) as Prisma.InputJsonValue;
    model = JSON.parse(JSON.stringify(trainLabsModel(history, { residuals }))) as Prisma.InputJsonValue;
  }
  const ms = Math.round(performance.now() - t0);
  const data = { trained_at: new Date(), studies: size.studies, products: size.products, model, backtest, train_ms: ms };
  await prisma.labsModel.upsert({ where: { brand_id: brandId }, create: { brand_id: brandId, ...data }, update: data });
  return { trained: model !== Prisma.DbNull, ms };
}

/** The job's run: trains a brand with MakerLabs (others, or a brand gone, are skipped). */
export async function trainLabsJob(brandId: string): Promise<boolean | null> {
  const brand = await prisma.brand.findUnique({ where: { id: brandId }, select: { features: true } });
  if (!brand || !parseFeatures(brand.features).enableSyntheticResearch) return null;
  return (await trainBrandModel(brandId)).trained;
}
