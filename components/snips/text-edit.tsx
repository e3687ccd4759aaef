"use client";
// A text being edited in the snip modal (the key insight, a comment): a labelled textarea with Save and Cancel; Escape
// cancels the edit and leaves the modal open (data-escape-cancels, read by the modal's Escape handler).
import { Button } from "@/components/ui/button";
import { Field, fieldInputClass } from "@/components/ui/field";
import { SNIP_UI } from "@/lib/snips/messages";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onCancel: () => void;
  onSave: () => void;
  busy: boolean;
  maxLength: number;
  rows: number;
  /** Save is disabled (e.g. an empty comment). */
  saveDisabled?: boolean;
}

export function TextEdit({ label, value, onChange, onCancel, onSave, busy, maxLength, rows, saveDisabled }: Props) {
  return (
    <div className="mt-2">
      <Field label={label}>
        {(control) => (
          <textarea
            {...control}
            autoFocus
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                e.preventDefault();
                onCancel();
              }
            }}
            className={fieldInputClass}
            data-escape-cancels
          />
        )}
      </Field>
      <div className="mt-2 flex justify-end gap-2">
        <Button size="sm" onClick={onCancel} disabled={busy}>
          {SNIP_UI.cancel}
        </Button>
        <Button size="sm" variant="primary" onClick={onSave} loading={busy} disabled={saveDisabled}>
          {SNIP_UI.save}
        </Button>
      </div>
    </div>
  );
}
