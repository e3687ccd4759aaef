// The brand's assortments to choose from (getBrandAssortments): "Create Study" on /tests and the builder's "Move Test".
import { graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";

const AssortmentChoicesQuery = graphql(`query AssortmentChoices($_id: ID!) { getBrandAssortments(_id: $_id) { _id year season name brand_category { name } } }`);

export type TAssortmentChoice = ResultOf<typeof AssortmentChoicesQuery>["getBrandAssortments"][number];

export async function fetchAssortmentChoices(brandId: string): Promise<TAssortmentChoice[]> {
  const data = await gql(AssortmentChoicesQuery, { _id: brandId });
  return data.getBrandAssortments;
}
