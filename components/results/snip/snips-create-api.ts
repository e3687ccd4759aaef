// The Snip dialog's one call (P12 Deliver item 1): createSnip through the typed GraphQL client, with the results
// page's filters and the card; the server draws the card's image itself (docs/decisions.md P12 #8).
import { graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { createSnipVariables } from "@/lib/snips/create-form";

const CreateSnipMutation = graphql(`
  mutation CreateSnip($brand_id: ID!, $survey_id: ID!, $title: String!, $key_insight: String, $filters: ResultsFilterInput, $card: SnipCardInput) {
    createSnip(brand_id: $brand_id, survey_id: $survey_id, title: $title, key_insight: $key_insight, filters: $filters, card: $card) {
      _id
      assortment_id
      title
    }
  }
`);

export interface TCreatedSnip {
  _id: string;
  assortment_id: string | null;
  title: string;
}

export async function createSnipRequest(variables: ReturnType<typeof createSnipVariables>): Promise<TCreatedSnip> {
  return (await gql(CreateSnipMutation, variables)).createSnip;
}
