"use client";
// The wizard's Products step (spec 2 §2 "Products step", §4 ordering and kept questions, §5 product limit warning):
// the assortment's catalogue at left, the study's products at right. Every change goes through useBuilder().update
// with the whole product list in order (ZStudySave.products); the server keeps a removed product's question, so
// adding it back restores it.
import { useEffect, useMemo, useState } from "react";
import { ProductFormModal } from "@/components/product-form/product-form-modal";
import { BUILDER_MSG } from "@/lib/builder/messages";
import {
  canReorder,
  currentSaveList,
  isSelected,
  moveProduct,
  productLimitWarning,
  removeProduct,
  shuffleState,
  RANDOM_REQUIRED_TYPES,
  toggleProduct,
  type TSaveProduct,
} from "@/lib/builder/products";
import { useBuilder } from "../builder-context";
import { CatalogueColumn, firstImage } from "../products/catalogue-column";
import { ConfirmDialog } from "../products/confirm-dialog";
import { SelectedColumn, type TSelectedItem } from "../products/selected-column";
import { useAssortmentProducts, type TBuilderCatalogueProduct } from "../products/use-assortment-products";
import { useEditingProduct } from "../builder-presence";
import { templateFlags } from "@/lib/builder/template-config";

/** Rendered by the wizard shell, inside its TanStack Query provider. */
export function ProductsStep() {
  return <ProductsStepBody />;
}

type TModal = { kind: "add" } | { kind: "edit"; productId: string } | null;
type TConfirm = { kind: "one"; item: { product: string; name: string } } | { kind: "all" } | null;

function ProductsStepBody() {
  const { brandId, assortmentId, study, draft, readOnly, saveState, update } = useBuilder();
  const catalogueAssortment = assortmentId ?? study.assortment?._id ?? study.assortment_id ?? null;
  const catalogue = useAssortmentProducts(brandId, catalogueAssortment);
  const [modal, setModal] = useState<TModal>(null);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  useEditingProduct(modal?.kind === "edit" ? modal.productId : null);

  const list = useMemo(() => currentSaveList(study, draft.products), [study, draft.products]);
  const selectedIds = useMemo(() => new Set(list.map((p) => p.product)), [list]);
  const shuffle = shuffleState(draft.type ?? study.type, draft.random ?? study.random, templateFlags(draft.config ?? study.config).switchProductOrdering);
  const limit = draft.limit ?? study.limit;
  const storedRandom = draft.random ?? study.random;

  // line_review requires a randomised order (spec 2 §1): a line review stored with manual order is switched to shuffled.
  // Deferred a tick: on mount this effect runs before the provider's own effects have set up its autosave.
  useEffect(() => {
    // Shown on while stored off means the type requires it (shuffleState).
    if (!shuffle.on || storedRandom || readOnly) return;
    const t = setTimeout(() => update({ random: true }), 0);
    return () => clearTimeout(t);
  }, [shuffle.on, storedRandom, readOnly, update]);

  const items: TSelectedItem[] = useMemo(() => {
    const fromCatalogue = new Map((catalogue.data ?? []).map((p) => [p._id, p]));
    const fromStudy = new Map(study.questions.map((q) => [q.product, q]));
    return list.map(({ product }) => {
      const q = fromStudy.get(product);
      const c = fromCatalogue.get(product);
      const studyImage = q?.full_product.images[0];
      return {
        product,
        name: c?.name ?? q?.full_product.name ?? "",
        colors: c?.colors ?? q?.full_product.colors ?? null,
        image: (c ? firstImage(c.images) : null) ?? (studyImage ? studyImage.mobile || studyImage.desktop || studyImage.original : null),
        deleted: q?.full_product.deleted ?? false,
      };
    });
  }, [list, study.questions, catalogue.data]);

  const save = (products: TSaveProduct[]) => update({ products });

  function onToggle(p: TBuilderCatalogueProduct) {
    if (isSelected(list, p._id)) setConfirm({ kind: "one", item: { product: p._id, name: p.name } });
    else save(toggleProduct(list, p._id));
  }

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <CatalogueColumn
        products={catalogue.data}
        loading={catalogue.isPending}
        failed={catalogue.isError}
        selectedIds={selectedIds}
        disabled={readOnly}
        onToggle={onToggle}
        onAdd={() => setModal({ kind: "add" })}
        onEdit={(p) => setModal({ kind: "edit", productId: p._id })}
      />
      <SelectedColumn
        items={items}
        shuffle={{
          ...shuffle,
          hint: RANDOM_REQUIRED_TYPES.includes(draft.type ?? study.type ?? "") ? BUILDER_MSG.productsShuffleLocked : BUILDER_MSG.productsOrderingFixed,
        }}
        canReorder={canReorder({ readOnly, saving: saveState === "saving", shuffled: shuffle.on })}
        readOnly={readOnly}
        limitWarning={productLimitWarning(list.length, limit, shuffle.on)}
        onMove={(a, b) => save(moveProduct(list, a, b))}
        onRemove={(item) => setConfirm({ kind: "one", item })}
        onRemoveAll={() => setConfirm({ kind: "all" })}
        onShuffle={(on) => update({ random: on })}
      />

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "all" ? BUILDER_MSG.productsRemoveAllTitle : BUILDER_MSG.productsUnselectTitle}
        body={
          confirm?.kind === "all"
            ? BUILDER_MSG.productsRemoveAllBody(list.length)
            : confirm?.kind === "one"
              ? BUILDER_MSG.productsUnselectBody(confirm.item.name)
              : ""
        }
        confirmLabel={BUILDER_MSG.productsUnselectConfirm}
        onConfirm={() => {
          if (readOnly || !confirm) return;
          save(confirm.kind === "all" ? [] : removeProduct(list, confirm.item.product));
        }}
        onOpenChange={(open) => !open && setConfirm(null)}
      />

      <ProductFormModal
        brandId={brandId}
        productId={modal?.kind === "edit" ? modal.productId : undefined}
        assortmentId={catalogueAssortment ?? undefined}
        open={modal !== null && !readOnly}
        onOpenChange={(open) => !open && setModal(null)}
        onSaved={() => void catalogue.refetch()}
      />
    </div>
  );
}
