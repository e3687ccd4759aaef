// POST /api/v1/brand/{b}/demographic (spec 2 §7): a new question in the brand's library (no study). Survey write;
// every §5 rule checked (lib/study-rules/demographics.ts); the study-only fields (required, randomize) are ignored.
import type { TWireDemographic } from "@/lib/wizard/builder-wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { toWireDemographic } from "../wizard/load-builder";
import { checkDemographicBody } from "./question-body";

export async function createBrandDemographic(actor: Actor, brandId: string, rawBody: unknown): Promise<TWireDemographic> {
  await requireBrand(actor, brandId, { entity: "survey", action: "write" });
  const body = checkDemographicBody(actor, rawBody, "body");
  const created = await prisma.demographicQuestion.create({ data: { ...body.columns, brand_id: brandId, audience_weighting: body.data.audience_weighting } });
  return toWireDemographic(created);
}
