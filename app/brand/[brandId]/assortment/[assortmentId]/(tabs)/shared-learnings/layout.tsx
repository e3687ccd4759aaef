// /brand/{brandId}/assortment/{assortmentId}/shared-learnings – the assortment's snips (spec 3 §2), with the snip
// modal of /shared-learnings/{snipId} as its child, so the list stays loaded while snips open and close. Without
// snap-and-share the tab does not exist: the dashboard when the assortment dashboard is on, else products.
import type { ReactNode } from "react";
import { notFound, redirect } from "next/navigation";
import { sharedLearningsRedirect } from "@/components/assortments/assortment-routes";
import { SharedLearnings } from "@/components/snips/shared-learnings";
import { isId } from "@/lib/ids";
import { permissionDeniedText, permits } from "@/lib/permissions";
import { routes } from "@/lib/routes";
import { SNIP_UI } from "@/lib/snips/messages";
import { guardBrandPage } from "@/server/access/page-guard";
import { loadSharedLearnings } from "@/server/pages/shared-learnings-page";

export const metadata = { title: SNIP_UI.heading };

interface Props {
  children: ReactNode;
  params: Promise<{ brandId: string; assortmentId: string }>;
}

export default async function SharedLearningsLayout({ children, params }: Props) {
  const { brandId, assortmentId } = await params;
  const { access, actor, brand } = await guardBrandPage(brandId, { permission: "assortment.read" });
  const to = sharedLearningsRedirect(brand.features, brandId, assortmentId);
  if (to) redirect(to);
  // Snips show study results: they need survey read too (docs/decisions.md P12 #1).
  if (!permits(actor, brandId, "survey.read")) redirect(routes.error(undefined, permissionDeniedText("survey.read")));
  if (!isId(assortmentId)) notFound();
  const data = await loadSharedLearnings(access, assortmentId);
  if (!data) notFound();
  return (
    <SharedLearnings brandId={brandId} assortmentId={assortmentId} initial={data.snips} pseudo={data.pseudo}>
      {children}
    </SharedLearnings>
  );
}
