"use client";
// The study card menu's dialogs (spec 3 §2 "Study card action menu"): confirm dialogs with Yes / Cancel and a busy
// label (Yes disabled while busy, the dialog cannot be dismissed mid-call), the duplicate choice and the submission
// stats; the decision point picker is change-dp-dialog.tsx, the texts study-dialog-text.ts. Every dialog is the
// kit's (components/ui/dialog.tsx, confirm-dialog.tsx): focus moves in and returns to the menu.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog as KitConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, type TDialogProps } from "@/components/ui/dialog";
import { studyTitle } from "@/lib/studies/format";
import { CONFIRM_CANCEL, CONFIRM_YES } from "@/lib/studies/messages";
import type { TSurveySummary } from "@/lib/studies/wire";
import { submissionStats } from "./actions-api";
import { DIALOG_TEXT } from "./study-dialog-text";

export { DIALOG_TEXT };
export { ChangeDecisionPointDialog } from "./change-dp-dialog";

/** The kit's dialog that cannot be dismissed while its call runs. */
function Shell(props: Omit<TDialogProps, "onOpenChange"> & { busy: boolean; onOpenChange: (o: boolean) => void }) {
  const { busy, onOpenChange, ...rest } = props;
  return <Dialog size="sm" {...rest} onOpenChange={(o) => !busy && onOpenChange(o)} />;
}

interface ConfirmProps {
  open: boolean;
  title: string;
  busyLabel: string;
  description: string;
  danger?: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when the call is over (success or failure): the dialog then closes. */
  onConfirm: () => Promise<void>;
}

/** The kit's ConfirmDialog (Yes / Cancel) around a call: while it runs, Yes reads the busy label. */
export function ConfirmDialog({ open, title, busyLabel, description, danger, onOpenChange, onConfirm }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }
  return (
    <KitConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={busy ? busyLabel : CONFIRM_YES}
      cancelLabel={CONFIRM_CANCEL}
      tone={danger ? "danger" : "primary"}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}

interface DuplicateProps {
  open: boolean;
  title: string;
  onOpenChange: (open: boolean) => void;
  onDuplicate: (withProducts: boolean) => Promise<void>;
}

export function DuplicateDialog({ open, title, onOpenChange, onDuplicate }: DuplicateProps) {
  const [busy, setBusy] = useState(false);
  async function run(withProducts: boolean) {
    setBusy(true);
    try {
      await onDuplicate(withProducts);
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }
  const t = DIALOG_TEXT.duplicate;
  return (
    <Shell
      open={open}
      busy={busy}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.body(title)}
      footer={
        <>
          <Button disabled={busy} onClick={() => onOpenChange(false)}>
            {CONFIRM_CANCEL}
          </Button>
          <Button disabled={busy} onClick={() => void run(false)}>
            {t.withoutProducts}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void run(true)}>
            {t.withProducts}
          </Button>
        </>
      }
    >
      {busy && <p role="status" className="mt-3 text-sm text-muted">{t.busy}</p>}
    </Shell>
  );
}

export function SubmissionStatsDialog({ open, study, onOpenChange }: { open: boolean; study: TSurveySummary; onOpenChange: (o: boolean) => void }) {
  const s = submissionStats(study);
  const t = DIALOG_TEXT.stats;
  const rows: [string, number][] = [[t.raw, s.raw], [t.processed, s.processed], [t.waiting, s.waiting]];
  return (
    <Shell
      open={open}
      busy={false}
      onOpenChange={onOpenChange}
      title={t.title}
      description={studyTitle(study.title)}
      footer={<Button onClick={() => onOpenChange(false)}>{t.close}</Button>}
    >
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {rows.map(([label, n]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
    </Shell>
  );
}
