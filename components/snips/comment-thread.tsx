"use client";
// A snip's comment feed and its sticky new-comment box (spec 3 §2, §4, §5, §6): comments oldest first, "Load more
// comments" while fewer are loaded than the snip counts, each with Edit (Save / Cancel) and Delete (confirmed) for
// its author only. Post is enabled only with text; the box clears after a successful post. A highlighted comment
// scrolls into view after 1 s, a new one at once.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, fieldInputClass } from "@/components/ui/field";
import { COMMENT_MAX_LENGTH, SNIP_UI } from "@/lib/snips/messages";
import { cleanText } from "@/lib/snips/rules";
import type { TSnipComment } from "@/lib/snips/wire";
import { formatStudyDate } from "@/lib/studies/format";
import { LinkedText } from "./linked-text";
import { TextEdit } from "./text-edit";
import { personName } from "./person";
import type { TSnipThread } from "./use-snip-thread";

/** How long a linked comment waits before it is scrolled to (spec 3 §2: 1 s; a new one at once). */
export const HIGHLIGHT_DELAY_MS = 1000;

export function CommentThread({ thread }: { thread: TSnipThread }) {
  const refs = useRef(new Map<string, HTMLLIElement>());
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    const focus = thread.focus;
    if (!focus) return;
    const go = () => {
      refs.current.get(focus.id)?.scrollIntoView({ block: "center", behavior: "smooth" });
      setHighlighted(focus.id);
    };
    if (focus.now) return void requestAnimationFrame(go);
    const t = setTimeout(go, HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(t);
  }, [thread.focus]);

  return (
    <section aria-labelledby="snip-comments" className="mt-6 lg:mt-0" data-live={thread.live || undefined}>
      <h3 id="snip-comments" className="text-sm font-semibold text-ink">
        {SNIP_UI.commentsHeading} <span className="font-normal text-muted" data-testid="snip-comment-count">({thread.count})</span>
      </h3>
      {thread.comments.length === 0 && !thread.loading && <p className="mt-2 text-sm text-muted">{SNIP_UI.noComments}</p>}
      <ul className="mt-3 flex flex-col gap-3" aria-label={SNIP_UI.commentsHeading} aria-busy={thread.loading || undefined}>
        {thread.comments.map((c) => (
          <li
            key={c._id}
            ref={(el) => {
              if (el) refs.current.set(c._id, el);
              else refs.current.delete(c._id);
            }}
            data-testid="snip-comment"
            data-comment-id={c._id}
            data-highlighted={highlighted === c._id || undefined}
            className={`rounded-panel border p-3 ${highlighted === c._id ? "border-primary-line bg-primary-soft" : "border-line bg-white"}`}
          >
            <CommentCard comment={c} thread={thread} />
          </li>
        ))}
      </ul>
      {thread.more && (
        <div className="mt-3">
          <Button size="sm" onClick={() => void thread.loadMore()} loading={thread.loading} data-testid="snip-comments-more">
            {thread.loading ? SNIP_UI.loading : SNIP_UI.loadEarlier}
          </Button>
        </div>
      )}
      <NewComment onPost={thread.add} />
    </section>
  );
}

function CommentCard({ comment, thread }: { comment: TSnipComment; thread: TSnipThread }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const who = personName(comment.author);

  const save = async () => {
    if (draft === null) return;
    if (cleanText(draft) === comment.content) return setDraft(null);
    setBusy(true);
    if (await thread.edit(comment._id, draft)) setDraft(null);
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    await thread.remove(comment._id);
    setBusy(false);
    setConfirming(false);
  };

  return (
    <article aria-label={`${who}, ${formatStudyDate(comment.date_created)}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm">
          <span className="font-semibold text-ink">{who}</span>{" "}
          <time dateTime={comment.date_created} className="text-xs text-muted">
            {formatStudyDate(comment.date_created)}
          </time>
          {comment.content_updated && <span className="ml-1 text-xs text-muted">{SNIP_UI.edited}</span>}
        </p>
        {comment.is_author && draft === null && (
          <span className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setDraft(comment.content)} aria-label={SNIP_UI.editComment}>
              {SNIP_UI.edit}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={SNIP_UI.deleteComment}>
              {SNIP_UI.delete}
            </Button>
          </span>
        )}
      </header>
      {draft === null ? (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words text-ink-soft" data-testid="snip-comment-content">
          <LinkedText text={comment.content} />
        </p>
      ) : (
        <TextEdit
          label={SNIP_UI.editComment}
          value={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSave={() => void save()}
          busy={busy}
          maxLength={COMMENT_MAX_LENGTH}
          rows={3}
          saveDisabled={!cleanText(draft)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SNIP_UI.deleteCommentQuestion}
        description={SNIP_UI.deleteCommentText}
        confirmLabel={SNIP_UI.delete}
        cancelLabel={SNIP_UI.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        stacked
      />
    </article>
  );
}

function NewComment({ onPost }: { onPost: (content: string) => Promise<boolean> }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const empty = !cleanText(text);
  const post = async () => {
    if (empty || busy) return;
    setBusy(true);
    if (await onPost(text)) setText("");
    setBusy(false);
  };
  return (
    <form
      className="sticky bottom-0 -mx-6 -mb-6 mt-4 border-t border-line bg-white px-6 py-4 lg:mx-0 lg:mb-0 lg:px-0 lg:pb-0"
      onSubmit={(e) => {
        e.preventDefault();
        void post();
      }}
      data-testid="snip-new-comment"
    >
      <Field label={SNIP_UI.newComment}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                void post();
              }
            }}
            className={fieldInputClass}
          />
        )}
      </Field>
      <div className="mt-2 flex items-center justify-between gap-2">
        <p className="text-xs text-muted">{SNIP_UI.newCommentHint}</p>
        <Button type="submit" variant="primary" size="sm" disabled={empty} loading={busy}>
          {SNIP_UI.post}
        </Button>
      </div>
    </form>
  );
}
