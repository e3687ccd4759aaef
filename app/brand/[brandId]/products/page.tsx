// /brand/{brandId}/products – the brand's product catalogue (spec 1 §2).
import { CataloguePage } from "@/components/products/catalogue-page";
import { loadCataloguePage } from "@/server/pages/catalogue-page";

export const metadata = { title: "Products" };

export default async function ProductsPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <CataloguePage {...await loadCataloguePage(brandId, { kind: "list" })} />;
}
