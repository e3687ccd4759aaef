"use client";
// Delete confirmation (spec 1 §2). Success: "Product deleted." and the card leaves every loaded list.
// A product that no longer exists: the error toast "Product doesn't exist." (spec 1 §8), and it leaves the lists too.
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
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
    <Dialog.Root open={product !== null} onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-dialog w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{DELETE_DIALOG.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">{product ? DELETE_DIALOG.body(product.name) : ""}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded border border-line-strong px-4 py-2" disabled={mutation.isPending}>
              {DELETE_DIALOG.cancel}
            </Dialog.Close>
            <button
              type="button"
              disabled={mutation.isPending || !product}
              onClick={() => product && mutation.mutate(product._id)}
              className="rounded bg-danger px-4 py-2 text-white disabled:opacity-50"
            >
              {DELETE_DIALOG.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
