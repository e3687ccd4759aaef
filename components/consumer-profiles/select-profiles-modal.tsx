"use client";
// "Select More Consumer Profiles" (spec 2 §2 Consumers step; spec 1 §2): the brand's consumer profiles as
// selectable cards; Confirm hands back the chosen ids. Admins acting as themselves (canManage, not view-only)
// also get "Create New" and each card's edit / delete menu (delete asks first; the server archives a profile an
// audience uses). Loading, empty and error states.
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { showProfileMenu } from "@/lib/study-rules/tiers";
import { ConsumerProfileCard } from "./consumer-profile-card";
import { ProfileEditorDialog } from "./profile-editor-dialog";
import { DeleteProfileDialog } from "./delete-profile-dialog";
import { useConsumerProfiles } from "./use-consumer-profiles";

export interface TSelectProfilesModalProps {
  brandId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The profile ids already chosen. */
  selected: string[];
  onConfirm(ids: string[]): void;
  /** Admins acting as themselves may create, edit and delete profiles inside the modal. */
  canManage: boolean;
  readOnly?: boolean;
}

type TEditor = { profile: TConsumerProfile | null } | null;

export function SelectProfilesModal({ brandId, open, onOpenChange, selected, onConfirm, canManage, readOnly = false }: TSelectProfilesModalProps) {
  const { profiles, screeners, loading, error, reload } = useConsumerProfiles(brandId);
  const [chosen, setChosen] = useState<string[]>(selected);
  const [editor, setEditor] = useState<TEditor>(null);
  const [toDelete, setToDelete] = useState<TConsumerProfile | null>(null);
  const manage = showProfileMenu({ isAdmin: canManage, viewOnly: readOnly });

  // Start from the caller's selection each time the modal opens.
  useEffect(() => {
    if (open) setChosen(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening; later prop changes must not reset a pending choice
  }, [open]);

  // Profiles hidden from the editor stay listed only when already chosen (our decision).
  const listed = profiles.filter((p) => !p.hide_from_editor || chosen.includes(p._id));
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={PROFILE_MSG.selectMore}
        size="lg"
        footer={
          <>
            {manage && (
              <button type="button" className={`${buttonClass("secondary")} mr-auto`} onClick={() => setEditor({ profile: null })}>
                {PROFILE_MSG.createNew}
              </button>
            )}
            <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
              {PROFILE_MSG.cancel}
            </button>
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={readOnly || loading}
              onClick={() => {
                onConfirm(chosen);
                onOpenChange(false);
              }}
            >
              {PROFILE_MSG.confirm}
            </button>
          </>
        }
      >
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {PROFILE_MSG.selectedCount(chosen.length)}
        </p>
        {loading ? (
          <p role="status" className="mt-4 text-sm text-muted">
            {PROFILE_MSG.loading}
          </p>
        ) : error ? (
          <div role="alert" className="mt-4 flex items-center gap-3 text-sm text-danger-strong">
            {PROFILE_MSG.loadFailed}
            <button type="button" className={buttonClass("secondary")} onClick={() => void reload()}>
              {PROFILE_MSG.retry}
            </button>
          </div>
        ) : listed.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{PROFILE_MSG.empty}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={PROFILE_MSG.selectMore}>
            {listed.map((p) => (
              <li key={p._id}>
                <ConsumerProfileCard
                  profile={p}
                  screeners={screeners}
                  className={chosen.includes(p._id) ? "ring-2 ring-focus" : ""}
                  leading={
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4"
                      aria-label={PROFILE_MSG.select(p.title)}
                      checked={chosen.includes(p._id)}
                      disabled={readOnly}
                      onChange={() => toggle(p._id)}
                    />
                  }
                  onEdit={manage && p.editable ? () => setEditor({ profile: p }) : undefined}
                  onDelete={manage ? () => setToDelete(p) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Dialog>

      {manage && (
        <ProfileEditorDialog
          brandId={brandId}
          open={editor !== null}
          onOpenChange={(o) => !o && setEditor(null)}
          profile={editor?.profile ?? null}
          screeners={screeners}
          onSaved={(saved) => {
            // A newly created profile is chosen right away (our decision).
            if (!editor?.profile) setChosen((c) => (c.includes(saved._id) ? c : [...c, saved._id]));
            void reload();
          }}
        />
      )}

      <DeleteProfileDialog
        brandId={brandId}
        profile={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={async (p) => {
          setChosen((c) => c.filter((x) => x !== p._id));
          await reload();
        }}
      />
    </>
  );
}
