"use client";
// "Create Study" (survey write) and "Try New Builder [Beta]" (admins of brands with the v2 creator), spec 3 §2, §6,
// §7. A new study belongs to an assortment: inside an assortment that one is used; on /tests a small dialog asks
// for it. Success opens the new Draft's editor; failure shows the spec's V1 / V2 toast.
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { studyAssortmentLabel, studyEditHref, studyV2EditHref } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess } from "@/lib/studies/wire";
import { fetchAssortmentChoices } from "@/lib/assortments/choices";
import { createStudyV1, createStudyV2, studyKeys } from "./studies-api";

export const CREATE_TEXT = {
  createStudy: "Create Study",
  chooseTitle: "Choose an assortment",
  chooseBody: "The new study is made for the products of this assortment.",
  assortment: "Assortment",
  create: "Create",
  creating: "Creating...",
  cancel: "Cancel",
  noAssortments: "This brand has no assortment yet. Create one on the timeline first.",
} as const;

type TVersion = "V1" | "V2";

interface Props {
  brandId: string;
  assortmentId?: string;
  access: TStudyAccess;
}

export function CreateStudyButtons({ brandId, assortmentId, access }: Props) {
  const router = useRouter();
  const [choosing, setChoosing] = useState<TVersion | null>(null);
  const create = useMutation({
    mutationFn: async ({ version, assortment }: { version: TVersion; assortment: string }) =>
      version === "V1"
        ? studyEditHref(brandId, await createStudyV1(brandId, assortment))
        : studyV2EditHref(brandId, await createStudyV2(brandId, assortment)),
    onSuccess: (href) => {
      setChoosing(null);
      router.push(href);
    },
    onError: (_e, { version }) => toast.error(STUDY_MSG.createFailed(version)),
  });

  const start = (version: TVersion) => {
    if (assortmentId) create.mutate({ version, assortment: assortmentId });
    else setChoosing(version);
  };
  const showV1 = access.canWriteSurvey;
  const showV2 = access.isAdmin && access.features.enableSurveyCreatorV2;
  if (!showV1 && !showV2) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {showV2 && (
        <button
          type="button"
          onClick={() => start("V2")}
          disabled={create.isPending}
          className="rounded border border-primary bg-white px-4 py-2 text-sm text-primary-strong disabled:opacity-50"
        >
          {STUDY_MSG.newBuilder}
        </button>
      )}
      {showV1 && (
        <button
          type="button"
          onClick={() => start("V1")}
          disabled={create.isPending}
          className="rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50"
        >
          {create.isPending && assortmentId ? CREATE_TEXT.creating : CREATE_TEXT.createStudy}
        </button>
      )}
      {!assortmentId && (
        <AssortmentChoiceDialog
          brandId={brandId}
          open={choosing !== null}
          busy={create.isPending}
          onOpenChange={(open) => !open && !create.isPending && setChoosing(null)}
          onChoose={(assortment) => choosing && create.mutate({ version: choosing, assortment })}
        />
      )}
    </div>
  );
}

function AssortmentChoiceDialog({
  brandId,
  open,
  busy,
  onOpenChange,
  onChoose,
}: {
  brandId: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (assortmentId: string) => void;
}) {
  const selectId = useId();
  const [picked, setPicked] = useState("");
  const choices = useQuery({ queryKey: studyKeys.assortments(brandId), queryFn: () => fetchAssortmentChoices(brandId), enabled: open });
  const options = choices.data ?? [];
  const value = picked || options[0]?._id || "";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-dialog w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{CREATE_TEXT.chooseTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-subtle">{CREATE_TEXT.chooseBody}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (value) onChoose(value);
            }}
          >
            {choices.isPending ? (
              <p role="status">{STUDY_MSG.loading}</p>
            ) : choices.isError ? (
              <p role="alert" className="text-danger">
                {STUDY_MSG.fetchAssortment}
              </p>
            ) : options.length === 0 ? (
              <p role="status">{CREATE_TEXT.noAssortments}</p>
            ) : (
              <div className="flex flex-col gap-1 text-sm font-medium">
                <label htmlFor={selectId}>{CREATE_TEXT.assortment}</label>
                <select id={selectId} value={value} onChange={(e) => setPicked(e.target.value)} className="rounded border border-line-strong bg-white px-3 py-2">
                  {options.map((a) => (
                    <option key={a._id} value={a._id}>
                      {[studyAssortmentLabel(a), a.brand_category?.name, a.name].filter(Boolean).join(" · ")}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className="rounded border border-line-strong px-4 py-2 text-sm" disabled={busy}>
                {CREATE_TEXT.cancel}
              </Dialog.Close>
              <button type="submit" disabled={busy || !value} className="rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50">
                {busy ? CREATE_TEXT.creating : CREATE_TEXT.create}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
