"use client";
// The permissions editor of one user in this brand: entity × read/write checkboxes, saved as a whole set (PUT
// …/users/{userId}/permissions replaces it). Write implies read: ticking write ticks read, unticking read unticks write.
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { flipPermission, permissionKey as k, permissionKeys, permissionPairs } from "@/lib/brands/permission-editor";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TBrandUser } from "@/lib/brands/wire";
import { ACTIONS, ENTITIES, type TAction, type TEntity } from "@/lib/permissions";
import { savePermissions } from "./users-api";

const label = (entity: TEntity) => entity.replace(/_/g, " ");

export function PermissionsDialog({ brandId, user, onClose, onSaved }: { brandId: string; user: TBrandUser | null; onClose: () => void; onSaved: () => void }) {
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : "";
  return (
    <Dialog open={user !== null} onOpenChange={(o) => !o && onClose()} title={user ? USERS_TAB.permissionsTitle(name) : ""} description={user?.email}>
      {user && <Editor key={user._id} brandId={brandId} user={user} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function Editor({ brandId, user, onClose, onSaved }: { brandId: string; user: TBrandUser; onClose: () => void; onSaved: () => void }) {
  const [set, setSet] = useState(() => permissionKeys(user.permissions));
  const [saving, setSaving] = useState(false);

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
      {/* An entity × action grid of checkboxes with row headers: plain table markup, not the kit's DataTable. */}
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
        <DialogClose className={buttonClass("secondary")}>{USERS_TAB.cancel}</DialogClose>
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {USERS_TAB.save}
        </Button>
      </div>
    </>
  );
}
