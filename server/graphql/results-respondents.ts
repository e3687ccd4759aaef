import "server-only";
// GraphQL: the study-level results data of P9 item 3 that the results and learnings screens read (spec 3 §7):
// getSubmissionStats (spec 3 §2 "waiting = raw − processed") and learningsAndImpact(brand_id, survey_id) (spec 3 §2
// "Learnings and impact report", data for P13). Thin adapters over server/results/*.
import type { TImpact, TKeyTakeaway, TLearningsAndImpact, TSubmissionStats } from "@/lib/results/respondent-reports";
import { brandField, builder, viewField } from "./builder";
import { DateTimeScalar } from "./datetime";
import { learningsAndImpact } from "../results/learnings-and-impact";
import { submissionStats } from "../results/submission-stats";

const SubmissionStats = builder.objectRef<TSubmissionStats>("SubmissionStats").implement({
  description: "Completed submissions (raw), those processed into results, and waiting = raw − processed.",
  fields: (t) => ({ raw: t.exposeInt("raw"), processed: t.exposeInt("processed"), waiting: t.exposeInt("waiting") }),
});

builder.queryField("getSubmissionStats", (t) =>
  brandField(t, {
    type: SubmissionStats,
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    // Admins only on every brand: "(M/S Only)" without gates and dates, admin-only with them (spec 3 §6, P15).
    permission: "brand.admin",
    resolve: (access, args) => submissionStats(access, String(args.survey_id)),
  }),
);

export const Impact = builder.objectRef<TImpact>("StudyImpact").implement({
  description: "The study's impact block {insight, learnings, decisions, estimated_roi}.",
  fields: (t) => ({
    insight: t.exposeString("insight", { nullable: true }),
    learnings: t.exposeString("learnings", { nullable: true }),
    decisions: t.exposeString("decisions", { nullable: true }),
    estimated_roi: t.exposeString("estimated_roi", { nullable: true }),
  }),
});

type TTakeawayQuestion = NonNullable<TKeyTakeaway["question"]>;
type TTakeawayProduct = NonNullable<TTakeawayQuestion["product"]>;

const TakeawayProduct = builder.objectRef<TTakeawayProduct>("KeyTakeawayProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    image: t.exposeString("image", { nullable: true, description: "The product's first image (desktop size), if any." }),
  }),
});

const TakeawayQuestion = builder.objectRef<TTakeawayQuestion>("KeyTakeawayQuestion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    product: t.field({ type: TakeawayProduct, nullable: true, resolve: (q) => q.product }),
  }),
});

export const KeyTakeaway = builder.objectRef<TKeyTakeaway>("KeyTakeaway").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    learning: t.exposeString("learning"),
    decision: t.exposeString("decision"),
    estimated_roi: t.exposeString("estimated_roi"),
    order: t.exposeInt("order"),
    date_modified: t.field({ type: DateTimeScalar, description: "Send it back with an edit: a takeaway changed since is refused.", resolve: (k) => k.date_modified }),
    question: t.field({ type: TakeawayQuestion, nullable: true, resolve: (k) => k.question }),
  }),
});

const LearningsAndImpact = builder.objectRef<TLearningsAndImpact>("LearningsAndImpact").implement({
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    impact: t.field({ type: Impact, resolve: (l) => l.impact }),
    key_takeaways: t.field({ type: [KeyTakeaway], resolve: (l) => l.key_takeaways }),
  }),
});

// A learnings share link grants key_learning.read on its own study (lib/permissions.ts SHARE_SCOPE_PERMISSION).
builder.queryField("learningsAndImpact", (t) =>
  viewField(t, {
    type: LearningsAndImpact,
    description: "The study's impact and key takeaways, in order. Share viewers of the study's learnings link may read it.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    permission: "key_learning.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => learningsAndImpact(access, String(args.survey_id)),
  }),
);
