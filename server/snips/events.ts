import "server-only";
// Live events of snip comment threads (spec 3 §4 "Snip comment changes are Added, Updated or Deleted and are pushed
// live to viewers", §7 subscriptions). Published inside the write's transaction, so every app process hears about a
// change exactly when it is committed, and never about one rolled back. The comment's text is not in the event
// (NOTIFY carries at most 8 kB): a subscriber reads the comment by id.
import { publishOnCommit } from "../realtime/pubsub";

export const SNIP_COMMENT_TOPIC = "snip-comment";

export const SNIP_COMMENT_CHANGES = ["Added", "Updated", "Deleted"] as const;
export type TSnipCommentChange = (typeof SNIP_COMMENT_CHANGES)[number];

/**
 * What snipCommentChanged sends: the changes above, and first of all "Subscribed" — the subscription now follows
 * every change, so the client reads the thread once more and misses nothing published before it was listening.
 */
export const SNIP_COMMENT_SIGNALS = [...SNIP_COMMENT_CHANGES, "Subscribed"] as const;
export type TSnipCommentSignal = (typeof SNIP_COMMENT_SIGNALS)[number];

export interface TSnipCommentEvent {
  brand_id: string;
  snip_id: string;
  survey_id: string;
  assortment_id: string | null;
  type: TSnipCommentChange;
  comment_id: string;
  /** The snip's comment count after the change. */
  comment_count: number;
}

type TTx = Parameters<typeof publishOnCommit>[0];

export function publishSnipCommentEvent(tx: TTx, event: TSnipCommentEvent): Promise<void> {
  return publishOnCommit(tx, SNIP_COMMENT_TOPIC, event);
}
