import "server-only";
// GraphQL: recording learnings (P13 item 1; spec 3 §3 key takeaways and Survey impact; payloads not shown by the spec,
// docs/decisions.md P13): createKeyTakeaway, updateKeyTakeaway, deleteKeyTakeaway, orderKeyTakeaways and
// updateSurveyImpact, each with key_learning.write on the brand. Thin adapters over server/learnings/*; reading is
// learningsAndImpact (results-respondents.ts).
import { builder, brandField } from "./builder";
import { DateTimeScalar } from "./datetime";
import { Impact, KeyTakeaway } from "./results-respondents";
import { createTakeaway } from "../learnings/create-takeaway";
import { deleteTakeaway } from "../learnings/delete-takeaway";
import { orderTakeaways } from "../learnings/order-takeaways";
import { updateImpact } from "../learnings/update-impact";
import { updateTakeaway } from "../learnings/update-takeaway";

const KeyTakeawayInput = builder.inputType("KeyTakeawayInput", {
  description: "A key takeaway: the learning (required), the decision it led to, its estimated ROI, and the question (of a product) it is about.",
  fields: (t) => ({
    learning: t.string({ required: true }),
    decision: t.string(),
    estimated_roi: t.string(),
    question_id: t.id({ description: "One of the study's questions; null: the study as a whole." }),
  }),
});

const KeyTakeawayUpdateInput = builder.inputType("KeyTakeawayUpdateInput", {
  fields: (t) => ({
    _id: t.id({ required: true }),
    learning: t.string({ required: true }),
    decision: t.string(),
    estimated_roi: t.string(),
    question_id: t.id(),
    date_modified: t.field({ type: DateTimeScalar, description: "The takeaway's date_modified as read: one changed since is a 409." }),
  }),
});

const StudyImpactInput = builder.inputType("StudyImpactInput", {
  description: "The impact fields to replace; one left out keeps its text, an empty one clears it.",
  fields: (t) => ({ insight: t.string(), learnings: t.string(), decisions: t.string(), estimated_roi: t.string() }),
});

builder.mutationField("createKeyTakeaway", (t) =>
  brandField(t, {
    type: KeyTakeaway,
    description: "Adds a key takeaway after the study's others.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), takeaway: t.arg({ type: KeyTakeawayInput, required: true }) },
    permission: "key_learning.write",
    resolve: (access, a) => createTakeaway(access, String(a.survey_id), a.takeaway),
  }),
);

builder.mutationField("updateKeyTakeaway", (t) =>
  brandField(t, {
    type: KeyTakeaway,
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), takeaway: t.arg({ type: KeyTakeawayUpdateInput, required: true }) },
    permission: "key_learning.write",
    resolve: (access, a) => updateTakeaway(access, String(a.survey_id), { ...a.takeaway, _id: String(a.takeaway._id) }),
  }),
);

builder.mutationField("deleteKeyTakeaway", (t) =>
  brandField(t, {
    type: "ID",
    description: "Removes a key takeaway. Answers its id.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), _id: t.arg.id({ required: true }) },
    permission: "key_learning.write",
    resolve: (access, a) => deleteTakeaway(access, String(a.survey_id), String(a._id)),
  }),
);

builder.mutationField("orderKeyTakeaways", (t) =>
  brandField(t, {
    type: [KeyTakeaway],
    description: "The study's key takeaways in a new order: every one of them, each once.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
    permission: "key_learning.write",
    resolve: (access, a) => orderTakeaways(access, String(a.survey_id), a.ids.map(String)),
  }),
);

builder.mutationField("updateSurveyImpact", (t) =>
  brandField(t, {
    type: Impact,
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), impact: t.arg({ type: StudyImpactInput, required: true }) },
    permission: "key_learning.write",
    resolve: (access, a) => updateImpact(access, String(a.survey_id), a.impact),
  }),
);
