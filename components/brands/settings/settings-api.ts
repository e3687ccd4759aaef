"use client";
// Calls of brand settings: GraphQL brandForSettings / brandCategoriesAndTags, PUT /admin/brand/{id} and the
// smaller REST writes (logo, categories, tags, notification settings).
import { api } from "@/lib/api-client";
import { graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type {
  TBrandCategoryRow, TBrandSettings, TBrandTag, TBrandUpdate, TNotificationSettings, TNotificationSettingsView, TPivotChoice,
} from "@/lib/brands/wire";

export interface TSettingsData extends TBrandSettings {
  pivot_choices: { pivotable: TPivotChoice[]; sortable: TPivotChoice[] } | null;
}

export const settingsKeys = {
  brand: (brandId: string) => ["brand-settings", brandId] as const,
  catsTags: (brandId: string) => ["brand-categories-tags", brandId] as const,
  notifications: (brandId: string) => ["brand-notifications", brandId] as const,
  countries: ["countries-all"] as const,
  languages: ["languages-all"] as const,
};

// `features` lists every flag of FEATURE_FLAGS (lib/schemas/brand.ts): TBrandSettings' Record of them fails tsc when one is missing.
const SettingsQuery = graphql(`
  query BrandSettings($b: String!) {
    brandForSettings(brand_id: $b) {
      _id name logo is_active demo brand_type salesforce_id website slug date_created date_modified num_users
      default_country_id default_language_id default_country { _id currency_code currency_symbol } default_language
      features {
        timeline gatesAndDates enableAutomaticTranslations enableWorkflow mobileBranding
        priceInTitle enableLegacyCampaigns enableAssortmentDashboard enableHomepageModules
        enableTurf enableSnapShare enableHomepageV2 enableEmailNotifications
        enableLearningsAndImpactV2 enableSentimentScoreVersionControl enableSSO
        enableSurveyCreatorV2 enableKnowledgeBase enableSyntheticResearch enableSimilarityOutput
      }
      settings
      style { accent primary secondary header_logo css_override welcome_title welcome_text thank_you_title thank_you_text }
      merchants avatars disclaimer regions minimum_age auto_populate_demo translation_comments url_param
      security { multifactor_authentication } sentiment_score_model_version current_model_versions { sentiment_score }
      default_x_axis default_x_sort default_y_axis default_y_sort default_order_by default_order_by_sort default_display_style
      pivot_choices { pivotable { data_path name } sortable { data_path name } }
    }
  }
`);

export async function fetchSettings(brandId: string): Promise<TSettingsData> {
  const d = await gql(SettingsQuery, { b: brandId });
  return d.brandForSettings;
}

const CategoriesAndTagsQuery = graphql(`
  query BrandCategoriesAndTags($b: String!) {
    brandCategoriesAndTags(brand_id: $b) { categories { _id name gender assortments } tags { _id name slug parent ancestors path } }
  }
`);

export async function fetchCategoriesAndTags(brandId: string): Promise<{ categories: TBrandCategoryRow[]; tags: TBrandTag[] }> {
  const d = await gql(CategoriesAndTagsQuery, { b: brandId });
  return d.brandCategoriesAndTags;
}

export const saveBrand = (brandId: string, patch: TBrandUpdate) => api<TBrandSettings>(`/admin/brand/${brandId}`, { method: "PUT", json: patch });

export async function uploadLogo(brandId: string, file: File): Promise<{ logo: string }> {
  const form = new FormData();
  form.append("file", file);
  return api<{ logo: string }>(`/admin/brand/${brandId}/logo`, { method: "POST", body: form });
}

export const addCategory = (brandId: string, name: string, gender: string | null) =>
  api<TBrandCategoryRow>(`/brand/${brandId}/brand_category`, { method: "POST", json: { name, gender } });
export const renameCategory = (brandId: string, id: string, name: string) =>
  api<TBrandCategoryRow>(`/brand/${brandId}/brand_category/${id}`, { method: "PUT", json: { name } });
export const deleteCategory = (brandId: string, id: string) => api<{ _id: string }>(`/brand/${brandId}/brand_category/${id}`, { method: "DELETE" });
export const migrateCategory = (brandId: string, from: string, to: string) =>
  api<TBrandCategoryRow & { moved: number }>(`/brand/${brandId}/brand_category/migrate`, { method: "POST", json: { from, to } });
export const addTag = (brandId: string, name: string, parent_id: string | null) =>
  api<TBrandTag>(`/brand/${brandId}/tags`, { method: "POST", json: { name, parent_id } });
export const deleteTag = (brandId: string, id: string) => api<{ _id: string; deleted: number }>(`/brand/${brandId}/tags/${id}`, { method: "DELETE" });

export const fetchNotifications = (brandId: string) => api<TNotificationSettingsView>(`/brand/${brandId}/notification_settings`);
export const saveNotifications = (brandId: string, patch: Partial<TNotificationSettings>) =>
  api<TNotificationSettingsView>(`/brand/${brandId}/notification_settings`, { method: "PUT", json: patch });

export interface TRefItem {
  _id: string;
  label: string;
}
export const fetchCountries = async (): Promise<TRefItem[]> =>
  (await api<{ _id: string; country_name: string }[]>("/countries/all")).map((c) => ({ _id: c._id, label: c.country_name }));
export const fetchLanguages = async (): Promise<TRefItem[]> =>
  (await api<{ _id: string; display_name: string }[]>("/languages/all")).map((l) => ({ _id: l._id, label: l.display_name }));
