"use client";
// The brand's collections beside the search (P14 item 1): each with its entry count, opening its page; for
// knowledge_base writers, "New collection" (name, optional description). An empty state says what collections are for.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import type { TCollection } from "@/lib/knowledge/collections";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import { knowledgeCollectionPath } from "@/lib/knowledge/page";
import { ERROR_SCREEN } from "@/lib/messages";
import { createCollection } from "./knowledge-api";

/** The dialog that names and describes a collection (new, or Edit details). */
export function CollectionDetailsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  name: string;
  description: string;
  onName: (v: string) => void;
  onDescription: (v: string) => void;
  onSubmit: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      testId={props.testId}
      footer={
        <>
          <Button onClick={() => props.onOpenChange(false)}>{T.cancel}</Button>
          <Button variant="primary" loading={props.busy} onClick={props.onSubmit}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <div className="mt-3 flex flex-col gap-3">
        <TextField label={T.name} required value={props.name} onChange={(e) => props.onName(e.target.value)} maxLength={KNOWLEDGE_LIMITS.name} error={props.error} />
        <TextField label={T.description} value={props.description} onChange={(e) => props.onDescription(e.target.value)} maxLength={KNOWLEDGE_LIMITS.description} />
      </div>
    </Dialog>
  );
}

export function CollectionsPanel({ brandId, collections, canWrite }: { brandId: string; collections: TCollection[]; canWrite: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (!name.trim()) return setError(KNOWLEDGE_MSG.nameRequired);
    setBusy(true);
    setError(null);
    try {
      const c = await createCollection(brandId, { name, description });
      toast.success(T.created);
      setOpen(false);
      setName("");
      setDescription("");
      router.push(knowledgeCollectionPath(brandId, c.id));
    } catch (e) {
      setError(refusalText(e, ERROR_SCREEN.generic));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="kb-collections" className="flex flex-col gap-3" data-testid="kb-collections">
      <div className="flex items-center justify-between gap-2">
        <h2 id="kb-collections" className="text-lg font-semibold">{T.collections}</h2>
        {canWrite && (
          <Button size="sm" onClick={() => setOpen(true)}>
            {T.newCollection}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">{T.collectionsIntro}</p>
      {collections.length === 0 ? (
        <EmptyState title={T.noCollectionsTitle} text={canWrite ? T.noCollections : T.noCollectionsReader} testId="kb-no-collections" className="bg-white" />
      ) : (
        <ul className="flex flex-col gap-2">
          {collections.map((c) => (
            <li key={c.id}>
              <Link href={knowledgeCollectionPath(brandId, c.id)} className="flex items-center justify-between gap-2 rounded-panel border border-line bg-white px-3 py-2 text-sm hover:border-line-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
                <span className="truncate font-medium text-ink">{c.name}</span>
                <span className="shrink-0 text-xs text-muted">{T.entries(c.item_count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CollectionDetailsDialog
        open={open}
        onOpenChange={setOpen}
        title={T.newCollection}
        testId="kb-new-collection"
        submitLabel={T.create}
        busy={busy}
        error={error}
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        onSubmit={() => void create()}
      />
    </section>
  );
}
