import "server-only";
// The server side of a study's results routes until P11 builds the results screens (/brand/{b}/campaign/{s}/results
// and the v2 base /brand/{b}/survey/{s}/results, linked from the studies list's title, Results, View as User, Sales
// Plan and Import Sales Data): the brand guard with survey read, and the study's title and status, so the page can
// say what will be here and lead back (docs/decisions.md P10 #18). Another brand's study or an unknown id → 404.
import { notFound } from "next/navigation";
import { permits } from "@/lib/permissions";
import { guardBrandPage } from "../access/page-guard";
import { prisma } from "../db";
import { AppError } from "../errors";
import { loadVisibleStudy } from "../studies/load-study";

export interface TResultsPageProps {
  brandId: string;
  studyId: string;
  title: string;
  status: string;
  canEdit: boolean;
}

export async function loadResultsPage(brandId: string, studyId: string): Promise<TResultsPageProps> {
  const { actor, access } = await guardBrandPage(brandId, { permission: "survey.read" });
  try {
    const head = await loadVisibleStudy(access, studyId);
    const { title } = await prisma.survey.findUniqueOrThrow({ where: { id: head.id }, select: { title: true } });
    const canEdit = permits(actor, brandId, "survey.write");
    return { brandId, studyId: head.id, title: title ?? "", status: head.status, canEdit };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}
