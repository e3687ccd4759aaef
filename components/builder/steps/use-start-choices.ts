"use client";
// The Start step's assortment and decision point data (spec 2 §2 "Start step", §6) and the questions a change of
// them asks first: moving the study to another assortment (its products along or not; the address follows the new
// assortment without a reload), a new decision point (its template config applied), removing the decision phase.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/api-client";
import { decisionChoicePatch } from "@/lib/builder/start-rules";
import { builderPath } from "@/lib/builder/steps";
import type { TBuilderStudy } from "@/lib/builder/study";
import { builderKeys, fetchBuilderAssortments, fetchDecisionPoints } from "../decision-point-chooser";
import { useBuilder } from "../builder-context";
import type { TStartConfirm } from "./start-step-dialogs";

export function useStartChoices() {
  const w = useBuilder();
  const { brandId, study, draft, access, update } = w;
  const [confirm, setConfirm] = useState<TStartConfirm>(null);
  const [busy, setBusy] = useState(false);

  const assortments = useQuery({ queryKey: builderKeys.assortments(brandId), queryFn: () => fetchBuilderAssortments(brandId) });
  const points = useQuery({ queryKey: builderKeys.decisionPoints(brandId), queryFn: () => fetchDecisionPoints(brandId), enabled: access.isAdmin });
  const currentAssortment = study.assortment_id ?? w.assortmentId ?? "";
  const decisions = assortments.data?.find((a) => a._id === currentAssortment)?.decisions ?? [];

  async function move(includeProducts: boolean) {
    if (confirm?.kind !== "move") return;
    setBusy(true);
    try {
      await w.saveNow();
      await api(`/admin/brand/${brandId}/survey/${study._id}/move`, {
        method: "PUT",
        json: { assortment: confirm.assortment, include_products: includeProducts },
      });
      const moved = await api<TBuilderStudy>(`/brand/${brandId}/survey/${study._id}?view=wizard`);
      w.replaceStudy(moved);
      // The address follows the study's new assortment without a reload.
      const url = new URL(window.location.href);
      window.history.replaceState(window.history.state, "", builderPath(brandId, study._id, moved.assortment_id, w.viewOnly) + url.search);
      setConfirm(null);
    } catch (e) {
      setConfirm(null);
      w.reportError(e);
    } finally {
      setBusy(false);
    }
  }

  function applyConfirm() {
    if (confirm?.kind === "decisionPoint") {
      const point = points.data?.find((p) => p._id === confirm.id);
      if (point) update({ ...decisionChoicePatch(point.type.title, [], draft.config ?? {}), decision_point: point._id });
    } else if (confirm?.kind === "removeDecision") {
      update({ decision: null });
    }
    setConfirm(null);
  }

  return { assortments, points, currentAssortment, decisions, confirm, setConfirm, busy, move, applyConfirm };
}
