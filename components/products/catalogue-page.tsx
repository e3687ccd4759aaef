// The server side of every catalogue route (spec 1 §2): access (product read), the assortment of an
// assortment-scoped route, the product id's shape (malformed → the product-page 404), then the client catalogue
// with the route's modal open. Whether the product exists is asked by the catalogue, which shows the spec's
// "Product doesn't exist." toast and returns to the list (spec 1 §8).
import { notFound } from "next/navigation";
import { permits } from "@/lib/permissions";
import { isId } from "@/lib/ids";
import { isProductRouteId } from "@/lib/products/catalogue-view";
import { guardBrandPage } from "@/server/access/page-guard";
import { findBrandAssortment } from "@/server/products/list-brand-assortments";
import { Catalogue, type TCatalogueMode } from "./catalogue";
import { ProductsQueryProvider } from "./query-provider";

interface Props {
  brandId: string;
  assortmentId?: string;
  route: TCatalogueMode;
}

export async function CataloguePage({ brandId, assortmentId, route }: Props) {
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
  return (
    <ProductsQueryProvider>
      <Catalogue brandId={brandId} assortment={assortment} canWrite={canWrite} initialMode={initialMode} />
    </ProductsQueryProvider>
  );
}
