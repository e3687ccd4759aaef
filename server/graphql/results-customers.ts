import "server-only";
// GraphQL: who answered the study (P9 item 3; spec 3 §7 "Snapshot-like results"): reportBrowser, reportDemographics
// and reportSegmentationProfiles(brand_id, survey_id, filters), and getGeoSentimentScoreReport(survey_id, question_id,
// filter), whose brand is the study's. Thin adapters over server/results/{browser,demographics,segmentation,geo}-report.ts;
// filters arrive as ResultsFilterInput (./results.ts) and the services validate them against the study.
import { builder, viewField } from "./builder";
import { filtersArg, ResultsFilterInput } from "./results";
import { reportBrowser, type TBrowserReport, type TReportShare } from "../results/browser-report";
import { reportDemographics, type TDemographicOptionCount, type TDemographicQuestionReport, type TDemographicsReport } from "../results/demographics-report";
import { geoSentimentScoreReport, type TGeoArea, type TGeoCountry, type TGeoFigures, type TGeoReport } from "../results/geo-report";
import { reportSegmentationProfiles, type TSegmentationProfileCount, type TSegmentationReport } from "../results/segmentation-report";

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const reportArgs = (t: PothosSchemaTypes.QueryFieldBuilder<TTypes, object>) => ({
  brand_id: t.arg.id({ required: true }),
  survey_id: t.arg.id({ required: true }),
  filters: t.arg({ type: ResultsFilterInput }),
});

// ---- Browser ---------------------------------------------------------------------------------------------------

const ReportShare = builder.objectRef<TReportShare>("ReportShare").implement({
  description: "A name with its respondents and their share (0–100, unrounded) of the respondents the filters select.",
  fields: (t) => ({ name: t.exposeString("name"), count: t.exposeInt("count"), percentage: t.exposeFloat("percentage") }),
});

const BrowserReport = builder.objectRef<TBrowserReport>("BrowserReport").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    browsers: t.field({ type: [ReportShare], resolve: (r) => r.browsers }),
    devices: t.field({ type: [ReportShare], resolve: (r) => r.devices }),
  }),
});

