import "server-only";
// surveySnips(survey_id, brand_id, limit, offset) (spec 3 §7 "Snips"): one study's snips, newest first, 10 a page
// unless told (at most 50), with the total. The study must be the brand's and visible to the caller
// (load-study.ts: another brand's study or a template for a non-admin is a 404). Needs survey.read and enableSnapShare.
import { ZSnipPage, type TPage, type TSnip } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { loadVisibleStudy } from "../studies/load-study";
import { parseInput, requireSnips, snipPage } from "./shared";

export async function surveySnips(access: TBrandAccess, surveyId: string, rawPage: unknown): Promise<TPage<TSnip>> {
  requireSnips(access);
  const page = parseInput(ZSnipPage, rawPage ?? {}, "page");
  const study = await loadVisibleStudy(access, surveyId);
  return snipPage(access, { survey_id: study.id }, page);
}
