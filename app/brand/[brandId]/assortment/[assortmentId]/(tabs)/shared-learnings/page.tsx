// /brand/{brandId}/assortment/{assortmentId}/shared-learnings – the assortment's snips, read-only (spec 3 §2).
// Without snap-and-share the tab does not exist: the dashboard when the assortment dashboard is on, else products.
import { notFound, redirect } from "next/navigation";
import { sharedLearningsRedirect } from "@/components/assortments/assortment-routes";
import { SnipList } from "@/components/assortments/snip-list";
import { isId } from "@/lib/ids";
import { guardBrandPage } from "@/server/access/page-guard";
import { listAssortmentSnips } from "@/server/assortments/list-assortment-snips";
import { AppError } from "@/server/errors";

export const metadata = { title: "Shared learnings" };

interface Props {
  params: Promise<{ brandId: string; assortmentId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SharedLearningsPage({ params, searchParams }: Props) {
  const { brandId, assortmentId } = await params;
  const { access, brand } = await guardBrandPage(brandId, { permission: "assortment.read" });
  const to = sharedLearningsRedirect(brand.features, brandId, assortmentId);
  if (to) redirect(to);
  if (!isId(assortmentId)) notFound();
  const raw = (await searchParams).page;
  const page = Number(Array.isArray(raw) ? raw[0] : raw) || 1;
  try {
    const result = await listAssortmentSnips(access, assortmentId, page);
    return <SnipList brandId={brandId} assortmentId={assortmentId} result={result} />;
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}
