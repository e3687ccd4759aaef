import "server-only";
// GraphQL subscriptions of snip comment threads (spec 3 §7 "Snips" subscriptions) and of the snip itself
// (snipChanged: its edits and deletion, P15 item 8), thin adapters over server/snips/watch.ts, over the one websocket
// at /api/v1/subscriptions (bearer header), across every app process.
import type { TBrandAccess } from "../access/authorize";
import { accessFor, builder } from "./builder";
import { Snip, SnipComment } from "./snips";
import {
  commentChanged,
  snipChanged,
  watchAssortmentCounts,
  watchSnip,
  watchSnipComments,
  watchSurveyCounts,
  type TSnipChanged,
  type TSnipCommentChanged,
  type TSnipCommentCount,
  type TSnipCommentFeedEvent,
  type TSnipFeedEvent,
} from "../snips/watch";
import { SNIP_COMMENT_SIGNALS, SNIP_SIGNALS } from "../snips/events";

const SnipCommentChangeType = builder.enumType("SnipCommentChangeType", {
  description: "Added, Updated or Deleted; Subscribed comes first, once the subscription follows every change (read the thread then).",
  values: SNIP_COMMENT_SIGNALS,
});

const SnipCommentChanged = builder.objectRef<TSnipCommentChanged>("SnipCommentChanged").implement({
  description: "A comment of the snip was Added, Updated or Deleted (comment is null once deleted); or Subscribed, first.",
  fields: (t) => ({
    type: t.field({ type: SnipCommentChangeType, resolve: (c) => c.type }),
    snip_id: t.exposeID("snip_id"),
    comment_id: t.exposeID("comment_id"),
    comment: t.field({ type: SnipComment, nullable: true, resolve: (c) => c.comment }),
    comment_count: t.exposeInt("comment_count"),
  }),
});

const SnipCommentCount = builder.objectRef<TSnipCommentCount>("SnipCommentCount").implement({
  description: "A snip's comment count after a change.",
  fields: (t) => ({ snip_id: t.exposeID("snip_id"), survey_id: t.exposeID("survey_id"), comment_count: t.exposeInt("comment_count") }),
});

const access = async (ctx: Parameters<typeof accessFor>[0], brand: string) => (await accessFor(ctx, { permission: "survey.read", brand })) as TBrandAccess;

builder.subscriptionField("snipCommentChanged", (t) =>
  t.field({
    type: SnipCommentChanged,
    description: "The snip's comments as they are added, edited and deleted.",
    args: { snip_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    authScopes: (_r, args) => ({ brand: { permission: "survey.read", brand: String(args.brand_id) } }),
    extensions: { permission: "survey.read" },
    subscribe: async (_r, args, ctx) => watchSnipComments(await access(ctx, String(args.brand_id)), String(args.snip_id)),
    resolve: async (e: TSnipCommentFeedEvent, args, ctx) => commentChanged(await access(ctx, String(args.brand_id)), e),
  }),
);

builder.subscriptionField("snipCommentCountChanged", (t) =>
  t.field({
    type: SnipCommentCount,
    description: "The comment count of a snip of the assortment, whenever it changes.",
    args: { assortment_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    authScopes: (_r, args) => ({ brand: { permission: "survey.read", brand: String(args.brand_id) } }),
    extensions: { permission: "survey.read" },
    subscribe: async (_r, args, ctx) => watchAssortmentCounts(await access(ctx, String(args.brand_id)), String(args.assortment_id)),
    resolve: (c: TSnipCommentCount) => c,
  }),
);

builder.subscriptionField("surveySnipCommentCountChanged", (t) =>
  t.field({
    type: SnipCommentCount,
    description: "The comment count of a snip of the study, whenever it changes.",
    args: { survey_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    authScopes: (_r, args) => ({ brand: { permission: "survey.read", brand: String(args.brand_id) } }),
    extensions: { permission: "survey.read" },
    subscribe: async (_r, args, ctx) => watchSurveyCounts(await access(ctx, String(args.brand_id)), String(args.survey_id)),
    resolve: (c: TSnipCommentCount) => c,
  }),
);

const SnipChangeType = builder.enumType("SnipChangeType", {
  description: "Updated (title or key insight) or Deleted; Subscribed comes first, once the subscription follows every change (read the snip then).",
  values: SNIP_SIGNALS,
});

const SnipChanged = builder.objectRef<TSnipChanged>("SnipChanged").implement({
  description: "The snip was edited (snip is the snip now) or deleted (snip is null); or Subscribed, first.",
  fields: (t) => ({
    type: t.field({ type: SnipChangeType, resolve: (c) => c.type }),
    snip_id: t.exposeID("snip_id"),
    snip: t.field({ type: Snip, nullable: true, resolve: (c) => c.snip }),
  }),
});

builder.subscriptionField("snipChanged", (t) =>
  t.field({
    type: SnipChanged,
    description: "The snip's title and key insight as they are edited, and its deletion (P15: an open modal follows them).",
    args: { snip_id: t.arg.id({ required: true }), brand_id: t.arg.id({ required: true }) },
    authScopes: (_r, args) => ({ brand: { permission: "survey.read", brand: String(args.brand_id) } }),
    extensions: { permission: "survey.read" },
    subscribe: async (_r, args, ctx) => watchSnip(await access(ctx, String(args.brand_id)), String(args.snip_id)),
    resolve: async (e: TSnipFeedEvent, args, ctx) => snipChanged(await access(ctx, String(args.brand_id)), e),
  }),
);
