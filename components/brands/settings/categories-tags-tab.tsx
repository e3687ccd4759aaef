"use client";
// Categories & tags tab: the brand's categories (add, rename, move assortments to another category, delete with a
// confirmation; a used category cannot be deleted) and its tag tree (add under a parent, delete with confirmation).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import type { TBrandCategoryRow, TBrandTag } from "@/lib/brands/wire";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass, Loading, LoadFailed, ReadOnlyNote } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import { addCategory, addTag, deleteCategory, deleteTag, fetchCategoriesAndTags, migrateCategory, renameCategory, settingsKeys } from "./settings-api";

const errText = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

export function CategoriesTagsTab({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const client = useQueryClient();
  const q = useQuery({ queryKey: settingsKeys.catsTags(brandId), queryFn: () => fetchCategoriesAndTags(brandId) });
  const reload = () => client.invalidateQueries({ queryKey: settingsKeys.catsTags(brandId) });
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-8">
      {!canWrite && <ReadOnlyNote text={L.readOnly} />}
      <Categories brandId={brandId} canWrite={canWrite} categories={q.data.categories} reload={reload} />
      <Tags brandId={brandId} canWrite={canWrite} tags={q.data.tags} reload={reload} />
    </div>
  );
}

type TDialog = { kind: "rename" | "delete" | "merge"; cat: TBrandCategoryRow } | null;

function Categories({ brandId, canWrite, categories, reload }: { brandId: string; canWrite: boolean; categories: TBrandCategoryRow[]; reload(): Promise<void> }) {
  const [name, setName] = useState("");
  const [gender, setGender] = useState("");
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [rename, setRename] = useState("");
  const [target, setTarget] = useState("");
  const [dialogError, setDialogError] = useState<string | null>(null);

  async function run(task: () => Promise<unknown>, ok: string, close = true) {
    setBusy(true);
    setDialogError(null);
    try {
      await task();
      toast.success(ok);
      if (close) setDialog(null);
      await reload();
      return true;
    } catch (e) {
      setDialogError(errText(e));
      toast.error(errText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    if (await run(() => addCategory(brandId, name.trim(), gender.trim() || null), L.categoryAdded, false)) {
      setName("");
      setGender("");
    }
  }

  const open = (kind: "rename" | "delete" | "merge", cat: TBrandCategoryRow) => {
    setDialogError(null);
    setRename(cat.name);
    setTarget(categories.find((c) => c._id !== cat._id)?._id ?? "");
    setDialog({ kind, cat });
  };
  const targetName = categories.find((c) => c._id === target)?.name ?? "";

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-lg font-semibold text-ink">
        {L.categories}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{L.noCategories}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded border border-line" data-testid="category-list">
          {categories.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="font-medium text-ink">{c.name}</span>
              {c.gender && <span className="text-sm text-muted">{c.gender}</span>}
              <span className="text-sm text-muted">{L.usedBy(c.assortments)}</span>
              {canWrite && (
                <span className="ml-auto flex gap-2">
                  <button type="button" className={buttonClass("secondary")} aria-label={L.renameOf(c.name)} onClick={() => open("rename", c)}>
                    {L.rename}
                  </button>
                  {c.assortments > 0 && categories.length > 1 && (
                    <button type="button" className={buttonClass("secondary")} aria-label={L.mergeOf(c.name)} onClick={() => open("merge", c)}>
                      {L.merge}
                    </button>
                  )}
                  <button type="button" className={buttonClass("secondary")} aria-label={L.deleteOf(c.name)} onClick={() => open("delete", c)}>
                    {L.delete}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void onAdd(e)}>
          <label className="text-sm font-medium text-ink-soft">
            {L.categoryName}
            <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
          </label>
          <label className="text-sm font-medium text-ink-soft">
            {L.categoryGender}
            <input className={inputClass} value={gender} onChange={(e) => setGender(e.target.value)} maxLength={40} />
          </label>
          <button type="submit" className={buttonClass("primary")} disabled={busy || !name.trim()}>
            {L.addCategory}
          </button>
        </form>
      )}

      <Dialog
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && !busy && setDialog(null)}
        title={dialog ? L.renameOf(dialog.cat.name) : ""}
        footer={
          <>
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => setDialog(null)}>
              {L.cancel}
            </button>
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={busy || !rename.trim()}
              onClick={() => dialog && void run(() => renameCategory(brandId, dialog.cat._id, rename.trim()), L.categoryRenamed)}
            >
              {L.save}
            </button>
          </>
        }
      >
        <label className="mt-4 block text-sm font-medium text-ink-soft">
          {L.newName}
          <input className={inputClass} value={rename} onChange={(e) => setRename(e.target.value)} maxLength={120} />
        </label>
        {dialogError && <p role="alert" className="mt-2 text-sm text-danger">{dialogError}</p>}
      </Dialog>

      <Dialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && !busy && setDialog(null)}
        alert
        title={L.deleteCategoryTitle}
        description={dialog ? L.deleteCategoryBody(dialog.cat.name) : undefined}
        footer={
          <>
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => setDialog(null)}>
              {L.cancel}
            </button>
            <button type="button" className={buttonClass("danger")} disabled={busy} onClick={() => dialog && void run(() => deleteCategory(brandId, dialog.cat._id), L.categoryDeleted)}>
              {L.delete}
            </button>
          </>
        }
      >
        {dialogError && <p role="alert" className="mt-2 text-sm text-danger">{dialogError}</p>}
      </Dialog>

      <Dialog
        open={dialog?.kind === "merge"}
        onOpenChange={(o) => !o && !busy && setDialog(null)}
        title={dialog ? L.mergeTitle(dialog.cat.name) : ""}
        description={L.mergeBody}
        footer={
          <>
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => setDialog(null)}>
              {L.cancel}
            </button>
            <button
              type="button"
              className={buttonClass("danger")}
              disabled={busy || !target}
              onClick={() => dialog && void run(async () => migrateCategory(brandId, dialog.cat._id, target), L.merged(dialog?.cat.assortments ?? 0, targetName))}
            >
              {L.mergeConfirm}
            </button>
          </>
        }
      >
        <label className="mt-4 block text-sm font-medium text-ink-soft">
          {L.mergeTarget}
          <select className={inputClass} value={target} onChange={(e) => setTarget(e.target.value)}>
            {categories
              .filter((c) => c._id !== dialog?.cat._id)
              .map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
          </select>
        </label>
        {dialogError && <p role="alert" className="mt-2 text-sm text-danger">{dialogError}</p>}
      </Dialog>
    </section>
  );
}

