// /brand/{brandId}/assortment/{assortmentId}/products/{productId} – view a product within an assortment (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Product" };

export default async function AssortmentViewProductPage({
  params,
}: {
  params: Promise<{ brandId: string; assortmentId: string; productId: string }>;
}) {
  const { brandId, assortmentId, productId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "view", productId }, assortmentId)} />;
}
