"use client";
// The permissions editor of one user in this brand: entity × read/write checkboxes, saved as a whole set (PUT
// …/users/{userId}/permissions replaces it). Write implies read: ticking write ticks read, unticking read unticks write.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { flipPermission, permissionKey as k, permissionKeys, permissionPairs } from "@/lib/brands/permission-editor";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TBrandUser } from "@/lib/brands/wire";
import { ACTIONS, ENTITIES, type TAction, type TEntity } from "@/lib/permissions";
import { savePermissions } from "./users-api";

const label = (entity: TEntity) => entity.replace(/_/g, " ");

export function PermissionsDialog({ brandId, user, onClose, onSaved }: { brandId: string; user: TBrandUser | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog.Root open={user !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-dialog max-h-[90vh] w-[min(520px,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          {user && <Editor key={user._id} brandId={brandId} user={user} onClose={onClose} onSaved={onSaved} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Editor({ brandId, user, onClose, onSaved }: { brandId: string; user: TBrandUser; onClose: () => void; onSaved: () => void }) {
  const [set, setSet] = useState(() => permissionKeys(user.permissions));
  const [saving, setSaving] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  const flip = (entity: TEntity, action: TAction, on: boolean) => setSet((prev) => flipPermission(prev, entity, action, on));

  async function save() {
    setSaving(true);
    try {
      await savePermissions(brandId, user._id, permissionPairs(set));
      toast.success(USERS_TAB.saved);
      onSaved();
      onClose();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Dialog.Title className="text-lg font-semibold">{USERS_TAB.permissionsTitle(name)}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">{user.email}</Dialog.Description>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 font-medium">
              {USERS_TAB.permissions}
            </th>
            <th scope="col" className="py-1 text-center font-medium">
              {USERS_TAB.read}
            </th>
            <th scope="col" className="py-1 text-center font-medium">
              {USERS_TAB.write}
            </th>
          </tr>
        </thead>
        <tbody>
          {ENTITIES.map((entity) => (
            <tr key={entity} className="border-t border-line-soft">
              <th scope="row" className="py-1 text-left font-normal capitalize">
                {label(entity)}
              </th>
              {ACTIONS.map((action) => (
                <td key={action} className="py-1 text-center">
                  <input
                    type="checkbox"
                    aria-label={`${label(entity)} ${action}`}
                    checked={set.has(k(entity, action))}
                    onChange={(e) => flip(entity, action, e.target.checked)}
                    className="h-4 w-4"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex justify-end gap-2">
        <Dialog.Close className="rounded border border-line-strong px-4 py-2 text-sm">{USERS_TAB.cancel}</Dialog.Close>
        <button type="button" disabled={saving} onClick={() => void save()} className="rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50">
          {USERS_TAB.save}
        </button>
      </div>
    </>
  );
}
