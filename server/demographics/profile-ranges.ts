import "server-only";
// Segmentation profiles keep summed_values {start_range, end_range} computed from their questions' point values
// (lib/demographics/ranges.ts). After a question's point values change, the profiles of Draft studies that sum it
// are recomputed in the same transaction (published studies keep the ranges their respondents were scored with).
import { summedPointRange } from "@/lib/demographics/ranges";
import type { Tx } from "../db";

export async function rangeOf(tx: Tx, questionIds: readonly string[]) {
  const questions = await tx.demographicQuestion.findMany({ where: { id: { in: [...questionIds] } }, select: { pointable: true, point_values: true } });
  return summedPointRange(questions);
}

export async function recomputeProfilesUsing(tx: Tx, questionId: string): Promise<void> {
  const profiles = await tx.segmentationProfile.findMany({
    where: { questions: { has: questionId }, survey: { status: "Draft" } },
    select: { id: true, questions: true },
  });
  for (const p of profiles) {
    const r = await rangeOf(tx, p.questions);
    await tx.segmentationProfile.update({ where: { id: p.id }, data: { start_range: r.start_range, end_range: r.end_range } });
  }
}
