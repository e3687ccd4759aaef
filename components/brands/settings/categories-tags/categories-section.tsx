"use client";
// The brand's categories: each with its gender and how many assortments use it, and for writers Rename, Merge (a
// used category, when there is another) and Delete, the add form and the dialogs.
import { Button } from "@/components/ui/button";
import type { TBrandCategoryRow } from "@/lib/brands/wire";
import { SETTINGS_LABELS as L } from "../labels";
import { CategoryAddForm } from "./category-add-form";
import { CategoryDialogs } from "./category-dialogs";
import { useCategories } from "./use-categories";

interface Props {
  brandId: string;
  canWrite: boolean;
  categories: TBrandCategoryRow[];
  reload(): Promise<void>;
}

export function CategoriesSection({ brandId, canWrite, categories, reload }: Props) {
  const state = useCategories(brandId, categories, reload);
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-lg font-semibold text-ink">
        {L.categories}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{L.noCategories}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded border border-line" data-testid="category-list">
          {categories.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="font-medium text-ink">{c.name}</span>
              {c.gender && <span className="text-sm text-muted">{c.gender}</span>}
              <span className="text-sm text-muted">{L.usedBy(c.assortments)}</span>
              {canWrite && (
                <span className="ml-auto flex gap-2">
                  <Button aria-label={L.renameOf(c.name)} onClick={() => state.open("rename", c)}>
                    {L.rename}
                  </Button>
                  {c.assortments > 0 && categories.length > 1 && (
                    <Button aria-label={L.mergeOf(c.name)} onClick={() => state.open("merge", c)}>
                      {L.merge}
                    </Button>
                  )}
                  <Button aria-label={L.deleteOf(c.name)} onClick={() => state.open("delete", c)}>
                    {L.delete}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && <CategoryAddForm busy={state.busy} onAdd={state.add} />}
      <CategoryDialogs state={state} categories={categories} />
    </section>
  );
}
