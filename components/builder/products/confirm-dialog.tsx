"use client";
// The builder's "are you sure?" before something leaves the study: the products step before a product leaves it
// (spec 2 §2 "Unselecting a product opens a confirm dialog with Cancel and Delete") and before "Remove all products",
// and the demographics and follow-ups lists before a removal. The kit's ConfirmDialog, closed after confirming.
import { ConfirmDialog as KitConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUILDER_MSG } from "@/lib/builder/messages";

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
    <KitConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      confirmLabel={confirmLabel}
      cancelLabel={BUILDER_MSG.cancel}
      tone="danger"
      onConfirm={() => {
        onConfirm();
        onOpenChange(false);
      }}
    />
  );
}
