import "server-only";
// updateSurvey (GraphQL; the studies list's "Change DP" and purpose form): title, decision point, decision, due
// date and purposes of a study, in any status. The REST PUT …/survey/{s} and …/additional_update are the wizard's
// save (server/builder/save-study.ts, Draft only). Optimistic concurrency: the date_modified the client read
// must still be the stored one, checked by the UPDATE itself, else 409 and nothing changes.
import { z } from "zod";
import { isSurveyPurpose, PURPOSE_ERRORS } from "@/lib/studies/purpose";
import { SURVEY_PURPOSES, STUDY_MSG } from "@/lib/studies/messages";
import { isId } from "@/lib/ids";
import { prisma, type Tx } from "../db";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { conflict, invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { ZId } from "./list-args";
import { loadBrandSurvey, studyNotFound, type TSurveyWire } from "./get-survey";

const ZDate = z.iso.datetime({ offset: true, message: "Must be an ISO date-time." });

/** SurveyUpdateInput without _id (the REST body); the GraphQL input adds _id. */
export const ZSurveyUpdateBody = z.object({
  date_modified: ZDate,
  title: z.string().max(500).nullish(),
  decision_point: ZId.nullish(),
  decision: ZId.nullish(),
  due_date: ZDate.nullish(),
  purpose: z
    .array(z.string().refine(isSurveyPurpose, { message: PURPOSE_ERRORS.unknown }))
    .max(SURVEY_PURPOSES.length * 2)
    .transform((list) => SURVEY_PURPOSES.filter((p) => list.includes(p)))
    .nullish(),
  insight_other: z.string().max(10_000).nullish(),
});
export const ZSurveyUpdateInput = ZSurveyUpdateBody.extend({ _id: ZId });
export type TSurveyUpdateBody = z.output<typeof ZSurveyUpdateBody>;

/** Omitted fields stay; null clears the nullable ones (title and purpose: null leaves them as they are). */
async function columns(brandId: string, assortmentId: string | null, b: TSurveyUpdateBody, db: Tx) {
  const data: Record<string, unknown> = {};
  if (typeof b.title === "string") data.title = b.title.trim();
  if (b.purpose) data.purpose = b.purpose;
  if (b.insight_other !== undefined) data.insight_other = b.insight_other;
  if (b.due_date !== undefined) data.due_date = b.due_date ? new Date(b.due_date) : null;
  Object.assign(data, await decisionRefColumns(brandId, assortmentId, b, db));
  return data;
}

/** decision_point / decision of a study: each must be the brand's (decision points may be platform-wide; a
 * decision belongs to the study's assortment, else to one of the brand's). Unknown → 400. Shared by the wizard save. */
export async function decisionRefColumns(
  brandId: string,
  assortmentId: string | null,
  b: { decision_point?: string | null; decision?: string | null },
  db: Tx,
): Promise<{ decision_point_id?: string | null; decision_id?: string | null }> {
  const data: { decision_point_id?: string | null; decision_id?: string | null } = {};
  if (b.decision_point !== undefined) {
    if (b.decision_point) {
      const dp = await db.decisionPoint.findFirst({
        where: { id: b.decision_point, OR: [{ brand_id: brandId }, { brand_id: null }] },
        select: { id: true },
      });
      if (!dp) throw invalid("Unknown decision point.", [{ name: "decision_point", reason: "not a decision point of this brand" }]);
    }
    data.decision_point_id = b.decision_point ?? null;
  }
  if (b.decision !== undefined) {
    if (b.decision) {
      // A decision belongs to an assortment; it must be one of this brand's (the study's own when it has one).
      const d = await db.assortmentDecision.findFirst({
        where: { id: b.decision, assortment: assortmentId ? { id: assortmentId } : { brand_id: brandId } },
        select: { id: true },
      });
      if (!d) throw invalid("Unknown decision.", [{ name: "decision", reason: "not a decision of this study's assortment" }]);
    }
    data.decision_id = b.decision ?? null;
  }
  return data;
}

/** Needs survey.write; a new decision point needs study.manage too. */
export async function updateSurvey(access: TBrandAccess, surveyId: string, rawBody: unknown, db: Tx = prisma): Promise<TSurveyWire> {
  const parsed = ZSurveyUpdateBody.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  if (!isId(surveyId)) throw studyNotFound();
  const current = await db.survey.findFirst({ where: access.where({ id: surveyId }), select: { assortment_id: true, decision_point_id: true } });
  if (!current) throw studyNotFound();
  // Changing the decision point ("Change DP") is study.manage: admins only on a gates-and-dates brand (spec 3 §6).
  // The purpose form sends the study's own decision point back unchanged, which needs nothing more.
  const dp = parsed.data.decision_point;
  if (dp !== undefined && (dp ?? null) !== current.decision_point_id) withPermission(access, "study.manage");
  const data = await columns(access.brandId, current.assortment_id, parsed.data, db);
  // The guard: the row changes only when date_modified is still the one the client read.
  const { count } = await db.survey.updateMany({
    where: access.where({ id: surveyId, date_modified: new Date(parsed.data.date_modified) }),
    data: { ...data, date_modified: new Date() },
  });
  if (count === 0) throw conflict(STUDY_MSG.staleStudy);
  return loadBrandSurvey(access, surveyId, db);
}

/** The GraphQL form: the study id travels in the input. Needs survey.write. */
export async function updateSurveyInput(access: TBrandAccess, rawInput: unknown, db: Tx = prisma): Promise<TSurveyWire> {
  const parsed = ZSurveyUpdateInput.safeParse(rawInput);
  if (!parsed.success) throw invalidFromZod(parsed.error, "argument");
  const { _id, ...body } = parsed.data;
  return updateSurvey(access, _id, body, db);
}
