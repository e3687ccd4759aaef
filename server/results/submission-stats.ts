import "server-only";
// Submission stats (spec 3 §2 "The submission stats display shows waiting = raw submissions minus processed
// submissions"; P9 item 3): the study's raw and processed submission counts exactly as its summary defines them
// (server/studies/summary.ts: raw = completed non-preview respondents, processed = those with processed_at), and
// waiting = raw − processed. Needs survey.read (the same figures are on every study summary the caller can list).
import { submissionStatsOf, type TSubmissionStats } from "@/lib/results/respondent-reports";
import type { TBrandAccess } from "../access/authorize";
import { loadVisibleStudy } from "../studies/load-study";
import { loadSurveySummary } from "../studies/summary";

export async function submissionStats(access: TBrandAccess, surveyId: string): Promise<TSubmissionStats> {
  const study = await loadVisibleStudy(access, surveyId);
  const summary = await loadSurveySummary(study.id);
  return submissionStatsOf(summary.raw_submission_count, summary.total_submissions_processed);
}
