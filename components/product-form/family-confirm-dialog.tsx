"use client";
// Spec 1 §5: a product with a parent whose family-identifier value differs from the parent's asks
// "You have updated this product's {identifier name}, do you still want to keep it under the same parent?"
// Yes saves it under the parent; No saves it without the parent (our reading of the question).
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FORM_LABELS } from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";

/** A question the save waits for: Escape and the overlay do not dismiss it (only Yes or No answer it). */
export function FamilyConfirmDialog({ identifierName, onAnswer }: { identifierName: string | null; onAnswer(keepParent: boolean): void }) {
  return (
    <Dialog
      open={identifierName !== null}
      onOpenChange={() => {}}
      alert
      stacked
      size="sm"
      title={FORM_LABELS.parent}
      description={identifierName ? PRODUCT_MSG.familyIdentifierChanged(identifierName) : ""}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {FORM_LABELS.no}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)} autoFocus>
            {FORM_LABELS.yes}
          </Button>
        </>
      }
    />
  );
}
