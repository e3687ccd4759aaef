import "server-only";
// The guard of every study-scoped segmentation write (spec 2 §6, docs/contracts/p5-builder.md): the caller declared
// survey write on the brand; the study is the brand's (else 404), and it is a Draft that is not translating (409,
// requireDraft).
// The study row is locked FOR UPDATE inside the caller's transaction, so a concurrent publish waits for the write.
import { isInternational } from "@/lib/builder/steps";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { studyNotFound } from "../studies/get-survey";
import { requireDraft } from "../builder/save-study";
import { isId } from "@/lib/ids";

export interface TLockedStudy {
  id: string;
  has_audience_weighting: boolean;
  /** More than one study country (lib/builder/steps.ts#isInternational). */
  international: boolean;
  brandDefaultCountry: string | null;
}

/** Needs survey.write. */
export async function lockDraftStudy(tx: Tx, access: TBrandAccess, surveyId: string): Promise<TLockedStudy> {
  const brandId = access.brandId;
  if (!isId(surveyId)) throw studyNotFound();
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Survey" WHERE id = ${surveyId} AND brand_id = ${brandId} FOR UPDATE`;
  if (locked.length === 0) throw studyNotFound();
  const [survey, countries, brand] = await Promise.all([
    tx.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { status: true, has_audience_weighting: true } }),
    tx.surveyCountry.findMany({ where: { survey_id: surveyId }, select: { translating: true, country: { select: { code: true } } } }),
    tx.brand.findUnique({ where: { id: brandId }, select: { default_country: { select: { code: true } } } }),
  ]);
  requireDraft({ status: survey.status, countries_translating: countries.filter((c) => c.translating).map((c) => c.country.code) });
  return {
    id: surveyId,
    has_audience_weighting: survey.has_audience_weighting,
    international: isInternational({ countries: countries.map((c) => c.country.code) }),
    brandDefaultCountry: brand?.default_country?.code ?? null,
  };
}
