// MakerLabs bench (P14 "Must show › Backtest: npm run bench prints, on the seeded history, MAE and Spearman rank
// correlation against the naive baseline, training time and prediction latency"; wired into tests/bench/run.ts, alone
// with BENCH_ONLY=labs). On the seeded Harbor & Pine history (prisma/seed/labs-history.ts: 8 Closed studies × 10
// products whose scores follow colour, material, fit, category and price, plus noise), through the services in this
// process: the history read from the database, the leave-one-study-out backtest, training (median of 5), and
// predictions of the planned line's products (p50 / p95 of 1,000). Prints figures, asserts nothing.
import { backtestLabs } from "../../lib/labs/backtest";
import { predictLabs, trainLabsModel } from "../../lib/labs/model";
import { LABS_BRAND } from "../../prisma/seed/labs-history";

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function benchLabs(databaseUrl: string): Promise<void> {
  process.env.DATABASE_URL = databaseUrl;
  const { labsCatalogue, labsHistory } = await import("../../server/labs/history");
  const { prisma } = await import("../../server/db");
  const t0 = performance.now();
  const history = await labsHistory(LABS_BRAND.id);
  const readMs = performance.now() - t0;
  const studies = new Set(history.map((h) => h.study_id)).size;
  console.log(`${"history (Harbor & Pine, from the database)".padEnd(52)} ${ms(readMs)}   ${studies} Closed studies, ${history.length} tested products`);

  const t1 = performance.now();
  const bt = backtestLabs(history);
  const btMs = performance.now() - t1;
  console.log(
    `${"backtest, leave one study out".padEnd(52)} ${ms(btMs)}   MAE ${bt.mae.toFixed(2)} vs baseline (brand mean) ${bt.baselineMae.toFixed(2)} ` +
      `(${((1 - bt.mae / bt.baselineMae) * 100).toFixed(0)}% lower); Spearman ${bt.spearman?.toFixed(3) ?? "—"} vs baseline — (a constant ranks nothing); ` +
      `paired p ${bt.improvementP?.toExponential(1) ?? "—"}; beats the baseline: ${bt.beatsBaseline ? "yes" : "no"}`,
  );

  const trainTimes: number[] = [];
  let model = trainLabsModel(history, { residuals: bt.residuals });
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    model = trainLabsModel(history, { residuals: bt.residuals });
    trainTimes.push(performance.now() - t);
  }
  console.log(`${"training (fit on all, median of 5)".padEnd(52)} ${ms(pct(trainTimes, 0.5))}   model ${(JSON.stringify(model).length / 1024).toFixed(0)} kB of JSON`);

  const planned = await prisma.assortment.findFirstOrThrow({ where: { brand_id: LABS_BRAND.id, name: { contains: "planned" } }, select: { id: true } });
  const products = await labsCatalogue(LABS_BRAND.id, { assortmentId: planned.id });
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    predictLabs(model, products[i % products.length]!);
    times.push(performance.now() - t);
  }
  console.log(`${"prediction (one product, 1,000 runs)".padEnd(52)} p50 ${ms(pct(times, 0.5))}   p95 ${ms(pct(times, 0.95))}   max ${ms(Math.max(...times))}`);
}
