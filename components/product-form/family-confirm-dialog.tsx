"use client";
// Spec 1 §5: a product with a parent whose family-identifier value differs from the parent's asks
// "You have updated this product's {identifier name}, do you still want to keep it under the same parent?"
// Yes saves it under the parent; No saves it without the parent (our reading of the question).
import * as Dialog from "@radix-ui/react-dialog";
import { FORM_LABELS } from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";

export function FamilyConfirmDialog({ identifierName, onAnswer }: { identifierName: string | null; onAnswer(keepParent: boolean): void }) {
  return (
    <Dialog.Root open={identifierName !== null}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog-stacked bg-black/30" />
        <Dialog.Content
          role="alertdialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-dialog-stacked w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-base font-semibold">{FORM_LABELS.parent}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">{identifierName ? PRODUCT_MSG.familyIdentifierChanged(identifierName) : ""}</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" onClick={() => onAnswer(false)} className="rounded border border-line-strong px-4 py-2">
              {FORM_LABELS.no}
            </button>
            <button type="button" onClick={() => onAnswer(true)} className="rounded bg-primary px-4 py-2 text-white" autoFocus>
              {FORM_LABELS.yes}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
