"use client";
// The Start step's questions (spec 2 §2 "Start step"): moving the study to another assortment (with or without its
// products), changing the decision point, and removing the decision phase. One kit dialog, the question by kind.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { BUILDER_MSG } from "@/lib/builder/messages";

export type TStartConfirm =
  | { kind: "move"; assortment: string; name: string }
  | { kind: "decisionPoint"; id: string }
  | { kind: "removeDecision" }
  | null;

interface Props {
  confirm: TStartConfirm;
  busy: boolean;
  onClose(): void;
  /** The move's answer: take the study's products along or not. */
  onMove(includeProducts: boolean): void;
  /** Yes to a decision-point change or to removing the phase. */
  onApply(): void;
}

export function StartConfirmDialog({ confirm, busy, onClose, onMove, onApply }: Props) {
  const open = confirm !== null;
  const onOpenChange = (o: boolean) => !o && !busy && onClose();
  if (confirm?.kind === "move") {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        alert
        size="sm"
        title={BUILDER_MSG.moveTitle}
        description={BUILDER_MSG.moveBody(confirm.name)}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {BUILDER_MSG.cancel}
            </Button>
            <Button variant="secondary" className="border-danger-line text-danger-strong" disabled={busy} onClick={() => onMove(false)}>
              {BUILDER_MSG.moveExclude}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => onMove(true)}>
              {BUILDER_MSG.moveInclude}
            </Button>
          </>
        }
      >
        <p className="mt-2 rounded bg-warning-soft px-3 py-2 text-sm text-warning-ink">{BUILDER_MSG.moveExcludeWarning}</p>
      </Dialog>
    );
  }
  const removing = confirm?.kind === "removeDecision";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      alert
      size="sm"
      title={removing ? BUILDER_MSG.decisionPhase : BUILDER_MSG.decisionPoint}
      description={removing ? BUILDER_MSG.decisionPhaseRemoval : BUILDER_MSG.decisionPointChange}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {BUILDER_MSG.cancel}
          </Button>
          <Button variant="primary" onClick={onApply}>
            {BUILDER_MSG.confirmOk}
          </Button>
        </>
      }
    />
  );
}
