import "server-only";
// createSurveyGroup / updateSurveyGroup and POST|PUT /admin/brand/{b}/group[/{groupId}] (spec 3 §5, §7):
// validates the input, checks every study belongs to the brand, then creates the group (status draft, fresh
// short id) or replaces its name, logic and members, in one transaction. Needs survey write.
import { isId, newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyGroup } from "@/lib/studies/wire";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { prisma } from "../db";
import { newShortId } from "../studies/short-id";
import { GROUP_SELECT, serializeGroups } from "./serialize-group";
import { validateSurveyGroup, type TSurveyGroupBody } from "./validate-group";

export const groupNotFound = () => new AppError("not_found", STUDY_MSG.groupNotFound);

/** Needs survey.write. */
export async function saveSurveyGroup(access: TBrandAccess, input: TSurveyGroupBody, groupId?: string): Promise<TSurveyGroup> {
  const group = validateSurveyGroup(input);
  const ids = group.members.map((m) => m.survey);
  const id = await prisma.$transaction(async (tx) => {
    const found = await tx.survey.count({ where: access.where({ id: { in: ids } }) });
    if (found !== ids.length) throw new AppError("not_found", STUDY_MSG.groupStudyOtherBrand);
    let saved: string;
    if (groupId === undefined) {
      saved = newId();
      await tx.surveyGroup.create({ data: { id: saved, brand_id: access.brandId, short_id: newShortId(), name: group.name, logic: group.logic, status: "draft" } });
    } else {
      if (!isId(groupId)) throw groupNotFound();
      const { count } = await tx.surveyGroup.updateMany({
        where: access.where({ id: groupId }),
        data: { name: group.name, logic: group.logic, date_modified: new Date() },
      });
      if (count === 0) throw groupNotFound();
      saved = groupId;
      await tx.surveyGroupMember.deleteMany({ where: { group_id: saved } });
    }
    await tx.surveyGroupMember.createMany({
      data: group.members.map((m) => ({ group_id: saved, survey_id: m.survey, order: m.order, limit: m.limit })),
    });
    return saved;
  });
  // Read back after commit: the summaries load in parallel, which one transaction connection cannot do.
  const row = await prisma.surveyGroup.findUniqueOrThrow({ where: { id }, select: GROUP_SELECT });
  const [out] = await serializeGroups([row]);
  return out!;
}
