import "server-only";
// GraphQL: the studies list, its filters and one study (docs/contracts/p3-studies.md; updateSurvey is in
// survey-update.ts), thin adapters over server/studies/*. Each field declares its permission (brandField); zod
// validation and the finer rules (templates for admins only) happen in the services.
import type { TFilterDefinition, TSurveyPage, TSurveySummary } from "@/lib/studies/wire";
import { brandField, builder } from "./builder";
import { DateTimeScalar } from "./datetime";
import { DecisionPoint } from "./decision-point";
import { BrandCategoryRef } from "./assortment";
import { getAssortmentSurveys, getBrandSurveys } from "../studies/list-surveys";
import { surveyListFilters } from "../studies/list-filters";
import { getBrandSurvey, type TSurveyWire } from "../studies/get-survey";

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const SurveyAudienceRef = builder.objectRef<TSurveySummary["audiences"][number]>("SurveyAudienceRef").implement({
  fields: (t) => ({ audience_type: t.exposeString("audience_type"), country: t.exposeString("country") }),
});

const SurveyAssortmentRef = builder.objectRef<NonNullable<TSurveySummary["assortment"]>>("SurveyAssortmentRef").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    year: t.exposeInt("year"),
    season: t.exposeString("season"),
    brand_category: t.field({ type: BrandCategoryRef, nullable: true, resolve: (a) => a.brand_category }),
  }),
});

const DATE_FIELDS = ["date_start", "date_published", "date_end", "date_closed", "date_reopened", "due_date"] as const;

/** The SurveySummary fields, shared by SurveySummary and Survey (which has every summary field). */
function summaryFields(t: PothosSchemaTypes.ObjectFieldBuilder<TTypes, TSurveySummary>) {
  return {
    _id: t.exposeID("_id"),
    short_id: t.exposeString("short_id"),
    title: t.exposeString("title"),
    type: t.exposeString("type", { nullable: true }),
    gender: t.exposeString("gender"),
    status: t.exposeString("status"),
    countries: t.exposeStringList("countries"),
    decision_point: t.field({ type: DecisionPoint, nullable: true, resolve: (s) => s.decision_point }),
    respondent_count: t.exposeInt("respondent_count"),
    raw_submission_count: t.exposeInt("raw_submission_count"),
    total_submissions_processed: t.exposeInt("total_submissions_processed"),
    date_created: t.field({ type: DateTimeScalar, resolve: (s) => s.date_created }),
    date_modified: t.field({ type: DateTimeScalar, resolve: (s) => s.date_modified }),
    ...Object.fromEntries(DATE_FIELDS.map((f) => [f, t.field({ type: DateTimeScalar, nullable: true, resolve: (s) => s[f] })])),
    internal_template: t.exposeBoolean("internal_template"),
    version: t.exposeString("version", { nullable: true }),
    is_v2: t.exposeBoolean("is_v2"),
    archived: t.exposeBoolean("archived"),
    product_count: t.exposeInt("product_count"),
    price_estimate: t.exposeFloat("price_estimate"),
    assortment: t.field({ type: SurveyAssortmentRef, nullable: true, resolve: (s) => s.assortment }),
    audiences: t.field({ type: [SurveyAudienceRef], resolve: (s) => s.audiences }),
  };
}

export const SurveySummary = builder.objectRef<TSurveySummary>("SurveySummary").implement({
  description: "One row of the studies list (spec 3 §3 Survey summary plus what the list shows).",
  fields: (t) => summaryFields(t),
});

const SurveyPage = builder.objectRef<TSurveyPage>("SurveyPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    page_size: t.exposeInt("page_size"),
    surveys: t.field({ type: [SurveySummary], resolve: (p) => p.surveys }),
  }),
});

export const SurveyFilter = builder.objectRef<TFilterDefinition>("SurveyFilter").implement({
  description: "A filter definition (spec 3 §3 Filter).",
  fields: (t) => ({
    type: t.exposeString("type"),
    accessor: t.exposeString("accessor"),
    name: t.exposeString("name"),
    options: t.exposeStringList("options"),
    optionNames: t.exposeStringList("optionNames"),
  }),
});

export const Survey = builder.objectRef<TSurveyWire>("Survey").implement({
  description: "A full study (P4 adds to it).",
  fields: (t) => ({
    // A Survey is a SurveySummary with more fields, so the summary's resolvers read it as one.
    ...summaryFields(t as unknown as PothosSchemaTypes.ObjectFieldBuilder<TTypes, TSurveySummary>),
    purpose: t.exposeStringList("purpose"),
    insight_other: t.exposeString("insight_other", { nullable: true }),
    decision_id: t.exposeID("decision_id", { nullable: true }),
    currency: t.exposeString("currency", { nullable: true }),
    language: t.exposeString("language"),
    products: t.exposeIDList("products"),
    assortment_id: t.exposeID("assortment_id", { nullable: true }),
    app_version: t.exposeString("app_version", { nullable: true }),
    stat_significance_count: t.exposeInt("stat_significance_count", { nullable: true }),
  }),
});

const SurveyListFilters = builder.inputType("SurveyListFilters", {
  fields: (t) => ({
    assortment_ids: t.idList(),
    brand_category: t.idList(),
    season: t.stringList(),
    year: t.intList(),
    decision_point: t.idList(),
    gender: t.stringList(),
    status: t.stringList(),
    audiences: t.stringList(),
    price: t.floatList(),
    // Study types (line_review on the assortment's line-reviews tab); added by D1.
    type: t.stringList(),
  }),
});

const SurveySort = builder.inputType("SurveySort", {
  fields: (t) => ({ id: t.string({ required: true }), desc: t.boolean({ required: true }) }),
});


builder.queryField("getBrandSurveys", (t) =>
  brandField(t, {
    type: SurveyPage,
    args: {
      brand_id: t.arg.id({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
      search: t.arg.string(),
      filters: t.arg({ type: SurveyListFilters }),
      sort: t.arg({ type: SurveySort }),
    },
    permission: "survey.read",
    // Arguments go to the service as given; its zod schema names any bad one.
    resolve: (access, { brand_id: _b, ...a }) => getBrandSurveys(access, a as never),
  }),
);

builder.queryField("getAssortmentSurveys", (t) =>
  brandField(t, {
    type: SurveyPage,
    args: {
      brand_id: t.arg.id({ required: true }),
      assortment_id: t.arg.id({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
      search: t.arg.string(),
      filters: t.arg({ type: SurveyListFilters }),
      sort: t.arg({ type: SurveySort }),
    },
    permission: "survey.read",
    resolve: (access, { brand_id: _b, ...a }) => getAssortmentSurveys(access, { ...a, assortment_id: String(a.assortment_id) } as never),
  }),
);

builder.queryField("surveyListFilters", (t) =>
  brandField(t, {
    type: [SurveyFilter],
    args: { brand_id: t.arg.id({ required: true }), assortment_id: t.arg.id() },
    permission: "survey.read",
    resolve: (access, a) => surveyListFilters(access, a.assortment_id ? String(a.assortment_id) : null),
  }),
);

builder.queryField("getBrandSurvey", (t) =>
  brandField(t, {
    type: Survey,
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => getBrandSurvey(access, String(a.survey_id)),
  }),
);

builder.queryField("getSurvey", (t) =>
  brandField(t, {
    type: Survey,
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => getBrandSurvey(access, String(a._id)),
  }),
);
