// /brand/{brandId}/products/{productId} – the catalogue with the product's view modal open (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Product" };

export default async function ViewProductPage({ params }: { params: Promise<{ brandId: string; productId: string }> }) {
  const { brandId, productId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "view", productId })} />;
}
