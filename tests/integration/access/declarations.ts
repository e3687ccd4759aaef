// The access matrix's expected declarations (P8 item 2): one row per route handler and GraphQL root field. A new
// entry point fails tests/integration/access/matrix.test.ts until it has a row here; a row whose entry point changed
// its declaration fails too. Change a row only together with the entry point, on purpose.
import type { TAccessDeclaration } from "@/lib/permissions";
import { ACCESS_MSG } from "@/lib/messages";
import { SHARE_MSG } from "@/lib/shares/messages";
import type { TDeclared, TOutcome } from "./outcomes";
import type { TCaller, TObjectKind } from "./world";

export interface TRestRow extends TDeclared {
  /** Route parameters that are not the default kind (id → brand, surveyId → survey, …). */
  params?: Record<string, TObjectKind>;
  /** Query parameters for the probe ("$brand" is replaced). */
  query?: Record<string, string>;
  /** A request body for the probe ("$brand"/"$survey" are replaced); default {}. */
  body?: unknown;
  /** Per-caller outcome where the declaration alone does not tell it (with the reason next to it). */
  expect?: Partial<Record<TCaller, TOutcome>>;
  /** No mixed-id probe (with the reason next to it). */
  mixed?: false;
}

export interface TGraphQLRow extends TDeclared {
  permission: TAccessDeclaration;
  /** Argument paths that carry the brand id (default ["brand_id"]). */
  brand?: string[];
  /** Argument paths that name an object of the brand, probed with C's objects for the mixed-id case. */
  objects?: Record<string, TObjectKind>;
  /** Fixed argument values by path ("$self": the caller's own user id). */
  args?: Record<string, unknown>;
  /** The selection of the mixed-id probe, when the field answers a wrapper: C's ids must not appear in it. */
  selection?: string;
  expect?: Partial<Record<TCaller, TOutcome>>;
  mixed?: false;
}

/** Handlers that are not withApi declarations, and why. */
export const REST_EXEMPT: Record<string, string> = {
  "GET /api/auth/[...nextauth]": "next-auth's own handler: sign-in, sign-out, CSRF and session (credentials checked by server/auth/sign-in.ts).",
  "POST /api/auth/[...nextauth]": "next-auth's own handler: sign-in, sign-out, CSRF and session (credentials checked by server/auth/sign-in.ts).",
  "POST /api/v1/graphql": "GraphQL: every root field declares its own access (the GRAPHQL rows below).",
  "GET /s/[shortId]": "The respondent's live-survey page (HTML): public by design, no session read; its calls are the /api/v1/live rows.",
  "GET /g/[shortId]": "A grouped study's public link: redirects a respondent to one study's live page; no session read.",
};
export const GRAPHQL_EXEMPT: Record<string, string> = {};

