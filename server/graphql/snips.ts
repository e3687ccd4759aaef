import "server-only";
// GraphQL: snips and their comment threads (spec 3 §3 "Snip", "Comment"; §7 "Snips"), thin adapters over
// server/snips/*. Every field declares survey.read on the brand; the services also require the brand's
// enableSnapShare and check every argument with the zod schemas of lib/snips/wire.ts. The live subscriptions are
// elsewhere (server/snips/events.ts is their contract).
import type { TPage, TSnip, TSnipComment, TSnipPerson, TDeletedSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { unauthenticated } from "../errors";
import { accessFor, brandField, builder, type TGraphQLContext } from "./builder";
import { DateTimeScalar } from "./datetime";
import { filtersArg, ResultsFilterInput } from "./results";
import { JSONScalar, type TJson } from "./scalars";
import { addComment } from "../snips/add-comment";
import { createSnip } from "../snips/create-snip";
import { deleteComment } from "../snips/delete-comment";
import { deleteSnip } from "../snips/delete-snip";
import { getSnip } from "../snips/get-snip";
import { listComments } from "../snips/list-comments";
import { listSnips } from "../snips/list-snips";
import { surveySnips } from "../snips/survey-snips";
import { updateComment } from "../snips/update-comment";
import { updateSnip } from "../snips/update-snip";

const SnipUser = builder.objectRef<TSnipPerson>("SnipUser").implement({
  description: "A snip's creator or a comment's author.",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    first_name: t.exposeString("first_name"),
    last_name: t.exposeString("last_name"),
    email: t.exposeString("email"),
    profile_image_url: t.exposeString("profile_image_url", { nullable: true }),
    department: t.exposeString("department", { nullable: true }),
  }),
});

const SnipSurvey = builder.objectRef<TSnip["survey"]>("SnipSurvey").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), title: t.exposeString("title") }),
});

export const SnipComment = builder.objectRef<TSnipComment>("Comment").implement({
  description: "A comment of a snip's thread: plain text, returned as typed (render it as text, never as HTML).",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    snip_id: t.exposeID("snip_id"),
    content: t.exposeString("content"),
    date_created: t.field({ type: DateTimeScalar, resolve: (c) => c.date_created }),
    content_updated: t.field({ type: DateTimeScalar, nullable: true, resolve: (c) => c.content_updated }),
    author: t.field({ type: SnipUser, nullable: true, resolve: (c) => c.author }),
    is_author: t.exposeBoolean("is_author", { description: "Whether the caller wrote it: only the author edits or deletes it." }),
  }),
});

const CommentPage = builder.objectRef<TPage<TSnipComment>>("CommentPage").implement({
  fields: (t) => ({ results: t.field({ type: [SnipComment], resolve: (p) => p.results }), total: t.exposeInt("total") }),
});

/** The caller's access for a field below a root field that already passed it (cached per request). */
async function snipAccess(ctx: TGraphQLContext, brandId: string): Promise<TBrandAccess> {
  const access = await accessFor(ctx, { permission: "survey.read", brand: brandId });
  if (access.actor === null) throw unauthenticated();
  return access;
}

export const Snip = builder.objectRef<TSnip>("Snip").implement({
  description: "A saved results card with its filters, title, key insight and comment thread.",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    survey: t.field({ type: SnipSurvey, resolve: (s) => s.survey }),
    assortment_id: t.exposeID("assortment_id", { nullable: true }),
    img: t.exposeString("img", { nullable: true }),
    title: t.exposeString("title"),
    keyInsight: t.exposeString("keyInsight"),
    key_insight_updated: t.field({ type: DateTimeScalar, nullable: true, resolve: (s) => s.key_insight_updated }),
    filters: t.field({ type: JSONScalar, description: "The results filters the snip was taken with.", resolve: (s) => s.filters as TJson }),
    creator: t.field({ type: SnipUser, nullable: true, resolve: (s) => s.creator }),
    date_created: t.field({ type: DateTimeScalar, resolve: (s) => s.date_created }),
    date_modified: t.field({ type: DateTimeScalar, description: "Send it back with updateSnip: a snip changed since is refused.", resolve: (s) => s.date_modified }),
    comment_count: t.exposeInt("comment_count"),
    is_creator: t.exposeBoolean("is_creator", { description: "Whether the caller created it: only the creator edits or deletes it." }),
    comments: t.field({
      type: CommentPage,
      description: "The thread, oldest first.",
      args: { limit: t.arg.int(), offset: t.arg.int() },
      resolve: async (s, args, ctx) => listComments(await snipAccess(ctx, s.brand_id), s._id, args),
    }),
  }),
});

