"use client";
// New link (P15 item 6): a new share link of the report's scope with an optional label (plain text, lib/shares/rules.ts)
// and an optional last day (today to a year ahead); made, copied to the clipboard, and handed to the list. A refusal
// shows the server's text beside its field and makes nothing.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DateField, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { copyToClipboard } from "@/lib/clipboard";
import { refusalText } from "@/lib/forms/server-errors";
import { shareUrl } from "@/lib/shares/address";
import { SHARE_MSG, SHARE_UI, type TShareScopeName } from "@/lib/shares/messages";
import { expiryOfDay, expiryProblem, firstExpiryDay, labelProblem, lastExpiryDay } from "@/lib/shares/rules";
import type { TShareLink } from "@/lib/shares/wire";
import { createShare } from "./shares-api";

interface Props {
  brandId: string;
  surveyId: string;
  scope: TShareScopeName;
  onCreated: (link: TShareLink) => void;
  onCancel: () => void;
}

export function NewShareForm({ brandId, surveyId, scope, onCreated, onCancel }: Props) {
  const [label, setLabel] = useState("");
  const [day, setDay] = useState("");
  const [errors, setErrors] = useState<{ label?: string | null; expiry?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const labelError = labelProblem(label.trim());
    const expires_at = day ? expiryOfDay(day) : null;
    const expiryError = day ? (expires_at ? expiryProblem(expires_at) : SHARE_MSG.expiryInvalid) : null;
    setErrors({ label: labelError, expiry: expiryError });
    if (labelError || expiryError) return;
    setBusy(true);
    try {
      const made = await createShare(brandId, surveyId, { scope, label: label.trim() || null, expires_at });
      onCreated(made.share);
      try {
        await copyToClipboard(shareUrl(scope, window.location.origin, brandId, surveyId, made.token));
        toast.success(SHARE_MSG.created);
      } catch {
        toast.error(SHARE_UI.copyFailed);
      }
    } catch (e) {
      // The server's reason beside its field (the same texts as the checks above, lib/shares/messages.ts).
      const reason = (name: string) => (e instanceof ApiError ? e.invalidParams.find((p) => p.name === name)?.reason : undefined);
      const label = reason("label");
      const expiry = reason("expires_at");
      if (label || expiry) setErrors({ label, expiry });
      else toast.error(refusalText(e, SHARE_UI.copyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={SHARE_UI.newLinkTitle}
      data-testid="new-share-form"
      className="mt-4 flex flex-col gap-3 rounded-panel border border-line bg-sunken p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-subtle">{SHARE_UI.newLinkText}</p>
      <TextField label={SHARE_UI.label} hint={SHARE_UI.labelHint} value={label} onChange={(e) => setLabel(e.target.value)} error={errors.label} disabled={busy} autoComplete="off" />
      <DateField label={SHARE_UI.expiry} hint={SHARE_UI.expiryHint} value={day} min={firstExpiryDay()} max={lastExpiryDay()} onChange={(e) => setDay(e.target.value)} error={errors.expiry} disabled={busy} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" onClick={onCancel} disabled={busy}>
          {SHARE_UI.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {SHARE_UI.createAndCopy}
        </Button>
      </div>
    </form>
  );
}
