// /brand/{brandId}/products/board – the product board pivot (spec 1 §2), seeded with the brand's default pivot settings.
import { Suspense } from "react";
import { ProductBoard } from "@/components/products/product-board";
import { BOARD_LABELS } from "@/lib/products/board";
import { guardBrandPage } from "@/server/access/page-guard";
import { getProductBoardDefaults } from "@/server/products/board-defaults";

export const metadata = { title: BOARD_LABELS.title };

export default async function ProductBoardPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { access } = await guardBrandPage(brandId, { permission: "product.read" });
  const defaults = await getProductBoardDefaults(access);
  return (
    <Suspense fallback={<p role="status">{BOARD_LABELS.loading}</p>}>
      <ProductBoard brandId={brandId} defaults={defaults} />
    </Suspense>
  );
}
