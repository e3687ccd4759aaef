"use client";
// Consumer profiles tab (?tab=consumer-profiles; spec 1 §2, spec 2 §2): the brand's profiles as summary cards from
// components/consumer-profiles. Admins create, edit and delete them (the server allows only admins); others view.
import { useState } from "react";
import { ConsumerProfileCard } from "@/components/consumer-profiles/consumer-profile-card";
import { ProfileEditorDialog } from "@/components/consumer-profiles/profile-editor-dialog";
import { DeleteProfileDialog } from "@/components/consumer-profiles/delete-profile-dialog";
import { useConsumerProfiles } from "@/components/consumer-profiles/use-consumer-profiles";
import { buttonClass } from "@/components/ui/button";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { showProfileMenu } from "@/lib/study-rules/tiers";
import { Loading, LoadFailed } from "./controls";
import { SETTINGS_LABELS as L, SETTINGS_TABS } from "./labels";

export function ConsumerProfilesTab({ brandId, isAdmin }: { brandId: string; isAdmin: boolean }) {
  const { profiles, screeners, loading, error, reload } = useConsumerProfiles(brandId);
  const [editor, setEditor] = useState<{ profile: TConsumerProfile | null } | null>(null);
  const [toDelete, setToDelete] = useState<TConsumerProfile | null>(null);
  const manage = showProfileMenu({ isAdmin, viewOnly: false });

  return (
    <div className="space-y-4">
      {/* The tab's heading (the cards' titles are h3s under it: axe's heading order, P10). */}
      <h2 className="sr-only">{SETTINGS_TABS.find((t) => t.id === "consumer-profiles")?.label}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-subtle">{L.profilesIntro}</p>
        {manage && (
          <button type="button" className={`${buttonClass("primary")} ml-auto`} onClick={() => setEditor({ profile: null })}>
            {L.createProfile}
          </button>
        )}
      </div>
      {loading ? (
        <Loading text={PROFILE_MSG.loading} />
      ) : error ? (
        <LoadFailed message={PROFILE_MSG.loadFailed} retryLabel={PROFILE_MSG.retry} onRetry={() => void reload()} />
      ) : profiles.length === 0 ? (
        <p className="text-sm text-muted">{PROFILE_MSG.empty}</p>
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
      <DeleteProfileDialog brandId={brandId} profile={toDelete} onClose={() => setToDelete(null)} onDeleted={() => reload()} />
    </div>
  );
}
