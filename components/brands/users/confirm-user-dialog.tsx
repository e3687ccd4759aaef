"use client";
// Confirm before an admin acts on a user of the Users tab (delete, reset two-step sign-in): one dialog, the action's
// texts and call passed in.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
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
    <Dialog.Root open={user !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content role="alertdialog" className="fixed left-1/2 top-1/2 z-dialog w-[min(440px,94vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{action.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">{user ? action.body(user.email) : ""}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded border border-line-strong px-4 py-2" disabled={busy}>
              {USERS_TAB.cancel}
            </Dialog.Close>
            <button type="button" disabled={busy} onClick={() => void confirm()} className="rounded bg-danger px-4 py-2 text-white disabled:opacity-60">
              {action.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
