"use client";
// The concurrent-edit warning of spec 2 §7: when a user starts editing a product description that someone else
// on the same study is editing, a confirm asks "Someone is currently editing this product description. You might
// overwrite each other's content. Are you sure?". Continuing lets them edit (no second ask while the same people
// are editing); Cancel takes the focus away from the description. Outside a study's co-editing (the product
// catalogue) nobody is "editing" and the guard does nothing.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useRef, useState, type FocusEvent, type ReactNode } from "react";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { editorName, useProductEditorsIfCoediting, type TEditor } from "./presence-store";

/** Who the user accepted to edit alongside: the others' ids, sorted. */
export const editorsKey = (editors: Pick<TEditor, "_id">[]) => editors.map((e) => e._id).sort().join(",");

/** Whether starting to edit should ask first: someone else edits it and the user has not accepted these people. */
export function shouldWarn(editors: Pick<TEditor, "_id">[], acceptedKey: string | null): boolean {
  return editors.length > 0 && editorsKey(editors) !== acceptedKey;
}

interface TDialogProps {
  open: boolean;
  editors: TEditor[];
  onContinue(): void;
  onCancel(): void;
  /** Where the focus goes after the user chose to go on (the description they started on). */
  returnFocusTo?: () => HTMLElement | null;
}

export function ConcurrentEditDialog({ open, editors, onContinue, onCancel, returnFocusTo }: TDialogProps) {
  const accepted = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      alert
      stacked
      size="sm"
      testId="concurrent-edit-warning"
      title={BUILDER_MSG.concurrentEditTitle}
      description={BUILDER_MSG.concurrentEditWarning}
      onOpenAutoFocus={() => (accepted.current = false)}
      // Back to the description only when the user goes on editing; after Cancel the focus stays away from it.
      // (Radix would focus the dialog's trigger, and this dialog has none.)
      onCloseAutoFocus={(e) => {
        e.preventDefault();
        if (accepted.current) returnFocusTo?.()?.focus();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {BUILDER_MSG.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              accepted.current = true;
              onContinue();
            }}
          >
            {BUILDER_MSG.concurrentEditContinue}
          </Button>
        </>
      }
    >
      {editors.length > 0 && <p className="mt-2 text-sm text-muted">{editors.map(editorName).join(", ")}</p>}
    </Dialog>
  );
}

/**
 * Wraps a product description input: focusing it while another editor of the study has this product open shows
 * the warning first. Renders a `display: contents` wrapper, so layout is unchanged.
 */
export function ConcurrentEditGuard({ productId, children }: { productId: string | null | undefined; children: ReactNode }) {
  const editors = useProductEditorsIfCoediting(productId);
  const [open, setOpen] = useState(false);
  const accepted = useRef<string | null>(null);
  const target = useRef<HTMLElement | null>(null);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    // Focus moving inside the warning itself (rendered in a portal, but a child in React's tree) is not editing.
    if (open || !e.currentTarget.contains(e.target)) return;
    if (!shouldWarn(editors, accepted.current)) return;
    target.current = e.target instanceof HTMLElement ? e.target : null;
    setOpen(true);
  };
  return (
    <div className="contents" onFocusCapture={onFocus}>
      {children}
      <ConcurrentEditDialog
        open={open}
        editors={editors}
        returnFocusTo={() => target.current}
        onContinue={() => {
          accepted.current = editorsKey(editors);
          setOpen(false);
        }}
        onCancel={() => {
          setOpen(false);
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        }}
      />
    </div>
  );
}
