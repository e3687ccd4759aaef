import "server-only";
// Co-editing presence of one study (spec 2 §3 "Editor presence record", §7 "Co-editing"): the subscription
// `studyEditors` joins the study as the signed-in user for one browser session and yields every editor present;
// the mutation `setStudyEditingProducts` announces which products that session has open, live for the others.
// Both declare survey read in the brand and need a study of that brand (another brand's study, or a template to a
// non-admin: "Study not found.").
import { z } from "zod";
import { isId } from "@/lib/ids";
import { accessFor, brandField, builder } from "./builder";
import type { Actor } from "../access/actor";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { loadVisibleStudy } from "../studies/load-study";
import { MAX_SESSION_ID, studyPresence, studyPresenceKey, type TStudyEditor } from "../realtime/study-presence";

type TEditorOut = TStudyEditor & { is_self: boolean };

const StudyEditor = builder.objectRef<TEditorOut>("StudyEditor").implement({
  description: "One user present on a study (spec 2 §3 editor presence record).",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    email: t.exposeString("email"),
    first_name: t.exposeString("first_name"),
    last_name: t.exposeString("last_name"),
    department: t.exposeString("department", { nullable: true }),
    online: t.exposeBoolean("online"),
    online_since: t.exposeString("online_since", { description: "ISO time the user's earliest open session joined." }),
    editingProducts: t.exposeStringList("editingProducts"),
    is_self: t.exposeBoolean("is_self", { description: "True for the subscriber's own record." }),
  }),
});

const ZSession = z.number().int().min(0).max(MAX_SESSION_ID);
const ZEditing = z.array(z.string().refine(isId, "must be a product id")).max(50);

function session(value: number): number {
  if (!ZSession.safeParse(value).success) {
    throw invalid(`session_id must be a whole number from 0 to ${MAX_SESSION_ID}`, [{ name: "session_id", reason: "out of range" }]);
  }
  return value;
}

const me = (actor: Actor) => ({
  _id: actor.id,
  email: actor.email,
  first_name: actor.first_name,
  last_name: actor.last_name,
  department: actor.department,
});

builder.subscriptionField("studyEditors", (t) =>
  t.field({
    type: [StudyEditor],
    description: "The editors present on a study, whenever they or the products they edit change.",
    args: {
      brand_id: t.arg.id({ required: true }),
      survey_id: t.arg.id({ required: true }),
      session_id: t.arg.int({ required: true, description: "This browser session, 0 to 1,000,000." }),
    },
    authScopes: (_r, args) => ({ brand: { permission: "survey.read", brand: String(args.brand_id) } }),
    extensions: { permission: "survey.read" },
    subscribe: async (_r, args, ctx) => {
      const access = (await accessFor(ctx, { permission: "survey.read", brand: String(args.brand_id) })) as TBrandAccess;
      const surveyId = String(args.survey_id);
      await loadVisibleStudy(access, surveyId);
      return studyPresence().watch(studyPresenceKey(access.brandId, surveyId), me(access.actor), session(args.session_id));
    },
    resolve: (editors: TStudyEditor[], _args, ctx) => editors.map((e) => ({ ...e, is_self: e._id === ctx.actor?.id })),
  }),
);

builder.mutationField("setStudyEditingProducts", (t) =>
  brandField(t, {
    type: "Boolean",
    description: "Announces the products this browser session has open on the study (empty: none).",
    args: {
      brand_id: t.arg.id({ required: true }),
      survey_id: t.arg.id({ required: true }),
      session_id: t.arg.int({ required: true }),
      product_ids: t.arg.stringList({ required: true }),
    },
    permission: "survey.read",
    resolve: async (access, args) => {
      const surveyId = String(args.survey_id);
      await loadVisibleStudy(access, surveyId);
      const editing = ZEditing.safeParse(args.product_ids);
      if (!editing.success) throw invalid("product_ids must be at most 50 product ids", [{ name: "product_ids", reason: "invalid" }]);
      await studyPresence().setEditing(studyPresenceKey(access.brandId, surveyId), access.actor.id, session(args.session_id), editing.data);
      return true;
    },
  }),
);
