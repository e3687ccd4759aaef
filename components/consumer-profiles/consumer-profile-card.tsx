"use client";
// spec 1 §2 "Consumer profile summary card": avatar, title, grouped panel-screener selections, the age range
// ("min - max" or "Not Specified"), the tier badge, and the edit / delete menu — shown only when the caller passes
// onEdit / onDelete, which it does only for admins outside view-only mode (showProfileMenu).
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreVertical } from "lucide-react";
import type { ReactNode } from "react";
import { ageRangeFromSelections } from "@/lib/consumer-profiles/profile-rules";
import type { TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { groupSelections } from "@/lib/study-rules/tiers";
import { ProfileAvatar, TierBadge } from "./profile-avatar";

export interface TConsumerProfileCardProps {
  profile: TConsumerProfile;
  screeners: TPanelScreenerWire[];
  /** Shown only for admins and outside view-only mode (spec 1 §2); omit to hide the menu. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Optional content in the card's header (e.g. a selection checkbox). */
  leading?: ReactNode;
  className?: string;
  /** Hides the tier badge (e.g. a study with settings.disable_tier). */
  hideTier?: boolean;
}

const itemClass = "flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-ink-soft outline-none data-[highlighted]:bg-sunken";

export function ConsumerProfileCard({ profile, screeners, onEdit, onDelete, leading, className, hideTier = false }: TConsumerProfileCardProps) {
  const groups = groupSelections(profile.options, screeners);
  const age = ageRangeFromSelections(profile.options, screeners);
  const headingId = `profile-${profile._id}-title`;
  return (
    <article aria-labelledby={headingId} data-testid="consumer-profile-card" className={`flex flex-col gap-2 rounded-lg border border-line bg-white p-4 ${className ?? ""}`}>
      <div className="flex items-start gap-3">
        {leading}
        <ProfileAvatar avatar={profile.avatar} title={profile.title} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words text-sm font-semibold text-ink">
            {profile.title}
          </h3>
          <p className="text-xs text-muted">
            {PROFILE_MSG.ageRange}: <span>{age}</span>
          </p>
        </div>
        {!hideTier && <TierBadge tier={profile.tier} />}
        {(onEdit || onDelete) && (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <button type="button" aria-label={PROFILE_MSG.menu(profile.title)} className="rounded p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
                <MoreVertical aria-hidden="true" className="h-4 w-4" />
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" className="z-popover min-w-32 rounded border border-line bg-white p-1 shadow-lg">
                {onEdit && (
                  <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
                    {PROFILE_MSG.edit}
                  </DropdownMenu.Item>
                )}
                {onDelete && (
                  <DropdownMenu.Item className={`${itemClass} text-danger`} onSelect={onDelete}>
                    {PROFILE_MSG.delete}
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
      </div>
      {groups.length > 0 && (
        <dl className="flex flex-col gap-1 text-xs">
          {groups.map((g) => (
            <div key={g.group}>
              <dt className="font-medium text-subtle">{g.group}</dt>
              {g.screeners.map((s) => (
                <dd key={s.title} className="text-muted">
                  {g.screeners.length > 1 || s.title !== g.group ? `${s.title}: ` : ""}
                  {s.values.join(", ")}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
