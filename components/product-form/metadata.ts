// The brand's property metadata as the product form, the board and bulk upload read it (contract p2-products.graphql).
import { graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";

const MetadataQuery = graphql(`
  query FormMetadata($brand_id: ID!) {
    getNonArchivedBrandPropertyMetadata(brand_id: $brand_id) {
      _id name data_path data_type valid_values input_field display_on_modal display_group sort_order
      is_identifier is_family_identifier needs_translation pivotable sortable presentable
    }
  }
`);

export type TPropertyMetadata = ResultOf<typeof MetadataQuery>["getNonArchivedBrandPropertyMetadata"][number];

export async function fetchPropertyMetadata(brandId: string): Promise<TPropertyMetadata[]> {
  const data = await gql(MetadataQuery, { brand_id: brandId });
  return data.getNonArchivedBrandPropertyMetadata;
}

const AssortmentsQuery = graphql(`
  query FormAssortments($brand_id: String!) {
    brandAssortmentOptions(brand_id: $brand_id) { _id name year season }
  }
`);

export type TAssortmentOption = ResultOf<typeof AssortmentsQuery>["brandAssortmentOptions"][number];

export async function fetchAssortmentOptions(brandId: string): Promise<TAssortmentOption[]> {
  const data = await gql(AssortmentsQuery, { brand_id: brandId });
  return data.brandAssortmentOptions;
}
