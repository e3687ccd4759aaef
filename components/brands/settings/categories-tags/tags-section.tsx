"use client";
// The brand's tag tree: each tag indented under its parent with its path, for writers Delete (after a confirmation
// that says how many tags under it go too) and the add form (a name and a parent, or top level).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { TBrandTag } from "@/lib/brands/wire";
import { inputClass } from "../controls";
import { SETTINGS_LABELS as L } from "../labels";
import { addTag, deleteTag } from "../settings-api";
import { errText } from "./use-categories";

interface Props {
  brandId: string;
  canWrite: boolean;
  tags: TBrandTag[];
  reload(): Promise<void>;
}

export function TagsSection({ brandId, canWrite, tags, reload }: Props) {
  const [name, setName] = useState("");
  const [parent, setParent] = useState("");
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<TBrandTag | null>(null);
  const children = (t: TBrandTag) => tags.filter((x) => x.ancestors.includes(t._id)).length;

  async function call(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (err) {
      toast.error(errText(err));
    } finally {
      setBusy(false);
    }
  }

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    void call(async () => {
      await addTag(brandId, name.trim(), parent || null);
      toast.success(L.tagAdded);
      setName("");
      await reload();
    });
  };

  const onDelete = () => {
    if (!toDelete) return;
    void call(async () => {
      await deleteTag(brandId, toDelete._id);
      toast.success(L.tagDeleted);
      if (parent === toDelete._id || tags.find((t) => t._id === parent)?.ancestors.includes(toDelete._id)) setParent("");
      setToDelete(null);
      await reload();
    });
  };

  return (
    <section aria-labelledby="tags-heading">
      <h2 id="tags-heading" className="text-lg font-semibold text-ink">
        {L.tags}
      </h2>
      {tags.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{L.noTags}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded border border-line" data-testid="tag-list">
          {tags.map((t) => (
            <li key={t._id} className="flex items-center gap-3 py-2 pr-3" style={{ paddingLeft: `${0.75 + t.ancestors.length * 1.25}rem` }}>
              <span className="text-ink">{t.name}</span>
              <span className="font-mono text-xs text-muted">{t.path}</span>
              {canWrite && (
                <Button className="ml-auto" aria-label={L.deleteOf(t.path)} onClick={() => setToDelete(t)}>
                  {L.delete}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={onAdd}>
          <label className="text-sm font-medium text-ink-soft">
            {L.tagName}
            <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </label>
          <label className="text-sm font-medium text-ink-soft">
            {L.tagParent}
            <select className={inputClass} value={parent} onChange={(e) => setParent(e.target.value)}>
              <option value="">{L.topLevel}</option>
              {tags.map((t) => (
                <option key={t._id} value={t._id}>
                  {t.path}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
            {L.addTag}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        size="md"
        tone="danger"
        title={L.deleteTagTitle}
        description={toDelete ? L.deleteTagBody(toDelete.path, children(toDelete)) : undefined}
        confirmLabel={L.delete}
        cancelLabel={L.cancel}
        busy={busy}
        onConfirm={onDelete}
      />
    </section>
  );
}
