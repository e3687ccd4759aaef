// The product form's calls (docs/contracts/p2-products.graphql, spec 1 §7): getProduct, languages,
// assortmentParentProducts, createProduct / updateProduct, and the image upload (POST /api/v1/brand/{b}/upload).
import { uploadSignature, uploadUrl } from "@/lib/products/upload-target";
import { api } from "@/lib/api-client";
import { asWire, graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TFormProduct } from "@/lib/products/form-mapping";
import type { TProductFormValues } from "@/lib/schemas/product";

const FormProductFields = graphql(`
  fragment FormProductFields on Product {
    _id brand name price margin description colors fit features materials asset_format assortment parent_id
    children { _id name } images { original desktop mobile order } three_dimensional_models { type id order url }
    forecasts { apac us_dtc us_wholesale emea total } custom_data product_id style_name style_number color_code sub_category
    collection_name language additional_languages { language completed fields price } is_editable date_modified
  }
`);

/** schema.graphql types these as JSON; the server writes objects (ZProductInput). */
const SCHEMA_LOOSER = ["custom_data", "fields"] as const;
const asFormProduct = asWire<TFormProduct>();

const FormProductQuery = graphql(
  `query FormProduct($_id: ID!, $brand_id: ID!) { getProduct(_id: $_id, brand_id: $brand_id) { ...FormProductFields } }`,
  [FormProductFields],
);

export async function fetchProduct(brandId: string, productId: string): Promise<TFormProduct> {
  const data = await gql(FormProductQuery, { _id: productId, brand_id: brandId });
  return asFormProduct(data.getProduct, SCHEMA_LOOSER);
}

const FormLanguagesQuery = graphql(`query FormLanguages { languages { code display_name default } }`);

export type TLanguage = ResultOf<typeof FormLanguagesQuery>["languages"][number];

export async function fetchLanguages(): Promise<TLanguage[]> {
  const data = await gql(FormLanguagesQuery);
  return data.languages;
}

export type TParentCandidate = TFormProduct;

const FormParentsQuery = graphql(
  `query FormParents($brand_id: ID!, $assortment_id: ID!, $search: String) {
    assortmentParentProducts(brand_id: $brand_id, assortment_id: $assortment_id, search: $search) { ...FormProductFields }
  }`,
  [FormProductFields],
);

export async function searchParentProducts(brandId: string, assortmentId: string, search: string): Promise<TParentCandidate[]> {
  const data = await gql(FormParentsQuery, { brand_id: brandId, assortment_id: assortmentId, search: search.trim() || null });
  return asWire<TParentCandidate[]>()(data.assortmentParentProducts, SCHEMA_LOOSER);
}

const CreateProductMutation = graphql(
  `mutation FormCreate($product: ProductInput!) { createProduct(product: $product) { ...FormProductFields } }`,
  [FormProductFields],
);
const UpdateProductMutation = graphql(
  `mutation FormUpdate($product: ProductInput!) { updateProduct(product: $product) { ...FormProductFields } }`,
  [FormProductFields],
);

export async function saveProduct(input: TProductFormValues): Promise<TFormProduct> {
  if (input._id) return asFormProduct((await gql(UpdateProductMutation, { product: input })).updateProduct, SCHEMA_LOOSER);
  return asFormProduct((await gql(CreateProductMutation, { product: input })).createProduct, SCHEMA_LOOSER);
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
