// Loads the products of the product board: every page of brandProducts, or getAssortmentProducts for one assortment.
import { asWire, graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";

const BoardProductFields = graphql(`
  fragment BoardProductFields on Product {
    _id name parent_id price margin colors fit features materials asset_format product_id style_name
    style_number color_code sub_category collection_name custom_data forecasts { apac us_dtc us_wholesale emea total }
    images { mobile desktop } children { _id name } date_created
  }
`);

/** A product card of the board; schema.graphql types custom_data as JSON, the server writes an object. */
export type TBoardCardProduct = Omit<ResultOf<typeof BoardProductFields>, "custom_data"> & { custom_data: Record<string, unknown> };
const asCards = asWire<TBoardCardProduct[]>();

const BoardAssortmentProductsQuery = graphql(
  `query BoardAssortmentProducts($brand_id: ID!, $assortment_id: ID!) {
    getAssortmentProducts(brand_id: $brand_id, assortment_id: $assortment_id) { ...BoardProductFields }
  }`,
  [BoardProductFields],
);

const BoardProductsQuery = graphql(
  `query BoardProducts($brand_id: ID!, $offset: Int, $limit: Int) {
    brandProducts(brand_id: $brand_id, offset: $offset, limit: $limit) { filtered_count products { ...BoardProductFields } }
  }`,
  [BoardProductFields],
);

/** Page size of the board's loads: the board needs every product, so it asks for the largest page brandProducts allows (ZBrandProductsArgs). */
const BOARD_PAGE = 200;
/** A guard against a server that keeps answering a larger filtered_count than it returns. */
const MAX_PAGES = 100;

export async function loadBoardProducts(brandId: string, assortmentId: string | null): Promise<TBoardCardProduct[]> {
  if (assortmentId) {
    const data = await gql(BoardAssortmentProductsQuery, { brand_id: brandId, assortment_id: assortmentId });
    return asCards(data.getAssortmentProducts, ["custom_data"]);
  }
  const out: TBoardCardProduct[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = await gql(BoardProductsQuery, { brand_id: brandId, offset: out.length, limit: BOARD_PAGE });
    out.push(...asCards(data.brandProducts.products, ["custom_data"]));
    if (data.brandProducts.products.length === 0 || out.length >= data.brandProducts.filtered_count) break;
  }
  return out;
}
