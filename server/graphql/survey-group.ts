import "server-only";
// GraphQL: grouped studies (docs/contracts/p3-studies.md surveyGroups, surveyGroup, createSurveyGroup,
// updateSurveyGroup), thin adapters over helper A's server/study-groups exports.
import type { TSurveyGroup, TSurveyGroupLink, TSurveyGroupMember } from "@/lib/studies/wire";
import { brandField, builder } from "./builder";
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

builder.queryField("surveyGroups", (t) =>
  brandField(t, {
    type: [SurveyGroup],
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access) => listSurveyGroups(access),
  }),
);

builder.queryField("surveyGroup", (t) =>
  brandField(t, {
    type: SurveyGroup,
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => getSurveyGroup(access, String(a._id)),
  }),
);

// The brand of a group write is the input's `brand`.
builder.mutationField("createSurveyGroup", (t) =>
  brandField(t, {
    type: SurveyGroup,
    args: { group: t.arg({ type: SurveyGroupInput, required: true }) },
    permission: "survey.write",
    brand: (a) => String(a.group.brand),
    resolve: (access, a) => saveSurveyGroup(access, groupBody(a.group)),
  }),
);

builder.mutationField("updateSurveyGroup", (t) =>
  brandField(t, {
    type: SurveyGroup,
    args: { _id: t.arg.id({ required: true }), group: t.arg({ type: SurveyGroupInput, required: true }) },
    permission: "survey.write",
    brand: (a) => String(a.group.brand),
    resolve: (access, a) => saveSurveyGroup(access, groupBody(a.group), String(a._id)),
  }),
);
