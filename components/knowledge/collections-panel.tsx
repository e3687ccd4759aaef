"use client";
// The brand's collections beside the search (P14 item 1): each with its entry count, opening its page; for
// knowledge_base writers, "New collection" (name, optional description; components/knowledge/collection-details-dialog.tsx). An empty state says what collections are for.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import type { TCollection } from "@/lib/knowledge/collections";
import { KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import { knowledgeCollectionPath } from "@/lib/knowledge/page";
import { CollectionDetailsDialog } from "./collection-details-dialog";
import { createCollection } from "./knowledge-api";

const EMPTY = { name: "", description: "" };

export function CollectionsPanel({ brandId, collections, canWrite }: { brandId: string; collections: TCollection[]; canWrite: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const create = async (values: { name: string; description: string }) => {
    const c = await createCollection(brandId, values);
    toast.success(T.created);
    setOpen(false);
    router.push(knowledgeCollectionPath(brandId, c.id));
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
        initial={EMPTY}
        onSubmit={create}
      />
    </section>
  );
}