function Tags({ brandId, canWrite, tags, reload }: { brandId: string; canWrite: boolean; tags: TBrandTag[]; reload(): Promise<void> }) {
  const [name, setName] = useState("");
  const [parent, setParent] = useState("");
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<TBrandTag | null>(null);
  const children = (t: TBrandTag) => tags.filter((x) => x.ancestors.includes(t._id)).length;

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await addTag(brandId, name.trim(), parent || null);
      toast.success(L.tagAdded);
      setName("");
      await reload();
    } catch (err) {
      toast.error(errText(err));
    } finally {
      setBusy(false);
    }
  }

  async function onDelete() {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deleteTag(brandId, toDelete._id);
      toast.success(L.tagDeleted);
      if (parent === toDelete._id || tags.find((t) => t._id === parent)?.ancestors.includes(toDelete._id)) setParent("");
      setToDelete(null);
      await reload();
    } catch (err) {
      toast.error(errText(err));
    } finally {
      setBusy(false);
    }
  }

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
                <button type="button" className={`${buttonClass("secondary")} ml-auto`} aria-label={L.deleteOf(t.path)} onClick={() => setToDelete(t)}>
                  {L.delete}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void onAdd(e)}>
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
          <button type="submit" className={buttonClass("primary")} disabled={busy || !name.trim()}>
            {L.addTag}
          </button>
        </form>
      )}
      <Dialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && !busy && setToDelete(null)}
        alert
        title={L.deleteTagTitle}
        description={toDelete ? L.deleteTagBody(toDelete.path, children(toDelete)) : undefined}
        footer={
          <>
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => setToDelete(null)}>
              {L.cancel}
            </button>
            <button type="button" className={buttonClass("danger")} disabled={busy} onClick={() => void onDelete()}>
              {L.delete}
            </button>
          </>
        }
      />
    </section>
  );
}
