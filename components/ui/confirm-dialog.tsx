"use client";
// A yes / no question in a dialog: Cancel (or Escape, or the overlay) calls onCancel and closes; the confirm
// button calls onConfirm, shown as danger for destructive actions. While `busy`, both buttons are disabled and
// the confirm button shows it is working; the caller closes the dialog when its call is done.
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, type TDialogSize } from "./dialog";

export interface TConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  tone?: "primary" | "danger";
  /** Default sm: a question needs no more room. */
  size?: TDialogSize;
  busy?: boolean;
  /** Asked from inside another dialog: one layer up. */
  stacked?: boolean;
  children?: ReactNode;
  testId?: string;
}

export function ConfirmDialog(props: TConfirmDialogProps) {
  const cancel = () => {
    props.onCancel?.();
    props.onOpenChange(false);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : !props.busy && cancel())}
      alert
      size={props.size ?? "sm"}
      stacked={props.stacked}
      title={props.title}
      description={props.description}
      testId={props.testId}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={props.busy}>
            {props.cancelLabel}
          </Button>
          <Button variant={props.tone ?? "primary"} onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
