import "server-only";
// Gives a new respondent its products (lib/survey/assignment.ts) and counts them (SurveyProduct.assigned_count), so
// the next respondent of a random study gets the least-shown ones. Runs inside the start transaction; a per-study
// advisory lock makes concurrent starts read each other's counts, which keeps the counts balanced under load.
import { pickProducts } from "@/lib/survey/assignment";
import { productCap } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { Tx } from "../db";

/** Lock namespace for assignment (the completion lock of quota.ts uses another), so starts never wait on completes. */
const ASSIGN_LOCK = "survey-assign:";

export async function assignProducts(shape: TStudyShape, opts: { rng?: () => number }, tx: Tx): Promise<string[]> {
  const cap = productCap(shape.limit);
  const rng = opts.rng ?? Math.random;
  let products = shape.products;
  if (shape.random && products.length > cap) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${ASSIGN_LOCK + shape.id}))`;
    const fresh = await tx.surveyProduct.findMany({ where: { survey_id: shape.id, product_id: { in: products.map((p) => p.product_id) } }, select: { product_id: true, assigned_count: true } });
    const count = new Map(fresh.map((f) => [f.product_id, f.assigned_count]));
    products = products.map((p) => ({ ...p, assigned_count: count.get(p.product_id) ?? p.assigned_count }));
  }
  const chosen = pickProducts(products, cap, shape.random, rng);
  if (chosen.length) {
    await tx.surveyProduct.updateMany({ where: { survey_id: shape.id, product_id: { in: chosen } }, data: { assigned_count: { increment: 1 } } });
  }
  return chosen;
}
