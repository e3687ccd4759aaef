import "server-only";
// The "Import Sales Data" page's server side until P13: the brand guard with survey write (the menu item needs it,
// spec 3 §6) and the study's title; another brand's study or an unknown id → the results page, which says so.
import { redirect } from "next/navigation";
import { isId } from "@/lib/ids";
import { guardBrandPage } from "../access/page-guard";
import { prisma } from "../db";

export async function loadSalesDataPage(brandId: string, studyId: string): Promise<{ title: string }> {
  const { access } = await guardBrandPage(brandId, { permission: "survey.write" });
  const study = isId(studyId) ? await prisma.survey.findFirst({ where: access.where({ id: studyId }), select: { title: true } }) : null;
  if (!study) redirect(`/brand/${brandId}/campaign/${studyId}/results`);
  return { title: study.title || "(untitled)" };
}
