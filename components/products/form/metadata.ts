// The brand's property metadata as the product form, the board and bulk upload read it (contract p2-products.graphql).
import { gql } from "@/lib/graphql-client";

export interface TPropertyMetadata {
  _id: string;
  name: string;
  data_path: string;
  data_type: string;
  valid_values: string[];
  input_field: string | null;
  display_on_modal: boolean;
  display_group: string | null;
  sort_order: number;
  is_identifier: boolean;
  is_family_identifier: boolean;
  needs_translation: boolean;
  pivotable: boolean;
  sortable: boolean;
  presentable: boolean;
}

const METADATA_QUERY = /* GraphQL */ `
  query FormMetadata($brand_id: ID!) {
    getNonArchivedBrandPropertyMetadata(brand_id: $brand_id) {
      _id name data_path data_type valid_values input_field display_on_modal display_group sort_order
      is_identifier is_family_identifier needs_translation pivotable sortable presentable
    }
  }
`;

export async function fetchPropertyMetadata(brandId: string): Promise<TPropertyMetadata[]> {
  const data = await gql<{ getNonArchivedBrandPropertyMetadata: TPropertyMetadata[] }>(METADATA_QUERY, { brand_id: brandId });
  return data.getNonArchivedBrandPropertyMetadata;
}

export interface TAssortmentOption {
  _id: string;
  name: string;
  year: number;
  season: string;
}

const ASSORTMENTS_QUERY = /* GraphQL */ `
  query FormAssortments($brand_id: String!) {
    brandAssortmentOptions(brand_id: $brand_id) { _id name year season }
  }
`;

export async function fetchAssortmentOptions(brandId: string): Promise<TAssortmentOption[]> {
  const data = await gql<{ brandAssortmentOptions: TAssortmentOption[] }>(ASSORTMENTS_QUERY, { brand_id: brandId });
  return data.brandAssortmentOptions;
}
