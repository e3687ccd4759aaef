import "server-only";
// Moving a test to another assortment (spec 2 §4 "Moving a test to another assortment (Draft only) can include or
// exclude products; excluding permanently loses response data"): PUT /admin/brand/{b}/survey/{s}/move
// {assortment, include_products}. Include: the products follow (linked to the new assortment when they are not
// yet). Exclude: the study's products, their questions (and follow-ups) and their answers in this study are removed.
// One transaction; answers the wizard study.
import { z } from "zod";
import { STUDY_MSG } from "@/lib/studies/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TBuilderStudy } from "@/lib/builder/study";
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict, invalid } from "../errors";
import { studyNotFound } from "../studies/get-survey";
import { loadBuilderStudy } from "./load-builder-study";
import { requireDraft } from "./save-study";

export const ZMoveStudy = z
  .object({ assortment: z.string().regex(/^[0-9a-f]{24}$/, { message: "Must be an assortment id." }), include_products: z.boolean() })
  .strict();
export type TMoveStudy = z.output<typeof ZMoveStudy>;

/** Needs survey.write. */
export async function moveStudy(access: TBrandAccess, surveyId: string, body: TMoveStudy): Promise<TBuilderStudy> {
  if (!isId(surveyId)) throw studyNotFound();
  return prisma.$transaction(
    async (tx) => {
      // Lock the study: a concurrent save or publish waits for the move (and then sees its result).
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Survey" WHERE id = ${surveyId} AND brand_id = ${access.brandId} FOR UPDATE`;
      if (!locked.length) throw studyNotFound();
      const study = await loadBuilderStudy(access, surveyId, tx);
      requireDraft(study);
      const target = await tx.assortment.findFirst({ where: access.where({ id: body.assortment }), select: { id: true } });
      if (!target) throw invalid(STUDY_MSG.assortmentNotFound, [{ name: "assortment", reason: STUDY_MSG.assortmentNotFound }]);
      if (target.id === study.assortment_id) {
        throw invalid(BUILDER_MSG.moveSameAssortment, [{ name: "assortment", reason: BUILDER_MSG.moveSameAssortment }]);
      }
      const productIds = study.questions.map((q) => q.product);
      if (body.include_products) {
        if (productIds.length) {
          await tx.productAssortment.createMany({
            data: productIds.map((product_id) => ({ product_id, assortment_id: target.id })),
            skipDuplicates: true,
          });
        }
      } else if (productIds.length) {
        const scope = { survey_id: surveyId, product_id: { in: productIds } };
        await tx.followUpAnswer.deleteMany({ where: scope });
        await tx.ratingAnswer.deleteMany({ where: scope });
        await tx.question.deleteMany({ where: scope });
        await tx.surveyProduct.deleteMany({ where: scope });
      }
      const { count } = await tx.survey.updateMany({
        where: access.where({ id: surveyId, status: "Draft" as const }),
        data: { assortment_id: target.id, date_modified: new Date() },
      });
      if (count === 0) throw conflict(BUILDER_MSG.onlyDraftChanges);
      return loadBuilderStudy(access, surveyId, tx);
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}
