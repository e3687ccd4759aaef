import { z } from "zod";
import { MSG } from "../messages";

/** Feature flags on a brand (spec 1 §3). Missing flags are off. */
export const FEATURE_FLAGS = [
  "timeline", "gatesAndDates", "enableAutomaticTranslations", "enableWorkflow", "mobileBranding",
  "priceInTitle", "enableLegacyCampaigns", "enableAssortmentDashboard", "enableHomepageModules",
  "enableTurf", "enableSnapShare", "enableHomepageV2", "enableEmailNotifications",
  "enableLearningsAndImpactV2", "enableSentimentScoreVersionControl", "enableSSO",
  "enableSurveyCreatorV2", "enableKnowledgeBase", "enableSyntheticResearch", "enableSimilarityOutput",
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];
export type TBrandFeatures = Record<TFeatureFlag, boolean>;

export const ZBrandFeatures = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
    TFeatureFlag,
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** Reads the stored JSON leniently: unknown keys dropped, non-boolean values treated as off. */
export function parseFeatures(raw: unknown): TBrandFeatures {
  const src = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, src[f] === true])) as TBrandFeatures;
}

export const ZBrandIdParam = z.string().regex(/^[0-9a-f]{24}$/, { message: MSG.invalidBrandId });
