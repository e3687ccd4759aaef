"use client";
// The assortment's shared-learnings tab (spec 3 §2, §3 "Snip", §9): the snips newest first, 10 at a time with "Load
// more", each card counting its comments live (snipCommentCountChanged). A card opens the snip's modal at
// /shared-learnings/{snipId}; the modal (a child route) tells this list when a snip is changed or deleted, so the list
// stays true without a reload. Below the snips, the learnings entries of the assortment's studies (pseudo-snips,
// spec 3 §2), each opening its study's learnings report.
import Link from "next/link";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Lightbulb, MessageSquare, Scissors } from "lucide-react";
import { useLiveSubscription } from "@/components/shell/live-client";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { routes } from "@/lib/routes";
import { SNIP_UI, SNIPS_PAGE_SIZE } from "@/lib/snips/messages";
import type { TPage, TPseudoSnip, TSnip } from "@/lib/snips/wire";
import { formatStudyDate, studyTitle } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import { personName } from "./person";
import { CommentCountSubscription, fetchSnips } from "./snips-api";

interface TSharedLearnings {
  /** A snip as the modal last read or changed it. */
  changed: (snip: TSnip) => void;
  deleted: (snipId: string) => void;
  counted: (snipId: string, count: number) => void;
}

const Context = createContext<TSharedLearnings | null>(null);

/** The list's callbacks for the snip modal (nothing when the modal is shown without the list). */
export const useSharedLearnings = (): TSharedLearnings | null => useContext(Context);

interface Props {
  brandId: string;
  assortmentId: string;
  initial: TPage<TSnip>;
  /** Learnings entries of the assortment's studies (P13). */
  pseudo?: TPseudoSnip[];
  children?: ReactNode;
}

export function SharedLearnings({ brandId, assortmentId, initial, pseudo = [], children }: Props) {
  const [snips, setSnips] = useState(initial.results);
  const [total, setTotal] = useState(initial.total);
  const [loading, setLoading] = useState(false);

  const patch = useCallback((id: string, f: (s: TSnip) => TSnip) => setSnips((all) => all.map((s) => (s._id === id ? f(s) : s))), []);
  const api = useMemo<TSharedLearnings>(
    () => ({
      changed: (snip) => patch(snip._id, () => snip),
      deleted: (id) => {
        setSnips((all) => all.filter((s) => s._id !== id));
        setTotal((t) => Math.max(0, t - 1));
      },
      counted: (id, n) => patch(id, (s) => ({ ...s, comment_count: n })),
    }),
    [patch],
  );

  useLiveSubscription(CommentCountSubscription, { b: brandId, a: assortmentId }, { onData: (d) => api.counted(d.snipCommentCountChanged.snip_id, d.snipCommentCountChanged.comment_count) });

  const loadMore = async () => {
    setLoading(true);
    try {
      const page = await fetchSnips(brandId, assortmentId, snips.length, SNIPS_PAGE_SIZE);
      setSnips((all) => [...all, ...page.results.filter((s) => !all.some((x) => x._id === s._id))]);
      setTotal(page.total);
    } catch {
      toast.error(SNIP_UI.listFailed, { id: "snips-list" });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Context.Provider value={api}>
      <section aria-labelledby="shared-learnings-title">
        <h1 id="shared-learnings-title" className="mb-4 text-2xl font-semibold">
          {SNIP_UI.heading}
        </h1>
        {snips.length === 0 ? (
          <EmptyState title={STUDY_MSG.noneFound("snips")} text={SNIP_UI.emptyText} testId="snips-empty" />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={SNIP_UI.heading}>
            {snips.map((s) => (
              <li key={s._id}>
                <SnipCard brandId={brandId} assortmentId={assortmentId} snip={s} />
              </li>
            ))}
          </ul>
        )}
        {snips.length > 0 && snips.length < total && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => void loadMore()} loading={loading} data-testid="snips-load-more">
              {loading ? SNIP_UI.loading : SNIP_UI.loadMore}
            </Button>
          </div>
        )}
      </section>
      {pseudo.length > 0 && (
        <section aria-labelledby="pseudo-snips-title" className="mt-10" data-testid="pseudo-snips">
          <h2 id="pseudo-snips-title" className="text-xl font-semibold">{SNIP_UI.fromLearnings}</h2>
          <p className="mt-1 mb-4 text-sm text-subtle">{SNIP_UI.fromLearningsText}</p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {pseudo.map((p) => (
              <li key={p.pseudoSnipId}>
                <PseudoSnipCard brandId={brandId} pseudo={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {children}
    </Context.Provider>
  );
}

function SnipCard({ brandId, assortmentId, snip }: { brandId: string; assortmentId: string; snip: TSnip }) {
  const title = studyTitle(snip.title);
  return (
    <Link
      href={routes.snip(brandId, assortmentId, snip._id)}
      scroll={false}
      aria-label={SNIP_UI.open(title)}
      data-testid="snip-card"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm hover:border-line-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      {snip.img ? (
        <img src={snip.img} alt="" width={1200} height={630} className="aspect-[40/21] w-full bg-sunken object-cover" />
      ) : (
        <div className="flex h-16 w-full items-center justify-center gap-2 bg-sunken text-sm text-muted">
          <Scissors size={16} aria-hidden />
          {SNIP_UI.noImage}
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-semibold break-words text-ink">{title}</h2>
        <p className="text-sm break-words text-muted">{studyTitle(snip.survey.title)}</p>
        <p className="mt-2 text-sm text-subtle">
          {SNIP_UI.by(personName(snip.creator))} · <time dateTime={snip.date_created}>{formatStudyDate(snip.date_created)}</time>
        </p>
        <p className="mt-auto flex items-center gap-1 pt-2 text-sm text-muted" data-testid="snip-card-comments">
          <MessageSquare size={14} aria-hidden />
          {SNIP_UI.comments(snip.comment_count)}
        </p>
      </div>
    </Link>
  );
}

function PseudoSnipCard({ brandId, pseudo }: { brandId: string; pseudo: TPseudoSnip }) {
  return (
    <Link
      href={routes.learningsReport(brandId, pseudo.survey._id)}
      aria-label={SNIP_UI.openLearnings(pseudo.survey.title)}
      data-testid="pseudo-snip-card"
      className="flex h-full gap-3 rounded-lg border border-line bg-white p-4 shadow-sm hover:border-line-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      {pseudo.img ? (
        <img src={pseudo.img} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-control border border-line object-contain" />
      ) : (
        <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-control bg-sunken text-muted">
          <Lightbulb size={20} />
        </span>
      )}
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-ink">{pseudo.title}</h3>
        {pseudo.original_key_takeaway.decision && (
          <p className="mt-1 text-sm break-words text-ink-soft">
            <span className="text-muted">{SNIP_UI.decision}: </span>
            {pseudo.original_key_takeaway.decision}
          </p>
        )}
        <p className="mt-1 text-sm break-words text-muted">{pseudo.survey.title}</p>
        <p className="mt-1 text-xs text-subtle">
          {SNIP_UI.by(personName(pseudo.creator))} · <time dateTime={pseudo.date_created}>{formatStudyDate(pseudo.date_created)}</time>
        </p>
      </div>
    </Link>
  );
}
