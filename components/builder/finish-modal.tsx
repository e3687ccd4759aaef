"use client";
// The finish modal (spec 2 §2 "Other modals"): shown after the Finish button of the last step of a `steps=` limited
// wizard for a study that is not published; "Great" closes it and goes to the Back destination (spec 2 §2).
import { useRouter } from "next/navigation";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { showFinishModal } from "@/lib/builder/publish-flow";
import { backDestination } from "@/lib/builder/steps";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useBuilder } from "./builder-context";

export { showFinishModal };

export function FinishModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { brandId, assortmentId, study, query } = useBuilder();
  const router = useRouter();
  function great() {
    onOpenChange(false);
    router.push(backDestination(query.from, brandId, assortmentId ?? study.assortment_id));
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={BUILDER_MSG.finishTitle}
      description={BUILDER_MSG.finishBody}
      footer={
        <button type="button" className={buttonClass("primary")} onClick={great}>
          {BUILDER_MSG.great}
        </button>
      }
    />
  );
}
