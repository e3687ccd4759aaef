"use client";
// The Start step's questions (spec 2 §2 "Start step"): moving the study to another assortment (with or without its
// products), changing the decision point, and removing the decision phase. One kit dialog, the question by kind.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { WIZARD_MSG } from "@/lib/wizard/messages";

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
        title={WIZARD_MSG.moveTitle}
        description={WIZARD_MSG.moveBody(confirm.name)}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {WIZARD_MSG.cancel}
            </Button>
            <Button variant="secondary" className="border-danger-line text-danger-strong" disabled={busy} onClick={() => onMove(false)}>
              {WIZARD_MSG.moveExclude}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => onMove(true)}>
              {WIZARD_MSG.moveInclude}
            </Button>
          </>
        }
      >
        <p className="mt-2 rounded bg-warning-soft px-3 py-2 text-sm text-warning-ink">{WIZARD_MSG.moveExcludeWarning}</p>
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
      title={removing ? WIZARD_MSG.decisionPhase : WIZARD_MSG.decisionPoint}
      description={removing ? WIZARD_MSG.decisionPhaseRemoval : WIZARD_MSG.decisionPointChange}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {WIZARD_MSG.cancel}
          </Button>
          <Button variant="primary" onClick={onApply}>
            {WIZARD_MSG.confirmOk}
          </Button>
        </>
      }
    />
  );
}
