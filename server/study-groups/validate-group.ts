import "server-only";
// Grouped-study input rules (spec 3 §5): a name, a logic (percent | reach | combined), at least one study, each
// study once; reach and combined need every limit to be an integer ≥ 1; percent drops the limits (stored null).
// Pure: REST and GraphQL both pass their input through here, so the rules and texts are the same everywhere.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { GROUP_LOGIC_LABELS, STUDY_MSG, type TGroupLogic } from "@/lib/studies/messages";
import { invalid } from "../errors";
import { invalidFromZod } from "../http/problem";

export const GROUP_LOGICS = Object.keys(GROUP_LOGIC_LABELS) as [TGroupLogic, ...TGroupLogic[]];

/** The wire shape (SurveyGroupInput minus brand); the rules with spec texts come after, in validateSurveyGroup. */
export const ZSurveyGroupBody = z.object({
  name: z.string(),
  logic: z.enum(GROUP_LOGICS),
  surveys: z.array(
    z.object({
      survey: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }),
      order: z.number().int(),
      limit: z.number().nullable().optional(),
    }),
  ),
});
/** What callers pass (GraphQL types logic as a plain string); validateSurveyGroup narrows it. */
export interface TSurveyGroupBody {
  name: string;
  logic: string;
  surveys: { survey: string; order: number; limit?: number | null }[];
}

export interface TValidGroup {
  name: string;
  logic: TGroupLogic;
  members: { survey: string; order: number; limit: number | null }[];
}

export const needsLimits = (logic: TGroupLogic): boolean => logic === "reach" || logic === "combined";

export function validateSurveyGroup(raw: unknown): TValidGroup {
  const parsed = ZSurveyGroupBody.safeParse(raw);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const { logic, surveys } = parsed.data;
  const name = parsed.data.name.trim();
  if (!name) throw invalid(STUDY_MSG.groupNeedsName, [{ name: "name", reason: STUDY_MSG.groupNeedsName }]);
  if (!surveys.length) throw invalid(STUDY_MSG.groupNeedsStudy, [{ name: "surveys", reason: STUDY_MSG.groupNeedsStudy }]);
  const seen = new Set<string>();
  surveys.forEach((s, i) => {
    if (seen.has(s.survey)) throw invalid(STUDY_MSG.groupDuplicateStudy, [{ name: `surveys.${i}.survey`, reason: STUDY_MSG.groupDuplicateStudy }]);
    seen.add(s.survey);
  });
  if (needsLimits(logic)) {
    surveys.forEach((s, i) => {
      const ok = typeof s.limit === "number" && Number.isInteger(s.limit) && s.limit >= 1;
      if (!ok) throw invalid(STUDY_MSG.groupNeedsLimits, [{ name: `surveys.${i}.limit`, reason: STUDY_MSG.groupNeedsLimits }]);
    });
  }
  return {
    name,
    logic,
    members: surveys.map((s) => ({ survey: s.survey, order: s.order, limit: needsLimits(logic) ? (s.limit as number) : null })),
  };
}
