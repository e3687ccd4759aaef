"use client";
// A consumer profile's avatar (the avatar image, or the title's initial on a neutral disc) and its tier badge.
import type { TBrandAvatar } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { tierBadge } from "@/lib/study-rules/tiers";

const sizes = { sm: "h-8 w-8 text-xs", md: "h-12 w-12 text-base" } as const;

export function ProfileAvatar({ avatar, title, size = "md" }: { avatar: TBrandAvatar | null; title: string; size?: keyof typeof sizes }) {
  const cls = `${sizes[size]} shrink-0 rounded-full border-2 border-white bg-sunken-strong object-cover`;
  // Decorative: the title is always shown (or named) next to it.
  if (avatar?.images.mobile) return <img src={avatar.images.mobile} alt="" className={cls} />;
  return (
    <span aria-hidden="true" className={`${cls} inline-flex items-center justify-center font-semibold text-subtle`}>
      {title.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

/** spec 1 §2: "$" repeated tier times; screen readers hear "Tier N". */
export function TierBadge({ tier }: { tier: number }) {
  const label = PROFILE_MSG.tierLabel(tier);
  return (
    <span role="img" aria-label={label} title={label} data-testid="tier-badge" className="rounded bg-success-soft px-2 py-0.5 font-mono text-sm font-semibold text-success-ink">
      {tierBadge(tier)}
    </span>
  );
}
