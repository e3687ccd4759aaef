// Hand-made data of the line-efficiency and learnings tab tests: a results view of four products A–D and the TURF
// report of tests/integration/results/line-efficiency.test.ts (sixteen respondents; threshold 4):
//   k = 1 {A} 8, k = 2 {A, C} 13 (+5), k = 3 {A, C, D} 14 (+1, frequency 15/14), k = 4 {A, B, C, D} 14 (+0, 22/14);
//   singles A 8, B 7, C 5, D 2; sales plan {A, B} reaches 9 against the best pair {A, C} 13: gap 4.
import type { TLineEfficiencyReport, TSalesPlanReach } from "@/lib/results/line-efficiency";
import type { TResultsView } from "@/lib/results/view";

export const ID = { A: "a".repeat(24), B: "b".repeat(24), C: "c".repeat(24), D: "d".repeat(24) };
export const COUNTRY = "e".repeat(24);

export function makeView(over: { admin?: boolean; salesPlan?: boolean; k?: string; readLearnings?: boolean; turf?: boolean } = {}): TResultsView {
  return {
    brandId: "1".repeat(24),
    studyId: "2".repeat(24),
    title: "Study",
    status: "Closed",
    type: "line_review",
    basePath: "/brand/b/campaign/s/results",
    query: {
      tab: "line-efficiency-graph",
      salesPlan: over.salesPlan ?? false,
      viewAsUser: false,
      filters: { country: [COUNTRY] },
      params: over.k ? { k: over.k } : {},
      notices: [],
      share: null,
    },
    products: [
      { product_id: ID.A, question_id: "q1", name: "Anorak", style_number: "ST-1", image: "/img/a.png" },
      { product_id: ID.B, question_id: "q2", name: "Boot", style_number: null, image: null },
      { product_id: ID.C, question_id: "q3", name: "Cap", style_number: "ST-3", image: "/img/c.png" },
      { product_id: ID.D, question_id: "q4", name: "Duffel", style_number: null, image: null },
    ],
    definitions: [],
    respondents: 17,
    totalRespondents: 20,
    can: { admin: over.admin ?? false, writeSurvey: true, readBuckets: true, writeBuckets: false, readLearnings: over.readLearnings ?? true, writeLearnings: false, turf: over.turf ?? true, snip: false },
  };
}

export const REPORT: TLineEfficiencyReport = {
  respondents: 16,
  threshold: 4,
  sets: [
    { k: 1, products: [ID.A], reach: 8, reach_share: 0.5, frequency: 1, increment: 8, exact: true, upper_bound: 8 },
    { k: 2, products: [ID.A, ID.C], reach: 13, reach_share: 13 / 16, frequency: 1, increment: 5, exact: true, upper_bound: 13 },
    { k: 3, products: [ID.A, ID.C, ID.D], reach: 14, reach_share: 14 / 16, frequency: 15 / 14, increment: 1, exact: true, upper_bound: 14 },
    { k: 4, products: [ID.A, ID.B, ID.C, ID.D], reach: 14, reach_share: 14 / 16, frequency: 22 / 14, increment: 0, exact: true, upper_bound: 14 },
  ],
  singles: [
    { product_id: ID.A, reach: 8, reach_share: 0.5 },
    { product_id: ID.B, reach: 7, reach_share: 7 / 16 },
    { product_id: ID.C, reach: 5, reach_share: 5 / 16 },
    { product_id: ID.D, reach: 2, reach_share: 2 / 16 },
  ],
};

export const PLAN: TSalesPlanReach = {
  products: [ID.A, ID.B],
  k: 2,
  reach: 9,
  reach_share: 9 / 16,
  frequency: 15 / 9,
  best_products: [ID.A, ID.C],
  best_reach: 13,
  best_exact: true,
  gap: 4,
};
