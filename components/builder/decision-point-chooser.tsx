"use client";
// The decision-point chooser (spec 2 §2 "Start step", §4): shown while the study has no type, decision or decision
// point. One card per phase (concept, sketch_review, line_adoption, sell_in, other) with a title cut to 40
// characters, a description on hover or focus, and Choose — which sets the type, template config and the phase's
// platform decision point. Admins also pick a decision phase (the assortment's decisions).
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { api } from "@/lib/api-client";
import { graphql, type ResultOf } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TDecisionPoint } from "@/lib/studies/wire";
import { BUILDER_MSG } from "@/lib/builder/messages";
import {
  CHOOSER_TYPES,
  DECISION_POINT_TITLE_MAX,
  decisionChoicePatch,
  needsDecisionChooser,
  truncate,
  type TChooserType,
} from "@/lib/builder/start-rules";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldInputClass } from "@/components/ui/field";
import { useBuilder } from "./builder-context";

export type TDecisionPointItem = TDecisionPoint & { brand?: string | null };

export const builderKeys = {
  decisionPoints: (brandId: string) => ["wizard", "decision-points", brandId] as const,
  assortments: (brandId: string) => ["wizard", "assortments", brandId] as const,
};

/** GET /api/v1/brand/{b}/decision_point: the brand's and the platform's decision points. */
export const fetchDecisionPoints = (brandId: string) => api<TDecisionPointItem[]>(`/brand/${brandId}/decision_point`);

const BuilderAssortmentsQuery = graphql(
  `query BuilderAssortments($_id: ID!) { getBrandAssortments(_id: $_id) { _id year season name brand_category { name } decisions { _id name } } }`,
);

export type TBuilderAssortment = ResultOf<typeof BuilderAssortmentsQuery>["getBrandAssortments"][number];

export async function fetchBuilderAssortments(brandId: string): Promise<TBuilderAssortment[]> {
  const data = await gql(BuilderAssortmentsQuery, { _id: brandId });
  return data.getBrandAssortments;
}

export const assortmentLabel = (a: TBuilderAssortment) =>
  a.name || [a.season, a.year, a.brand_category?.name].filter((x) => x !== null && x !== undefined && x !== "").join(" ");

export function DecisionPointChooser() {
  const { brandId, study, draft, readOnly, access, update, saveNow, assortmentId } = useBuilder();
  const open = !readOnly && needsDecisionChooser({ type: draft.type ?? null, decision_id: draft.decision ?? null, decision_point: draft.decision_point ?? null });
  const id = useId();
  const [decision, setDecision] = useState("");
  const [busy, setBusy] = useState(false);
  const points = useQuery({ queryKey: builderKeys.decisionPoints(brandId), queryFn: () => fetchDecisionPoints(brandId), enabled: open });
  const assortments = useQuery({
    queryKey: builderKeys.assortments(brandId),
    queryFn: () => fetchBuilderAssortments(brandId),
    enabled: open && access.isAdmin,
  });
  const decisions = assortments.data?.find((a) => a._id === (study.assortment_id ?? assortmentId))?.decisions ?? [];

  async function choose(type: TChooserType) {
    setBusy(true);
    const list = points.data ?? (await fetchDecisionPoints(brandId).catch(() => []));
    update({ ...decisionChoicePatch(type, list, draft.config ?? {}), ...(access.isAdmin && decision ? { decision } : {}) });
    await saveNow();
    setBusy(false);
  }

  return (
    // No way out but a choice: Escape and a click outside ask to close, and the dialog stays (it shows while the
    // study has no type, decision or decision point).
    <Dialog open={open} onOpenChange={() => undefined} size="xl" title={BUILDER_MSG.chooserTitle}>
      {access.isAdmin && (
        <div className="mt-4">
          <label htmlFor={`${id}-phase`} className="block text-sm font-medium text-ink-soft">
            {BUILDER_MSG.decisionPhase} <span className="text-faint">{BUILDER_MSG.msOnly}</span>
          </label>
          <select
            id={`${id}-phase`}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
            className={`${fieldInputClass} max-w-sm`}
          >
            <option value="">{BUILDER_MSG.noDecisionPhase}</option>
            {decisions.map((d) => (
              <option key={d._id} value={d._id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {points.isError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {BUILDER_MSG.decisionPointsFailed}
        </p>
      )}
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CHOOSER_TYPES.map((type) => {
          const card = BUILDER_MSG.decisionTypes[type];
          const titleId = `${id}-${type}-title`;
          const descId = `${id}-${type}-desc`;
          return (
            <li
              key={type}
              data-testid="decision-card"
              data-type={type}
              aria-labelledby={titleId}
              className="group relative flex flex-col rounded-lg border border-line p-4 hover:border-focus focus-within:border-focus"
            >
              <h3 id={titleId} title={card.title} className="text-base font-semibold text-ink">
                {truncate(card.title, DECISION_POINT_TITLE_MAX)}
              </h3>
              {/* The description shows on hover, and on keyboard focus of the card's button. */}
              <p
                id={descId}
                className="mt-2 text-sm text-muted opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
              >
                {card.description}
              </p>
              <Button variant="primary" disabled={busy} aria-describedby={`${titleId} ${descId}`} onClick={() => void choose(type)} className="mt-4 self-start">
                {BUILDER_MSG.choose}
              </Button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
