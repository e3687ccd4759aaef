"use client";
// "Add to collection" on an entry (P14 item 1), for knowledge_base writers: the brand's collections to choose from; the
// entry goes to the end of the one chosen. Refusals (already there, full, the entry gone) are said as the server
// words them.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import type { TCollection } from "@/lib/knowledge/collections";
import { plainText } from "@/lib/knowledge/search";
import { KNOWLEDGE_UI as T, type TKnowledgeKind } from "@/lib/knowledge/messages";
import { ERROR_SCREEN } from "@/lib/messages";
import { addToCollection } from "./knowledge-api";

interface Props {
  brandId: string;
  entry: { kind: TKnowledgeKind; source_id: string; title: string };
  collections: TCollection[];
}

export function AddToCollection({ brandId, entry, collections }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const add = async (c: TCollection) => {
    setBusy(c.id);
    try {
      await addToCollection(brandId, c.id, { kind: entry.kind, source_id: entry.source_id });
      toast.success(T.added(c.name));
      setOpen(false);
      router.refresh();
    } catch (e) {
      toast.error(refusalText(e, ERROR_SCREEN.generic));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`${T.addToCollection}: ${plainText(entry.title)}`}>
        {T.addToCollection}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={T.addToCollection} description={plainText(entry.title)} testId="kb-add-dialog">
        {collections.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{T.noCollections}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {collections.map((c) => (
              <li key={c.id}>
                <Button className="w-full justify-between text-left" loading={busy === c.id} disabled={busy !== null} onClick={() => void add(c)}>
                  <span className="truncate">{c.name}</span>
                  <span className="ml-2 shrink-0 text-xs text-muted">{T.entries(c.item_count)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
