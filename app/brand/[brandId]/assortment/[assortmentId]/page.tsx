// /brand/{brandId}/assortment/{assortmentId} – redirects to the products tab (spec 3 §2).
import { redirect } from "next/navigation";
import { assortmentRoutes } from "@/components/assortments/assortment-routes";

export default async function AssortmentPage({ params }: { params: Promise<{ brandId: string; assortmentId: string }> }) {
  const { brandId, assortmentId } = await params;
  redirect(assortmentRoutes.tab(brandId, assortmentId, "products"));
}
