"use client";
// Deleting a consumer profile after a confirmation (the wizard's profile modal and the brand settings tab): the call,
// the toasts, and a busy state that keeps the dialog open until the answer arrives.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { deleteProfile } from "./profiles-api";

interface Props {
  brandId: string;
  /** The profile to delete; null closes the dialog. */
  profile: TConsumerProfile | null;
  onClose: () => void;
  /** After a successful delete (the dialog has closed). */
  onDeleted: (profile: TConsumerProfile) => void | Promise<void>;
}

export function DeleteProfileDialog({ brandId, profile, onClose, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!profile) return;
    setDeleting(true);
    try {
      await deleteProfile(brandId, profile._id);
      toast.success(PROFILE_MSG.deleted);
      onClose();
      await onDeleted(profile);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : PROFILE_MSG.deleteFailed);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(o) => !o && !deleting && onClose()}
      alert
      title={PROFILE_MSG.deleteConfirmTitle}
      description={profile ? PROFILE_MSG.deleteConfirmBody(profile.title) : undefined}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} disabled={deleting} onClick={onClose}>
            {PROFILE_MSG.cancel}
          </button>
          <button type="button" className={buttonClass("danger")} disabled={deleting} aria-busy={deleting} onClick={() => void confirm()}>
            {PROFILE_MSG.delete}
          </button>
        </>
      }
    />
  );
}
