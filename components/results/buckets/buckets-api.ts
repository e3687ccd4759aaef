// The Buckets tab's calls (spec 3 §7 "Groups of buckets"), through lib/api-client.ts (which throws ApiError with the
// server's text, status and invalid_params).
import { api } from "@/lib/api-client";
import type { TBucketGroup } from "@/lib/results/bucket-groups";
import type { createPayload, updatePayload } from "@/lib/results/tabs/buckets";

const base = (brandId: string, studyId: string) => `/admin/brand/${brandId}/survey/${studyId}`;

export const createBucketGroup = (brandId: string, studyId: string, body: ReturnType<typeof createPayload>) =>
  api<TBucketGroup>(`${base(brandId, studyId)}/group`, { method: "POST", json: body });

export const updateBucketGroup = (brandId: string, studyId: string, groupId: string, body: ReturnType<typeof updatePayload>) =>
  api<TBucketGroup>(`${base(brandId, studyId)}/group/${groupId}`, { method: "PUT", json: body });

export const deleteBucketGroup = (brandId: string, studyId: string, groupId: string) =>
  api<{ _id: string; deleted: true }>(`${base(brandId, studyId)}/group/${groupId}`, { method: "DELETE" });
