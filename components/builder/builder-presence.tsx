"use client";
// Co-editing presence in the wizard (spec 2 §1 "the product shows who is present and which product each person is
// editing", §3 "Editor presence record", §7 "Co-editing"): the avatars of the other editors of this study, with
// their names and the product they edit on hover, and the hooks the steps use. The subscription lives in
// ./presence-store.ts.
import { useEffect, useMemo } from "react";
import { LAYERED_AVATARS_DEFAULT } from "@/lib/constants";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { EMPTY, editorInitials, editorName, editorTitle, useEditors, useStudyPresenceStore, type TEditor } from "@/components/coediting/presence-store";
import { useBuilder } from "./builder-context";

export type { TEditor };

/** The other users present on the wizard's study (this user's own record left out). */
export function useStudyEditors(): TEditor[] {
  const { brandId, study } = useBuilder();
  const editors = useEditors(useStudyPresenceStore(brandId, study._id));
  return useMemo(() => editors.filter((e) => !e.is_self), [editors]);
}

/** Announces that this tab edits `productId` while mounted (null: none). */
export function useEditingProduct(productId: string | null): void {
  const { brandId, study } = useBuilder();
  const store = useStudyPresenceStore(brandId, study._id);
  useEffect(() => {
    const token = Symbol("editing");
    store.want(token, productId);
    return () => store.want(token, null);
  }, [store, productId]);
}

/** The other users editing `productId` on the wizard's study. */
export function useProductEditors(productId: string | null): TEditor[] {
  const others = useStudyEditors();
  return useMemo(() => (productId ? others.filter((e) => e.editingProducts.includes(productId)) : EMPTY), [others, productId]);
}

/** Avatars of the other editors of this study (rendered by the wizard shell's header). */
export function BuilderPresence() {
  const { study } = useBuilder();
  const others = useStudyEditors();
  const names = useMemo(() => new Map(study.questions.map((q) => [q.product, q.full_product.name])), [study.questions]);
  if (!others.length) return null;
  const shown = others.slice(0, LAYERED_AVATARS_DEFAULT);
  const productName = (id: string) => names.get(id) ?? id;
  return (
    <ul aria-label={BUILDER_MSG.editorsPresent} className="flex -space-x-2" data-testid="builder-presence">
      {shown.map((e) => {
        const title = editorTitle(e, productName);
        return (
          <li
            key={e._id}
            title={title}
            aria-label={title}
            data-editor={e.email}
            data-editing={e.editingProducts.join(",") || undefined}
            className={`relative flex h-8 w-8 items-center justify-center rounded-full border-2 text-xs font-semibold text-white ${
              e.editingProducts.length ? "border-warning bg-presence" : "border-white bg-presence"
            }`}
          >
            {editorInitials(e)}
          </li>
        );
      })}
      {others.length > shown.length && (
        <li
          title={others.slice(shown.length).map(editorName).join(", ")}
          className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-muted text-xs text-white"
        >
          +{others.length - shown.length}
        </li>
      )}
    </ul>
  );
}
