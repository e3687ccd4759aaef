// /brand/{brandId}/products/create – the catalogue with the Add Product modal open (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Add Product" };

export default async function CreateProductPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "create" })} />;
}
