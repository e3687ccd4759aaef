"use client";
// PLACEHOLDER (the P5 consumer-profiles helper replaces the body; the signature is the contract).
import type { TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";

export interface TUseConsumerProfiles {
  profiles: TConsumerProfile[];
  screeners: TPanelScreenerWire[];
  loading: boolean;
  error: boolean;
  reload(): Promise<void>;
}

export function useConsumerProfiles(brandId: string): TUseConsumerProfiles {
  void brandId;
  return { profiles: [], screeners: [], loading: false, error: false, reload: async () => {} };
}
