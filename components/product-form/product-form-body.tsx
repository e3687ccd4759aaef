"use client";
// Loads what the product form needs — property metadata, assortments, languages, and when editing the product and
// its parent — then renders the form with those values, so the form starts from one consistent snapshot.
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import type { TFormProduct } from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { fetchAssortmentOptions, fetchPropertyMetadata, type TAssortmentOption, type TPropertyMetadata } from "./metadata";
import { fetchLanguages, fetchProduct, type TLanguage, type TParentCandidate } from "./product-api";
import { ProductForm } from "./product-form";

export interface TFormSnapshot {
  metadata: TPropertyMetadata[];
  assortments: TAssortmentOption[];
  languages: TLanguage[];
  product: TFormProduct | null;
  parent: TParentCandidate | null;
}

interface Props {
  brandId: string;
  productId?: string;
  assortmentId?: string;
  onCancel(): void;
  onNotFound(): void;
  onSaved(productId: string): void;
}

export async function loadFormSnapshot(brandId: string, productId?: string): Promise<TFormSnapshot> {
  const [metadata, assortments, languages, product] = await Promise.all([
    fetchPropertyMetadata(brandId),
    fetchAssortmentOptions(brandId).catch(() => {
      toast.error(PRODUCT_MSG.fetchAssortmentsFailed);
      return [];
    }),
    fetchLanguages().catch(() => []),
    productId ? fetchProduct(brandId, productId) : Promise.resolve(null),
  ]);
  // The parent's family-identifier value is what a changed value is compared with (spec 1 §5).
  const parent = product?.parent_id ? await fetchProduct(brandId, product.parent_id).catch(() => null) : null;
  return { metadata, assortments, languages, product, parent };
}

export function ProductFormBody({ brandId, productId, assortmentId, onCancel, onNotFound, onSaved }: Props) {
  const [snapshot, setSnapshot] = useState<TFormSnapshot | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    let live = true;
    loadFormSnapshot(brandId, productId)
      .then((s) => live && setSnapshot(s))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof GraphQLRequestError && e.code === "not_found" && productId) return onNotFound();
        setFailed(e instanceof Error ? e.message : MSG.genericItemError("fetching"));
      });
    return () => {
      live = false;
    };
  }, [brandId, productId, onNotFound]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mount; the modal remounts per opening.
  useEffect(load, []);

  if (failed) {
    return (
      <p role="alert" className="p-6 text-danger">
        {failed}
      </p>
    );
  }
  if (!snapshot) {
    return (
      <p role="status" className="p-6 text-muted">
        {MSG.loading}
      </p>
    );
  }
  return (
    <ProductForm
      brandId={brandId}
      assortmentId={assortmentId}
      snapshot={snapshot}
      onCancel={onCancel}
      onSaved={onSaved}
      reload={() => loadFormSnapshot(brandId, productId)}
    />
  );
}
