"use client";
// The categories' calls and dialog state: add, rename, move the assortments to another category ("merge") and
// delete. One call at a time (busy); a failed call shows the server's text in a toast and in the open dialog.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { TBrandCategoryRow } from "@/lib/brands/wire";
import { SETTINGS_LABELS as L } from "../labels";
import { addCategory, deleteCategory, migrateCategory, renameCategory } from "../settings-api";

export const errText = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

export type TCategoryDialogKind = "rename" | "delete" | "merge";
export type TCategoryDialog = { kind: TCategoryDialogKind; cat: TBrandCategoryRow } | null;

export function useCategories(brandId: string, categories: TBrandCategoryRow[], reload: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<TCategoryDialog>(null);
  const [rename, setRename] = useState("");
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function run(task: () => Promise<unknown>, ok: string, close = true) {
    setBusy(true);
    setError(null);
    try {
      await task();
      toast.success(ok);
      if (close) setDialog(null);
      await reload();
      return true;
    } catch (e) {
      setError(errText(e));
      toast.error(errText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const open = (kind: TCategoryDialogKind, cat: TBrandCategoryRow) => {
    setError(null);
    setRename(cat.name);
    setTarget(categories.find((c) => c._id !== cat._id)?._id ?? "");
    setDialog({ kind, cat });
  };
  const targetName = categories.find((c) => c._id === target)?.name ?? "";

  return {
    busy,
    dialog,
    error,
    open,
    close: () => setDialog(null),
    rename,
    setRename,
    target,
    setTarget,
    add: (name: string, gender: string) => run(() => addCategory(brandId, name.trim(), gender.trim() || null), L.categoryAdded, false),
    saveRename: () => dialog && void run(() => renameCategory(brandId, dialog.cat._id, rename.trim()), L.categoryRenamed),
    confirmDelete: () => dialog && void run(() => deleteCategory(brandId, dialog.cat._id), L.categoryDeleted),
    confirmMerge: () => dialog && void run(async () => migrateCategory(brandId, dialog.cat._id, target), L.merged(dialog.cat.assortments, targetName)),
  };
}

export type TCategories = ReturnType<typeof useCategories>;