builder.queryField("reportBrowser", (t) =>
  viewField(t, {
    type: BrowserReport,
    description: "Respondents the filters select, per browser and per device (missing: \"Unknown\"), most first.",
    args: reportArgs(t),
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => reportBrowser(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

// ---- Demographics ----------------------------------------------------------------------------------------------

const DemographicOptionCount = builder.objectRef<TDemographicOptionCount>("DemographicOptionCount").implement({
  description: "Respondents who picked the option, and their share (0–100) of those who answered the question.",
  fields: (t) => ({ option: t.exposeString("option"), count: t.exposeInt("count"), percentage: t.exposeFloat("percentage") }),
});

const DemographicPoints = builder.objectRef<NonNullable<TDemographicQuestionReport["points"]>>("DemographicPoints").implement({
  fields: (t) => ({ min: t.exposeFloat("min"), mean: t.exposeFloat("mean"), max: t.exposeFloat("max") }),
});

const DemographicQuestionReport = builder.objectRef<TDemographicQuestionReport>("DemographicQuestionReport").implement({
  fields: (t) => ({
    demographic_id: t.exposeID("demographic_id"),
    title: t.exposeString("title"),
    dashboard_title: t.exposeString("dashboard_title", { nullable: true }),
    type: t.exposeString("type"),
    answered: t.exposeInt("answered"),
    not_answered: t.exposeInt("not_answered"),
    options: t.field({ type: [DemographicOptionCount], resolve: (r) => r.options }),
    points: t.field({ type: DemographicPoints, nullable: true, resolve: (r) => r.points }),
  }),
});

const DemographicsReport = builder.objectRef<TDemographicsReport>("DemographicsReport").implement({
  fields: (t) => ({ total: t.exposeInt("total"), questions: t.field({ type: [DemographicQuestionReport], resolve: (r) => r.questions }) }),
});

builder.queryField("reportDemographics", (t) =>
  viewField(t, {
    type: DemographicsReport,
    description: "Per demographic question of the study: answers per option, the answered base and who did not answer.",
    args: reportArgs(t),
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => reportDemographics(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

// ---- Segmentation profiles -------------------------------------------------------------------------------------

const SegmentationProfileCount = builder.objectRef<TSegmentationProfileCount>("SegmentationProfileCount").implement({
  fields: (t) => ({
    segmentation_profile_id: t.exposeID("segmentation_profile_id"),
    profile_name: t.exposeString("profile_name"),
    color: t.exposeString("color", { nullable: true }),
    avatar: t.exposeString("avatar", { nullable: true }),
    count: t.exposeInt("count"),
    percentage: t.exposeFloat("percentage"),
  }),
});

const SegmentationUnassigned = builder.objectRef<TSegmentationReport["unassigned"]>("SegmentationUnassigned").implement({
  fields: (t) => ({ count: t.exposeInt("count"), percentage: t.exposeFloat("percentage") }),
});

const SegmentationProfilesReport = builder.objectRef<TSegmentationReport>("SegmentationProfilesReport").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    profiles: t.field({ type: [SegmentationProfileCount], resolve: (r) => r.profiles }),
    unassigned: t.field({ type: SegmentationUnassigned, resolve: (r) => r.unassigned }),
  }),
});

builder.queryField("reportSegmentationProfiles", (t) =>
  viewField(t, {
    type: SegmentationProfilesReport,
    description: "Respondents the filters select per segmentation profile of the study, and those in none.",
    args: reportArgs(t),
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => reportSegmentationProfiles(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

// ---- Geo -------------------------------------------------------------------------------------------------------

const GeoStarCount = builder.objectRef<TGeoFigures["stars"][number]>("GeoStarCount").implement({
  fields: (t) => ({ star: t.exposeInt("star"), count: t.exposeInt("count"), percentage: t.exposeFloat("percentage") }),
});

const figureFields = <P extends TGeoFigures>(t: PothosSchemaTypes.ObjectFieldBuilder<TTypes, P>) => ({
  respondents: t.int({ description: "Respondents the filter selects here (rated the product or not).", resolve: (r) => r.respondents }),
  count: t.int({ description: "Their ratings of the question's product.", resolve: (r) => r.count }),
  stars: t.field({ type: [GeoStarCount], resolve: (r) => r.stars }),
  mean: t.float({ nullable: true, resolve: (r) => r.mean }),
  score: t.float({ nullable: true, description: "Sentiment score 0–100 with the report's version.", resolve: (r) => r.score }),
});

const GeoFigures = builder.objectRef<TGeoFigures>("GeoFigures").implement({ fields: (t) => figureFields(t) });

const GeoArea = builder.objectRef<TGeoArea>("GeoArea").implement({
  description: "A region or a state of a country.",
  fields: (t) => ({ name: t.exposeString("name"), ...figureFields(t) }),
});

const GeoCountry = builder.objectRef<TGeoCountry>("GeoCountry").implement({
  fields: (t) => ({
    country_id: t.exposeID("country_id", { nullable: true }),
    code: t.exposeString("code", { nullable: true }),
    name: t.exposeString("name"),
    ...figureFields(t),
    regions: t.field({ type: [GeoArea], resolve: (r) => r.regions }),
    states: t.field({ type: [GeoArea], resolve: (r) => r.states }),
  }),
});

const GeoSentimentReport = builder.objectRef<TGeoReport>("GeoSentimentReport").implement({
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    question_id: t.exposeID("question_id"),
    product_id: t.exposeID("product_id"),
    version: t.exposeString("version"),
    version_source: t.exposeString("version_source"),
    total: t.field({ type: GeoFigures, resolve: (r) => r.total }),
    countries: t.field({ type: [GeoCountry], resolve: (r) => r.countries }),
  }),
});

builder.queryField("getGeoSentimentScoreReport", (t) =>
  viewField(t, {
    type: GeoSentimentReport,
    description: "One product question: per country, region and state, the respondents, star counts, mean and sentiment score.",
    args: { survey_id: t.arg.id({ required: true }), question_id: t.arg.id({ required: true }), filter: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: (access, args) => geoSentimentScoreReport(access, String(args.survey_id), String(args.question_id), filtersArg(args.filter)),
  }),
);
