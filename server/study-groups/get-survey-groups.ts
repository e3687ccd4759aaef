import "server-only";
// surveyGroups(brand_id) and surveyGroup(_id, brand_id) (spec 3 §7 "Study groups"): the brand's grouped studies,
// newest first, or one of them (another brand's group → 404). Needs survey read.
import { isId } from "@/lib/ids";
import type { TSurveyGroup } from "@/lib/studies/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { groupNotFound } from "./save-survey-group";
import { GROUP_SELECT, serializeGroups } from "./serialize-group";

/** Needs survey.read. */
export async function listSurveyGroups(access: TBrandAccess): Promise<TSurveyGroup[]> {
  const rows = await prisma.surveyGroup.findMany({
    where: access.where(),
    select: GROUP_SELECT,
    orderBy: [{ date_created: "desc" }, { id: "desc" }],
  });
  return serializeGroups(rows);
}

/** Needs survey.read. */
export async function getSurveyGroup(access: TBrandAccess, groupId: string): Promise<TSurveyGroup> {
  if (!isId(groupId)) throw groupNotFound();
  const row = await prisma.surveyGroup.findFirst({ where: access.where({ id: groupId }), select: GROUP_SELECT });
  if (!row) throw groupNotFound();
  const [out] = await serializeGroups([row]);
  return out!;
}
