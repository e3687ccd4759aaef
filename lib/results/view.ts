// What every part of the results page knows about the page it is on (client-safe; built by
// server/pages/results-page.ts): the study, its products with their names and images, the address's state and
// what the viewer may do. docs/decisions.md P11 #2.
import type { TResultsFilterDefinition } from "./filters";
import { RESULTS_TABS, type TResultsQuery, type TResultsTab } from "./page";

/** A product of the study as results show it (study order; products of excluded question types left out). */
export interface TResultsProduct {
  product_id: string;
  /** The rated question asking it (null when none: nothing to rate). */
  question_id: string | null;
  name: string;
  style_number: string | null;
  /** The first image, desktop size; null without one. */
  image: string | null;
}

export interface TResultsView {
  brandId: string;
  studyId: string;
  title: string;
  status: string;
  type: string | null;
  /** The results route's base: /brand/{b}/campaign/{s}/results or the v2 /brand/{b}/survey/{s}/results. */
  basePath: string;
  query: TResultsQuery;
  products: TResultsProduct[];
  /** Filter definitions of the study (getResultsFilters). */
  definitions: TResultsFilterDefinition[];
  /** Counted respondents the filters select. */
  respondents: number;
  /** Counted respondents without filters. */
  totalRespondents: number;
  can: {
    /** Admin, unless viewing as a user. */
    admin: boolean;
    writeSurvey: boolean;
    readBuckets: boolean;
    writeBuckets: boolean;
    readLearnings: boolean;
    /** Record learnings: key_learning.write (P13). */
    writeLearnings: boolean;
    /** Line efficiency (brand flag enableTurf). */
    turf: boolean;
    /** Saving a card as a snip (brand flag enableSnapShare; signed-in users only: docs/decisions.md P12 #10). */
    snip: boolean;
  };
}

/** The tabs a view offers: all eight, but a shared view (no account) only those its link reads (no buckets, no learnings). */
export function viewTabs(view: Pick<TResultsView, "query" | "can">): readonly TResultsTab[] {
  if (!view.query.share) return RESULTS_TABS;
  return RESULTS_TABS.filter((t) => (t !== "buckets" || view.can.readBuckets) && (t !== "learnings-impact" || view.can.readLearnings));
}
