import "server-only";
// POST /api/v1/brand/{b}/demographic (spec 2 §7): a new question in the brand's library (no study). Survey write;
// every §5 rule checked (lib/study-rules/demographics.ts); the study-only fields (required, randomize) are ignored.
import type { TWireDemographic } from "@/lib/builder/builder-wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { toWireDemographic } from "../builder/load-builder";
import { checkDemographicBody } from "./question-body";

/** Needs survey.write. */
export async function createBrandDemographic(access: TBrandAccess, rawBody: unknown): Promise<TWireDemographic> {
  const body = checkDemographicBody(access.actor, rawBody, "body");
  const created = await prisma.demographicQuestion.create({ data: { ...body.columns, brand_id: access.brandId, audience_weighting: body.data.audience_weighting } });
  return toWireDemographic(created);
}
