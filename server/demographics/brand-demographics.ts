import "server-only";
// brandDemographicQuestions (spec 2 §7): the questions a brand may add to its studies — the platform defaults
// (brand null, in legacy id order) then the brand's own library (by title), archived ones left out. Survey read.
// With a study: ids 2, 3 and 6 are left out for an international study or a non-us brand default country (§5).
import { addableLibrary } from "@/lib/demographics/library";
import type { TWireDemographic } from "@/lib/builder/builder-wire";
import { isInternational } from "@/lib/builder/steps";
import { isId } from "@/lib/ids";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { studyNotFound } from "../studies/get-survey";
import { toWireDemographic } from "../builder/load-builder";

/** Needs survey.read. */
export async function listBrandDemographics(
  access: TBrandAccess,
  opts: { surveyId?: string | null; search?: string | null } = {},
): Promise<TWireDemographic[]> {
  const rows = await prisma.demographicQuestion.findMany({
    where: { archived: false, OR: [{ brand_id: null }, { brand_id: access.brandId }] },
    orderBy: [{ legacy_id: { sort: "asc", nulls: "last" } }, { title: "asc" }, { id: "asc" }],
  });
  const list = rows.map(toWireDemographic);
  let ctx = { international: false, brandDefaultCountry: "us" as string | null };
  if (opts.surveyId) {
    if (!isId(opts.surveyId)) throw studyNotFound();
    const survey = await prisma.survey.findFirst({
      where: access.where({ id: opts.surveyId }),
      select: { countries: { select: { country: { select: { code: true } } } }, brand: { select: { default_country: { select: { code: true } } } } },
    });
    if (!survey) throw studyNotFound();
    ctx = { international: isInternational({ countries: survey.countries.map((c) => c.country.code) }), brandDefaultCountry: survey.brand.default_country?.code ?? null };
  }
  return addableLibrary(list, { ...ctx, inStudy: [], search: opts.search ?? "" });
}
