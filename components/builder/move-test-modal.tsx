"use client";
// Move test to another assortment (spec 2 §2 "Other modals", §4): Draft only; pick another assortment of the brand
// (GraphQL getBrandAssortments), include or exclude the products (excluding permanently loses their response data),
// then PUT …/survey/{s}/move, take the moved study and open the wizard at the new assortment's address.
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { fetchAssortmentChoices, type TAssortmentChoice } from "@/lib/assortments/choices";
import { assortmentFullLabel } from "@/lib/assortments/labels";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { fetchBuilderStudy, moveStudy } from "@/lib/builder/publish-flow";
import { builderPath } from "@/lib/builder/steps";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useBuilder } from "./builder-context";

export function MoveTestModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { brandId, assortmentId, study, readOnly, saveNow, replaceStudy } = useBuilder();
  const router = useRouter();
  const search = useSearchParams();
  const selectId = useId();
  const current = assortmentId ?? study.assortment_id;
  const [choices, setChoices] = useState<TAssortmentChoice[] | null>(null);
  const [target, setTarget] = useState("");
  const [include, setInclude] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || choices) return;
    let live = true;
    fetchAssortmentChoices(brandId).then(
      (list) => live && setChoices(list.filter((a) => a._id !== current)),
      () => {
        if (!live) return;
        setChoices([]);
        toast.error(BUILDER_MSG.assortmentsFetchFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [open, choices, brandId, current]);

  const chosen = choices?.find((a) => a._id === target) ?? null;
  const disabled = readOnly || study.status !== "Draft";

  async function move() {
    if (!chosen) return;
    setBusy(true);
    try {
      // Pending edits go first, so the move does not race the autosave.
      if (!(await saveNow())) return;
      await moveStudy(brandId, study._id, chosen._id, include);
      replaceStudy(await fetchBuilderStudy(brandId, study._id));
      onOpenChange(false);
      const qs = search.toString();
      router.push(`${builderPath(brandId, study._id, chosen._id)}${qs ? `?${qs}` : ""}`);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : BUILDER_MSG.moveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={BUILDER_MSG.moveTest}
      description={chosen ? BUILDER_MSG.moveBody(assortmentFullLabel(chosen)) : BUILDER_MSG.moveChoose}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => onOpenChange(false)}>
            {BUILDER_MSG.cancel}
          </button>
          <button type="button" className={include ? buttonClass("primary") : buttonClass("danger")} disabled={busy || disabled || !chosen} aria-busy={busy} onClick={() => void move()}>
            {busy ? BUILDER_MSG.moving : BUILDER_MSG.moveTest}
          </button>
        </>
      }
    >
      {disabled && <p className="mt-3 text-sm text-subtle">{BUILDER_MSG.moveDraftOnly}</p>}
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {BUILDER_MSG.moveTarget}
        </label>
        <select
          id={selectId}
          className="rounded border border-line-strong px-3 py-2 text-sm"
          value={target}
          disabled={disabled || busy || !choices}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">{choices ? BUILDER_MSG.moveSelect : BUILDER_MSG.loading}</option>
          {(choices ?? []).map((a) => (
            <option key={a._id} value={a._id}>
              {a.name ? `${assortmentFullLabel(a)} – ${a.name}` : assortmentFullLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mt-4 flex flex-col gap-2" disabled={disabled || busy}>
        <legend className="text-sm font-medium">{BUILDER_MSG.moveProducts}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="move-products" checked={include} onChange={() => setInclude(true)} />
          {BUILDER_MSG.moveInclude}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="move-products" checked={!include} onChange={() => setInclude(false)} />
          {BUILDER_MSG.moveExclude}
        </label>
      </fieldset>
      {!include && (
        <p role="alert" className="mt-3 rounded border border-warning-line bg-warning-soft p-2 text-sm text-warning-ink">
          {BUILDER_MSG.moveExcludeWarning}
        </p>
      )}
    </Dialog>
  );
}
