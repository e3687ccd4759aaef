"use client";
// Cancelling the learnings and impact report, and restoring it (P13 item 1), for those who may write key learnings:
// cancelling asks first (the report stops showing to everyone, its links stop working); the takeaways are kept.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { refusalText } from "@/lib/forms/server-errors";
import { api } from "@/lib/api-client";
import { LEARNINGS_MSG, LEARNINGS_UI as T } from "@/lib/learnings/messages";

const call = (brandId: string, surveyId: string, restore: boolean) =>
  api<{ cancelled_at: string | null }>(`/brand/${brandId}/survey/${surveyId}/cancel_learnings_report`, { method: "POST", json: restore ? { restore: true } : {} });

export function CancelReportButton({ brandId, surveyId, cancelled }: { brandId: string; surveyId: string; cancelled: boolean }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (restore: boolean) => {
    setBusy(true);
    try {
      await call(brandId, surveyId, restore);
      toast.success(restore ? LEARNINGS_MSG.restored : LEARNINGS_MSG.cancelled);
      setConfirming(false);
      router.refresh();
    } catch (e) {
      toast.error(refusalText(e, LEARNINGS_MSG.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  if (cancelled) {
    return (
      <Button variant="primary" onClick={() => void run(true)} loading={busy} className="print:hidden">
        {T.restoreReport}
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} className="text-danger print:hidden">
        {T.cancelReport}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.cancelQuestion}
        description={T.cancelText}
        confirmLabel={T.cancelReport}
        cancelLabel={T.keepReport}
        tone="danger"
        busy={busy}
        onConfirm={() => void run(false)}
      />
    </>
  );
}
