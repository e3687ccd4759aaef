"use client";
// A report's share links of one scope (P13 item 2: results or learnings): each link with its state (expiry, revoked),
// who opened it and when, and Revoke (confirmed) for those who may write share links.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import { SHARE_MSG, SHARE_UI, type TShareScopeName } from "@/lib/shares/messages";
import type { TShareLink } from "@/lib/shares/wire";
import { formatStudyDate } from "@/lib/studies/format";
import { listShares, revokeShare } from "./shares-api";

interface Props {
  brandId: string;
  surveyId: string;
  scope: TShareScopeName;
  canWrite: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareLinksDialog({ brandId, surveyId, scope, canWrite, open, onOpenChange }: Props) {
  const [links, setLinks] = useState<TShareLink[] | null>(null);
  const [revoking, setRevoking] = useState<TShareLink | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    listShares(brandId, surveyId).then(
      (l) => !cancelled && setLinks(l.filter((x) => x.scope === scope)),
      () => !cancelled && toast.error(SHARE_MSG.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [open, brandId, surveyId, scope]);

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
      {links === null ? (
        <p className="mt-4 text-sm text-muted" role="status">…</p>
      ) : links.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{SHARE_UI.noLinks}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {links.map((l) => (
            <li key={l._id} data-testid="share-link" className="rounded-panel border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-ink">
                  {SHARE_UI.created(formatStudyDate(l.date_created))} · {l.expires_at ? SHARE_UI.expires(formatStudyDate(l.expires_at)) : SHARE_UI.noExpiry} ·{" "}
                  <span data-testid="share-link-views">{SHARE_UI.views(l.view_count)}</span>
                  {l.revoked && <span className="ml-2 rounded-full border border-danger px-2 py-0.5 text-xs font-medium text-danger-ink">{SHARE_UI.revokedBadge}</span>}
                </p>
                {canWrite && !l.revoked && (
                  <Button size="sm" variant="danger" onClick={() => setRevoking(l)}>
                    {SHARE_UI.revoke}
                  </Button>
                )}
              </div>
              {l.views.length === 0 ? (
                <p className="mt-1 text-xs text-muted">{SHARE_UI.noViews}</p>
              ) : (
                <ul className="mt-2 flex flex-col gap-0.5 text-xs text-subtle" aria-label={SHARE_UI.views(l.view_count)}>
                  {l.views.map((v, i) => (
                    <li key={i} className="break-all">
                      {v.email} · <time dateTime={v.date_created}>{formatStudyDate(v.date_created)}</time>
                    </li>
                  ))}
                </ul>
              )}
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
