// The assortment screens' calls (docs/contracts/p3-studies.md): GraphQL for assortments, REST for the brand's
// categories, and the TanStack Query keys they are cached under.
import { api } from "@/lib/api-client";
import { graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TAssortment, TBrandCategoryRef } from "@/lib/studies/wire";
import type { TAssortmentInputWire } from "./timeline-model";

export const assortmentKeys = {
  all: (brandId: string) => ["assortments", brandId] as const,
  homepage: (brandId: string) => ["assortments", brandId, "homepage"] as const,
  categories: (brandId: string) => ["brand-categories", brandId] as const,
};

const AssortmentFields = graphql(`
  fragment AssortmentFields on Assortment {
    _id year season name brand
    brand_category { _id name gender }
    products surveys consumer_profiles snips_count date_modified backgroundImageUrl
    decisions { _id name date_start date_end }
    calendar_events { _id name description date_start date_end assortment }
  }
`);

const HomepageAssortmentsQuery = graphql(
  `query HomepageAssortments($brand_id: ID!) { getAssortmentsForHomepage(brand_id: $brand_id) { ...AssortmentFields } }`,
  [AssortmentFields],
);

export async function fetchHomepageAssortments(brandId: string): Promise<TAssortment[]> {
  const data = await gql(HomepageAssortmentsQuery, { brand_id: brandId });
  return data.getAssortmentsForHomepage;
}

export type TAssortmentInput = TAssortmentInputWire;

const CreateAssortmentMutation = graphql(
  `mutation CreateAssortment($brand_id: ID!, $assortment: AssortmentInput!) {
    createAssortment(brand_id: $brand_id, assortment: $assortment) { ...AssortmentFields }
  }`,
  [AssortmentFields],
);

export async function createAssortment(brandId: string, assortment: TAssortmentInput): Promise<TAssortment> {
  const data = await gql(CreateAssortmentMutation, { brand_id: brandId, assortment });
  return data.createAssortment;
}

const UpdateAssortmentMutation = graphql(
  `mutation UpdateAssortment($brand_id: ID!, $assortment: AssortmentInput!) {
    updateAssortment(brand_id: $brand_id, assortment: $assortment) { ...AssortmentFields }
  }`,
  [AssortmentFields],
);

export async function updateAssortment(brandId: string, assortment: TAssortmentInput): Promise<TAssortment> {
  const data = await gql(UpdateAssortmentMutation, { brand_id: brandId, assortment });
  return data.updateAssortment;
}

const DeleteAssortmentMutation = graphql(`mutation DeleteAssortment($_id: ID!, $brand_id: ID!) { deleteAssortment(_id: $_id, brand_id: $brand_id) }`);

export async function deleteAssortment(brandId: string, assortmentId: string): Promise<boolean> {
  const data = await gql(DeleteAssortmentMutation, { _id: assortmentId, brand_id: brandId });
  return data.deleteAssortment;
}

/** GET /api/v1/brand/{id}/brand_category → {results: [{_id, name, gender}]}. */
export const fetchBrandCategories = (brandId: string) => api<TBrandCategoryRef[]>(`/brand/${brandId}/brand_category`);
