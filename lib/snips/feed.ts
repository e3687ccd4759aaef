// The comment feed a snip modal keeps (spec 3 §4: comments load incrementally, ascending by date_created, while the
// loaded count is below comment_count; changes arrive live as Added, Updated or Deleted). Pages, live changes and the
// catch-up after a reconnect all go through these pure functions, so a comment is never lost or shown twice,
// whatever order they arrive in.

export interface TFeedComment {
  _id: string;
  /** ISO time. */
  date_created: string;
  content: string;
  content_updated: string | null;
}

export type TFeedChange<C extends TFeedComment> =
  | { type: "Added" | "Updated"; comment: C }
  | { type: "Deleted"; comment_id: string };

export interface TFeed<C extends TFeedComment> {
  comments: C[];
  /** Comments deleted while this feed was open: a page fetched before the delete must not bring them back. */
  deleted: ReadonlySet<string>;
}

export const emptyFeed = <C extends TFeedComment>(): TFeed<C> => ({ comments: [], deleted: new Set() });

const byDate = (a: TFeedComment, b: TFeedComment) =>
  a.date_created < b.date_created ? -1 : a.date_created > b.date_created ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/** The later of two versions of one comment: an edit (content_updated) wins over the original. */
function newer<C extends TFeedComment>(a: C, b: C): C {
  return (b.content_updated ?? "") >= (a.content_updated ?? "") ? b : a;
}

/** Merges comments (a fetched page, or the catch-up after a reconnect) into the feed: by id, ascending. */
export function mergeComments<C extends TFeedComment>(feed: TFeed<C>, incoming: readonly C[]): TFeed<C> {
  const byId = new Map(feed.comments.map((c) => [c._id, c]));
  for (const c of incoming) {
    if (feed.deleted.has(c._id)) continue;
    const known = byId.get(c._id);
    byId.set(c._id, known ? newer(known, c) : c);
  }
  return { comments: [...byId.values()].sort(byDate), deleted: feed.deleted };
}

/** Applies one live change. */
export function applyChange<C extends TFeedComment>(feed: TFeed<C>, change: TFeedChange<C>): TFeed<C> {
  if (change.type === "Deleted") {
    const deleted = new Set(feed.deleted).add(change.comment_id);
    return { comments: feed.comments.filter((c) => c._id !== change.comment_id), deleted };
  }
  return mergeComments(feed, [change.comment]);
}

/** Whether another page should be asked for: fewer loaded than the snip's comment_count. */
export const hasMore = (feed: TFeed<TFeedComment>, commentCount: number) => feed.comments.length < commentCount;

/**
 * The feed after a reconnect's catch-up (P12 item 6): `fetched` is the thread as the server read it after the socket
 * came back, from the first comment on (`complete` when it holds all of it). Comments the feed shows that the server
 * no longer has, within what was fetched, were deleted while the socket was down: they go. Comments that arrived live
 * while the catch-up ran (`arrivedSince`) stay, so does anything beyond what was fetched; deletes seen live stay deleted
 * and an edit wins over the version it replaced.
 */
export function catchUp<C extends TFeedComment>(feed: TFeed<C>, fetched: readonly C[], complete: boolean, arrivedSince: ReadonlySet<string>): TFeed<C> {
  const fetchedIds = new Set(fetched.map((c) => c._id));
  const last = fetched.reduce<C | null>((a, c) => (a === null || byDate(a, c) < 0 ? c : a), null);
  const beyond = (c: C) => !complete && (last === null || byDate(c, last) > 0);
  const kept = feed.comments.filter((c) => fetchedIds.has(c._id) || arrivedSince.has(c._id) || beyond(c));
  return mergeComments({ comments: kept, deleted: feed.deleted }, fetched);
}
