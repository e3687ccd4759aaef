import "server-only";
// The server side of every studies list route (spec 3 §2 "Studies list", §6): survey read, the assortment of an
// assortment tab (unknown or another brand's → 404), and the user's rights for the client list as TStudyAccess.
import { notFound } from "next/navigation";
import { can, isAdmin } from "@/lib/permissions";
import type { TStudyAccess } from "@/lib/studies/wire";
import { guardBrandPage } from "../access/page-guard";
import { loadAssortment } from "../assortments/get-assortment";
import { AppError } from "../errors";

export interface TStudiesPageProps {
  brandId: string;
  assortmentId?: string;
  type?: string;
  access: TStudyAccess;
}

export async function loadStudiesPage(brandId: string, assortmentId?: string, type?: string): Promise<TStudiesPageProps> {
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
  return { brandId, assortmentId, type, access };
}
