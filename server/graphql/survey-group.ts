// GraphQL: grouped studies (docs/contracts/p3-studies.md surveyGroups, surveyGroup, createSurveyGroup,
// updateSurveyGroup), thin adapters over helper A's server/study-groups exports.
import type { TSurveyGroup, TSurveyGroupLink, TSurveyGroupMember } from "@/lib/studies/wire";
import { builder, actorOf } from "./builder";
import { SurveySummary } from "./study";
import { getSurveyGroup, listSurveyGroups, saveSurveyGroup } from "../study-groups";

const SurveyGroupMember = builder.objectRef<TSurveyGroupMember>("SurveyGroupMember").implement({
  fields: (t) => ({
    survey: t.field({ type: SurveySummary, resolve: (m) => m.survey }),
    limit: t.exposeInt("limit", { nullable: true }),
    order: t.exposeInt("order"),
  }),
});

const SurveyGroupLink = builder.objectRef<TSurveyGroupLink>("SurveyGroupLink").implement({
  description: "Links exist only for audiences common to all the group's studies per country, excluding panel.",
  fields: (t) => ({ country: t.exposeString("country"), audience_type: t.exposeString("audience_type"), url: t.exposeString("url") }),
});

const SurveyGroup = builder.objectRef<TSurveyGroup>("SurveyGroup").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    short_id: t.exposeString("short_id"),
    status: t.exposeString("status"),
    logic: t.exposeString("logic"),
    surveys: t.field({ type: [SurveyGroupMember], resolve: (g) => g.surveys }),
    links: t.field({ type: [SurveyGroupLink], resolve: (g) => g.links }),
  }),
});

const SurveyGroupMemberInput = builder.inputType("SurveyGroupMemberInput", {
  fields: (t) => ({ survey: t.id({ required: true }), order: t.int({ required: true }), limit: t.int() }),
});

const SurveyGroupInput = builder.inputType("SurveyGroupInput", {
  fields: (t) => ({
    brand: t.id({ required: true }),
    name: t.string({ required: true }),
    logic: t.string({ required: true }),
    surveys: t.field({ type: [SurveyGroupMemberInput], required: true }),
  }),
});

type TGroupArg = { brand: string | number; name: string; logic: string; surveys: { survey: string | number; order: number; limit?: number | null }[] };
const groupBody = (g: TGroupArg) => ({
  name: g.name,
  logic: g.logic,
  surveys: g.surveys.map((m) => ({ survey: String(m.survey), order: m.order, limit: m.limit ?? null })),
});

builder.queryFields((t) => ({
  surveyGroups: t.field({
    type: [SurveyGroup],
    authScopes: { loggedIn: true },
    args: { brand_id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => listSurveyGroups(actorOf(ctx), String(a.brand_id)),
  }),
  surveyGroup: t.field({
    type: SurveyGroup,
    authScopes: { loggedIn: true },
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getSurveyGroup(actorOf(ctx), String(a.brand_id), String(a._id)),
  }),
}));

builder.mutationFields((t) => ({
  createSurveyGroup: t.field({
    type: SurveyGroup,
    authScopes: { loggedIn: true },
    args: { group: t.arg({ type: SurveyGroupInput, required: true }) },
    resolve: (_r, a, ctx) => saveSurveyGroup(actorOf(ctx), String(a.group.brand), groupBody(a.group)),
  }),
  updateSurveyGroup: t.field({
    type: SurveyGroup,
    authScopes: { loggedIn: true },
    args: { _id: t.arg.id({ required: true }), group: t.arg({ type: SurveyGroupInput, required: true }) },
    resolve: (_r, a, ctx) => saveSurveyGroup(actorOf(ctx), String(a.group.brand), groupBody(a.group), String(a._id)),
  }),
}));
