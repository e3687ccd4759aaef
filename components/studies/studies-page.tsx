// The server side of every studies list route (spec 3 §2 "Studies list", §6): survey read, the assortment of an
// assortment tab (unknown or another brand's → 404), and the user's rights for the client list as TStudyAccess.
import { notFound } from "next/navigation";
import { can, isAdmin } from "@/lib/permissions";
import type { TStudyAccess } from "@/lib/studies/wire";
import { guardBrandPage } from "@/server/access/page-guard";
import { loadAssortment } from "@/server/assortments/get-assortment";
import { AppError } from "@/server/errors";
import { ProductsQueryProvider } from "../products/query-provider";
import { StudiesList } from "./studies-list";

interface Props {
  brandId: string;
  assortmentId?: string;
  type?: string;
}

export async function StudiesPage({ brandId, assortmentId, type }: Props) {
  const { actor, brand, access: reader } = await guardBrandPage(brandId, { permission: "survey.read" });
  if (assortmentId !== undefined) {
    try {
      await loadAssortment(reader, assortmentId);
    } catch (e) {
      if (e instanceof AppError && e.code === "not_found") notFound();
      throw e;
    }
  }
  const access: TStudyAccess = {
    // An admin viewing as a user (view=user) sees what a user sees.
    isAdmin: isAdmin(actor),
    canWriteSurvey: can(actor, brandId, "survey", "write"),
    canWriteAssortment: can(actor, brandId, "assortment", "write"),
    features: brand.features,
  };
  return (
    <ProductsQueryProvider>
      <StudiesList brandId={brandId} assortmentId={assortmentId} type={type} access={access} />
    </ProductsQueryProvider>
  );
}
