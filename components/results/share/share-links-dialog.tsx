"use client";
// A study's share links (P13 item 2, P15 item 6): each link's label, scope, creator, created, expiry, state and views
// (a page at a time, newest first), Revoke (confirmed) and New link (a label and an expiry) for those who may write
// share links. All the study's links are listed, results and learnings, each naming its scope.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import { SHARE_MSG, SHARE_UI, SHARE_VIEWS_PAGE, type TShareScopeName } from "@/lib/shares/messages";
import type { TShareLink, TShareView } from "@/lib/shares/wire";
import { formatStudyDate } from "@/lib/studies/format";
import { NewShareForm } from "./new-share-form";
import { listShares, listShareViews, revokeShare } from "./shares-api";

interface Props {
  brandId: string;
  surveyId: string;
  scope: TShareScopeName;
  canRead: boolean;
  canWrite: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const creatorName = (c: TShareLink["creator"]) => (c ? SHARE_UI.createdBy(`${c.first_name} ${c.last_name}`.trim() || c.email) : SHARE_UI.unknownCreator);

export function ShareLinksDialog({ brandId, surveyId, scope, canRead, canWrite, open, onOpenChange }: Props) {
  const [links, setLinks] = useState<TShareLink[] | null>(null);
  const [revoking, setRevoking] = useState<TShareLink | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAdding(!canRead);
    if (!canRead) return setLinks([]);
    let cancelled = false;
    listShares(brandId, surveyId).then(
      (l) => !cancelled && setLinks(l),
      () => !cancelled && toast.error(SHARE_MSG.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [open, brandId, surveyId, canRead]);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      const next = await revokeShare(brandId, surveyId, revoking._id);
      setLinks((all) => all?.map((l) => (l._id === next._id ? next : l)) ?? null);
      toast.success(SHARE_MSG.revoked);
      setRevoking(null);
    } catch (e) {
      toast.error(refusalText(e, SHARE_MSG.loadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={SHARE_UI.manageTitle} description={SHARE_UI.manageText} size="lg" testId="share-links-dialog">
      {canWrite && !adding && (
        <div className="mt-4 flex justify-end">
          <Button size="sm" variant="primary" onClick={() => setAdding(true)}>
            {SHARE_UI.newLinkChoice}
          </Button>
        </div>
      )}
      {canWrite && adding && (
        <NewShareForm
          brandId={brandId}
          surveyId={surveyId}
          scope={scope}
          onCancel={() => setAdding(false)}
          onCreated={(link) => {
            setLinks((all) => [link, ...(all ?? [])]);
            setAdding(false);
          }}
        />
      )}
      {!canRead ? null : links === null ? (
        <p className="mt-4 text-sm text-muted" role="status">…</p>
      ) : links.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{SHARE_UI.noLinks}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {links.map((l) => (
            <li key={l._id} data-testid="share-link" className="rounded-panel border border-line p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    {l.label ? (
                      <span className="break-words font-medium text-ink" data-testid="share-link-label">{l.label}</span>
                    ) : (
                      <span className="text-muted">{SHARE_UI.noLabel}</span>
                    )}
                    <span className="rounded-full border border-line-strong px-2 py-0.5 text-xs text-ink-soft" data-testid="share-link-scope">{SHARE_UI.scopeName(l.scope)}</span>
                    {l.revoked && <span className="rounded-full border border-danger px-2 py-0.5 text-xs font-medium text-danger-ink">{SHARE_UI.revokedBadge}</span>}
                  </p>
                  <p className="mt-1 text-xs text-subtle">
                    {SHARE_UI.created(formatStudyDate(l.date_created))} {creatorName(l.creator)} ·{" "}
                    <span data-testid="share-link-expiry">{l.expires_at ? SHARE_UI.expires(formatStudyDate(l.expires_at)) : SHARE_UI.noExpiry}</span> ·{" "}
                    <span data-testid="share-link-views">{SHARE_UI.views(l.view_count)}</span>
                  </p>
                </div>
                {canWrite && !l.revoked && (
                  <Button size="sm" variant="danger" onClick={() => setRevoking(l)}>
                    {SHARE_UI.revoke}
                  </Button>
                )}
              </div>
              <LinkViews brandId={brandId} surveyId={surveyId} link={l} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={SHARE_UI.revokeQuestion}
        description={SHARE_UI.revokeText}
        confirmLabel={SHARE_UI.revoke}
        cancelLabel={SHARE_UI.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void revoke()}
        stacked
      />
    </Dialog>
  );
}

/** A link's views, newest first, a page at a time (the first page comes with the link). */
function LinkViews({ brandId, surveyId, link }: { brandId: string; surveyId: string; link: TShareLink }) {
  const [page, setPage] = useState(1);
  const [views, setViews] = useState<TShareView[]>(link.views);
  const [busy, setBusy] = useState(false);
  const perPage = SHARE_VIEWS_PAGE;
  const pages = Math.max(1, Math.ceil(link.view_count / perPage));

  const go = async (next: number) => {
    setBusy(true);
    try {
      const got = await listShareViews(brandId, surveyId, link._id, next);
      setViews(got.views);
      setPage(got.page);
    } catch (e) {
      toast.error(refusalText(e, SHARE_MSG.loadFailed));
    } finally {
      setBusy(false);
    }
  };

  if (link.view_count === 0) return <p className="mt-1 text-xs text-muted">{SHARE_UI.noViews}</p>;
  const from = (page - 1) * perPage + 1;
  const to = from + views.length - 1;
  return (
    <div className="mt-2">
      <ul className="flex flex-col gap-0.5 text-xs text-subtle" aria-label={SHARE_UI.views(link.view_count)} data-testid="share-link-view-list">
        {views.map((v, i) => (
          <li key={`${page}-${i}`} className="break-all">
            {v.email} · <time dateTime={v.date_created}>{formatStudyDate(v.date_created)}</time>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-subtle">
          <span aria-live="polite" data-testid="share-link-views-page">{SHARE_UI.viewsPage(from, to, link.view_count)}</span>
          <Button size="sm" onClick={() => void go(page - 1)} disabled={busy || page <= 1}>
            {SHARE_UI.previousViews}
          </Button>
          <Button size="sm" onClick={() => void go(page + 1)} disabled={busy || page >= pages}>
            {SHARE_UI.nextViews}
          </Button>
        </div>
      )}
    </div>
  );
}
