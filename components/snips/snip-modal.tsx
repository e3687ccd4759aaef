"use client";
// The snip view modal (spec 3 §2): the study's title (opening its results with the snip's filters), the editable
// title with a pencil button, the filters summary, the card's image and the key insight, then the comment feed with a
// sticky new-comment box. A click outside does not close it; Escape and Close go back to the list. Only the creator
// edits the title and key insight or deletes the snip (spec 3 §6; the server refuses the others too). Toasts: "Snip
// Updated." and "Snip deleted." (spec 3 §8).
// P15 item 8: on a wide screen the card and the comment feed sit side by side, each scrolling on its own in a panel
// of 90 % of the screen's height, so the feed has room to read; another viewer's title or key insight edit arrives
// live (snipChanged), and a snip deleted meanwhile says so once — the error modal, no toast on top of it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useLiveSubscription } from "@/components/shell/live-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import type { TResultsFilterDefinition } from "@/lib/results/filters";
import { SNIP_MSG, SNIP_UI } from "@/lib/snips/messages";
import type { TSnip } from "@/lib/snips/wire";
import { formatStudyDate, studyTitle } from "@/lib/studies/format";
import { CommentThread } from "./comment-thread";
import { personName } from "./person";
import { useSharedLearnings } from "./shared-learnings";
import { KeyInsight, SnipTitle } from "./snip-editors";
import { SnipFilterSummary } from "./snip-filter-summary";
import { snipRoutes } from "./snip-routes";
import { SnipUnavailable } from "./snip-unavailable";
import { changedSnip, deleteSnip, SnipChangedSubscription, updateSnip } from "./snips-api";
import { useSnipThread } from "./use-snip-thread";

interface Props {
  brandId: string;
  assortmentId: string;
  snip: TSnip;
  definitions: TResultsFilterDefinition[];
  /** A comment to scroll to (?comment=). */
  highlight: string | null;
}

export function SnipModal({ brandId, assortmentId, snip: initial, definitions, highlight }: Props) {
  const router = useRouter();
  const list = useSharedLearnings();
  const [snip, setSnip] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const listHref = snipRoutes.list(brandId, assortmentId);
  const close = () => router.push(listHref, { scroll: false });
  const counted = useCallback((n: number) => list?.counted(initial._id, n), [list, initial._id]);
  const thread = useSnipThread(brandId, initial._id, initial.comment_count, highlight, counted);
  /** Set while this viewer deletes the snip: its own deletion is not news. */
  const deletingRef = useRef(false);
  const [gone, setGone] = useState(false);

  useLiveSubscription(
    SnipChangedSubscription,
    { b: brandId, s: initial._id },
    {
      onData: ({ snipChanged: e }) => {
        const next = changedSnip(e.snip, brandId);
        if (!next) {
          if (!deletingRef.current) {
            setGone(true);
            list?.deleted(initial._id);
          }
          return;
        }
        // "Subscribed" (the snip as it is once listening) or "Updated": keep whichever is newer.
        setSnip((s) => (new Date(next.date_modified).getTime() > new Date(s.date_modified).getTime() ? next : s));
      },
    },
  );

  const save = async (change: { title?: string; keyInsight?: string }) => {
    try {
      const next = await updateSnip(brandId, { _id: snip._id, date_modified: snip.date_modified, ...change });
      setSnip(next);
      list?.changed({ ...next, comment_count: thread.count });
      toast.success(SNIP_MSG.updated);
      return true;
    } catch (e) {
      toast.error(refusalText(e, SNIP_UI.updateFailed));
      return false;
    }
  };

  const remove = async () => {
    setDeleting(true);
    deletingRef.current = true;
    try {
      await deleteSnip(brandId, snip._id);
      list?.deleted(snip._id);
      toast.success(SNIP_MSG.deleted);
      setConfirming(false);
      router.push(listHref, { scroll: false });
      // The header's shared-items pill counts the snips again.
      router.refresh();
    } catch (e) {
      toast.error(refusalText(e, SNIP_UI.deleteFailed));
      deletingRef.current = false;
      setDeleting(false);
    }
  };

  const surveyTitle = studyTitle(snip.survey.title);
  if (gone) return <SnipUnavailable brandId={brandId} assortmentId={assortmentId} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      closeOnOutsideClick={false}
      onEscapeKeyDown={(e) => {
        if ((e.target as Element | null)?.closest?.("[data-escape-cancels]")) e.preventDefault();
      }}
      size="2xl"
      panelClassName="h-[90vh] lg:flex lg:flex-col lg:overflow-hidden"
      testId="snip-modal"
      title={<SnipTitle value={snip.title} canEdit={snip.is_creator} onSave={(title) => save({ title })} />}
    >
      <button
        type="button"
        onClick={close}
        aria-label={SNIP_UI.close}
        className="absolute top-4 right-4 rounded-control p-1 text-muted hover:bg-sunken hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
      <div className="lg:mt-4 lg:grid lg:min-h-0 lg:flex-1 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-6">
        <div className="lg:min-h-0 lg:overflow-y-auto lg:pr-2" data-testid="snip-card-column">
          <div className="mt-2 flex flex-col gap-1 pr-8 text-sm">
            <p className="min-w-0 break-words">
              <span className="text-muted">{SNIP_UI.study}: </span>
              <Link href={snipRoutes.results(brandId, snip.survey._id, snip.filters)} className="font-medium text-primary-strong underline hover:text-primary-ink" data-testid="snip-survey-link">
                {surveyTitle}
              </Link>
            </p>
            <p className="text-muted">{SNIP_UI.created(personName(snip.creator), formatStudyDate(snip.date_created))}</p>
          </div>
          <SnipFilterSummary filters={snip.filters} definitions={definitions} />
          {snip.img && (
            <img src={snip.img} alt={SNIP_UI.imageAlt(studyTitle(snip.title))} width={1200} height={630} className="mx-auto mt-4 block w-full max-w-xl rounded-panel border border-line" />
          )}
          <div className="mt-4">
            <KeyInsight value={snip.keyInsight} canEdit={snip.is_creator} onSave={(keyInsight) => save({ keyInsight })} />
          </div>
          {snip.is_creator && (
            <div className="mt-3 flex justify-end">
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} className="text-danger">
                {SNIP_UI.deleteSnip}
              </Button>
            </div>
          )}
        </div>
        <div className="lg:flex lg:min-h-0 lg:flex-col lg:overflow-y-auto lg:border-l lg:border-line lg:pl-6" data-testid="snip-comments-column">
          <CommentThread thread={thread} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SNIP_UI.deleteSnipQuestion}
        description={SNIP_UI.deleteSnipText}
        confirmLabel={SNIP_UI.delete}
        cancelLabel={SNIP_UI.cancel}
        tone="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        stacked
      />
    </Dialog>
  );
}
