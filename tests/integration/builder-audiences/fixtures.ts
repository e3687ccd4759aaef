// Fixtures of the audience tests: a brand whose default country is US, writer / admin users, consumer profiles,
// study countries, and a snapshot of what saveAudiences may touch (to prove refused saves change nothing).
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import * as providersRoute from "@/app/api/v1/panel-providers/route";
import * as panelSurveysRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/panel_surveys/route";
import { country } from "../studies-read/fixtures";
import { call } from "../support/factories";
import { api, draftStudy, modified, setup, study } from "../builder/fixtures";

export { api, draftStudy, modified, study, country };

export async function audienceSetup() {
  const base = await setup();
  const us = await country("US");
  await prisma.brand.update({ where: { id: base.brandId }, data: { default_country_id: us.id } });
  return { ...base, usId: us.id };
}

export async function profile(brandId: string, opts: { archived?: boolean; title?: string } = {}) {
  return prisma.consumerProfile.create({ data: { id: newId(), brand_id: brandId, title: opts.title ?? `Profile ${newId().slice(-5)}`, archived: opts.archived ?? false } });
}

/** Adds countries to a study in order. */
export async function withCountries(surveyId: string, codes: string[]) {
  for (const [order, code] of codes.entries()) {
    const c = await country(code);
    await prisma.surveyCountry.create({ data: { survey_id: surveyId, country_id: c.id, order } });
  }
}

export async function snapshotAudiences(surveyId: string) {
  const [survey, countries, audiences] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { date_modified: true } }),
    prisma.surveyCountry.findMany({ where: { survey_id: surveyId }, orderBy: { country_id: "asc" } }),
    prisma.audience.findMany({ where: { survey_id: surveyId }, orderBy: { id: "asc" } }),
  ]);
  return { survey, countries, audiences };
}

export const providers = (token: string | null) => call(providersRoute.GET, { token });

export const panelSurveys = (token: string, brandId: string, surveyId: string, qs = "") =>
  call(panelSurveysRoute.GET, {
    token,
    params: { id: brandId, surveyId },
    url: `http://localhost/api/v1/admin/brand/${brandId}/survey/${surveyId}/panel_surveys${qs ? `?${qs}` : ""}`,
  });
