// The knowledge base's calls from the page (P14 item 1): collections and their entries.
import { api } from "@/lib/api-client";
import type { TCollection, TCollectionDetail } from "@/lib/knowledge/collections";
import type { TKnowledgeKind } from "@/lib/knowledge/messages";

const base = (brandId: string) => `/brand/${brandId}/knowledge_base/collections`;

export const createCollection = (brandId: string, body: { name: string; description: string }) =>
  api<TCollection>(base(brandId), { method: "POST", json: body });
export const updateCollection = (brandId: string, id: string, body: { date_modified: string; name?: string; description?: string; order?: string[] }) =>
  api<TCollectionDetail>(`${base(brandId)}/${id}`, { method: "PATCH", json: body });
export const deleteCollection = (brandId: string, id: string) => api<{ deleted: true }>(`${base(brandId)}/${id}`, { method: "DELETE" });
export const addToCollection = (brandId: string, id: string, entry: { kind: TKnowledgeKind; source_id: string }) =>
  api<TCollectionDetail>(`${base(brandId)}/${id}/items`, { method: "POST", json: entry });
export const removeFromCollection = (brandId: string, id: string, itemId: string) =>
  api<TCollectionDetail>(`${base(brandId)}/${id}/items/${itemId}`, { method: "DELETE" });
