"use client";
// PLACEHOLDER (the P5 consumer-profiles helper replaces the body; the props are the contract).
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";

export function ProfileListCard({ profiles }: { profiles: TConsumerProfile[] }) {
  return <div>{profiles.length}</div>;
}
