"use client";
// The Start step's admin-only selectors "(M/S Only)" (spec 2 §2 "Start step", §6): the decision point (a change asks
// first) and, once the study has one, its decision phase (removing it asks first).
import { useId } from "react";
import { fieldInputClass } from "@/components/ui/field";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TDecisionPointItem } from "../decision-point-chooser";
import type { TStartConfirm } from "./start-step-dialogs";

interface Props {
  points: TDecisionPointItem[] | undefined;
  pointsFailed: boolean;
  /** The phases of the study's assortment. */
  decisions: { _id: string; name: string }[];
  decisionPoint: string | null | undefined;
  decision: string | null | undefined;
  readOnly: boolean;
  onConfirm(confirm: TStartConfirm): void;
  onDecision(decision: string): void;
}

const label = "block text-sm font-medium text-ink-soft";

export function StartDecisionFields({ points, pointsFailed, decisions, decisionPoint, decision, readOnly, onConfirm, onDecision }: Props) {
  const id = useId();
  return (
    <div className="space-y-4 rounded border border-line p-4">
      <div>
        <label htmlFor={`${id}-dp`} className={label}>
          {BUILDER_MSG.decisionPoint} <span className="text-faint">{BUILDER_MSG.msOnly}</span>
        </label>
        <select
          id={`${id}-dp`}
          value={decisionPoint ?? ""}
          disabled={readOnly || !points}
          onChange={(e) => e.target.value && onConfirm({ kind: "decisionPoint", id: e.target.value })}
          className={fieldInputClass}
        >
          <option value="" disabled>
            {""}
          </option>
          {points?.map((p) => (
            <option key={p._id} value={p._id}>
              {p.title}
            </option>
          ))}
        </select>
        {pointsFailed && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {BUILDER_MSG.decisionPointsFailed}
          </p>
        )}
      </div>
      {decision && (
        <div>
          <label htmlFor={`${id}-phase`} className={label}>
            {BUILDER_MSG.decisionPhase} <span className="text-faint">{BUILDER_MSG.msOnly}</span>
          </label>
          <select
            id={`${id}-phase`}
            value={decision}
            disabled={readOnly}
            aria-describedby={`${id}-phase-warning`}
            onChange={(e) => (e.target.value ? onDecision(e.target.value) : onConfirm({ kind: "removeDecision" }))}
            className={fieldInputClass}
          >
            <option value="">{BUILDER_MSG.noDecisionPhase}</option>
            {!decisions.some((d) => d._id === decision) && <option value={decision}>{decision}</option>}
            {decisions.map((d) => (
              <option key={d._id} value={d._id}>
                {d.name}
              </option>
            ))}
          </select>
          <p id={`${id}-phase-warning`} className="mt-1 text-sm text-warning-ink">
            {BUILDER_MSG.decisionPhaseRemoval}
          </p>
        </div>
      )}
    </div>
  );
}
