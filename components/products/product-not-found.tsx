"use client";
// The product-page 404 screen (spec 1 §2): the 404 texts of spec 1 §2 and a way back to the catalogue.
// A client component because not-found files receive no route params.
import Link from "next/link";
import { useParams } from "next/navigation";
import { NOT_FOUND_SCREEN } from "@/lib/messages";
import { isProductRouteId, productRoutes } from "@/lib/products/catalogue-view";

export const PRODUCT_NOT_FOUND = { back: "Back to products" } as const;

export function ProductNotFound() {
  const params = useParams<{ brandId?: string; assortmentId?: string }>();
  const brandId = params.brandId ?? "";
  // An unknown assortment 404s too, so the way back is the brand's own catalogue unless the assortment id is sound.
  const href = productRoutes.list(brandId, params.assortmentId && isProductRouteId(params.assortmentId) ? params.assortmentId : undefined);
  return (
    <section aria-labelledby="product-404-title" className="flex flex-col items-center py-16 text-center">
      <h1 id="product-404-title" className="text-4xl font-bold">
        {NOT_FOUND_SCREEN.title}
      </h1>
      <p className="mt-4 text-lg text-subtle">{NOT_FOUND_SCREEN.body}</p>
      <p className="mt-2 text-sm text-muted">{NOT_FOUND_SCREEN.code}</p>
      <Link href={href} className="mt-6 inline-block rounded bg-primary px-4 py-2 text-white">
        {PRODUCT_NOT_FOUND.back}
      </Link>
    </section>
  );
}
