// Which library questions a study may add, and the study-level notes (spec 2 §5): the ids 2, 3 and 6 exclusion
// (read from the platform default's numeric legacy_id), the 15-question guidance and the weighted-question warning.
import { addableDemographics, questionCountGuidance, weightingWarning } from "@/lib/study-rules/demographics";

export interface TLibraryQuestion {
  _id: string;
  legacy_id: number | null;
  title: string;
  dashboard_title?: string | null;
}

/**
 * The library questions a study may add: not already in it, matching the search (title or dashboard title,
 * case-insensitive), and without ids 2, 3 and 6 for international studies or a non-us brand default country.
 */
export function addableLibrary<T extends TLibraryQuestion>(
  library: readonly T[],
  ctx: { international: boolean; brandDefaultCountry: string | null | undefined; inStudy: readonly string[]; search?: string },
): T[] {
  // The rule compares the spec's numeric ids; brand questions (no legacy id) keep their own id, never 2, 3 or 6.
  const keyed = library.map((q) => ({ q, _id: q.legacy_id ?? q._id }));
  const allowed = addableDemographics(keyed, ctx).map((k) => k.q);
  const needle = (ctx.search ?? "").trim().toLocaleLowerCase();
  return allowed.filter(
    (q) =>
      !ctx.inStudy.includes(q._id) &&
      (!needle || q.title.toLocaleLowerCase().includes(needle) || (q.dashboard_title ?? "").toLocaleLowerCase().includes(needle)),
  );
}

/** The legacy ids a study may not add (empty when it may add them all). */
export function excludedLegacyIds(ctx: { international: boolean; brandDefaultCountry: string | null | undefined }): number[] {
  const all = [2, 3, 6].map((n) => ({ _id: n }));
  const kept = addableDemographics(all, ctx).map((k) => k._id);
  return all.map((k) => k._id).filter((n) => !kept.includes(n));
}

/**
 * The study-level notes: the weighted-question warning (only while the study uses audience weighting: our reading;
 * the "consumer profiles" of the warning are the study's segmentation profiles, the ones that list questions) and
 * the guidance above 15 questions.
 */
export function segmentationNotes(
  s: {
    has_audience_weighting: boolean;
    demographics: readonly { demographic: { _id: string; audience_weighting: boolean } }[];
    segmentation_profiles: readonly { questions: readonly string[] }[];
  },
): { weighting_warning: string | null; question_guidance: string | null } {
  return {
    weighting_warning: s.has_audience_weighting ? weightingWarning(s.demographics.map((d) => d.demographic), s.segmentation_profiles) : null,
    question_guidance: questionCountGuidance(s.demographics.length),
  };
}
