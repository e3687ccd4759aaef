// /brand/{brandId}/products/{productId}/edit – the catalogue with the Edit Product modal open (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Edit Product" };

export default async function EditProductPage({ params }: { params: Promise<{ brandId: string; productId: string }> }) {
  const { brandId, productId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "edit", productId })} />;
}
