// The catalogue's GraphQL calls (docs/contracts/p2-products.graphql) and the shapes it reads back.
import { asWire, graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TProductFilters } from "@/lib/products/catalogue-view";

const CatalogueCardFields = graphql(`
  fragment CatalogueCardFields on Product { _id name price is_editable images { _id order original desktop mobile } children { _id name } }
`);

const CatalogueQuery = graphql(
  `query Catalogue($brand_id: ID!, $assortment_id: ID, $offset: Int, $limit: Int, $search: String, $filters: ProductFilters) {
    brandProducts(brand_id: $brand_id, assortment_id: $assortment_id, offset: $offset, limit: $limit, search: $search, filters: $filters) {
      products { ...CatalogueCardFields } filtered_count total_count
    }
  }`,
  [CatalogueCardFields],
);

export type TProductPage = ResultOf<typeof CatalogueQuery>["brandProducts"];
export type TCatalogueProduct = ResultOf<typeof CatalogueCardFields>;
export type TProductImage = TCatalogueProduct["images"][number];

export async function fetchProductPage(args: {
  brandId: string;
  assortmentId?: string;
  offset: number;
  limit: number;
  search?: string;
  filters?: TProductFilters;
}): Promise<TProductPage> {
  const data = await gql(CatalogueQuery, {
    brand_id: args.brandId,
    assortment_id: args.assortmentId ?? null,
    offset: args.offset,
    limit: args.limit,
    search: args.search ?? null,
    filters: args.filters ?? null,
  });
  return data.brandProducts;
}

const BoundariesQuery = graphql(`
  query Boundaries($brand_id: ID!) {
    productFilterBoundaries(brand_id: $brand_id) { price { low high } default_country { currency_code currency_symbol } }
  }
`);

export type TFilterBoundaries = ResultOf<typeof BoundariesQuery>["productFilterBoundaries"];

export async function fetchFilterBoundaries(brandId: string): Promise<TFilterBoundaries> {
  const data = await gql(BoundariesQuery, { brand_id: brandId });
  return data.productFilterBoundaries;
}

const AssortmentOptionsQuery = graphql(`query AssortmentOptions($brand_id: String!) { brandAssortmentOptions(brand_id: $brand_id) { _id name } }`);

export type TAssortmentOption = ResultOf<typeof AssortmentOptionsQuery>["brandAssortmentOptions"][number];

export async function fetchAssortmentOptions(brandId: string): Promise<TAssortmentOption[]> {
  const data = await gql(AssortmentOptionsQuery, { brand_id: brandId });
  return data.brandAssortmentOptions;
}

const ViewProductQuery = graphql(
  `query ViewProduct($_id: ID!, $brand_id: ID!) {
    getProduct(_id: $_id, brand_id: $brand_id) {
      ...CatalogueCardFields margin description colors fit features materials product_id style_name style_number color_code
      sub_category custom_data forecasts { apac us_dtc us_wholesale emea total }
      three_dimensional_models { _id type id order url }
    }
  }`,
  [CatalogueCardFields],
);

/** The product modal's product; schema.graphql types custom_data as JSON, the server writes an object. */
export type TProductDetail = Omit<ResultOf<typeof ViewProductQuery>["getProduct"], "custom_data"> & { custom_data: Record<string, unknown> };

export async function fetchProduct(brandId: string, productId: string): Promise<TProductDetail> {
  const data = await gql(ViewProductQuery, { _id: productId, brand_id: brandId });
  return asWire<TProductDetail>()(data.getProduct, ["custom_data"]);
}

const ProductScoreQuery = graphql(`
  query ProductScore($_id: ID!, $brand_id: ID!) {
    getProductScore(_id: $_id, brand_id: $brand_id) {
      scores { survey { _id title type } customer_sentiment { position score percentile submission_count } }
    }
  }
`);

export type TScoreEntry = ResultOf<typeof ProductScoreQuery>["getProductScore"]["scores"][number];

export async function fetchProductScores(brandId: string, productId: string): Promise<TScoreEntry[]> {
  const data = await gql(ProductScoreQuery, { _id: productId, brand_id: brandId });
  return data.getProductScore.scores;
}

const ModalPropertiesQuery = graphql(`
  query ModalProperties($brand_id: ID!) {
    getNonArchivedBrandPropertyMetadata(brand_id: $brand_id) { _id name data_path data_type display_on_modal sort_order }
  }
`);

export type TModalProperty = ResultOf<typeof ModalPropertiesQuery>["getNonArchivedBrandPropertyMetadata"][number];

export async function fetchModalProperties(brandId: string): Promise<TModalProperty[]> {
  const data = await gql(ModalPropertiesQuery, { brand_id: brandId });
  return data.getNonArchivedBrandPropertyMetadata;
}

const DeleteProductMutation = graphql(`mutation DeleteProduct($_id: ID!, $brand_id: ID!) { deleteProduct(_id: $_id, brand_id: $brand_id) }`);

export async function deleteProduct(brandId: string, productId: string): Promise<void> {
  await gql(DeleteProductMutation, { _id: productId, brand_id: brandId });
}

const ProductImagesQuery = graphql(`query ProductImages($brand: ID!, $_id: ID!) { getProductImages(brand: $brand, _id: $_id) }`);

export async function fetchProductImagesUrl(brandId: string, productId: string): Promise<string> {
  const data = await gql(ProductImagesQuery, { brand: brandId, _id: productId });
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
