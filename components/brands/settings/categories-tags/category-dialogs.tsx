"use client";
// The category dialogs: rename (a new name), delete (a confirmation) and merge (the category that takes over the
// assortments). None can be dismissed while its call runs; a failure shows under the fields.
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import type { TBrandCategoryRow } from "@/lib/brands/wire";
import { inputClass } from "../controls";
import { SETTINGS_LABELS as L } from "../labels";
import type { TCategories } from "./use-categories";

function DialogError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-2 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

export function CategoryDialogs({ state, categories }: { state: TCategories; categories: TBrandCategoryRow[] }) {
  const { dialog, busy } = state;
  const onOpenChange = (o: boolean) => !o && !busy && state.close();
  const cancel = (
    <Button disabled={busy} onClick={state.close}>
      {L.cancel}
    </Button>
  );
  return (
    <>
      <Dialog
        open={dialog?.kind === "rename"}
        onOpenChange={onOpenChange}
        title={dialog ? L.renameOf(dialog.cat.name) : ""}
        footer={
          <>
            {cancel}
            <Button variant="primary" disabled={busy || !state.rename.trim()} onClick={state.saveRename}>
              {L.save}
            </Button>
          </>
        }
      >
        <label className="mt-4 block text-sm font-medium text-ink-soft">
          {L.newName}
          <input className={inputClass} value={state.rename} onChange={(e) => state.setRename(e.target.value)} maxLength={120} />
        </label>
        <DialogError error={state.error} />
      </Dialog>

      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && state.close()}
        size="md"
        tone="danger"
        title={L.deleteCategoryTitle}
        description={dialog ? L.deleteCategoryBody(dialog.cat.name) : undefined}
        confirmLabel={L.delete}
        cancelLabel={L.cancel}
        busy={busy}
        onConfirm={state.confirmDelete}
      >
        <DialogError error={state.error} />
      </ConfirmDialog>

      <Dialog
        open={dialog?.kind === "merge"}
        onOpenChange={onOpenChange}
        title={dialog ? L.mergeTitle(dialog.cat.name) : ""}
        description={L.mergeBody}
        footer={
          <>
            {cancel}
            <Button variant="danger" disabled={busy || !state.target} onClick={state.confirmMerge}>
              {L.mergeConfirm}
            </Button>
          </>
        }
      >
        <label className="mt-4 block text-sm font-medium text-ink-soft">
          {L.mergeTarget}
          <select className={inputClass} value={state.target} onChange={(e) => state.setTarget(e.target.value)}>
            {categories
              .filter((c) => c._id !== dialog?.cat._id)
              .map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
          </select>
        </label>
        <DialogError error={state.error} />
      </Dialog>
    </>
  );
}
