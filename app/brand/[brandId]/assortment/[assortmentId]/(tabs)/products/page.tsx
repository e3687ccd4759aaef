// /brand/{brandId}/assortment/{assortmentId}/products – the catalogue within one assortment (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Products" };

export default async function AssortmentProductsPage({ params }: { params: Promise<{ brandId: string; assortmentId: string }> }) {
  const { brandId, assortmentId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "list" }, assortmentId)} />;
}
