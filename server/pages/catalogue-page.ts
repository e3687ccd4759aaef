import "server-only";
// The server side of every catalogue route (spec 1 §2): access (product read), the assortment of an
// assortment-scoped route, the product id's shape (malformed → the product-page 404), and what the client catalogue
// opens with. Whether the product exists is asked by the catalogue, which shows the spec's "Product doesn't exist."
// toast and returns to the list (spec 1 §8).
import { notFound } from "next/navigation";
import { permits } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { isProductRouteId, type TCatalogueMode } from "@/lib/products/catalogue-view";
import { guardBrandPage } from "../access/page-guard";
import { findBrandAssortment } from "../products/list-brand-assortments";

export interface TCataloguePageProps {
  brandId: string;
  assortment?: { _id: string; name: string };
  canWrite: boolean;
  initialMode: TCatalogueMode;
}

export async function loadCataloguePage(brandId: string, route: TCatalogueMode, assortmentId?: string): Promise<TCataloguePageProps> {
  const { actor, access } = await guardBrandPage(brandId, { permission: "product.read" });
  if ((route.kind === "view" || route.kind === "edit") && !isProductRouteId(route.productId)) notFound();
  let assortment: { _id: string; name: string } | undefined;
  if (assortmentId !== undefined) {
    const found = isId(assortmentId) ? await findBrandAssortment(access, assortmentId) : null;
    if (!found) notFound();
    assortment = { _id: found._id, name: found.name };
  }
  const canWrite = permits(actor, brandId, "product.write");
  // Without product write the add and edit routes show the catalogue alone.
  const initialMode = !canWrite && (route.kind === "create" || route.kind === "edit") ? { kind: "list" as const } : route;
  return { brandId, assortment, canWrite, initialMode };
}
