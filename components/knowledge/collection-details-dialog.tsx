"use client";
// The dialog that names and describes a knowledge-base collection (New collection, Edit details; P14 item 1): it holds
// the fields, refuses an empty name at once, and shows the server's refusal (a taken name, a stale version) inline.
// `onSubmit` saves and closes the dialog by its caller; a thrown refusal stays in the dialog.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { refusalText } from "@/lib/forms/server-errors";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";
import { ERROR_SCREEN } from "@/lib/messages";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  submitLabel: string;
  initial: { name: string; description: string };
  onSubmit: (values: { name: string; description: string }) => Promise<void>;
}

export function CollectionDetailsDialog({ open, onOpenChange, title, testId, submitLabel, initial, onSubmit }: Props) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from the collection as it is now.
  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setDescription(initial.description);
    setError(null);
  }, [open, initial.name, initial.description]);

  const submit = async () => {
    if (!name.trim()) return setError(KNOWLEDGE_MSG.nameRequired);
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name, description });
    } catch (e) {
      setError(refusalText(e, ERROR_SCREEN.generic));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      testId={testId}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{T.cancel}</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="mt-3 flex flex-col gap-3">
        <TextField label={T.name} required value={name} onChange={(e) => setName(e.target.value)} maxLength={KNOWLEDGE_LIMITS.name} error={error} />
        <TextField label={T.description} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={KNOWLEDGE_LIMITS.description} />
      </div>
    </Dialog>
  );
}
