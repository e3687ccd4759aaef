import "server-only";
// Keeping the knowledge index and the MakerLabs model current (P14 item 3): queue knowledge.reindex (policy stately,
// one job per brand queued at a time) rebuilds a brand's index after a study closes or is archived, a learning, snip,
// comment or product changes, or a study's new completes are processed (their answers; P15 item 9); queue labs.train retrains the brand's MakerLabs model when a study closes or a product
// changes. Asking is best effort and never fails the change that asked: with no job queue in this process (scripts,
// tests) nothing is queued. Only brands with the knowledge base (enableKnowledgeBase) are indexed and only brands with
// MakerLabs (enableSyntheticResearch) trained; those never indexed or trained are queued when the worker starts, and
// a page that finds nothing yet queues its brand.
import { enqueue, JobsNotRunningError, QUEUES } from "../jobs/queue";
import { prisma } from "../db";

async function ask(queue: (typeof QUEUES)["knowledgeReindex" | "labsTrain"], brandId: string): Promise<void> {
  try {
    await enqueue(queue, { brandId }, { singletonKey: brandId });
  } catch (err) {
    if (!(err instanceof JobsNotRunningError)) console.error(`[knowledge] could not queue ${queue} for`, brandId, err);
  }
}

/** The brand's knowledge changed (a learning, snip, comment or product): rebuild its index. */
export const knowledgeChanged = (brandId: string): Promise<void> => ask(QUEUES.knowledgeReindex, brandId);

/** A study's new completes were processed: their free-text answers join the brand's index. */
export async function answersChanged(surveyId: string): Promise<void> {
  const survey = await prisma.survey.findUnique({ where: { id: surveyId }, select: { brand_id: true } });
  if (survey) await knowledgeChanged(survey.brand_id);
}

/** A study closed or reopened, or a product changed: rebuild the index and retrain the model. */
export async function historyChanged(brandId: string): Promise<void> {
  await Promise.all([ask(QUEUES.knowledgeReindex, brandId), ask(QUEUES.labsTrain, brandId)]);
}

/** Brands with the knowledge base never indexed, or with MakerLabs never trained, queued when the worker starts. */
export async function enqueueMissingKnowledge(): Promise<number> {
  const [unindexed, untrained] = await Promise.all([
    prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id FROM "Brand" b WHERE (b.features->>'enableKnowledgeBase')::boolean IS TRUE
        AND NOT EXISTS (SELECT 1 FROM "KnowledgeIndexState" k WHERE k.brand_id = b.id)`,
    prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id FROM "Brand" b WHERE (b.features->>'enableSyntheticResearch')::boolean IS TRUE
        AND NOT EXISTS (SELECT 1 FROM "LabsModel" m WHERE m.brand_id = b.id)`,
  ]);
  for (const b of unindexed) await ask(QUEUES.knowledgeReindex, b.id);
  for (const b of untrained) await ask(QUEUES.labsTrain, b.id);
  return unindexed.length + untrained.length;
}
