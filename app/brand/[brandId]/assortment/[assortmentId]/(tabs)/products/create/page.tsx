// /brand/{brandId}/assortment/{assortmentId}/products/create – Add Product within an assortment (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Add Product" };

export default async function AssortmentCreateProductPage({ params }: { params: Promise<{ brandId: string; assortmentId: string }> }) {
  const { brandId, assortmentId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "create" }, assortmentId)} />;
}
