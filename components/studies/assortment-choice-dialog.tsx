"use client";
// "Choose an assortment" before a study is created on /tests (a new study belongs to an assortment): the brand's
// assortments in a select, Create, Cancel. The caller keeps the dialog open while the study is being created.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { fetchAssortmentChoices } from "@/lib/assortments/choices";
import { studyAssortmentLabel } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import { CREATE_TEXT } from "./create-study-text";
import { studyKeys } from "./studies-api";

interface Props {
  brandId: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (assortmentId: string) => void;
}

export function AssortmentChoiceDialog({ brandId, open, busy, onOpenChange, onChoose }: Props) {
  const selectId = useId();
  const [picked, setPicked] = useState("");
  const choices = useQuery({ queryKey: studyKeys.assortments(brandId), queryFn: () => fetchAssortmentChoices(brandId), enabled: open });
  const options = choices.data ?? [];
  const value = picked || options[0]?._id || "";
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={CREATE_TEXT.chooseTitle} description={CREATE_TEXT.chooseBody}>
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
          <DialogClose type="button" className={buttonClass("secondary")} disabled={busy}>
            {CREATE_TEXT.cancel}
          </DialogClose>
          <Button type="submit" variant="primary" disabled={busy || !value}>
            {busy ? CREATE_TEXT.creating : CREATE_TEXT.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
