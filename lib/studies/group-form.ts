// The Grouped Studies modal's form (spec 3 §5): a name, a logic and at least one study; reach and combined need a
// respondent limit of at least 1 on every study; with percent the limits are not sent. Pure, shared by the modal
// and its tests; the server validates the same rules again (docs/contracts/p3-studies.md "Group validation").
import { z } from "zod";
import { DEFAULT_GROUP_LOGIC, GROUP_LOGIC_LABELS, STUDY_MSG, type TGroupLogic } from "./messages";
import type { TSurveyGroupInput } from "./wire";

export const GROUP_LOGICS = Object.keys(GROUP_LOGIC_LABELS) as TGroupLogic[];
export const MIN_GROUP_LIMIT = 1;

/** What the modal holds: limits are the raw text of their number inputs ("" when empty). */
export interface TGroupFormValues {
  name: string;
  logic: TGroupLogic;
  studies: { survey: string; limit: string }[];
}

/** Reach and combined split respondents by per-study limits; percent splits evenly without them. */
export const limitsRequired = (logic: TGroupLogic): boolean => logic !== "percent";

/** A limit as typed: a whole number of at least 1, else null (empty, decimal, non-numeric, zero, negative). */
export function parseLimit(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n >= MIN_GROUP_LIMIT ? n : null;
}

export const ZGroupForm = z
  .object({
    name: z.string().trim().min(1, STUDY_MSG.groupNeedsName),
    logic: z.enum(GROUP_LOGICS as [TGroupLogic, ...TGroupLogic[]]),
    studies: z.array(z.object({ survey: z.string().min(1), limit: z.string() })).min(1, STUDY_MSG.groupNeedsStudy),
  })
  .superRefine((v, ctx) => {
    if (!limitsRequired(v.logic)) return;
    v.studies.forEach((s, i) => {
      if (parseLimit(s.limit) === null) ctx.addIssue({ code: "custom", path: ["studies", i, "limit"], message: STUDY_MSG.groupNeedsLimits });
    });
  });

export type TGroupFormResult = { ok: true } | { ok: false; errors: { path: string; message: string }[] };

export function validateGroupForm(values: TGroupFormValues): TGroupFormResult {
  const r = ZGroupForm.safeParse(values);
  if (r.success) return { ok: true };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
}

export const emptyGroupForm = (surveyIds: string[]): TGroupFormValues => ({
  name: "",
  logic: DEFAULT_GROUP_LOGIC,
  studies: surveyIds.map((survey) => ({ survey, limit: "" })),
});

/**
 * The createSurveyGroup input: order follows the list (0-based), the name is trimmed, limits are whole numbers
 * for reach/combined and left out entirely for percent. Throws when the form is invalid (Save is disabled then).
 */
export function groupPayload(brand: string, values: TGroupFormValues): TSurveyGroupInput {
  const check = validateGroupForm(values);
  if (!check.ok) throw new Error(check.errors[0]?.message ?? STUDY_MSG.groupFailed);
  const withLimits = limitsRequired(values.logic);
  return {
    brand,
    name: values.name.trim(),
    logic: values.logic,
    surveys: values.studies.map((s, order) =>
      withLimits ? { survey: s.survey, order, limit: parseLimit(s.limit) } : { survey: s.survey, order },
    ),
  };
}
