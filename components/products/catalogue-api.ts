// The catalogue's GraphQL calls (docs/contracts/p2-products.graphql) and the shapes it reads back.
import { gql } from "@/lib/graphql-client";
import type { TProductFilters } from "@/lib/products/catalogue-view";
import type { TForecastsWire, TProduct3DModelWire, TProductDescriptive, TProductImageWire } from "@/lib/products/wire";

export type TProductImage = TProductImageWire;

export interface TCatalogueProduct {
  _id: string;
  name: string;
  price: number | null;
  is_editable: boolean;
  images: TProductImage[];
  children: { _id: string; name: string }[];
}

export interface TProductDetail extends TCatalogueProduct, TProductDescriptive {
  description: string | null;
  custom_data: Record<string, unknown>;
  forecasts: TForecastsWire | null;
  three_dimensional_models: TProduct3DModelWire[];
}

export interface TProductPage {
  products: TCatalogueProduct[];
  filtered_count: number;
  total_count: number;
}

export interface TFilterBoundaries {
  price: { low: number; high: number };
  default_country: { currency_code: string; currency_symbol: string };
}

export interface TScoreEntry {
  survey: { _id: string; title: string; type: string };
  customer_sentiment: { position: string | null; score: number | null; percentile: number | null; submission_count: number };
}

export interface TModalProperty {
  _id: string;
  name: string;
  data_path: string;
  data_type: string;
  display_on_modal: boolean;
  sort_order: number;
}

export interface TAssortmentOption {
  _id: string;
  name: string;
}

const CARD_FIELDS = `_id name price is_editable images { _id order original desktop mobile } children { _id name }`;

export async function fetchProductPage(args: {
  brandId: string;
  assortmentId?: string;
  offset: number;
  limit: number;
  search?: string;
  filters?: TProductFilters;
}): Promise<TProductPage> {
  const data = await gql<{ brandProducts: TProductPage }>(
    `query Catalogue($brand_id: ID!, $assortment_id: ID, $offset: Int, $limit: Int, $search: String, $filters: ProductFilters) {
      brandProducts(brand_id: $brand_id, assortment_id: $assortment_id, offset: $offset, limit: $limit, search: $search, filters: $filters) {
        products { ${CARD_FIELDS} } filtered_count total_count
      }
    }`,
    {
      brand_id: args.brandId,
      assortment_id: args.assortmentId ?? null,
      offset: args.offset,
      limit: args.limit,
      search: args.search ?? null,
      filters: args.filters ?? null,
    },
  );
  return data.brandProducts;
}

export async function fetchFilterBoundaries(brandId: string): Promise<TFilterBoundaries> {
  const data = await gql<{ productFilterBoundaries: TFilterBoundaries }>(
    `query Boundaries($brand_id: ID!) {
      productFilterBoundaries(brand_id: $brand_id) { price { low high } default_country { currency_code currency_symbol } }
    }`,
    { brand_id: brandId },
  );
  return data.productFilterBoundaries;
}

export async function fetchAssortmentOptions(brandId: string): Promise<TAssortmentOption[]> {
  const data = await gql<{ brandAssortmentOptions: TAssortmentOption[] }>(
    `query AssortmentOptions($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name } }`,
    { brand_id: brandId },
  );
  return data.brandAssortmentOptions;
}

export async function fetchProduct(brandId: string, productId: string): Promise<TProductDetail> {
  const data = await gql<{ getProduct: TProductDetail }>(
    `query ViewProduct($_id: ID!, $brand_id: ID!) {
      getProduct(_id: $_id, brand_id: $brand_id) {
        ${CARD_FIELDS} margin description colors fit features materials product_id style_name style_number color_code
        sub_category custom_data forecasts { apac us_dtc us_wholesale emea total }
        three_dimensional_models { _id type id order url }
      }
    }`,
    { _id: productId, brand_id: brandId },
  );
  return data.getProduct;
}

export async function fetchProductScores(brandId: string, productId: string): Promise<TScoreEntry[]> {
  const data = await gql<{ getProductScore: { scores: TScoreEntry[] } }>(
    `query ProductScore($_id: ID!, $brand_id: ID!) {
      getProductScore(_id: $_id, brand_id: $brand_id) {
        scores { survey { _id title type } customer_sentiment { position score percentile submission_count } }
      }
    }`,
    { _id: productId, brand_id: brandId },
  );
  return data.getProductScore.scores;
}

export async function fetchModalProperties(brandId: string): Promise<TModalProperty[]> {
  const data = await gql<{ getNonArchivedBrandPropertyMetadata: TModalProperty[] }>(
    `query ModalProperties($brand_id: ID!) {
      getNonArchivedBrandPropertyMetadata(brand_id: $brand_id) { _id name data_path data_type display_on_modal sort_order }
    }`,
    { brand_id: brandId },
  );
  return data.getNonArchivedBrandPropertyMetadata;
}

export async function deleteProduct(brandId: string, productId: string): Promise<void> {
  await gql<{ deleteProduct: boolean }>(`mutation DeleteProduct($_id: ID!, $brand_id: ID!) { deleteProduct(_id: $_id, brand_id: $brand_id) }`, {
    _id: productId,
    brand_id: brandId,
  });
}

export async function fetchProductImagesUrl(brandId: string, productId: string): Promise<string> {
  const data = await gql<{ getProductImages: string }>(`query ProductImages($brand: ID!, $_id: ID!) { getProductImages(brand: $brand, _id: $_id) }`, {
    brand: brandId,
    _id: productId,
  });
  return data.getProductImages;
}

/** Query keys, so a delete or a save can refresh every list at once. */
export const productKeys = {
  all: (brandId: string) => ["products", brandId] as const,
  list: (brandId: string, args: object) => ["products", brandId, "list", args] as const,
  detail: (brandId: string, productId: string) => ["products", brandId, "detail", productId] as const,
  scores: (brandId: string, productId: string) => ["products", brandId, "scores", productId] as const,
  boundaries: (brandId: string) => ["products", brandId, "boundaries"] as const,
  properties: (brandId: string) => ["products", brandId, "properties"] as const,
  assortments: (brandId: string) => ["products", brandId, "assortments"] as const,
};
