"use client";
// spec 1 §2: a profile list card shows at most 4 avatars, then "+N" for the rest (avatarOverflow).
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { avatarOverflow } from "@/lib/study-rules/tiers";
import { ProfileAvatar } from "./profile-avatar";

export function ProfileListCard({ profiles }: { profiles: TConsumerProfile[] }) {
  const { shown, more } = avatarOverflow(profiles);
  const hidden = profiles.length - shown.length;
  return (
    <div className="flex items-center" data-testid="profile-list-card">
      <ul className="flex -space-x-2" aria-label={profiles.map((p) => p.title).join(", ")}>
        {shown.map((p) => (
          <li key={p._id} title={p.title}>
            <ProfileAvatar avatar={p.avatar} title={p.title} size="sm" />
          </li>
        ))}
      </ul>
      {more && (
        <span className="ml-2 text-xs font-medium text-subtle" aria-label={PROFILE_MSG.moreAvatars(hidden)}>
          {more}
        </span>
      )}
    </div>
  );
}
