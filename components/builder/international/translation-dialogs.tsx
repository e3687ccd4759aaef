"use client";
// The translation's dialogs (spec 2 §2, §6): "Translation In Progress" after a start, and the question before
// cancelling a running translation.
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TTranslation } from "./use-translation";

export function TranslationDialogs({ t }: { t: TTranslation }) {
  return (
    <>
      <Dialog
        open={t.progressOpen}
        onOpenChange={t.setProgressOpen}
        title={TRANSLATION_MSG.inProgressTitle}
        description={TRANSLATION_MSG.inProgressText}
        footer={
          <Button variant="primary" onClick={() => t.setProgressOpen(false)}>
            {TRANSLATION_MSG.close}
          </Button>
        }
      />
      <ConfirmDialog
        open={t.confirmCancel}
        onOpenChange={t.setConfirmCancel}
        size="md"
        title={TRANSLATION_MSG.cancelConfirmTitle}
        description={TRANSLATION_MSG.cancelConfirmText}
        cancelLabel={TRANSLATION_MSG.keepTranslating}
        confirmLabel={TRANSLATION_MSG.yesCancel}
        tone="danger"
        busy={t.busy}
        onConfirm={() => void t.cancel()}
      />
    </>
  );
}
