"use client";
// Confirm before an admin acts on a user of the Users tab (delete, reset two-step sign-in): one dialog, the action's
// texts and call passed in.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TBrandUser } from "@/lib/brands/wire";

export interface TUserAction {
  title: string;
  body: (email: string) => string;
  confirm: string;
  done: string;
  run: (userId: string) => Promise<unknown>;
}

export function ConfirmUserDialog({ action, user, onClose, onDone }: { action: TUserAction; user: TBrandUser | null; onClose: () => void; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!user) return;
    setBusy(true);
    try {
      await action.run(user._id);
      toast.success(action.done);
      onDone();
      onClose();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(o) => !o && onClose()}
      title={action.title}
      description={user ? action.body(user.email) : ""}
      cancelLabel={USERS_TAB.cancel}
      confirmLabel={action.confirm}
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
