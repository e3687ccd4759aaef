"use client";
// A knowledge-base collection (P14 item 1 "Curated collections that writers can build and order"): its entries in
// order, each opening its source (or its read-only view); for knowledge_base writers, Move up / Move down, Remove,
// Edit details and Delete collection (confirmed). Each change names the version it was made on; if someone changed
// the collection meanwhile, the server refuses it with a sentence and nothing changes.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowLeft, ArrowUp, X } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import type { TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import { moveItem } from "@/lib/products/form-mapping";
import type { TKnowledgeCollectionPage } from "@/lib/knowledge/page";
import { ERROR_SCREEN } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { CollectionDetailsDialog } from "./collection-details-dialog";
import { HitCard } from "./hit-card";
import { deleteCollection, removeFromCollection, updateCollection } from "./knowledge-api";

export function CollectionView({ page }: { page: TKnowledgeCollectionPage }) {
  const router = useRouter();
  const [c, setC] = useState<TCollectionDetail>(page.collection);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const run = async (fn: () => Promise<TCollectionDetail | null>, done?: string) => {
    setBusy(true);
    try {
      const next = await fn();
      if (next) setC(next);
      if (done) toast.success(done);
      return true;
    } catch (e) {
      toast.error(refusalText(e, ERROR_SCREEN.generic));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const move = (i: number, by: -1 | 1) => {
    const order = moveItem(c.items.map((x) => x.id), i, by);
    void run(() => updateCollection(page.brandId, c.id, { date_modified: c.date_modified, order }));
  };
  const save = async (values: { name: string; description: string }) => {
    setC(await updateCollection(page.brandId, c.id, { date_modified: c.date_modified, ...values }));
    toast.success(T.saved);
    setEditing(false);
  };
  const remove = async () => {
    if (await run(async () => (await deleteCollection(page.brandId, c.id), null), T.deleted)) router.push(routes.knowledgeBase(page.brandId));
  };

  return (
    <section aria-labelledby="kb-collection-title" className="flex max-w-4xl min-w-0 flex-col gap-4" data-testid="kb-collection">
      <Link href={routes.knowledgeBase(page.brandId)} className={`${buttonClass("link", "sm")} inline-flex items-center gap-1 self-start`}>
        <ArrowLeft aria-hidden className="size-4" />
        {T.backToSearch}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted">{T.collections} · {T.entries(c.items.length)}</p>
          <h1 id="kb-collection-title" className="text-2xl font-semibold break-words">{c.name}</h1>
          {c.description && <p className="mt-1 whitespace-pre-line text-subtle">{c.description}</p>}
        </div>
        {page.canWrite && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEditing(true)}>{T.rename}</Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>{T.deleteCollection}</Button>
          </div>
        )}
      </div>
      {c.items.length === 0 ? (
        <EmptyState title={T.emptyCollectionTitle} text={page.canWrite ? T.emptyCollection : undefined} testId="kb-empty-collection" className="bg-white" />
      ) : (
        <ol className="flex flex-col gap-3" aria-busy={busy}>
          {c.items.map((item, i) => {
            const title = item.entry?.title ?? T.gone;
            const actions = page.canWrite ? (
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" aria-label={T.moveUp(title)} disabled={busy || i === 0} onClick={() => move(i, -1)}><ArrowUp aria-hidden className="size-4" /></Button>
                <Button size="sm" variant="ghost" aria-label={T.moveDown(title)} disabled={busy || i === c.items.length - 1} onClick={() => move(i, 1)}><ArrowDown aria-hidden className="size-4" /></Button>
                <Button size="sm" variant="ghost" aria-label={T.remove(title)} disabled={busy} onClick={() => void run(() => removeFromCollection(page.brandId, c.id, item.id), T.removed)}><X aria-hidden className="size-4" /></Button>
              </div>
            ) : undefined;
            return item.entry ? (
              <HitCard key={item.id} testId="kb-collection-item" kind={item.kind} title={item.entry.title} snippet={item.entry.body.slice(0, KNOWLEDGE_LIMITS.snippet)} href={page.links[item.entry.id] ?? routes.knowledgeBase(page.brandId)} facets={[]} date={item.entry.date} actions={actions} />
            ) : (
              <li key={item.id} data-testid="kb-collection-item" className="flex items-center justify-between gap-2 rounded-panel border border-dashed border-line-strong bg-white p-4 text-sm text-muted">
                {T.gone}
                {actions}
              </li>
            );
          })}
        </ol>
      )}
      <CollectionDetailsDialog
        open={editing}
        onOpenChange={setEditing}
        title={T.rename}
        testId="kb-edit-collection"
        submitLabel={T.save}
        initial={{ name: c.name, description: c.description }}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={T.deleteQuestion}
        description={T.deleteText}
        confirmLabel={T.deleteCollection}
        cancelLabel={T.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
