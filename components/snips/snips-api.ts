// The snip screens' calls (spec 3 §7 "Snips"): the shared-learnings list, one snip, its comment pages, and every
// change a snip modal makes, as typed GraphQL documents; the live documents the realtime socket sends are here too.
import { asWire, graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TPage, TSnip, TSnipComment } from "@/lib/snips/wire";

const SnipUserFields = graphql(`fragment SnipUserFields on SnipUser { _id first_name last_name email profile_image_url department }`);

const SnipFields = graphql(
  `fragment SnipFields on Snip {
    _id assortment_id img title keyInsight key_insight_updated filters date_created date_modified
    comment_count is_creator survey { _id title } creator { ...SnipUserFields }
  }`,
  [SnipUserFields],
);

export const CommentFields = graphql(
  `fragment CommentFields on Comment { _id snip_id content date_created content_updated is_author author { ...SnipUserFields } }`,
  [SnipUserFields],
);

type TSnipResult = ResultOf<typeof SnipFields>;
/** The wire snip: the filters are the server's TResultsFilters (schema.graphql says JSON); the brand is the caller's. */
const toSnip = (s: TSnipResult, brandId: string): TSnip => ({ ...asWire<Omit<TSnip, "brand_id">>()(s, ["filters"]), brand_id: brandId });
const toComment = (c: ResultOf<typeof CommentFields>): TSnipComment => c;

const SnipsQuery = graphql(
  `query Snips($b: ID!, $a: ID!, $limit: Int, $offset: Int) {
    snips(brand_id: $b, assortment_id: $a, limit: $limit, offset: $offset) { total results { ...SnipFields } }
  }`,
  [SnipFields],
);

export async function fetchSnips(brandId: string, assortmentId: string, offset: number, limit: number): Promise<TPage<TSnip>> {
  const { snips } = await gql(SnipsQuery, { b: brandId, a: assortmentId, limit, offset });
  return { total: snips.total, results: snips.results.map((s) => toSnip(s, brandId)) };
}

const SnipQuery = graphql(`query Snip($b: ID!, $id: ID!) { snip(brand_id: $b, _id: $id) { ...SnipFields } }`, [SnipFields]);

export async function fetchSnip(brandId: string, snipId: string): Promise<TSnip> {
  return toSnip((await gql(SnipQuery, { b: brandId, id: snipId })).snip, brandId);
}

const CommentsQuery = graphql(
  `query SnipComments($b: ID!, $s: ID!, $limit: Int, $offset: Int) {
    snipComments(brand_id: $b, snip_id: $s, limit: $limit, offset: $offset) { total results { ...CommentFields } }
  }`,
  [CommentFields],
);

export async function fetchComments(brandId: string, snipId: string, offset: number, limit: number): Promise<TPage<TSnipComment>> {
  const { snipComments } = await gql(CommentsQuery, { b: brandId, s: snipId, limit, offset });
  return { total: snipComments.total, results: snipComments.results.map(toComment) };
}

const AddComment = graphql(
  `mutation AddCommentToSnip($b: ID!, $s: ID!, $content: String!) { addCommentToSnip(brand_id: $b, snip_id: $s, content: $content) { ...CommentFields } }`,
  [CommentFields],
);

export async function addComment(brandId: string, snipId: string, content: string): Promise<TSnipComment> {
  return toComment((await gql(AddComment, { b: brandId, s: snipId, content })).addCommentToSnip);
}

const UpdateComment = graphql(
  `mutation UpdateSnipComment($b: ID!, $c: ID!, $content: String!) { updateSnipComment(brand_id: $b, comment_id: $c, content: $content) { ...CommentFields } }`,
  [CommentFields],
);

export async function updateComment(brandId: string, commentId: string, content: string): Promise<TSnipComment> {
  return toComment((await gql(UpdateComment, { b: brandId, c: commentId, content })).updateSnipComment);
}

const DeleteComment = graphql(
  `mutation DeleteSnipComment($b: ID!, $c: ID!) { deleteSnipComment(brand_id: $b, comment_id: $c) { _id snip_id comment_count } }`,
);

export async function deleteComment(brandId: string, commentId: string): Promise<{ comment_count: number }> {
  return (await gql(DeleteComment, { b: brandId, c: commentId })).deleteSnipComment;
}

const UpdateSnip = graphql(
  `mutation UpdateSnip($b: ID!, $snip: SnipUpdateInput!) { updateSnip(brand_id: $b, snip: $snip) { ...SnipFields } }`,
  [SnipFields],
);

export async function updateSnip(brandId: string, change: { _id: string; date_modified: string; title?: string; keyInsight?: string }): Promise<TSnip> {
  return toSnip((await gql(UpdateSnip, { b: brandId, snip: change })).updateSnip, brandId);
}

const DeleteSnip = graphql(`mutation DeleteSnip($b: ID!, $id: ID!) { deleteSnip(brand_id: $b, _id: $id) }`);

export async function deleteSnip(brandId: string, snipId: string): Promise<void> {
  await gql(DeleteSnip, { b: brandId, id: snipId });
}

/** A snip's comments as they change (sent over the realtime socket). */
export const CommentChangedSubscription = graphql(
  `subscription SnipCommentChanged($b: ID!, $s: ID!) {
    snipCommentChanged(brand_id: $b, snip_id: $s) { type snip_id comment_id comment_count comment { ...CommentFields } }
  }`,
  [CommentFields],
);

/** The comment counts of an assortment's snips as they change. */
export const CommentCountSubscription = graphql(
  `subscription SnipCommentCountChanged($b: ID!, $a: ID!) { snipCommentCountChanged(brand_id: $b, assortment_id: $a) { snip_id comment_count } }`,
);

/** The snip's own edits and deletion as they happen (P15 item 8); "Subscribed" first, with the snip as it is then. */
export const SnipChangedSubscription = graphql(
  `subscription SnipChanged($b: ID!, $s: ID!) { snipChanged(brand_id: $b, snip_id: $s) { type snip_id snip { ...SnipFields } } }`,
  [SnipFields],
);

/** A snipChanged answer's snip as the modal keeps it (null once deleted). */
export function changedSnip(snip: TSnipResult | null | undefined, brandId: string): TSnip | null {
  return snip ? toSnip(snip, brandId) : null;
}
