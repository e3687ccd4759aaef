"use client";
// The assortment's products for the Products step (spec 2 §7 "products in assortment": the wizard asks offset 0,
// limit 5000): GET /api/v1/admin/brand/{b}/products/?offset=0&limit=5000&assortmentId={a}.
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TProductWire } from "@/lib/products/wire";

export const BUILDER_PRODUCTS_LIMIT = 5000;

export type TBuilderCatalogueProduct = Pick<TProductWire, "_id" | "name" | "colors" | "price" | "images" | "is_editable" | "date_created">;

export const builderProductKeys = {
  assortment: (brandId: string, assortmentId: string | null) => ["wizard-products", brandId, assortmentId ?? "all"] as const,
};

export function assortmentProductsPath(brandId: string, assortmentId: string | null): string {
  const q = new URLSearchParams({ offset: "0", limit: String(BUILDER_PRODUCTS_LIMIT) });
  if (assortmentId) q.set("assortmentId", assortmentId);
  return `/admin/brand/${brandId}/products/?${q.toString()}`;
}

export function useAssortmentProducts(brandId: string, assortmentId: string | null) {
  return useQuery({
    queryKey: builderProductKeys.assortment(brandId, assortmentId),
    queryFn: () => api<TBuilderCatalogueProduct[]>(assortmentProductsPath(brandId, assortmentId)),
  });
}
