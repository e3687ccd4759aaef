"use client";
// The confirm before deleting an assortment: Yes / Cancel, "Deleting..." while the call runs; a failure keeps the
// dialog open with the spec's toast "Sorry, there was a problem deleting the item" (spec 3 §8).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={assortment !== null}
      onOpenChange={onOpenChange}
      title={ASSORTMENT_LABELS.deleteTitle}
      description={assortment ? ASSORTMENT_LABELS.deleteBody(assortmentFullLabel(assortment)) : ""}
      cancelLabel={CONFIRM_CANCEL}
      confirmLabel={mutation.isPending ? STUDY_DIALOGS.delete.busy : CONFIRM_YES}
      tone="danger"
      busy={mutation.isPending}
      onConfirm={() => assortment && mutation.mutate(assortment._id)}
    />
  );
}
