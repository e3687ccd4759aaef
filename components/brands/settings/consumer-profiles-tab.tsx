"use client";
// Consumer profiles tab (?tab=consumer-profiles; spec 1 §2, spec 2 §2): the brand's profiles as summary cards from
// components/consumer-profiles. Admins create, edit and delete them (the server allows only admins); others view.
import { useState } from "react";
import { toast } from "sonner";
import { ConsumerProfileCard } from "@/components/consumer-profiles/consumer-profile-card";
import { ProfileEditorDialog } from "@/components/consumer-profiles/profile-editor-dialog";
import { deleteProfile } from "@/components/consumer-profiles/profiles-api";
import { useConsumerProfiles } from "@/components/consumer-profiles/use-consumer-profiles";
import { btnDanger, btnPrimary, btnSecondary, WizardDialog } from "@/components/wizard/publish-flow";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { showProfileMenu } from "@/lib/study-rules/tiers";
import { SETTINGS_LABELS as L } from "./labels";

export function ConsumerProfilesTab({ brandId, isAdmin }: { brandId: string; isAdmin: boolean }) {
  const { profiles, screeners, loading, error, reload } = useConsumerProfiles(brandId);
  const [editor, setEditor] = useState<{ profile: TConsumerProfile | null } | null>(null);
  const [toDelete, setToDelete] = useState<TConsumerProfile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const manage = showProfileMenu({ isAdmin, viewOnly: false });

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteProfile(brandId, toDelete._id);
      toast.success(PROFILE_MSG.deleted);
      setToDelete(null);
      await reload();
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : PROFILE_MSG.deleteFailed);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">{L.profilesIntro}</p>
        {manage && (
          <button type="button" className={`${btnPrimary} ml-auto`} onClick={() => setEditor({ profile: null })}>
            {L.createProfile}
          </button>
        )}
      </div>
      {loading ? (
        <p role="status" className="text-sm text-slate-600">{PROFILE_MSG.loading}</p>
      ) : error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          {PROFILE_MSG.loadFailed}
          <button type="button" className={btnSecondary} onClick={() => void reload()}>
            {PROFILE_MSG.retry}
          </button>
        </div>
      ) : profiles.length === 0 ? (
        <p className="text-sm text-slate-600">{PROFILE_MSG.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={L.profilesIntro}>
          {profiles.map((p) => (
            <li key={p._id}>
              <ConsumerProfileCard
                profile={p}
                screeners={screeners}
                onEdit={manage && p.editable ? () => setEditor({ profile: p }) : undefined}
                onDelete={manage ? () => setToDelete(p) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {manage && (
        <ProfileEditorDialog
          brandId={brandId}
          open={editor !== null}
          onOpenChange={(o) => !o && setEditor(null)}
          profile={editor?.profile ?? null}
          screeners={screeners}
          onSaved={() => void reload()}
        />
      )}
      <WizardDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && !deleting && setToDelete(null)}
        alert
        title={PROFILE_MSG.deleteConfirmTitle}
        description={toDelete ? PROFILE_MSG.deleteConfirmBody(toDelete.title) : undefined}
        footer={
          <>
            <button type="button" className={btnSecondary} disabled={deleting} onClick={() => setToDelete(null)}>
              {PROFILE_MSG.cancel}
            </button>
            <button type="button" className={btnDanger} disabled={deleting} aria-busy={deleting} onClick={() => void confirmDelete()}>
              {PROFILE_MSG.delete}
            </button>
          </>
        }
      />
    </div>
  );
}
