"use client";
// "Create Study" (survey write) and "Try New Builder [Beta]" (admins of brands with the v2 creator), spec 3 §2, §6,
// §7. A new study belongs to an assortment: inside an assortment that one is used; on /tests a small dialog asks
// for it. Success opens the new Draft's editor; failure shows the spec's V1 / V2 toast.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { studyEditHref, studyV2EditHref } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess } from "@/lib/studies/wire";
import { AssortmentChoiceDialog } from "./assortment-choice-dialog";
import { CREATE_TEXT } from "./create-study-text";
import { createStudyV1, createStudyV2 } from "./studies-api";

export { CREATE_TEXT };

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
        <Button onClick={() => start("V2")} disabled={create.isPending} className="border-primary! bg-white text-primary-strong">
          {STUDY_MSG.newBuilder}
        </Button>
      )}
      {showV1 && (
        <Button variant="primary" onClick={() => start("V1")} disabled={create.isPending}>
          {create.isPending && assortmentId ? CREATE_TEXT.creating : CREATE_TEXT.createStudy}
        </Button>
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
