"use client";
// The snip's title and key insight in its modal (spec 3 §4, §5): only the creator sees the pencil. The title is
// edited inline: Enter or leaving the field commits, Escape cancels; an empty edit is discarded and the previous
// title restored; an unchanged title sends nothing. The key insight is edited with Save and Cancel; an unchanged one
// sends nothing. `onSave` answers whether the change was saved (the modal shows the toasts).
import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldInputClass } from "@/components/ui/field";
import { KEY_INSIGHT_MAX_LENGTH, SNIP_UI, TITLE_MAX_LENGTH } from "@/lib/snips/messages";
import { keyInsightEdit, titleEdit } from "@/lib/snips/rules";
import { studyTitle } from "@/lib/studies/format";
import { LinkedText } from "./linked-text";
import { TextEdit } from "./text-edit";

interface TEditorProps {
  value: string;
  canEdit: boolean;
  onSave: (value: string) => Promise<boolean>;
}

export function SnipTitle({ value, canEdit, onSave }: TEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const done = useRef(false);
  const pencil = useRef<HTMLButtonElement>(null);

  const finish = async (commit: boolean) => {
    if (done.current || draft === null) return;
    done.current = true;
    const next = commit ? titleEdit(value, draft) : null;
    setDraft(null);
    if (next !== null) await onSave(next);
    requestAnimationFrame(() => pencil.current?.focus());
  };

  if (draft !== null) {
    return (
      <input
        autoFocus
        aria-label={SNIP_UI.titleLabel}
        value={draft}
        maxLength={TITLE_MAX_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => void finish(true)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void finish(true);
          } else if (e.key === "Escape") {
            // Cancels the edit only; the modal stays open (data-escape-cancels).
            e.preventDefault();
            void finish(false);
          }
        }}
        className={`${fieldInputClass} mt-0 text-lg font-semibold`}
        data-testid="snip-title-input"
        data-escape-cancels
      />
    );
  }
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span className="min-w-0 break-words" data-testid="snip-title">
        {studyTitle(value)}
      </span>
      {canEdit && (
        <button
          type="button"
          ref={pencil}
          onClick={() => {
            done.current = false;
            setDraft(value);
          }}
          aria-label={SNIP_UI.editTitle}
          title={SNIP_UI.editTitle}
          className="mt-0.5 shrink-0 rounded-control p-1 text-muted hover:bg-sunken hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </button>
      )}
    </span>
  );
}

export function KeyInsight({ value, canEdit, onSave }: TEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null) return;
    const next = keyInsightEdit(value, draft);
    if (next === null) return setDraft(null);
    setSaving(true);
    const ok = await onSave(next);
    setSaving(false);
    if (ok) setDraft(null);
  };

  return (
    <section aria-labelledby="snip-key-insight" className="rounded-panel border border-line bg-canvas p-4" data-testid="snip-key-insight">
      <div className="flex items-center justify-between gap-2">
        <h3 id="snip-key-insight" className="text-sm font-semibold text-ink">
          {SNIP_UI.keyInsight}
        </h3>
        {canEdit && draft === null && (
          <Button variant="ghost" size="sm" onClick={() => setDraft(value)} className="inline-flex items-center gap-1">
            <Pencil aria-hidden className="h-3.5 w-3.5" />
            {SNIP_UI.editKeyInsight}
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="mt-2 text-sm whitespace-pre-wrap break-words text-ink-soft">{value ? <LinkedText text={value} /> : <span className="text-muted">{SNIP_UI.noKeyInsight}</span>}</p>
      ) : (
        <TextEdit label={SNIP_UI.keyInsight} value={draft} onChange={setDraft} onCancel={() => setDraft(null)} onSave={() => void save()} busy={saving} maxLength={KEY_INSIGHT_MAX_LENGTH} rows={4} />
      )}
    </section>
  );
}
