import "server-only";
// A create / update body checked against every rule of spec 2 §5 "Demographic question" (lib/study-rules/
// demographics.ts): zod for the shape, then demographicErrors — the first issue is the 400's message and every
// issue is listed in invalid_params — then demographicForSave for the stored columns.
import { demographicErrors } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { demographicColumns, toDemographicDraft, type TDemographicColumns } from "@/lib/demographics/normalise";
import { ZDemographicData, type TDemographicData } from "@/lib/demographics/wire";
import type { Actor } from "../access/actor";
import { forbidden, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";

export interface TCheckedDemographic {
  data: TDemographicData;
  columns: TDemographicColumns;
  /** The study's outer fields: pointable forces required. */
  required: boolean;
  randomize_options: boolean;
}

export function checkDemographicBody(actor: Actor, raw: unknown, where = "data"): TCheckedDemographic {
  const parsed = ZDemographicData.safeParse(raw);
  if (!parsed.success) throw invalidFromZod(parsed.error, where);
  const data = parsed.data;
  const draft = toDemographicDraft(data);
  const issues = demographicErrors(draft);
  if (issues.length > 0) {
    throw invalid(
      issues[0]!.message,
      issues.map((i) => ({ name: `${where}.${i.field}${i.index === undefined ? "" : `[${i.index}]`}`, reason: i.message })),
    );
  }
  // An audience weighting question cannot be edited afterwards, so only an admin may create one (our decision).
  if (data.audience_weighting && !actor.is_admin) throw forbidden(DEMOGRAPHIC_MSG.adminOnlyWeighting);
  const { columns, required } = demographicColumns(data, draft);
  return { data, columns, required, randomize_options: columns.type === "text" ? false : data.randomize_options };
}
