"use client";
// A snip's comment thread in the modal (spec 3 §4, §5; P12 items 4 and 6): pages load oldest first while fewer are
// loaded than comment_count; changes from others arrive live (snipCommentChanged). Whenever the subscription starts
// following (its "Subscribed" signal: first, and again after every reconnect) the thread is read again and reconciled
// (lib/snips/feed.ts catchUp), so a comment is never lost or shown twice. A comment to highlight (a link's ?comment=)
// is paged in until found.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveSubscription } from "@/components/shell/live-client";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import { COMMENTS_MAX_LIMIT, COMMENTS_PAGE_SIZE, SNIP_MSG, SNIP_UI } from "@/lib/snips/messages";
import { applyChange, catchUp, emptyFeed, hasMore, mergeComments, type TFeed, type TFeedChange } from "@/lib/snips/feed";
import type { TSnipComment } from "@/lib/snips/wire";
import { addComment, CommentChangedSubscription, deleteComment, fetchComments, updateComment } from "./snips-api";

export interface TSnipThread {
  comments: TSnipComment[];
  count: number;
  loading: boolean;
  /** The live subscription follows every change (after its "Subscribed" signal). */
  live: boolean;
  more: boolean;
  loadMore: () => Promise<void>;
  /** The comment to scroll to, and whether at once (a new one) or after 1 s (a link's). */
  focus: { id: string; now: boolean } | null;
  add: (content: string) => Promise<boolean>;
  edit: (commentId: string, content: string) => Promise<boolean>;
  remove: (commentId: string) => Promise<boolean>;
}

export function useSnipThread(brandId: string, snipId: string, initialCount: number, highlight: string | null, onCount?: (n: number) => void): TSnipThread {
  const [feed, setFeed] = useState<TFeed<TSnipComment>>(emptyFeed);
  const [count, setCountState] = useState(initialCount);
  const [loading, setLoading] = useState(true);
  const [focus, setFocus] = useState<TSnipThread["focus"]>(null);
  const [live, setLive] = useState(false);
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const countRef = useRef(count);
  /** Set while a catch-up runs: the comments that arrive live meanwhile. */
  const arrived = useRef<Set<string> | null>(null);

  const setCount = useCallback(
    (n: number) => {
      countRef.current = n;
      setCountState(n);
      onCount?.(n);
    },
    [onCount],
  );

  const page = useCallback(async () => {
    const { results, total } = await fetchComments(brandId, snipId, feedRef.current.comments.length, COMMENTS_PAGE_SIZE);
    setFeed((f) => (feedRef.current = mergeComments(f, results)));
    setCount(total);
    return results.length;
  }, [brandId, snipId, setCount]);

  // The first page, then pages until the highlighted comment is in (a link to a comment far down the thread).
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        for (;;) {
          const got = await page();
          if (cancelled || !highlight || got === 0) break;
          if (feedRef.current.comments.some((c) => c._id === highlight)) break;
          if (!hasMore(feedRef.current, countRef.current)) break;
        }
        if (!cancelled && highlight && feedRef.current.comments.some((c) => c._id === highlight)) setFocus({ id: highlight, now: false });
      } catch {
        if (!cancelled) toast.error(SNIP_UI.loadFailed, { id: `snip-comments-${snipId}` });
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [page, highlight, snipId]);

  const loadMore = useCallback(async () => {
    setLoading(true);
    try {
      await page();
    } catch {
      toast.error(SNIP_UI.loadFailed, { id: `snip-comments-${snipId}` });
    } finally {
      setLoading(false);
    }
  }, [page, snipId]);

  const reconcile = useCallback(async () => {
    arrived.current = new Set();
    try {
      const want = Math.max(feedRef.current.comments.length, COMMENTS_PAGE_SIZE);
      const fetched: TSnipComment[] = [];
      let total = 0;
      // As many as are shown (at least a page): what lies beyond stays behind "Load more comments".
      for (;;) {
        const limit = Math.min(COMMENTS_MAX_LIMIT, want - fetched.length);
        const r = await fetchComments(brandId, snipId, fetched.length, limit);
        fetched.push(...r.results);
        total = r.total;
        if (r.results.length < limit || fetched.length >= want) break;
      }
      const seen = arrived.current;
      setFeed((f) => (feedRef.current = catchUp(f, fetched, fetched.length >= total, seen)));
      setCount(total);
    } catch {
      // The next subscription start tries again; what is shown stays.
    } finally {
      arrived.current = null;
    }
  }, [brandId, snipId, setCount]);

  useLiveSubscription(
    CommentChangedSubscription,
    { b: brandId, s: snipId },
    {
      onData: ({ snipCommentChanged: e }) => {
        // The subscription follows every change from now on (first, and again after each reconnect): read the thread
        // once more, so whatever was published before it listened is not lost (lib/snips/feed.ts catchUp).
        if (e.type === "Subscribed") {
          setLive(true);
          void reconcile();
          return;
        }
        const change: TFeedChange<TSnipComment> =
          e.type === "Deleted" || !e.comment ? { type: "Deleted", comment_id: e.comment_id } : { type: e.type, comment: e.comment };
        if (change.type === "Added") arrived.current?.add(change.comment._id);
        setFeed((f) => (feedRef.current = applyChange(f, change)));
        setCount(e.comment_count);
      },
      onReconnect: () => setLive(false),
    },
  );

  const add = useCallback(
    async (content: string) => {
      try {
        const c = await addComment(brandId, snipId, content);
        const known = feedRef.current.comments.some((x) => x._id === c._id);
        setFeed((f) => (feedRef.current = mergeComments(f, [c])));
        if (!known) setCount(countRef.current + 1);
        setFocus({ id: c._id, now: true });
        return true;
      } catch (e) {
        toast.error(refusalText(e, SNIP_MSG.addCommentFailed));
        return false;
      }
    },
    [brandId, snipId, setCount],
  );

  const edit = useCallback(
    async (commentId: string, content: string) => {
      try {
        const c = await updateComment(brandId, commentId, content);
        setFeed((f) => (feedRef.current = applyChange(f, { type: "Updated", comment: c })));
        return true;
      } catch (e) {
        toast.error(refusalText(e, SNIP_UI.updateCommentFailed));
        return false;
      }
    },
    [brandId],
  );

  const remove = useCallback(
    async (commentId: string) => {
      try {
        const r = await deleteComment(brandId, commentId);
        setFeed((f) => (feedRef.current = applyChange(f, { type: "Deleted", comment_id: commentId })));
        setCount(r.comment_count);
        return true;
      } catch (e) {
        toast.error(refusalText(e, SNIP_MSG.deleteCommentFailed));
        return false;
      }
    },
    [brandId, setCount],
  );

  return { comments: feed.comments, count, loading, live, more: hasMore(feed, count), loadMore, focus, add, edit, remove };
}
