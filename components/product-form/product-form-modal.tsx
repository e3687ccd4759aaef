"use client";
// Product add/edit modal (spec 1 §2 "Product add/edit modal", §4, §5, §8): titled "Add Product" / "Edit Product",
// language tabs, details driven by the brand's property metadata, images and 3D models. Save follows the shared
// rule (rules.canSaveProduct); the server enforces the same rules through the same schema (ZProductInput).
import { X } from "lucide-react";
import { Dialog, DialogClose } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange} size="xl" title={title}>
      <DialogClose aria-label={FORM_LABELS.cancel} className="absolute right-4 top-4 rounded p-1 hover:bg-sunken">
        <X size={18} aria-hidden />
      </DialogClose>
      {/* Mounted per opening, so a reopened modal starts from the stored product, not abandoned edits. */}
      {/* The form brings its own padding and footer bar: edge to edge under the title. */}
      {open && (
        <div className="-mx-6 -mb-6 mt-4 border-t border-line">
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
        </div>
      )}
    </Dialog>
  );
}
