"use client";
// Categories & tags tab: the brand's categories (add, rename, move assortments to another category, delete with a
// confirmation; a used category cannot be deleted) and its tag tree (add under a parent, delete with confirmation).
// The sections live in categories-tags/.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CategoriesSection } from "./categories-tags/categories-section";
import { TagsSection } from "./categories-tags/tags-section";
import { Loading, LoadFailed, ReadOnlyNote } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import { fetchCategoriesAndTags, settingsKeys } from "./settings-api";

export function CategoriesTagsTab({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const client = useQueryClient();
  const q = useQuery({ queryKey: settingsKeys.catsTags(brandId), queryFn: () => fetchCategoriesAndTags(brandId) });
  const reload = () => client.invalidateQueries({ queryKey: settingsKeys.catsTags(brandId) });
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-8">
      {!canWrite && <ReadOnlyNote text={L.readOnly} />}
      <CategoriesSection brandId={brandId} canWrite={canWrite} categories={q.data.categories} reload={reload} />
      <TagsSection brandId={brandId} canWrite={canWrite} tags={q.data.tags} reload={reload} />
    </div>
  );
}
