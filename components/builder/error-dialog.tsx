"use client";
// The generic save/publish/load error dialog of spec 2 §8, and the load-error table: "Insufficient privileges" →
// the bad-link toast and /, "Not found" → the same toast and home, anything else → this dialog. An error whose
// text contains "No authorization token was found" is ignored silently.
import * as Dialog from "@radix-ui/react-dialog";
import { ApiError } from "@/lib/api-client";
import { BUILDER_MSG } from "@/lib/builder/messages";

const errorText = (e: unknown) => (e instanceof Error ? e.message : typeof e === "string" ? e : "");

export const isSilentError = (e: unknown) => errorText(e).includes(BUILDER_MSG.noAuthToken);

/** What a failed study load leads to (spec 2 §8 "load error" rows). */
export function loadErrorAction(e: unknown, brandId: string): { kind: "silent" } | { kind: "toast"; to: string } | { kind: "dialog" } {
  if (isSilentError(e)) return { kind: "silent" };
  const text = errorText(e).toLowerCase();
  const status = e instanceof ApiError ? e.status : 0;
  if (status === 403 || text.includes(BUILDER_MSG.insufficientPrivileges.toLowerCase())) return { kind: "toast", to: "/" };
  if (status === 404 || text.includes(BUILDER_MSG.notFoundError.toLowerCase())) return { kind: "toast", to: `/brand/${brandId}/home` };
  return { kind: "dialog" };
}

export function ErrorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-dialog w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{BUILDER_MSG.genericErrorTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">{BUILDER_MSG.genericErrorBody}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="rounded border border-line-strong px-4 py-2 text-sm">
                {BUILDER_MSG.genericErrorLater}
              </button>
            </Dialog.Close>
            <button type="button" className="rounded bg-primary px-4 py-2 text-sm text-white" onClick={() => window.location.reload()}>
              {BUILDER_MSG.genericErrorReload}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
