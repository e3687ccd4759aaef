// What each brand feature flag (spec 1 §3) switches on, for the features tab of brand settings. One entry per
// flag of FEATURE_FLAGS; the record type makes a missing or unknown flag a compile error.
import type { TFeatureFlag } from "../schemas/brand";

export interface TFeatureFlagInfo {
  label: string;
  description: string;
}

export const FEATURE_FLAG_INFO: Record<TFeatureFlag, TFeatureFlagInfo> = {
  timeline: { label: "Dashboard timeline", description: "The assortment timeline on the brand dashboard, and assortments as seasons and years." },
  gatesAndDates: { label: "Gates and dates", description: "Hides results from brand users (admins share them) and keeps publishing, closing, re-opening and clearing studies for admins; simplified panel studies for brand users." },
  enableAutomaticTranslations: { label: "Automatic translations", description: "Machine translation of study and product texts for international studies." },
  enableWorkflow: { label: "Workflow", description: "Study workflow steps and approvals." },
  mobileBranding: { label: "Mobile branding", description: "The brand's logo and colours on the respondent survey on phones." },
  priceInTitle: { label: "Price in title", description: "Shows the product price next to its name in results." },
  enableLegacyCampaigns: { label: "Legacy campaigns", description: "Opens studies of the legacy campaign formats." },
  enableAssortmentDashboard: { label: "Assortment dashboard", description: "The dashboard tab of an assortment." },
  enableHomepageModules: { label: "Homepage modules", description: "Configurable modules on the brand home." },
  enableTurf: { label: "TURF analysis", description: "Reach and frequency (TURF) analysis of study results." },
  enableSnapShare: { label: "Snap and share", description: "Insight cards (snips) and the shared-learnings tab of an assortment." },
  enableHomepageV2: { label: "New homepage", description: "The newer brand home layout." },
  enableEmailNotifications: { label: "E-mail notifications", description: "E-mail notifications, with each user's choices under My Notifications in brand settings." },
  enableLearningsAndImpactV2: { label: "Learnings and impact", description: "Learnings with decisions and ROI." },
  enableSentimentScoreVersionControl: { label: "Sentiment score versions", description: "Choosing the sentiment score model version used for the brand's results." },
  enableSSO: { label: "Single sign-on", description: "Sign-in through the brand's identity provider." },
  enableSurveyCreatorV2: { label: "Study creator v2", description: "The step-by-step study wizard for new studies." },
  enableKnowledgeBase: { label: "Knowledge base", description: "The Knowledge Base entry in the sidebar for users with knowledge-base read permission." },
  enableSyntheticResearch: { label: "Synthetic research", description: "The MakerLabs entry in the sidebar for users with knowledge-base read permission." },
  enableSimilarityOutput: { label: "Similarity output", description: "Product similarity in study results." },
};
