// The assortment page around its tabs (spec 3 §2): header with season, year, category and the counts of
// getAssortmentHeaderInfo, and the tabs products, tests, line-reviews and (with snap-and-share) shared-learnings.
// The header is read here on the server; each tab page guards itself too.
import type { ReactNode } from "react";
import { AssortmentHeader } from "@/components/assortments/assortment-header";
import { readAssortmentHeader } from "@/components/assortments/header-data";
import { isId } from "@/lib/ids";
import { withPermission } from "@/server/access/authorize";
import { guardBrandPage } from "@/server/access/page-guard";
import { getAssortment } from "@/server/assortments/get-assortment";
import { getAssortmentHeaderInfo } from "@/server/assortments/header-info";

interface Props {
  children: ReactNode;
  params: Promise<{ brandId: string; assortmentId: string }>;
}

export default async function AssortmentLayout({ children, params }: Props) {
  const { brandId, assortmentId } = await params;
  const { access, brand } = await guardBrandPage(brandId);
  // A malformed or unknown id has no header: the tab answers it with its own 404. The header needs assortment read;
  // without it (withPermission throws its 403) the tabs stay usable and the header says so.
  const header = isId(assortmentId)
    ? await readAssortmentHeader({
        assortment: async () => getAssortment(withPermission(access, "assortment.read"), assortmentId),
        info: async () => getAssortmentHeaderInfo(withPermission(access, "assortment.read"), assortmentId),
      })
    : null;
  return (
    <>
      {header && <AssortmentHeader brandId={brandId} assortmentId={assortmentId} snapShare={brand.features.enableSnapShare} header={header} />}
      {children}
    </>
  );
}
