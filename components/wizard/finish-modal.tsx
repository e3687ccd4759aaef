"use client";
// The finish modal (spec 2 §2 "Other modals"): shown after the Finish button of the last step of a `steps=` limited
// wizard for a study that is not published; "Great" closes it and goes to the Back destination (spec 2 §2).
import { useRouter } from "next/navigation";
import { WIZARD_MSG } from "@/lib/wizard/messages";
import { showFinishModal } from "@/lib/wizard/publish-flow";
import { backDestination } from "@/lib/wizard/steps";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useWizard } from "./wizard-context";

export { showFinishModal };

export function FinishModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { brandId, assortmentId, study, query } = useWizard();
  const router = useRouter();
  function great() {
    onOpenChange(false);
    router.push(backDestination(query.from, brandId, assortmentId ?? study.assortment_id));
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={WIZARD_MSG.finishTitle}
      description={WIZARD_MSG.finishBody}
      footer={
        <button type="button" className={buttonClass("primary")} onClick={great}>
          {WIZARD_MSG.great}
        </button>
      }
    />
  );
}
