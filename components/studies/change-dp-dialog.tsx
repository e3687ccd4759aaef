"use client";
// "Change Decision Point" (spec 3 §2 "Study card action menu"): the brand's decision points by name (loaded when the
// dialog opens), Save once another one is picked; the dialog cannot be dismissed while the save runs.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { decisionPointName } from "@/lib/studies/format";
import { CONFIRM_CANCEL } from "@/lib/studies/messages";
import type { TDecisionPoint } from "@/lib/studies/wire";
import { DIALOG_TEXT } from "./study-dialog-text";

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

  const options = points ? [{ value: "", label: "—", disabled: true }, ...points.map((p) => ({ value: p._id, label: decisionPointName(p) }))] : [];
  return (
    <Dialog
      size="sm"
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={t.title}
      description={title}
      footer={
        <>
          <Button disabled={busy} onClick={() => onOpenChange(false)}>
            {CONFIRM_CANCEL}
          </Button>
          <Button variant="primary" disabled={busy || !value || value === current} onClick={() => void save()}>
            {busy ? t.busy : t.save}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-1">
        <SelectField
          label={t.label}
          value={value}
          disabled={!points || busy}
          onChange={(e) => setValue(e.target.value)}
          options={options}
          placeholder={points ? undefined : t.loading}
        />
        {points?.length === 0 && <p className="text-sm text-muted">{t.none}</p>}
        {loadError && (
          <p role="alert" className="text-sm text-danger">
            {loadError}
          </p>
        )}
      </div>
    </Dialog>
  );
}
