import "server-only";
// The segmentation questions a new study starts with (spec 2 §3 Demographic question `add_to_new_tests`,
// `enabled_by_default`): the brand's and the platform's questions marked add_to_new_tests, in legacy-id then title
// order, without the US-only ids 2, 3 and 6 when the brand's default country is not us (spec 2 §5). Our reading:
// a question added this way is enabled when it is enabled_by_default, else present but disabled; pointable ones
// are required (spec 2 §5 "pointable forces required").
import { excludedLegacyIds } from "@/lib/demographics/library";
import type { Tx } from "../db";

export async function addNewStudyDemographics(tx: Tx, brandId: string, surveyId: string): Promise<number> {
  const brand = await tx.brand.findUnique({ where: { id: brandId }, select: { default_country: { select: { code: true } } } });
  const excluded = excludedLegacyIds({ international: false, brandDefaultCountry: brand?.default_country?.code ?? null });
  const questions = await tx.demographicQuestion.findMany({
    where: {
      add_to_new_tests: true,
      archived: false,
      OR: [{ brand_id: brandId }, { brand_id: null }],
      NOT: { legacy_id: { in: excluded } },
    },
    orderBy: [{ legacy_id: { sort: "asc", nulls: "last" } }, { title: "asc" }, { id: "asc" }],
  });
  if (questions.length === 0) return 0;
  await tx.surveyDemographic.createMany({
    data: questions.map((q, order) => ({
      survey_id: surveyId,
      demographic_id: q.id,
      order,
      required: q.pointable,
      disabled: !q.enabled_by_default,
    })),
  });
  return questions.length;
}
