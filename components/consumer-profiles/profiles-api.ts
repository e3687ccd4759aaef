"use client";
// REST calls of consumer profiles (spec 1 §7): GET /admin/panel_screeners, GET/POST /brand/{b}/consumer_profile,
// PUT/DELETE /brand/{b}/consumer_profile/{id}, GET /brand/{b}/avatar.
import { api } from "@/lib/api-client";
import type { TConsumerProfileInput } from "@/lib/consumer-profiles/profile-rules";
import type { TBrandAvatar, TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";

export const profileKeys = {
  profiles: (brandId: string) => ["consumer-profiles", brandId] as const,
  screeners: ["panel-screeners"] as const,
  avatars: (brandId: string) => ["brand-avatars", brandId] as const,
};

export const fetchProfiles = (brandId: string) => api<TConsumerProfile[]>(`/brand/${brandId}/consumer_profile`);
export const fetchScreeners = () => api<TPanelScreenerWire[]>("/admin/panel_screeners");
export const fetchAvatars = (brandId: string) => api<TBrandAvatar[]>(`/brand/${brandId}/avatar`);

export const createProfile = (brandId: string, body: TConsumerProfileInput) =>
  api<TConsumerProfile>(`/brand/${brandId}/consumer_profile`, { method: "POST", json: body });
export const updateProfile = (brandId: string, id: string, body: TConsumerProfileInput) =>
  api<TConsumerProfile>(`/brand/${brandId}/consumer_profile/${id}`, { method: "PUT", json: body });
export const deleteProfile = (brandId: string, id: string) =>
  api<{ _id: string; archived: boolean }>(`/brand/${brandId}/consumer_profile/${id}`, { method: "DELETE" });