const SnipPage = builder.objectRef<TPage<TSnip>>("SnipPage").implement({
  fields: (t) => ({ results: t.field({ type: [Snip], resolve: (p) => p.results }), total: t.exposeInt("total") }),
});

const DeletedSnipComment = builder.objectRef<TDeletedSnipComment>("DeletedSnipComment").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), snip_id: t.exposeID("snip_id"), comment_count: t.exposeInt("comment_count") }),
});

const SnipUpdateInput = builder.inputType("SnipUpdateInput", {
  description: "What changed. An empty or unchanged title, or an unchanged key insight, is no edit.",
  fields: (t) => ({
    _id: t.id({ required: true }),
    title: t.string(),
    keyInsight: t.string(),
    date_modified: t.field({ type: DateTimeScalar, description: "The snip's date_modified as read: a snip changed since is a 409." }),
  }),
});

const SnipCardInput = builder.inputType("SnipCardInput", {
  description:
    "The results card a snip is taken from; the server draws its image from its own reading of the reports under the snip's filters. " +
    "kind: product (product_id), head-to-head (product_id against product_b), insight (insight_id: an insight card's id) or customers.",
  fields: (t) => ({
    kind: t.string({ required: true }),
    product_id: t.id(),
    product_b: t.id(),
    insight_id: t.string(),
  }),
});

// ---- queries ----------------------------------------------------------------------------------------------------

builder.queryField("snips", (t) =>
  brandField(t, {
    type: SnipPage,
    description: "An assortment's snips, newest first (10 a page unless told).",
    args: { assortment_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }), limit: t.arg.int(), offset: t.arg.int() },
    permission: "survey.read",
    resolve: (access, a) => listSnips(access, String(a.assortment_id), { limit: a.limit, offset: a.offset }),
  }),
);

builder.queryField("surveySnips", (t) =>
  brandField(t, {
    type: SnipPage,
    description: "A study's snips, newest first (10 a page unless told).",
    args: { survey_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }), limit: t.arg.int(), offset: t.arg.int() },
    permission: "survey.read",
    resolve: (access, a) => surveySnips(access, String(a.survey_id), { limit: a.limit, offset: a.offset }),
  }),
);

builder.queryField("snip", (t) =>
  brandField(t, {
    type: Snip,
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => getSnip(access, String(a._id)),
  }),
);

builder.queryField("snipComments", (t) =>
  brandField(t, {
    type: CommentPage,
    description: "A snip's comments, oldest first (20 a page unless told).",
    args: { snip_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }), limit: t.arg.int(), offset: t.arg.int() },
    permission: "survey.read",
    resolve: (access, a) => listComments(access, String(a.snip_id), { limit: a.limit, offset: a.offset }),
  }),
);

// ---- mutations --------------------------------------------------------------------------------------------------

builder.mutationField("createSnip", (t) =>
  brandField(t, {
    type: Snip,
    args: {
      brand_id: t.arg.id({ required: true }),
      survey_id: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      key_insight: t.arg.string(),
      filters: t.arg({ type: ResultsFilterInput }),
      card: t.arg({ type: SnipCardInput, description: "The card to draw as the snip's image; without one, img is null." }),
    },
    permission: "survey.read",
    resolve: (access, a) =>
      createSnip(access, {
        survey_id: String(a.survey_id),
        title: a.title,
        key_insight: a.key_insight,
        filters: filtersArg(a.filters),
        card: a.card && { ...a.card, product_id: a.card.product_id && String(a.card.product_id), product_b: a.card.product_b && String(a.card.product_b) },
      }),
  }),
);

builder.mutationField("updateSnip", (t) =>
  brandField(t, {
    type: Snip,
    description: "Only the creator edits a snip.",
    args: { snip: t.arg({ type: SnipUpdateInput, required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => updateSnip(access, { ...a.snip, _id: String(a.snip._id) }),
  }),
);

builder.mutationField("deleteSnip", (t) =>
  brandField(t, {
    type: "ID",
    description: "Only the creator deletes a snip; its comments go with it. Answers the snip's id.",
    args: { _id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => deleteSnip(access, String(a._id)),
  }),
);

builder.mutationField("addCommentToSnip", (t) =>
  brandField(t, {
    type: SnipComment,
    args: { snip_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => addComment(access, String(a.snip_id), a.content),
  }),
);

builder.mutationField("updateSnipComment", (t) =>
  brandField(t, {
    type: SnipComment,
    description: "Only the author edits a comment.",
    args: { comment_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => updateComment(access, String(a.comment_id), a.content),
  }),
);

builder.mutationField("deleteSnipComment", (t) =>
  brandField(t, {
    type: DeletedSnipComment,
    description: "Only the author deletes a comment. Answers the snip's new comment_count.",
    args: { comment_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access, a) => deleteComment(access, String(a.comment_id)),
  }),
);
