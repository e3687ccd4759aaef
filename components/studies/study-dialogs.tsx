"use client";
// The study card menu's dialogs (spec 3 §2 "Study card action menu"): confirm dialogs with Yes / Cancel and a busy
// label (Yes disabled while busy, the dialog cannot be dismissed mid-call), the duplicate choice, the decision
// point picker and the submission stats. Every dialog is a Radix dialog: focus moves in and returns to the menu.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState, type ReactNode } from "react";
import { decisionPointName, studyTitle } from "@/lib/studies/format";
import { CONFIRM_CANCEL, CONFIRM_YES } from "@/lib/studies/messages";
import type { TDecisionPoint, TSurveySummary } from "@/lib/studies/wire";
import { submissionStats } from "./actions-api";

/** Our wording for what the spec does not show (the dialogs' bodies and the small dialogs' labels). */
export const DIALOG_TEXT = {
  body: {
    clear_answers: (t: string) => `All answers collected for "${t}" will be removed.`,
    close: (t: string) => `"${t}" will stop collecting answers.`,
    reopen: (t: string) => `"${t}" will collect answers again.`,
    to_draft: (t: string) => `"${t}" will go back to Draft.`,
    delete: (t: string) => `"${t}" will be deleted with everything in it. This cannot be undone.`,
    archive: (t: string) => `"${t}" will be archived and will leave the lists.`,
  },
  archive: { title: "Archive Study", busy: "Archiving..." },
  duplicate: {
    title: "Duplicate Study",
    body: (t: string) => `Make a Draft copy of "${t}".`,
    withProducts: "With products",
    withoutProducts: "Without products",
    busy: "Duplicating...",
  },
  changeDp: { title: "Change Decision Point", label: "Decision point", save: "Save", busy: "Saving...", loading: "Loading...", none: "This brand has no decision points yet." },
  stats: { title: "Submission Stats", raw: "Raw submissions", processed: "Processed", waiting: "Waiting", close: "Close" },
} as const;

const overlay = "fixed inset-0 z-dialog bg-black/40";
const panel =
  "fixed left-1/2 top-1/2 z-dialog w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none";
const secondary = "rounded border border-line-strong px-4 py-2 text-sm disabled:opacity-50";
const primary = "rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50";

function Shell(props: { open: boolean; busy: boolean; onOpenChange: (o: boolean) => void; alert?: boolean; title: string; description: string; children: ReactNode }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !props.busy && props.onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content role={props.alert ? "alertdialog" : "dialog"} className={panel}>
          <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">{props.description}</Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
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
    <Shell open={open} busy={busy} onOpenChange={onOpenChange} alert title={title} description={description}>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close className={secondary} disabled={busy}>
          {CONFIRM_CANCEL}
        </Dialog.Close>
        <button type="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()} className={danger ? primary.replace("bg-primary", "bg-danger") : primary}>
          {busy ? busyLabel : CONFIRM_YES}
        </button>
      </div>
    </Shell>
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
    <Shell open={open} busy={busy} onOpenChange={onOpenChange} title={t.title} description={t.body(title)}>
      {busy && <p role="status" className="mt-3 text-sm text-muted">{t.busy}</p>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Dialog.Close className={secondary} disabled={busy}>
          {CONFIRM_CANCEL}
        </Dialog.Close>
        <button type="button" className={secondary} disabled={busy} onClick={() => void run(false)}>
          {t.withoutProducts}
        </button>
        <button type="button" className={primary} disabled={busy} onClick={() => void run(true)}>
          {t.withProducts}
        </button>
      </div>
    </Shell>
  );
}

interface ChangeDpProps {
  open: boolean;
  title: string;
  current: string | null;
  onOpenChange: (open: boolean) => void;
  load: () => Promise<TDecisionPoint[]>;
  onSave: (decisionPointId: string) => Promise<void>;
}

export function ChangeDecisionPointDialog({ open, title, current, onOpenChange, load, onSave }: ChangeDpProps) {
  const [points, setPoints] = useState<TDecisionPoint[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState(current ?? "");
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const t = DIALOG_TEXT.changeDp;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setValue(current ?? "");
    setLoadError(null);
    load()
      .then((p) => live && setPoints(p))
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [open, current, load]);

  async function save() {
    setBusy(true);
    try {
      await onSave(value);
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <Shell open={open} busy={busy} onOpenChange={onOpenChange} title={t.title} description={title}>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t.label}
        </label>
        <select
          id={selectId}
          value={value}
          disabled={!points || busy}
          onChange={(e) => setValue(e.target.value)}
          className="rounded border border-line-strong px-3 py-2 text-sm"
        >
          {!points && <option value="">{t.loading}</option>}
          {points && <option value="" disabled>—</option>}
          {points?.map((p) => (
            <option key={p._id} value={p._id}>
              {decisionPointName(p)}
            </option>
          ))}
        </select>
        {points?.length === 0 && <p className="text-sm text-muted">{t.none}</p>}
        {loadError && (
          <p role="alert" className="text-sm text-danger">
            {loadError}
          </p>
        )}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close className={secondary} disabled={busy}>
          {CONFIRM_CANCEL}
        </Dialog.Close>
        <button type="button" className={primary} disabled={busy || !value || value === current} onClick={() => void save()}>
          {busy ? t.busy : t.save}
        </button>
      </div>
    </Shell>
  );
}

export function SubmissionStatsDialog({ open, study, onOpenChange }: { open: boolean; study: TSurveySummary; onOpenChange: (o: boolean) => void }) {
  const s = submissionStats(study);
  const t = DIALOG_TEXT.stats;
  const rows: [string, number][] = [[t.raw, s.raw], [t.processed, s.processed], [t.waiting, s.waiting]];
  return (
    <Shell open={open} busy={false} onOpenChange={onOpenChange} title={t.title} description={studyTitle(study.title)}>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {rows.map(([label, n]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Dialog.Close className={secondary}>{t.close}</Dialog.Close>
      </div>
    </Shell>
  );
}
