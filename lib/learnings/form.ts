// The learnings editor's forms (components/results/learnings/*): the server's own rules (lib/learnings/wire.ts) over
// what the fields hold — the product select holds "" for "the study as a whole".
import { z } from "zod";
import type { TImpact, TKeyTakeaway } from "@/lib/results/respondent-reports";
import { ZImpactInput, ZTakeawayFields } from "./wire";

export const ZTakeawayForm = ZTakeawayFields.extend({
  question_id: z.string().transform((v) => (v === "" ? null : v)),
});
export type TTakeawayFormInput = z.input<typeof ZTakeawayForm>;
export type TTakeawayFormValues = z.output<typeof ZTakeawayForm>;
export const TAKEAWAY_FORM_FIELDS = ["learning", "decision", "estimated_roi", "question_id"] as const;

export const takeawayFormDefaults = (k: TKeyTakeaway | null): TTakeawayFormInput => ({
  learning: k?.learning ?? "",
  decision: k?.decision ?? "",
  estimated_roi: k?.estimated_roi ?? "",
  question_id: k?.question?.id ?? "",
});

export const ZImpactForm = ZImpactInput.required();
export type TImpactFormInput = z.input<typeof ZImpactForm>;
export type TImpactFormValues = z.output<typeof ZImpactForm>;
export const IMPACT_FORM_FIELDS = ["insight", "learnings", "decisions", "estimated_roi"] as const;

export const impactFormDefaults = (i: TImpact): TImpactFormInput => ({
  insight: i.insight ?? "",
  learnings: i.learnings ?? "",
  decisions: i.decisions ?? "",
  estimated_roi: i.estimated_roi ?? "",
});
