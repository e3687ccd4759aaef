// The product form's calls (docs/contracts/p2-products.graphql, spec 1 §7): getProduct, languages,
// assortmentParentProducts, createProduct / updateProduct, and the image upload (POST /api/v1/brand/{b}/upload).
import { uploadSignature, uploadUrl } from "@/lib/products/upload-target";
import { api } from "@/lib/api-client";
import { gql } from "@/lib/graphql-client";
import type { TFormProduct } from "@/lib/products/form-mapping";
import type { TProductFormValues } from "@/lib/schemas/product";

const PRODUCT_FIELDS = `_id brand name price margin description colors fit features materials asset_format assortment parent_id
  children { _id name } images { original desktop mobile order } three_dimensional_models { type id order url }
  forecasts { apac us_dtc us_wholesale emea total } custom_data product_id style_name style_number color_code sub_category
  collection_name language additional_languages { language completed fields price } is_editable date_modified`;

export async function fetchProduct(brandId: string, productId: string): Promise<TFormProduct> {
  const data = await gql<{ getProduct: TFormProduct }>(
    `query FormProduct($_id: ID!, $brand_id: ID!) { getProduct(_id: $_id, brand_id: $brand_id) { ${PRODUCT_FIELDS} } }`,
    { _id: productId, brand_id: brandId },
  );
  return data.getProduct;
}

export interface TLanguage {
  code: string;
  display_name: string;
  default: boolean;
}

export async function fetchLanguages(): Promise<TLanguage[]> {
  const data = await gql<{ languages: TLanguage[] }>(`query FormLanguages { languages { code display_name default } }`);
  return data.languages;
}

export type TParentCandidate = TFormProduct;

export async function searchParentProducts(brandId: string, assortmentId: string, search: string): Promise<TParentCandidate[]> {
  const data = await gql<{ assortmentParentProducts: TParentCandidate[] }>(
    `query FormParents($brand_id: ID!, $assortment_id: ID!, $search: String) {
      assortmentParentProducts(brand_id: $brand_id, assortment_id: $assortment_id, search: $search) { ${PRODUCT_FIELDS} }
    }`,
    { brand_id: brandId, assortment_id: assortmentId, search: search.trim() || null },
  );
  return data.assortmentParentProducts;
}

export async function saveProduct(input: TProductFormValues): Promise<TFormProduct> {
  const op = input._id ? "updateProduct" : "createProduct";
  const data = await gql<Record<string, TFormProduct>>(
    `mutation FormSave($product: ProductInput!) { ${op}(product: $product) { ${PRODUCT_FIELDS} } }`,
    { product: input },
  );
  return data[op];
}

export interface TUploadedImage {
  original: string;
  desktop: string;
  mobile: string;
}

/** Uploads up to 16 images in one multipart request, field "file" repeated (spec 1 §5, §7). */
export async function uploadImages(brandId: string, files: readonly File[]): Promise<TUploadedImage[]> {
  const body = new FormData();
  for (const f of files) body.append("file", f);
  // Large files need longer than the 20 s API default; the server caps each at 100 MB.
  const target = uploadUrl(brandId, await uploadSignature(brandId, "image"));
  return api<TUploadedImage[]>(target, { method: "POST", body, timeoutMs: 300_000 });
}
