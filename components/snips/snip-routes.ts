// Where the snip screens lead: the shared-learnings list (the modal closes to it) and a study's
// results with a snip's filters applied (the modal's study title opens it, spec 3 §2). One snip's address is
// lib/routes.ts `snip`.
import type { TResultsFilters } from "@/lib/results/filters";
import { resultsSearch } from "@/lib/results/page";
import { routes } from "@/lib/routes";

export const snipRoutes = {
  list: routes.sharedLearnings,
  results: (brandId: string, surveyId: string, filters: TResultsFilters) => routes.results(brandId, surveyId, resultsSearch({ filters })),
};
