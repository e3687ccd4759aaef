// The study card menu's calls (spec 3 §7 "Study actions", "Study groups") and the routes its links lead to.
// REST through lib/api-client.ts, GraphQL through lib/graphql-client.ts; both throw with the server's text.
import { api } from "@/lib/api-client";
import { asWire, graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import { liveLinkOf } from "@/lib/studies/live-link";
import type { TDecisionPoint, TSurveyGroup, TSurveyGroupInput, TSurveySummary } from "@/lib/studies/wire";
import { SUMMARY_SCHEMA_LOOSER, SurveySummaryFields } from "./studies-api";

type TStudyRef = Pick<TSurveySummary, "_id" | "is_v2">;

/** The study's base route: the v2 builder's area only for v2 studies on brands with the v2 creator (spec 3 §2). */
function studyBase(brandId: string, study: TStudyRef, v2Creator: boolean): string {
  return study.is_v2 && v2Creator ? `/brand/${brandId}/survey/${study._id}` : `/brand/${brandId}/campaign/${study._id}`;
}

export const editHref = (brandId: string, study: TStudyRef, v2Creator: boolean) => `${studyBase(brandId, study, v2Creator)}/edit`;

/** Publish goes through the wizard's prep-to-send step (spec 3 §4): the edit route opened at `step=review`. */
export const PUBLISH_STEP = "review";
export const publishHref = (brandId: string, study: TStudyRef, v2Creator: boolean) =>
  `${editHref(brandId, study, v2Creator)}?step=${PUBLISH_STEP}`;

/** Results, with the query parameters the results page accepts (spec 3 §2: tab=, show=, and our view=user). */
export function resultsHref(brandId: string, study: TStudyRef, v2Creator: boolean, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `${studyBase(brandId, study, v2Creator)}/results${qs ? `?${qs}` : ""}`;
}
export const viewAsUserHref = (brandId: string, study: TStudyRef, v2Creator: boolean) =>
  resultsHref(brandId, study, v2Creator, { view: "user" });
/** The sales plan: the line-efficiency graph with the plan's reach beside the best set's (spec 3 §2). */
export const salesPlanHref = (brandId: string, study: TStudyRef, v2Creator: boolean) =>
  resultsHref(brandId, study, v2Creator, { tab: "line-efficiency-graph", show: "sales-plan" });
/** Import Sales Data (line_review studies): its own page, which says what the import does until P13 builds it. */
export const salesImportHref = (brandId: string, study: TStudyRef) => `/brand/${brandId}/campaign/${study._id}/sales-data`;

/** The respondents' absolute live link of a study, built from its short id (lib/studies/live-link.ts). */
export const liveLink = (origin: string, shortId: string) => liveLinkOf(shortId, origin);

/** Submission stats (spec 3 §2 Results): waiting = raw − processed, never shown below 0. */
export function submissionStats(s: Pick<TSurveySummary, "raw_submission_count" | "total_submissions_processed">) {
  const raw = s.raw_submission_count;
  const processed = s.total_submissions_processed;
  return { raw, processed, waiting: Math.max(raw - processed, 0) };
}

export type TStatusAction = "close" | "reopen" | "to_draft" | "clear_answers";

export const transitionStudy = (brandId: string, studyId: string, action: TStatusAction) =>
  api<TSurveySummary>(`/admin/brand/${brandId}/survey/${studyId}/${action}`, { method: "PUT", json: {} });

export const deleteStudy = (brandId: string, studyId: string) =>
  api<{ _id: string }>(`/admin/brand/${brandId}/survey/${studyId}/delete`, { method: "DELETE" });

/** v1: POST …/duplicate {full}; v2: POST /api/v2/surveys/{id}/duplicates {should_include_products}. Returns the copy's id. */
export async function duplicateStudy(brandId: string, study: TStudyRef, withProducts: boolean): Promise<string> {
  if (study.is_v2) {
    const r = await api<{ survey_id: string }>(`/api/v2/surveys/${study._id}/duplicates`, {
      method: "POST",
      json: { should_include_products: withProducts },
    });
    return r.survey_id;
  }
  const r = await api<{ _id: string; assortment: string | null }>(`/brand/${brandId}/survey/${study._id}/duplicate`, {
    method: "POST",
    json: { full: withProducts },
  });
  return r._id;
}

export const archiveStudy = (studyId: string) =>
  api<{ id: string; archived: boolean }>(`/api/v2/surveys/${studyId}`, { method: "PATCH", json: { archived: true } });

const DecisionPointsQuery = graphql(
  `query DecisionPoints($brand_id: ID!) { decisionPoints(brand_id: $brand_id) { _id title abbreviation type { _id title order } } }`,
);

export async function fetchDecisionPoints(brandId: string): Promise<TDecisionPoint[]> {
  const r = await gql(DecisionPointsQuery, { brand_id: brandId });
  return r.decisionPoints;
}

/** updateSurvey with the study's date_modified, so a change made meanwhile by someone else is refused, not lost. */
const ChangeDecisionPointMutation = graphql(`
  mutation ChangeDecisionPoint($brand_id: ID!, $survey: SurveyUpdateInput!) {
    updateSurvey(brand_id: $brand_id, survey: $survey) { _id date_modified }
  }
`);

export async function changeDecisionPoint(brandId: string, study: Pick<TSurveySummary, "_id" | "date_modified">, decisionPoint: string) {
  const r = await gql(ChangeDecisionPointMutation, {
    brand_id: brandId,
    survey: { _id: study._id, date_modified: study.date_modified, decision_point: decisionPoint },
  });
  return r.updateSurvey;
}

const CreateSurveyGroupMutation = graphql(
  `mutation CreateSurveyGroup($group: SurveyGroupInput!) {
    createSurveyGroup(group: $group) {
      _id name short_id status logic
      surveys { limit order survey { ...SurveySummaryFields } }
      links { country audience_type url }
    }
  }`,
  [SurveySummaryFields],
);

export async function createSurveyGroup(group: TSurveyGroupInput): Promise<TSurveyGroup> {
  const r = await gql(CreateSurveyGroupMutation, { group });
  // schema.graphql types the group's `logic` as String; the server writes TGroupLogic.
  return asWire<TSurveyGroup>()(r.createSurveyGroup, [...SUMMARY_SCHEMA_LOOSER, "logic"]);
}
