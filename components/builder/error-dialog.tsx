"use client";
// The generic save/publish/load error dialog of spec 2 §8, and the load-error table: "Insufficient privileges" →
// the bad-link toast and /, "Not found" → the same toast and home, anything else → this dialog. An error whose
// text contains "No authorization token was found" is ignored silently.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      alert
      size="sm"
      title={BUILDER_MSG.genericErrorTitle}
      description={BUILDER_MSG.genericErrorBody}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {BUILDER_MSG.genericErrorLater}
          </Button>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {BUILDER_MSG.genericErrorReload}
          </Button>
        </>
      }
    />
  );
}
