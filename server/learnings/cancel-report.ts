import "server-only";
// POST …/survey/{s}/cancel_learnings_report {restore?} (P13 item 1; payload not shown by the spec: docs/decisions.md
// P13): the brand withdraws the study's learnings and impact report — it stops showing, to the team and to every
// holder of a link to it — or, with restore, brings it back. The takeaways and impact are kept either way. Needs
// key_learning.write. Answers when it was cancelled (null: shown).
import { z } from "zod";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { parseInput } from "../http/problem";
import { lockStudy } from "./shared";
import { knowledgeChanged } from "../knowledge/jobs";

const ZCancel = z.object({ restore: z.boolean().optional() }).strict();

export async function cancelLearningsReport(access: TBrandAccess, surveyId: string, raw: unknown): Promise<{ cancelled_at: string | null }> {
  withPermission(access, "key_learning.write");
  const { restore } = parseInput(ZCancel, raw ?? {}, "body");
  const out = await prisma.$transaction(async (tx) => {
    const study = await lockStudy(tx, access, surveyId);
    const stored = await tx.survey.findUniqueOrThrow({ where: { id: study.id }, select: { learnings_cancelled_at: true } });
    const next = restore ? null : (stored.learnings_cancelled_at ?? new Date());
    await tx.survey.update({ where: { id: study.id }, data: { learnings_cancelled_at: next } });
    return { cancelled_at: next?.toISOString() ?? null };
  });
  await knowledgeChanged(access.brandId);
  return out;
}
