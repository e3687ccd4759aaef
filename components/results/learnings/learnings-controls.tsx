"use client";
// The learnings editor's controls on the results page's learnings & impact tab (P13 item 1), for those with
// key_learning.write: "Add key takeaway" and "Edit impact" above the takeaways, and on each takeaway Edit, Delete
// (confirmed) and Move up / Move down (buttons, so the order is changed by keyboard as easily as by pointer). Every
// change is saved at once and the page's data read again.
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import { LEARNINGS_MSG, LEARNINGS_UI as T } from "@/lib/learnings/messages";
import type { TImpact, TKeyTakeaway } from "@/lib/results/respondent-reports";
import type { TResultsProduct } from "@/lib/results/view";
import { ImpactDialog } from "./impact-dialog";
import { deleteTakeaway, orderTakeaways, type TStudyRef } from "./learnings-api";
import { TakeawayDialog } from "./takeaway-dialog";

export function LearningsToolbar({ study, products, impact }: { study: TStudyRef; products: TResultsProduct[]; impact: TImpact }) {
  const [adding, setAdding] = useState(false);
  const [editingImpact, setEditingImpact] = useState(false);
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-testid="learnings-toolbar">
      <Button variant="primary" onClick={() => setAdding(true)} className="inline-flex items-center gap-1.5">
        <Plus aria-hidden className="h-4 w-4" />
        {T.addTakeaway}
      </Button>
      <Button onClick={() => setEditingImpact(true)} className="inline-flex items-center gap-1.5">
        <Pencil aria-hidden className="h-4 w-4" />
        {T.editImpact}
      </Button>
      <TakeawayDialog study={study} products={products} takeaway={null} open={adding} onOpenChange={setAdding} />
      <ImpactDialog study={study} impact={impact} open={editingImpact} onOpenChange={setEditingImpact} />
    </div>
  );
}

interface TActionsProps {
  study: TStudyRef;
  products: TResultsProduct[];
  takeaway: TKeyTakeaway;
  /** 1-based, as shown. */
  index: number;
  /** Every takeaway's id, in the order shown. */
  order: string[];
}

export function TakeawayActions({ study, products, takeaway, index, order }: TActionsProps) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const move = async (by: -1 | 1) => {
    const at = index - 1;
    const next = [...order];
    [next[at], next[at + by]] = [next[at + by]!, next[at]!];
    setBusy(true);
    try {
      await orderTakeaways(study, next);
      toast.success(LEARNINGS_MSG.reordered);
      router.refresh();
    } catch (e) {
      toast.error(refusalText(e, LEARNINGS_MSG.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteTakeaway(study, takeaway.id);
      toast.success(LEARNINGS_MSG.deleted);
      setConfirming(false);
      router.refresh();
    } catch (e) {
      toast.error(refusalText(e, LEARNINGS_MSG.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  const icon = "h-4 w-4";
  return (
    <div className="flex flex-wrap gap-1 print:hidden" data-testid="takeaway-actions">
      <Button variant="ghost" size="sm" aria-label={T.moveUp(index)} title={T.moveUp(index)} disabled={busy || index === 1} onClick={() => void move(-1)}>
        <ArrowUp aria-hidden className={icon} />
      </Button>
      <Button variant="ghost" size="sm" aria-label={T.moveDown(index)} title={T.moveDown(index)} disabled={busy || index === order.length} onClick={() => void move(1)}>
        <ArrowDown aria-hidden className={icon} />
      </Button>
      <Button variant="ghost" size="sm" aria-label={T.editTakeawayOf(index)} title={T.editTakeawayOf(index)} disabled={busy} onClick={() => setEditing(true)}>
        <Pencil aria-hidden className={icon} />
      </Button>
      <Button variant="ghost" size="sm" aria-label={T.deleteTakeawayOf(index)} title={T.deleteTakeawayOf(index)} disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className={icon} />
      </Button>
      <TakeawayDialog study={study} products={products} takeaway={takeaway} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.deleteQuestion}
        description={T.deleteText}
        confirmLabel={T.delete}
        cancelLabel={T.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
