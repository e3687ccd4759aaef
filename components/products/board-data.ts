// Loads the products of the product board: every page of brandProducts, or getAssortmentProducts for one assortment.
import { gql } from "@/lib/graphql-client";
import type { TBoardProduct } from "@/lib/products/board";
import type { TProductDescriptive, TProductWire } from "@/lib/products/wire";

export interface TBoardCardProduct extends TBoardProduct, TProductDescriptive, Pick<TProductWire, "price" | "asset_format" | "collection_name"> {
  custom_data: Record<string, unknown>;
  forecasts: Record<string, number | null> | null;
  images: { mobile: string; desktop: string }[];
  children: { _id: string; name: string }[];
  date_created: string;
}

const FIELDS = `_id name parent_id price margin colors fit features materials asset_format product_id style_name
  style_number color_code sub_category collection_name custom_data forecasts { apac us_dtc us_wholesale emea total }
  images { mobile desktop } children { _id name } date_created`;

/** Page size of the board's loads: the board needs every product, so it asks for the largest page brandProducts allows (ZBrandProductsArgs). */
const BOARD_PAGE = 200;
/** A guard against a server that keeps answering a larger filtered_count than it returns. */
const MAX_PAGES = 100;

export async function loadBoardProducts(brandId: string, assortmentId: string | null): Promise<TBoardCardProduct[]> {
  if (assortmentId) {
    const data = await gql<{ getAssortmentProducts: TBoardCardProduct[] }>(
      `query BoardAssortmentProducts($brand_id: ID!, $assortment_id: ID!) { getAssortmentProducts(brand_id: $brand_id, assortment_id: $assortment_id) { ${FIELDS} } }`,
      { brand_id: brandId, assortment_id: assortmentId },
    );
    return data.getAssortmentProducts;
  }
  const out: TBoardCardProduct[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = await gql<{ brandProducts: { products: TBoardCardProduct[]; filtered_count: number } }>(
      `query BoardProducts($brand_id: ID!, $offset: Int, $limit: Int) { brandProducts(brand_id: $brand_id, offset: $offset, limit: $limit) { filtered_count products { ${FIELDS} } } }`,
      { brand_id: brandId, offset: out.length, limit: BOARD_PAGE },
    );
    out.push(...data.brandProducts.products);
    if (data.brandProducts.products.length === 0 || out.length >= data.brandProducts.filtered_count) break;
  }
  return out;
}
