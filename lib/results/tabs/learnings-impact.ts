// The learnings & impact tab (spec 3 §2 "Learnings and impact report", §3 Survey impact; P9 #30 learningsAndImpact;
// P11 item 3): the data its loader (server/pages/results/learnings-impact.ts) hands over and every text it shows. The
// team records learnings after reading results (the editor: components/results/learnings/learnings-controls.tsx); an
// empty tab teaches what goes here. Client-safe and pure.
import type { TImpact, TKeyTakeaway } from "../respondent-reports";

export type TLearningsImpactData =
  /** The viewer may not read learnings on this brand (key_learning.read). */
  | { kind: "no-access" }
  | { kind: "ready"; impact: TImpact; key_takeaways: TKeyTakeaway[] };

export const IMPACT_FIELDS = ["insight", "learnings", "decisions", "estimated_roi"] as const satisfies readonly (keyof TImpact)[];

const filled = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

/** True when nothing is recorded: no impact text and no key takeaway. */
export function learningsEmpty(data: { impact: TImpact; key_takeaways: readonly TKeyTakeaway[] }): boolean {
  return data.key_takeaways.length === 0 && IMPACT_FIELDS.every((f) => !filled(data.impact[f]));
}

/** A recorded text, or null when blank (shown as "Not recorded yet."). */
export const recorded = (v: string | null | undefined): string | null => (filled(v) ? v : null);

export const LEARNINGS_TAB = {
  title: "Learnings & impact",
  intro: "What the team learned from this study, what it decided because of it, and what that is expected to be worth.",
  impactTitle: "Impact",
  impact: { insight: "Insight", learnings: "Learnings", decisions: "Decisions", estimated_roi: "Estimated ROI" } satisfies Record<keyof TImpact, string>,
  notRecorded: "Not recorded yet.",
  takeawaysTitle: "Key takeaways",
  takeawaysCount: (n: number) => `${n} ${n === 1 ? "takeaway" : "takeaways"}`,
  noTakeaways: "No key takeaway is recorded yet.",
  takeaway: { learning: "Learning", decision: "Decision", estimated_roi: "Estimated ROI" },
  takeawayNumber: (i: number) => `Takeaway ${i}`,
  noProduct: "About the study as a whole",
  // Nothing recorded yet.
  emptyTitle: "No learnings recorded for this study yet",
  emptyText:
    "After reading the results, the team records here what this study taught: key takeaways, each with the decision it led to and its estimated ROI, and the study's overall impact.",
  emptyWhatTitle: "What goes here",
  emptyWhat: [
    { term: "Key takeaways", text: "A learning from the results, tied to the product it is about (with its image and name)." },
    { term: "Decision", text: "What the team decided because of it: keep, change or drop a product, re-price, re-order." },
    { term: "Estimated ROI", text: "What the decision is expected to be worth, as the team estimates it." },
    { term: "Impact", text: "The study's insight, learnings, decisions and estimated ROI, summed up." },
  ],
  emptyAction: "Read the insight cards",
  /** emptyLater for those who may record learnings themselves (P15 item 10: an empty state names only what its
   *  viewer can do). */
  emptyLaterWriter: "Record the first key takeaway with Add key takeaway above, and the study's impact with Edit impact.",
  emptyLaterReader: "Learnings are recorded by colleagues who may write key learnings on this brand; they will show here.",
  // No access.
  noAccessTitle: "Learnings are not shared with you",
  noAccessText:
    "Reading a study's learnings and impact needs read access to key learnings on this brand. An admin of the brand can grant it; the other results tabs stay open to you.",
} as const;
