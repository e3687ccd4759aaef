import "server-only";
// The study's products as the results screens show them: the ids the reports answer in (filteredStudy's order,
// excluded question types left out), with names, style numbers and first images.
import type { TResultsProduct } from "@/lib/results/view";
import type { TViewAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { filteredStudy } from "../../results/filtered-study";

export async function resultsProducts(access: TViewAccess, studyId: string): Promise<TResultsProduct[]> {
  const scope = await filteredStudy(access, studyId, {});
  const rows = await prisma.product.findMany({
    where: { id: { in: scope.products } },
    select: { id: true, name: true, style_number: true, images: { select: { desktop: true }, orderBy: [{ order: "asc" }, { id: "asc" }], take: 1 } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return scope.products.map((id, i) => {
    const p = byId.get(id);
    return { product_id: id, question_id: scope.questions[i] ?? null, name: p?.name ?? "", style_number: p?.style_number ?? null, image: p?.images[0]?.desktop ?? null };
  });
}
