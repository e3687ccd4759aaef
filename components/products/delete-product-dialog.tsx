"use client";
// Delete confirmation (spec 1 §2). Success: "Product deleted." and the card leaves every loaded list.
// A product that no longer exists: the error toast "Product doesn't exist." (spec 1 §8), and it leaves the lists too.
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { deleteProduct, productKeys, type TProductPage } from "./catalogue-api";

export const DELETE_DIALOG = {
  title: "Delete product",
  body: (name: string) => `Are you sure you want to delete "${name}"? This cannot be undone.`,
  confirm: "Delete",
  cancel: "Cancel",
} as const;

interface Props {
  brandId: string;
  product: { _id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (productId: string) => void;
}

export function DeleteProductDialog({ brandId, product, onOpenChange, onDeleted }: Props) {
  const queryClient = useQueryClient();

  /** Drops the product from every cached page at once, then refetches so offsets and counts are right again. */
  function removeFromLists(productId: string) {
    queryClient.setQueriesData<InfiniteData<TProductPage>>({ queryKey: [...productKeys.all(brandId), "list"] }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => {
              const products = p.products.filter((x) => x._id !== productId);
              const removed = p.products.length - products.length;
              return { ...p, products, filtered_count: p.filtered_count - removed, total_count: p.total_count - removed };
            }),
          }
        : data,
    );
    queryClient.removeQueries({ queryKey: productKeys.detail(brandId, productId) });
    void queryClient.invalidateQueries({ queryKey: productKeys.all(brandId) });
  }

  const mutation = useMutation({
    mutationFn: (productId: string) => deleteProduct(brandId, productId),
    onSuccess: (_r, productId) => {
      toast.success(PRODUCT_MSG.deleted);
      removeFromLists(productId);
      onDeleted?.(productId);
      onOpenChange(false);
    },
    onError: (err, productId) => {
      if (err instanceof GraphQLRequestError && err.code === "not_found") {
        toast.error(PRODUCT_MSG.notFound);
        removeFromLists(productId);
        onDeleted?.(productId);
        onOpenChange(false);
        return;
      }
      // The server's text when it has one (e.g. the product became non-editable meanwhile), else the generic line.
      toast.error(err instanceof GraphQLRequestError ? err.message : MSG.genericItemError("deleting"));
    },
  });

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={onOpenChange}
      title={DELETE_DIALOG.title}
      description={product ? DELETE_DIALOG.body(product.name) : ""}
      cancelLabel={DELETE_DIALOG.cancel}
      confirmLabel={DELETE_DIALOG.confirm}
      tone="danger"
      busy={mutation.isPending}
      onConfirm={() => product && mutation.mutate(product._id)}
    />
  );
}
