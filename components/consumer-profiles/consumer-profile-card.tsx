"use client";
// PLACEHOLDER (the P5 consumer-profiles helper replaces the body; the props are the contract).
import type { TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";

export interface TConsumerProfileCardProps {
  profile: TConsumerProfile;
  screeners: TPanelScreenerWire[];
  /** Shown only for admins and outside view-only mode (spec 1 §2); omit to hide the menu. */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function ConsumerProfileCard({ profile }: TConsumerProfileCardProps) {
  return <article aria-label={profile.title}>{profile.title}</article>;
}