export const REST: Record<string, TRestRow> = {
  "DELETE /api/v1/admin/brand/[id]/merchants/[userId]": { permission: "users.manage" },
  "DELETE /api/v1/admin/brand/[id]/survey/[surveyId]/delete": { permission: "brand.member" },
  // Groups of buckets: the groupId probe is a grouped study's id (no bucket-group kind in the world), a 404 like any
  // id that is not a group of this study; C's study 404s before any group is read.
  "DELETE /api/v1/admin/brand/[id]/survey/[surveyId]/group/[groupId]": { permission: "bucket_group.write" },
  "DELETE /api/v1/admin/user/[id]/delete": { permission: "admin", params: { id: "user" } },
  "DELETE /api/v1/admin/user/[id]/mfa": { permission: "admin", params: { id: "user" } },
  "DELETE /api/v1/brand/[id]/brand_category/[categoryId]": { permission: "settings.write" },
  "DELETE /api/v1/brand/[id]/consumer_profile/[profileId]": { permission: "brand.admin" },
  "DELETE /api/v1/brand/[id]/demographic/[demographicId]": { permission: "survey.write" },
  "DELETE /api/v1/brand/[id]/tags/[tagId]": { permission: "settings.write" },
  "GET /api/v1/admin/brand/[id]/products": { permission: "product.read" },
  "GET /api/v1/admin/brand/[id]/study_owners": { permission: "brand.admin" },
  "GET /api/v1/admin/brand/[id]/survey/[surveyId]/groups": { permission: "bucket_group.read" },
  "GET /api/v1/admin/brand/[id]/survey/[surveyId]/panel_surveys": { permission: "brand.admin" },
  "GET /api/v1/admin/brand/[id]/survey/[surveyId]/translate": { permission: "survey.read" },
  "GET /api/v1/admin/panel_screeners": { permission: "signed-in" },
  "GET /api/v1/brand/[id]": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/avatar": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/brand_category": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/brand_category/[categoryId]": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/consumer_profile": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/decision_point": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/notification_settings": { permission: "brand.member" },
  "GET /api/v1/brand/[id]/product/[productId]/download": { permission: "product.read" },
  "GET /api/v1/brand/[id]/survey/[surveyId]": { permission: "survey.read", share: true },
  "GET /api/v1/brand/[id]/survey/[surveyId]/filters": { permission: "results.read" },
  "GET /api/v1/brand/[id]/survey/[surveyId]/respondents_count": { permission: "survey.read" },
  "GET /api/v1/brand/[id]/survey/[surveyId]/sales_data": { permission: "results.read", share: true },
  "GET /api/v1/brand/[id]/survey/[surveyId]/sales_data/template": { permission: "study.manage" },
  "GET /api/v1/brand/[id]/tags": { permission: "settings.read" },
  "GET /api/v1/brand/[id]/users": { permission: "settings.read" },
  "GET /api/v1/countries/all": { permission: "signed-in" },
  "GET /api/v1/downloads/[token]": { permission: "none" },
  "GET /api/v1/invitations/[token]": { permission: "none" },
  "GET /api/v1/languages/all": { permission: "signed-in" },
  "GET /api/v1/live/[shortId]/session": { permission: "none" },
  "GET /api/v1/me": { permission: "signed-in" },
  "GET /api/v1/panel-providers": { permission: "signed-in" },
  "GET /api/v1/upload_signature": { permission: "product.write", query: { type: "image", brand_id: "$brand" } },
  "GET /uploads/[...path]": { permission: "none" },
  "PATCH /api/v2/surveys/[surveyId]": { permission: "survey.write", brandFromSurvey: true },
  "POST /api/v1/admin/brand": { permission: "admin" },
  "POST /api/v1/admin/brand/[id]/campaignSNT": { permission: "survey.write" },
  "POST /api/v1/admin/brand/[id]/group": { permission: "survey.write" },
  "POST /api/v1/admin/brand/[id]/logo": { permission: "settings.write" },
  "POST /api/v1/admin/brand/[id]/survey/[surveyId]/group": { permission: "bucket_group.write" },
  "POST /api/v1/admin/brand/[id]/survey/[surveyId]/send_email": { permission: "survey.write" },
  "POST /api/v1/admin/brand/[id]/survey/[surveyId]/translate": { permission: "survey.write" },
  "POST /api/v1/auth": { permission: "public" },
  "POST /api/v1/auth/change_password": { permission: "none" },
  "POST /api/v1/auth/mfa/confirm": { permission: "none" },
  "POST /api/v1/auth/mfa/enrol": { permission: "none" },
  "POST /api/v1/auth/reset_password": { permission: "none" },
  "POST /api/v1/brand/[id]/brand_category": { permission: "settings.write" },
  "POST /api/v1/brand/[id]/brand_category/migrate": { permission: "settings.write" },
  "POST /api/v1/brand/[id]/consumer_profile": { permission: "brand.admin" },
  "POST /api/v1/brand/[id]/demographic": { permission: "survey.write" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/duplicate": { permission: "survey.write" },
  // P13 share links: an allowed probe of update/delete names no link of the study (404).
  "POST /api/v1/brand/[id]/survey/[surveyId]/cancel_learnings_report": { permission: "key_learning.write" },
  "GET /api/v1/brand/[id]/survey/[surveyId]/get_share": { permission: "share_token.read" },
  "GET /api/v1/brand/[id]/survey/[surveyId]/get_share/[shareId]/views": { permission: "share_token.read" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/create_share": { permission: "share_token.write", body: { scope: "learnings" } },
  "POST /api/v1/brand/[id]/survey/[surveyId]/update_share/[shareId]": { permission: "share_token.write" },
  "DELETE /api/v1/brand/[id]/survey/[surveyId]/delete_share/[shareId]": { permission: "share_token.write" },
  // Only a share viewer of this very study logs a view (none of the matrix's callers is one: tests/integration/shares/).
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/view": {
    permission: "public",
    body: { email: "viewer@example.com" },
    expect: {
      anonymous: { refused: true, status: 401, detail: SHARE_MSG.notAShareLink },
      shareOther: { refused: true, status: 403, detail: ACCESS_MSG.shareViewerReadOnly },
      outsider: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      inactive: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      restricted: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      kbOnly: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      member: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      admin: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      gatedMember: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      gatedAdmin: { refused: true, status: 403, detail: SHARE_MSG.notAShareLink },
      // A viewer of G's own results link logs the view (the gate page's e-mail); the page then shows the gated message.
      gatedShare: { refused: false },
    },
  },
  // P13 relational export: an allowed probe names an unknown study (404); the job id "x" is a 400 after access.
  "POST /api/v1/brand/[id]/survey/[surveyId]/export_results_relational": { permission: "results.read" },
  "GET /api/v1/brand/[id]/survey/[surveyId]/export_results_relational/[jobId]": { permission: "results.read" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/sales_data/import": { permission: "study.manage" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/sales_data/preview": { permission: "study.manage" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/ratings": { permission: "results.read", share: true },
  // P9 sentiment: the spec's paths without /v1; GET for everyone, POST {filter}.
  "GET /api/brand/[id]/survey/[surveyId]/sentimentscore": { permission: "results.read", share: true },
  "POST /api/brand/[id]/survey/[surveyId]/sentimentscore": { permission: "results.read", share: true },
  "GET /api/brand/[id]/survey/[surveyId]/sentiment_percentile": { permission: "results.read", share: true },
  "POST /api/brand/[id]/survey/[surveyId]/sentiment_percentile": { permission: "results.read", share: true },
  // P9 respondent reports: choice counts and the respondents page (without e-mails) for share viewers; the lead list
  // holds e-mail addresses, so signed-in users only.
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/question/[questionId]/choice": { permission: "results.read", share: true },
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/question/[questionId]/leadlist": { permission: "results.read" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/respondents": { permission: "results.read", share: true },
  // Saved filters (P9 item 2): the delete checks creator or survey write in the service.
  "POST /api/v1/brand/[id]/survey/[surveyId]/filter": { permission: "results.read" },
  "DELETE /api/v1/brand/[id]/survey/[surveyId]/filter/[filterId]": { permission: "results.read" },
  "POST /api/v1/brand/[id]/survey/[surveyId]/report/line-efficiency": { permission: "results.read", share: true },
  // The knowledge base (P14): knowledge-base-only users live here (the matrix's kbOnly caller holds both).
  "GET /api/v1/brand/[id]/knowledge_base/search": { permission: "knowledge_base.read", query: { q: "parka" } },
  "GET /api/v1/brand/[id]/knowledge_base/collections": { permission: "knowledge_base.read" },
  "POST /api/v1/brand/[id]/knowledge_base/collections": { permission: "knowledge_base.write", body: { name: "Matrix collection" } },
  "GET /api/v1/brand/[id]/knowledge_base/collections/[collectionId]": { permission: "knowledge_base.read" },
  "PATCH /api/v1/brand/[id]/knowledge_base/collections/[collectionId]": { permission: "knowledge_base.write" },
  "DELETE /api/v1/brand/[id]/knowledge_base/collections/[collectionId]": { permission: "knowledge_base.write" },
  "POST /api/v1/brand/[id]/knowledge_base/collections/[collectionId]/items": { permission: "knowledge_base.write" },
  "DELETE /api/v1/brand/[id]/knowledge_base/collections/[collectionId]/items/[itemId]": { permission: "knowledge_base.write" },
  // MakerLabs (P14): not for knowledge-base-only users (labs.read).
  "POST /api/v1/brand/[id]/labs/predict": { permission: "labs.read", body: { name: "Matrix parka" } },
  "POST /api/v1/brand/[id]/tags": { permission: "settings.write" },
  "POST /api/v1/brand/[id]/upload": { permission: "product.write" },
  "POST /api/v1/brand/[id]/upload/bulk": { permission: "product.write" },
  "POST /api/v1/client-errors": { permission: "public" },
  "POST /api/v1/fbauth": { permission: "signed-in" },
  "POST /api/v1/invitations/[token]": { permission: "none" },
  "POST /api/v1/live/[shortId]/complete": { permission: "none" },
  "POST /api/v1/live/[shortId]/start": { permission: "public" },
  "POST /api/v1/reports/all-brands": { permission: "admin" },
  "POST /api/v2/surveys": { permission: "survey.write", body: { brand_id: "$brand", assortment_id: "f".repeat(24) } },
  "POST /api/v2/surveys/[surveyId]/duplicates": { permission: "survey.write", brandFromSurvey: true },
  "PUT /api/v1/admin/brand/[id]": { permission: "settings.write" },
  "PUT /api/v1/admin/brand/[id]/group/[groupId]": { permission: "survey.write" },
  "PUT /api/v1/admin/brand/[id]/merchants/[userId]": { permission: "users.manage" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]": { permission: "survey.write" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/additional_update": { permission: "survey.write" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/clear_answers": { permission: "study.status" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/close": { permission: "study.status" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/group/[groupId]": { permission: "bucket_group.write" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/move": { permission: "survey.write" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/publish": { permission: "study.status" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/reopen": { permission: "study.status" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/to_draft": { permission: "study.status" },
  "PUT /api/v1/admin/brand/[id]/survey/[surveyId]/translate": { permission: "survey.write" },
  "PUT /api/v1/brand/[id]/brand_category/[categoryId]": { permission: "settings.write" },
  "PUT /api/v1/brand/[id]/consumer_profile/[profileId]": { permission: "brand.admin" },
  "PUT /api/v1/brand/[id]/demographic/[demographicId]": { permission: "survey.write" },
  "PUT /api/v1/brand/[id]/notification_settings": { permission: "brand.member" },
  "PUT /api/v1/brand/[id]/users/[userId]/permissions": { permission: "users.manage" },
  "PUT /api/v1/live/[shortId]/answers": { permission: "none" },
  "PUT /api/v1/me": { permission: "signed-in" },
};
export const GRAPHQL: Record<string, TGraphQLRow> = {
  "Mutation.addUsersToBrand": { permission: "users.manage", brand: ["brandId"] },
  // Snips (P12): survey.read on the brand, plus the brand's enableSnapShare (B has it). No snip or comment kind in the
  // world: the probe's ids are unknown, so a caller let through answers 404; a study of C is a 404 before anything is
  // written. Cross-brand snips and comments: tests/integration/snips/.
  "Mutation.addCommentToSnip": { permission: "survey.read" },
  "Mutation.applyBulkUploadProductsPreview": { permission: "product.write", objects: { assortmentId: "assortment" } },
  "Mutation.bulkUploadProductsPreview": { permission: "product.write", objects: { assortment_id: "assortment" } },
  "Mutation.createAssortment": { permission: "assortment.write" },
  "Mutation.createBrand": { permission: "admin" },
  // Learnings (P13): key_learning.write on the brand; the study is probed with C's for the mixed-id case (a 404).
  "Mutation.createKeyTakeaway": { permission: "key_learning.write", objects: { survey_id: "survey" } },
  "Mutation.createProduct": { permission: "product.write", brand: ["product.brand"] },
  "Mutation.createSnip": { permission: "survey.read", objects: { survey_id: "survey" } },
  "Mutation.createSurveyDemographicQuestion": { permission: "survey.write", objects: { survey_id: "survey" } },
  "Mutation.createSurveyGroup": { permission: "survey.write", brand: ["group.brand"] },
  "Mutation.deleteAssortment": { permission: "assortment.write", objects: { _id: "assortment" } },
  "Mutation.deleteBrandDemographicQuestion": { permission: "survey.write", objects: { demographic_id: "demographic" } },
  "Mutation.deleteKeyTakeaway": { permission: "key_learning.write", objects: { survey_id: "survey" } },
  "Mutation.deleteProduct": { permission: "product.write", objects: { _id: "product" } },
  "Mutation.deleteSnip": { permission: "survey.read" },
  "Mutation.deleteSnipComment": { permission: "survey.read" },
  "Mutation.deleteSurveyDemographicQuestion": { permission: "survey.write", objects: { demographic_id: "demographic", survey_id: "survey" } },
  "Mutation.orderKeyTakeaways": { permission: "key_learning.write", objects: { survey_id: "survey" } },
  "Mutation.setStudyEditingProducts": { permission: "survey.read", objects: { survey_id: "survey" } },
  "Mutation.toggleUserRole": { permission: "users.manage", brand: ["brandId"], objects: { _id: "user" }, args: { role: "kb_user" } },
  "Mutation.updateAssortment": { permission: "assortment.write", objects: { "assortment._id": "assortment" } },
  "Mutation.updateBrand": { permission: "settings.write", brand: ["brand._id"] },
  "Mutation.updateKeyTakeaway": { permission: "key_learning.write", objects: { survey_id: "survey" } },
  "Mutation.updateProduct": { permission: "product.write", brand: ["product.brand"], objects: { "product._id": "product" } },
  "Mutation.updateSnip": { permission: "survey.read" },
  "Mutation.updateSnipComment": { permission: "survey.read" },
  "Mutation.updateSurvey": { permission: "survey.write", objects: { "survey._id": "survey" } },
  "Mutation.updateSurveyImpact": { permission: "key_learning.write", objects: { survey_id: "survey" } },
  "Mutation.updateSurveyDemographicShared": { permission: "survey.write", objects: { demographic_id: "demographic", survey_id: "survey" } },
  "Mutation.updateSurveyGroup": { permission: "survey.write", brand: ["group.brand"], objects: { _id: "group" } },
  "Mutation.updateSurveySegmentation": { permission: "survey.write", objects: { "survey._id": "survey" } },
  "Mutation.updateUser": { permission: "signed-in", args: { "input.user_id": "$self" } },
  "Query.allBrands": { permission: "admin" },
  "Query.assortmentParentProducts": { permission: "product.read", objects: { assortment_id: "assortment" } },
  "Query.brand": { permission: "brand.member" },
  "Query.brandAndPropertyMetadata": { permission: "property_metadata.read" },
  "Query.brandAssortmentOptions": { permission: "product.read" },
  "Query.brandCategoriesAndTags": { permission: "settings.read" },
  "Query.brandCurrencyAndLanguage": { permission: "brand.member" },
  "Query.brandDefaults": { permission: "brand.member" },
  "Query.brandDemographicQuestions": { permission: "survey.read", objects: { survey_id: "survey" } },
  "Query.brandFeatureFlags": { permission: "brand.member" },
  "Query.brandForSettings": { permission: "settings.read" },
  "Query.brandProducts": { permission: "product.read", objects: { assortment_id: "assortment" }, selection: "{ products { _id } }" },
  "Query.brandPropertyMetadataAndDefaults": { permission: "property_metadata.read" },
  "Query.brandUsers": { permission: "settings.read" },
  "Query.bulkProductUploadTemplate": { permission: "product.read", objects: { assortment_id: "assortment" } },
  "Query.consumerProfiles": { permission: "brand.member" },
  "Query.countries": { permission: "signed-in" },
  "Query.currentProductsTemplate": { permission: "product.read", objects: { assortment_id: "assortment" } },
  "Query.decisionPoints": { permission: "brand.member" },
  "Query.decisionPointTypes": { permission: "signed-in" },
  "Query.getAllTags": { permission: "settings.read" },
  "Query.getAssortment": { permission: "assortment.read", objects: { _id: "assortment" } },
  "Query.getAssortmentHeaderInfo": { permission: "assortment.read", objects: { _id: "assortment" } },
  "Query.getAssortmentProducts": { permission: "product.read", objects: { assortment_id: "assortment" } },
  "Query.getAssortmentsForHomepage": { permission: "assortment.read" },
  "Query.getAssortmentSurveys": { permission: "survey.read", objects: { assortment_id: "assortment" } },
  "Query.getAssortmentWithConsumerProfiles": { permission: "assortment.read", objects: { _id: "assortment" } },
  "Query.getBrandAssortments": { permission: "assortment.read", brand: ["_id"] },
  "Query.getBrandPropertyMetadata": { permission: "property_metadata.read" },
  "Query.getBrandSurvey": { permission: "survey.read", objects: { survey_id: "survey" } },
  "Query.getBrandSurveys": { permission: "survey.read" },
  "Query.getChildProductsScore": { permission: "product.read", objects: { _id: "product" } },
  "Query.getNonArchivedBrandPropertyMetadata": { permission: "property_metadata.read" },
  "Query.getProduct": { permission: "product.read", objects: { _id: "product" } },
  "Query.getProductImages": { permission: "product.read", brand: ["brand"], objects: { _id: "product" } },
  "Query.getProductScore": { permission: "product.read", objects: { _id: "product" } },
  "Query.getSurvey": { permission: "survey.read", objects: { _id: "survey" } },
  "Query.languages": { permission: "signed-in" },
  "Query.me": { permission: "signed-in" },
  "Query.productBoardDefaults": { permission: "product.read" },
  "Query.productFilterBoundaries": { permission: "product.read" },
  "Query.segmentationProfilesForBrand": { permission: "survey.read" },
  // Snips (P12), as the snip mutations above: another brand's assortment or study is a 404.
  "Query.snip": { permission: "survey.read" },
  "Query.snipComments": { permission: "survey.read" },
  "Query.snips": { permission: "survey.read", objects: { assortment_id: "assortment" } },
  "Query.surveySnips": { permission: "survey.read", objects: { survey_id: "survey" } },
  // The brand comes from the study: a study of a brand the caller is not in is a 404, as for an unknown id.
  "Query.significanceByFilters": { permission: "results.read", share: true, brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.significanceByFilterSets": { permission: "results.read", share: true, brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.getSentimentScoreReport": { permission: "results.read", share: true, brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.getResultsSummary": { permission: "results.read", share: true, brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.getResultsFilters": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.getSubmissionStats": { permission: "brand.admin", objects: { survey_id: "survey" } },
  // A learnings share link grants key_learning.read on its own study; the probe's share viewer holds a results link.
  "Query.learningsAndImpact": { permission: "key_learning.read", share: true, objects: { survey_id: "survey" } },
  // Another brand's study answers "no study", exactly as an unknown id: nothing of it in the answer.
  "Query.getResultsState": { permission: "results.read", share: true, objects: { survey_id: "survey" }, selection: "{ state message }" },
  "Query.reportHeadToHead": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.reportRespondentsCount": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.reportBrowser": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.reportDemographics": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.reportSegmentationProfiles": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  // The brand comes from the study (as significanceByFilters); the probe's question id is unknown, so a caller let
  // through answers 404 "Question not found.", and another brand's study 404s before any question is read.
  "Query.getGeoSentimentScoreReport": { permission: "results.read", share: true, brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.reportLineEfficiency": { permission: "results.read", share: true, objects: { survey_id: "survey" } },
  "Query.bucketGroups": { permission: "bucket_group.read", objects: { survey_id: "survey" } },
  // The brand comes from the study (as significanceByFilters); the probe's bucket_group_id is unknown, so a caller let
  // through answers 404, and another brand's study 404s before any group is read.
  "Query.getBucketGroupSentimentScoreReport": { permission: "results.read", brand: [], brandFromSurvey: true, objects: { survey_id: "survey" } },
  "Query.surveyGroup": { permission: "survey.read", objects: { _id: "group" } },
  "Query.surveyGroups": { permission: "survey.read" },
  "Query.surveyListFilters": { permission: "survey.read", objects: { assortment_id: "assortment" } },
  "Subscription.presence": { permission: "brand.shell", args: { page: "/brand" } },
  "Subscription.snipChanged": { permission: "survey.read" },
  "Subscription.snipCommentChanged": { permission: "survey.read" },
  "Subscription.snipCommentCountChanged": { permission: "survey.read", objects: { assortment_id: "assortment" } },
  "Subscription.studyEditors": { permission: "survey.read", objects: { survey_id: "survey" } },
  "Subscription.surveySnipCommentCountChanged": { permission: "survey.read", objects: { survey_id: "survey" } },
};
