"use client";
// The confirm before deleting an assortment: Yes / Cancel, "Deleting..." while the call runs; a failure keeps the
// dialog open with the spec's toast "Sorry, there was a problem deleting the item" (spec 3 §8).
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { CONFIRM_CANCEL, CONFIRM_YES, STUDY_DIALOGS, STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { assortmentKeys, deleteAssortment } from "./assortments-api";
import { ASSORTMENT_LABELS } from "./labels";
import { assortmentFullLabel } from "@/lib/assortments/labels";

interface Props {
  brandId: string;
  assortment: TAssortment | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteAssortmentDialog({ brandId, assortment, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteAssortment(brandId, id),
    onSuccess: (_r, id) => {
      queryClient.setQueryData<TAssortment[]>(assortmentKeys.homepage(brandId), (list) => list?.filter((a) => a._id !== id));
      void queryClient.invalidateQueries({ queryKey: assortmentKeys.all(brandId) });
      onOpenChange(false);
    },
    onError: () => toast.error(STUDY_MSG.itemFailed("deleting")),
  });

  return (
    <Dialog.Root open={assortment !== null} onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-dialog w-[min(440px,94vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{ASSORTMENT_LABELS.deleteTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-subtle">
            {assortment ? ASSORTMENT_LABELS.deleteBody(assortmentFullLabel(assortment)) : ""}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded border border-line-strong px-4 py-2" disabled={mutation.isPending}>
              {CONFIRM_CANCEL}
            </Dialog.Close>
            <button
              type="button"
              disabled={mutation.isPending || !assortment}
              aria-busy={mutation.isPending || undefined}
              onClick={() => assortment && mutation.mutate(assortment._id)}
              className="rounded bg-danger px-4 py-2 text-white disabled:opacity-60"
            >
              {mutation.isPending ? STUDY_DIALOGS.delete.busy : CONFIRM_YES}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
