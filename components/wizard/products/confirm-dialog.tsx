"use client";
// A small confirm dialog (Radix alert dialog semantics): the products step asks before a product leaves the study
// (spec 2 §2 "Unselecting a product opens a confirm dialog with Cancel and Delete") and before "Remove all products".
import * as Dialog from "@radix-ui/react-dialog";
import { WIZARD_MSG } from "@/lib/wizard/messages";

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{body}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded border border-slate-300 px-4 py-2 hover:bg-slate-50">{WIZARD_MSG.cancel}</Dialog.Close>
            <button
              type="button"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
              className="rounded bg-red-700 px-4 py-2 text-white hover:bg-red-800"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
