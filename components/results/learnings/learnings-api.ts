// The learnings editor's calls (P13 item 1): typed GraphQL documents over server/graphql/learnings.ts.
import { graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TImpactFormValues, TTakeawayFormValues } from "@/lib/learnings/form";

const Create = graphql(`mutation CreateKeyTakeaway($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`);
const Update = graphql(`mutation UpdateKeyTakeaway($b: ID!, $s: ID!, $t: KeyTakeawayUpdateInput!) { updateKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`);
const Delete = graphql(`mutation DeleteKeyTakeaway($b: ID!, $s: ID!, $id: ID!) { deleteKeyTakeaway(brand_id: $b, survey_id: $s, _id: $id) }`);
const Order = graphql(`mutation OrderKeyTakeaways($b: ID!, $s: ID!, $ids: [ID!]!) { orderKeyTakeaways(brand_id: $b, survey_id: $s, ids: $ids) { id } }`);
const Impact = graphql(`mutation UpdateSurveyImpact($b: ID!, $s: ID!, $i: StudyImpactInput!) { updateSurveyImpact(brand_id: $b, survey_id: $s, impact: $i) { insight } }`);

export interface TStudyRef {
  brandId: string;
  studyId: string;
}

export const createTakeaway = (s: TStudyRef, t: TTakeawayFormValues) => gql(Create, { b: s.brandId, s: s.studyId, t });
export const updateTakeaway = (s: TStudyRef, id: string, dateModified: string, t: TTakeawayFormValues) =>
  gql(Update, { b: s.brandId, s: s.studyId, t: { ...t, _id: id, date_modified: dateModified } });
export const deleteTakeaway = (s: TStudyRef, id: string) => gql(Delete, { b: s.brandId, s: s.studyId, id });
export const orderTakeaways = (s: TStudyRef, ids: string[]) => gql(Order, { b: s.brandId, s: s.studyId, ids });
export const updateImpact = (s: TStudyRef, i: TImpactFormValues) => gql(Impact, { b: s.brandId, s: s.studyId, i });
