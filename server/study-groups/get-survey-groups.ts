// surveyGroups(brand_id) and surveyGroup(_id, brand_id) (spec 3 §7 "Study groups"): the brand's grouped studies,
// newest first, or one of them (another brand's group → 404). Needs survey read.
import { isId } from "@/lib/ids";
import type { TSurveyGroup } from "@/lib/studies/wire";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { prisma } from "../db";
import { groupNotFound } from "./save-survey-group";
import { GROUP_SELECT, serializeGroups } from "./serialize-group";

export async function listSurveyGroups(actor: Actor, brandId: string): Promise<TSurveyGroup[]> {
  await requireBrand(actor, brandId, { entity: "survey", action: "read" });
  const rows = await prisma.surveyGroup.findMany({
    where: { brand_id: brandId },
    select: GROUP_SELECT,
    orderBy: [{ date_created: "desc" }, { id: "desc" }],
  });
  return serializeGroups(rows);
}

export async function getSurveyGroup(actor: Actor, brandId: string, groupId: string): Promise<TSurveyGroup> {
  await requireBrand(actor, brandId, { entity: "survey", action: "read" });
  if (!isId(groupId)) throw groupNotFound();
  const row = await prisma.surveyGroup.findFirst({ where: { id: groupId, brand_id: brandId }, select: GROUP_SELECT });
  if (!row) throw groupNotFound();
  const [out] = await serializeGroups([row]);
  return out!;
}
