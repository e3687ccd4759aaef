import "server-only";
// The live side of snip comment threads (spec 3 §4 "pushed live to viewers", §7 subscriptions snipCommentChanged,
// snipCommentCountChanged, surveySnipCommentCountChanged). Each subscription is authorised once, when it starts
// (survey.read, enableSnapShare, and the snip, assortment or study found in the caller's brand), then follows the
// committed changes of every app process (server/snips/events.ts over LISTEN/NOTIFY). A change carries the comment as
// it is when the event is read (null once deleted); a client that was disconnected refetches the thread and merges
// by id (lib/snips/feed.ts), so nothing is lost or shown twice.
import { isId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSnipComment } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { pubsub, type TEvent } from "../realtime/pubsub";
import { loadVisibleStudy } from "../studies/load-study";
import { SNIP_COMMENT_TOPIC, SNIP_TOPIC, type TSnipCommentEvent, type TSnipCommentSignal, type TSnipEvent, type TSnipSignal } from "./events";
import { loadSnip, requireSnips } from "./shared";
import { COMMENT_SELECT, serializeComment, serializeSnip } from "./snip.select";
import type { TSnip } from "@/lib/snips/wire";

export interface TSnipCommentChanged {
  type: TSnipCommentSignal;
  snip_id: string;
  comment_id: string;
  /** The comment after an Added or Updated change; null after Deleted (or when deleted again since). */
  comment: TSnipComment | null;
  comment_count: number;
}

export interface TSnipCommentCount {
  snip_id: string;
  survey_id: string;
  comment_count: number;
}

/**
 * The snip comment events `keep` accepts, as `map` shapes them, after `first` when given (sent once the listener is
 * in place); ending it (the client unsubscribes) stops listening.
 */
function follow<R, E = TSnipCommentEvent>(keep: (e: E) => boolean, map: (e: E) => R, signal?: AbortSignal, first?: R, topic = SNIP_COMMENT_TOPIC): AsyncIterableIterator<R> {
  const source = pubsub().subscribe<E>(topic, signal);
  let opening = first;
  const it: AsyncIterableIterator<R> = {
    [Symbol.asyncIterator]: () => it,
    async next() {
      if (opening !== undefined) {
        const value = opening;
        opening = undefined;
        return { value, done: false };
      }
      for (;;) {
        const r: IteratorResult<TEvent<E>> = await source.next();
        if (r.done) return { value: undefined, done: true };
        if (keep(r.value.payload)) return { value: map(r.value.payload), done: false };
      }
    },
    // Not an async generator: its return() would wait for the next event before it stopped listening.
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
  };
  return it;
}

/** A snipCommentChanged event, or the "Subscribed" signal that opens the subscription. */
export type TSnipCommentFeedEvent = TSnipCommentEvent | { type: "Subscribed"; snip_id: string; comment_count: number };

/** snipCommentChanged: "Subscribed" once listening, then the Added, Updated and Deleted comments of one snip. */
export async function watchSnipComments(access: TBrandAccess, snipId: string, signal?: AbortSignal): Promise<AsyncIterableIterator<TSnipCommentFeedEvent>> {
  requireSnips(access);
  const snip = await loadSnip(access, snipId);
  const opening: TSnipCommentFeedEvent = { type: "Subscribed", snip_id: snip.id, comment_count: await prisma.comment.count({ where: { snip_id: snip.id } }) };
  return follow<TSnipCommentFeedEvent>((e) => e.snip_id === snip.id && e.brand_id === snip.brand_id, (e) => e, signal, opening);
}

/** The event as the subscriber receives it: the comment read now, as the caller sees it. */
export async function commentChanged(access: TBrandAccess, e: TSnipCommentFeedEvent): Promise<TSnipCommentChanged> {
  if (e.type === "Subscribed") return { type: "Subscribed", snip_id: e.snip_id, comment_id: e.snip_id, comment: null, comment_count: e.comment_count };
  const row = e.type === "Deleted" ? null : await prisma.comment.findFirst({ where: { id: e.comment_id, snip_id: e.snip_id }, select: COMMENT_SELECT });
  return { type: e.type, snip_id: e.snip_id, comment_id: e.comment_id, comment: row && serializeComment(row, access.actor.id), comment_count: e.comment_count };
}

const countOf = (e: TSnipCommentEvent): TSnipCommentCount => ({ snip_id: e.snip_id, survey_id: e.survey_id, comment_count: e.comment_count });

/** snipCommentCountChanged: the comment counts of an assortment's snips (its shared-learnings list). */
export async function watchAssortmentCounts(access: TBrandAccess, assortmentId: string, signal?: AbortSignal): Promise<AsyncIterableIterator<TSnipCommentCount>> {
  requireSnips(access);
  const found = isId(assortmentId) && (await prisma.assortment.findFirst({ where: { id: assortmentId, brand_id: access.brandId }, select: { id: true } }));
  if (!found) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  return follow((e) => e.assortment_id === assortmentId && e.brand_id === access.brandId, countOf, signal);
}

/** surveySnipCommentCountChanged: the comment counts of a study's snips. */
export async function watchSurveyCounts(access: TBrandAccess, surveyId: string, signal?: AbortSignal): Promise<AsyncIterableIterator<TSnipCommentCount>> {
  requireSnips(access);
  const study = await loadVisibleStudy(access, surveyId);
  return follow((e) => e.survey_id === study.id && e.brand_id === access.brandId, countOf, signal);
}

/** What snipChanged sends: the snip as the caller sees it now (null once deleted). */
export interface TSnipChanged {
  type: TSnipSignal;
  snip_id: string;
  snip: TSnip | null;
}

/** A snipChanged event, or the "Subscribed" signal that opens the subscription. */
export type TSnipFeedEvent = TSnipEvent | { type: "Subscribed"; snip_id: string; brand_id: string };

/**
 * snipChanged (P15 item 8): "Subscribed" once listening, then the snip's edits (title, key insight) and its deletion,
 * so an open modal shows another viewer's title edit at once and says once that the snip is gone.
 */
export async function watchSnip(access: TBrandAccess, snipId: string, signal?: AbortSignal): Promise<AsyncIterableIterator<TSnipFeedEvent>> {
  requireSnips(access);
  const snip = await loadSnip(access, snipId);
  const opening: TSnipFeedEvent = { type: "Subscribed", snip_id: snip.id, brand_id: snip.brand_id };
  return follow<TSnipFeedEvent, TSnipEvent>((e) => e.snip_id === snip.id && e.brand_id === snip.brand_id, (e) => e, signal, opening, SNIP_TOPIC);
}

/** The event as the subscriber receives it: the snip read now (null when deleted, then or since). */
export async function snipChanged(access: TBrandAccess, e: TSnipFeedEvent): Promise<TSnipChanged> {
  if (e.type === "Deleted") return { type: "Deleted", snip_id: e.snip_id, snip: null };
  const snip = await loadSnip(access, e.snip_id).then(
    (row) => serializeSnip(row, access.actor.id),
    (err: unknown) => {
      if (err instanceof AppError && err.code === "not_found") return null;
      throw err;
    },
  );
  return { type: snip ? e.type : "Deleted", snip_id: e.snip_id, snip };
}
