"use client";
// The brand's consumer profiles and the platform panel screeners, for the audience section and the profile modal
// (docs/contracts/p5-builder.md). Both lists are cached by react-query; reload() refetches them.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TBrandAvatar, TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { fetchAvatars, fetchProfiles, fetchScreeners, profileKeys } from "./profiles-api";

export interface TUseConsumerProfiles {
  profiles: TConsumerProfile[];
  screeners: TPanelScreenerWire[];
  loading: boolean;
  error: boolean;
  reload(): Promise<void>;
}

const NO_PROFILES: TConsumerProfile[] = [];
const NO_SCREENERS: TPanelScreenerWire[] = [];
const NO_AVATARS: TBrandAvatar[] = [];

export function useConsumerProfiles(brandId: string): TUseConsumerProfiles {
  const client = useQueryClient();
  const profiles = useQuery({ queryKey: profileKeys.profiles(brandId), queryFn: () => fetchProfiles(brandId), enabled: Boolean(brandId) });
  // Screeners are platform data and change rarely.
  const screeners = useQuery({ queryKey: profileKeys.screeners, queryFn: fetchScreeners, staleTime: 5 * 60_000 });
  const reload = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: profileKeys.profiles(brandId) }),
      client.invalidateQueries({ queryKey: profileKeys.screeners }),
    ]);
  }, [client, brandId]);
  return {
    profiles: profiles.data ?? NO_PROFILES,
    screeners: screeners.data ?? NO_SCREENERS,
    loading: profiles.isPending || screeners.isPending,
    error: profiles.isError || screeners.isError,
    reload,
  };
}

/** Platform and brand avatars for the profile editor's picker. */
export function useBrandAvatars(brandId: string, enabled = true): { avatars: TBrandAvatar[]; loading: boolean; error: boolean } {
  const q = useQuery({ queryKey: profileKeys.avatars(brandId), queryFn: () => fetchAvatars(brandId), enabled: enabled && Boolean(brandId), staleTime: 5 * 60_000 });
  return { avatars: q.data ?? NO_AVATARS, loading: q.isPending && enabled, error: q.isError };
}
