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

/**
 * Live events of the snip itself (P15 item 8): its title or key insight was edited, or it was deleted — so every
 * open modal shows the new title at once, and says once that a snip deleted meanwhile is gone. Published inside the
 * write's transaction, like the comment events; the subscriber reads the snip by id.
 */
export const SNIP_TOPIC = "snip";

export const SNIP_CHANGES = ["Updated", "Deleted"] as const;
export type TSnipChange = (typeof SNIP_CHANGES)[number];
/** What snipChanged sends: "Subscribed" first (the client reads the snip once more then), then the changes. */
export const SNIP_SIGNALS = [...SNIP_CHANGES, "Subscribed"] as const;
export type TSnipSignal = (typeof SNIP_SIGNALS)[number];

export interface TSnipEvent {
  brand_id: string;
  snip_id: string;
  type: TSnipChange;
}

export function publishSnipEvent(tx: TTx, event: TSnipEvent): Promise<void> {
  return publishOnCommit(tx, SNIP_TOPIC, event);
}
