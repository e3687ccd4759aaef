"use client";
// Product add/edit modal (spec 1 §2 "Product add/edit modal", §4, §5, §8): titled "Add Product" / "Edit Product",
// language tabs, details driven by the brand's property metadata, images and 3D models. Save follows the shared
// rule (rules.canSaveProduct); the server enforces the same rules through the same schema (ZProductInput).
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { FORM_LABELS } from "@/lib/products/form-mapping";
import { ProductFormBody } from "./product-form-body";

export type ProductFormModalProps = {
  brandId: string;
  productId?: string;
  assortmentId?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(productId: string): void;
};

export function ProductFormModal({ brandId, productId, assortmentId, open, onOpenChange, onSaved }: ProductFormModalProps) {
  const title = productId ? PRODUCT_MSG.editTitle : PRODUCT_MSG.addTitle;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-dialog flex max-h-[92vh] w-[min(960px,96vw)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-line px-6 py-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={FORM_LABELS.cancel} className="rounded p-1 hover:bg-sunken">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {/* Mounted per opening, so a reopened modal starts from the stored product, not abandoned edits. */}
          {open && (
            <ProductFormBody
              key={productId ?? "new"}
              brandId={brandId}
              productId={productId}
              assortmentId={assortmentId}
              onCancel={() => onOpenChange(false)}
              onNotFound={() => {
                toast.error(PRODUCT_MSG.notFound);
                onOpenChange(false);
              }}
              onSaved={(id) => {
                onSaved?.(id);
                onOpenChange(false);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
