-- CreateEnum
CREATE TYPE "Season" AS ENUM ('resort', 'spring', 'summer', 'fall', 'holiday');

-- CreateEnum
CREATE TYPE "Model3DType" AS ENUM ('restar', 'sketchfab');

-- CreateEnum
CREATE TYPE "PropertyDataType" AS ENUM ('number', 'bool', 'date', 'text');

-- CreateEnum
CREATE TYPE "SurveyStatus" AS ENUM ('Draft', 'Active', 'Closed');

-- CreateEnum
CREATE TYPE "SurveyType" AS ENUM ('early_stage', 'line_review', 'concept', 'sketch_review', 'line_adoption', 'investment_review', 'sell_in', 'other', 'it', 'pulse', 'legacy', 'price');

-- CreateEnum
CREATE TYPE "SurveyGender" AS ENUM ('all', 'male', 'female', 'other');

-- CreateEnum
CREATE TYPE "SurveyGroupLogic" AS ENUM ('percent', 'reach', 'combined');

-- CreateEnum
CREATE TYPE "SurveyGroupStatus" AS ENUM ('draft', 'active', 'closed');

-- CreateEnum
CREATE TYPE "FollowUpType" AS ENUM ('multi', 'choice', 'text', 'star');

-- CreateEnum
CREATE TYPE "FollowUpSide" AS ENUM ('positive', 'negative');

-- CreateEnum
CREATE TYPE "AudienceType" AS ENUM ('panel', 'crm', 'social');

-- CreateEnum
CREATE TYPE "RespondentStatus" AS ENUM ('started', 'completed', 'terminated', 'quota_full');

-- CreateEnum
CREATE TYPE "DemographicType" AS ENUM ('choice', 'multi', 'image', 'text');

-- CreateEnum
CREATE TYPE "ShareScope" AS ENUM ('results', 'learnings');

-- CreateTable
CREATE TABLE "Assortment" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "year" INTEGER NOT NULL,
    "season" "Season" NOT NULL,
    "brand_category_id" CHAR(24),
    "name" TEXT,
    "background_image_url" TEXT,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Assortment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssortmentDecision" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "assortment_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "date_start" TIMESTAMP(3),
    "date_end" TIMESTAMP(3),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AssortmentDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarEvent" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "assortment_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "date_start" TIMESTAMP(3),
    "date_end" TIMESTAMP(3),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "price" DOUBLE PRECISION,
    "description" TEXT,
    "colors" TEXT,
    "fit" TEXT,
    "features" TEXT,
    "materials" TEXT,
    "margin" DOUBLE PRECISION,
    "asset_format" TEXT,
    "parent_id" CHAR(24),
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "custom_data" JSONB NOT NULL DEFAULT '{}',
    "product_id" TEXT,
    "introduction_date" TIMESTAMP(3),
    "division" TEXT,
    "forecasts" JSONB NOT NULL DEFAULT '{}',
    "sku_lifecycle" TEXT,
    "buy_type" TEXT,
    "buy_tier" TEXT,
    "channel" TEXT,
    "trend_key_attribute" TEXT,
    "sub_category" TEXT,
    "color_story" TEXT,
    "color_code" TEXT,
    "style_name" TEXT,
    "collection_name" TEXT,
    "style_number" TEXT,
    "marketing_tier" TEXT,
    "internal_ratings" JSONB NOT NULL DEFAULT '{}',
    "internal_ratings_by_region" JSONB NOT NULL DEFAULT '{}',
    "msrp_initial" DOUBLE PRECISION,
    "sales_plan" DOUBLE PRECISION,
    "language" TEXT NOT NULL DEFAULT 'en',
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "date_deleted" TIMESTAMP(3),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "product_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "original" TEXT NOT NULL,
    "desktop" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductModel3D" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "product_id" CHAR(24) NOT NULL,
    "type" "Model3DType" NOT NULL,
    "external_id" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductModel3D_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductTranslation" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "product_id" CHAR(24) NOT NULL,
    "language" TEXT NOT NULL,
    "fields" JSONB NOT NULL DEFAULT '{}',
    "price" DOUBLE PRECISION,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductAssortment" (
    "product_id" CHAR(24) NOT NULL,
    "assortment_id" CHAR(24) NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductAssortment_pkey" PRIMARY KEY ("product_id","assortment_id")
);

-- CreateTable
CREATE TABLE "PropertyMetadata" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "data_path" TEXT NOT NULL,
    "data_type" "PropertyDataType" NOT NULL DEFAULT 'text',
    "valid_values" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "input_field" TEXT,
    "display_on_modal" BOOLEAN NOT NULL DEFAULT false,
    "display_on_card" BOOLEAN NOT NULL DEFAULT false,
    "display_on_tooltip" BOOLEAN NOT NULL DEFAULT false,
    "display_group" TEXT,
    "display_template" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "is_identifier" BOOLEAN NOT NULL DEFAULT false,
    "is_family_identifier" BOOLEAN NOT NULL DEFAULT false,
    "needs_translation" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "is_custom" BOOLEAN NOT NULL DEFAULT false,
    "is_archivable" BOOLEAN NOT NULL DEFAULT true,
    "pivotable" BOOLEAN NOT NULL DEFAULT false,
    "sortable" BOOLEAN NOT NULL DEFAULT false,
    "presentable" BOOLEAN NOT NULL DEFAULT false,
    "effects_data_visualization" BOOLEAN NOT NULL DEFAULT false,
    "include_in_data_export" BOOLEAN NOT NULL DEFAULT true,
    "child_product_sortable" BOOLEAN NOT NULL DEFAULT false,
    "child_product_sort_order" INTEGER,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PropertyMetadata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsumerProfile" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "title" TEXT NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 1,
    "avatar" JSONB,
    "editable" BOOLEAN NOT NULL DEFAULT true,
    "ms_default" BOOLEAN NOT NULL DEFAULT false,
    "hide_from_editor" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_updated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsumerProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsumerProfileOption" (
    "consumer_profile_id" CHAR(24) NOT NULL,
    "panel_screener_id" CHAR(24) NOT NULL,
    "values" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "ConsumerProfileOption_pkey" PRIMARY KEY ("consumer_profile_id","panel_screener_id")
);

-- CreateTable
CREATE TABLE "AssortmentConsumerProfile" (
    "assortment_id" CHAR(24) NOT NULL,
    "consumer_profile_id" CHAR(24) NOT NULL,

    CONSTRAINT "AssortmentConsumerProfile_pkey" PRIMARY KEY ("assortment_id","consumer_profile_id")
);

-- CreateTable
CREATE TABLE "PanelScreener" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "title" TEXT NOT NULL,
    "group" TEXT,
    "type" TEXT,
    "show_as_dropdown" BOOLEAN NOT NULL DEFAULT false,
    "provider" TEXT,
    "question_id" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PanelScreener_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PanelScreenerOption" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "panel_screener_id" CHAR(24) NOT NULL,
    "title" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "versions" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "PanelScreenerOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DecisionPoint" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24),
    "type_id" CHAR(24) NOT NULL,
    "title" TEXT NOT NULL,
    "abbreviation" TEXT NOT NULL DEFAULT '',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DecisionPoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Survey" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "short_id" TEXT NOT NULL,
    "brand_id" CHAR(24) NOT NULL,
    "assortment_id" CHAR(24),
    "title" TEXT NOT NULL DEFAULT '',
    "type" "SurveyType",
    "temp_type" TEXT,
    "status" "SurveyStatus" NOT NULL DEFAULT 'Draft',
    "gender" "SurveyGender" NOT NULL DEFAULT 'all',
    "decision_point_id" CHAR(24),
    "decision_id" CHAR(24),
    "config" JSONB NOT NULL DEFAULT '{}',
    "created_by_id" CHAR(24),
    "owned_by_id" CHAR(24),
    "due_date" TIMESTAMP(3),
    "internal_template" BOOLEAN NOT NULL DEFAULT false,
    "demo" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "purpose" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "insight_other" TEXT,
    "alternate_question" TEXT,
    "random" BOOLEAN NOT NULL DEFAULT false,
    "intro" JSONB,
    "welcome" JSONB NOT NULL DEFAULT '{}',
    "welcome_header" TEXT,
    "welcome_message" TEXT,
    "welcome_button_text" TEXT,
    "exit_header" TEXT,
    "exit_message" TEXT,
    "exit_button_text" TEXT,
    "thank_you_button_url" TEXT,
    "thank_you_css_position" TEXT,
    "redirect_link" TEXT,
    "redirect_link_closed" TEXT,
    "style_header_logo" TEXT,
    "limit_active" BOOLEAN NOT NULL DEFAULT false,
    "limit_number" INTEGER NOT NULL DEFAULT 15,
    "respondent_limit" INTEGER,
    "url_param" TEXT,
    "notify_due_date" BOOLEAN NOT NULL DEFAULT false,
    "stat_significance_count" INTEGER,
    "has_audience_weighting" BOOLEAN NOT NULL DEFAULT false,
    "panel_type" TEXT,
    "panel_cost" INTEGER NOT NULL DEFAULT 0,
    "language" TEXT NOT NULL DEFAULT 'en',
    "currency" TEXT,
    "limit_equals_stat_significance" BOOLEAN NOT NULL DEFAULT false,
    "disable_panel_quota_automation" BOOLEAN NOT NULL DEFAULT false,
    "disable_panel_clone_automation" BOOLEAN NOT NULL DEFAULT false,
    "show_privacy_disclaimer_for_crm" BOOLEAN NOT NULL DEFAULT false,
    "show_brand_name_in_privacy_disclaimer" BOOLEAN NOT NULL DEFAULT false,
    "auto_populate_demo" BOOLEAN NOT NULL DEFAULT false,
    "disable_recommendation" BOOLEAN NOT NULL DEFAULT false,
    "disable_tier" BOOLEAN NOT NULL DEFAULT false,
    "disable_makerscore" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_names" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_pricing" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_colors" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_fit" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_materials" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_features" BOOLEAN NOT NULL DEFAULT false,
    "hide_all_product_description" BOOLEAN NOT NULL DEFAULT false,
    "exclude_from_benchmarks" BOOLEAN NOT NULL DEFAULT false,
    "is_conjoint" BOOLEAN NOT NULL DEFAULT false,
    "has_price_testing" BOOLEAN NOT NULL DEFAULT false,
    "conjoint_blocks" JSONB NOT NULL DEFAULT '[]',
    "conjoint_variables" JSONB NOT NULL DEFAULT '[]',
    "impact" JSONB NOT NULL DEFAULT '{}',
    "cancel_learnings_report" BOOLEAN NOT NULL DEFAULT false,
    "app_version" TEXT,
    "version" TEXT,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_start" TIMESTAMP(3),
    "date_published" TIMESTAMP(3),
    "date_end" TIMESTAMP(3),
    "date_closed" TIMESTAMP(3),
    "date_reopened" TIMESTAMP(3),

    CONSTRAINT "Survey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyProduct" (
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "sales_plan" DOUBLE PRECISION,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "msrp_initial" DOUBLE PRECISION,
    "additional_price_conversions" JSONB NOT NULL DEFAULT '{}',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SurveyProduct_pkey" PRIMARY KEY ("survey_id","product_id")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24),
    "type" TEXT NOT NULL DEFAULT 'star',
    "text" TEXT NOT NULL DEFAULT 'Would you consider buying this item?',
    "star_low" TEXT NOT NULL DEFAULT 'Never',
    "star_high" TEXT NOT NULL DEFAULT 'Definitely',
    "intro" JSONB,
    "followup_manual_ordering" BOOLEAN NOT NULL DEFAULT false,
    "required" BOOLEAN NOT NULL DEFAULT true,
    "show_why" BOOLEAN NOT NULL DEFAULT false,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_title" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_pricing" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_colors" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_fit" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_materials" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_features" BOOLEAN NOT NULL DEFAULT false,
    "disable_product_description" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FollowUp" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "question_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "type" "FollowUpType" NOT NULL DEFAULT 'choice',
    "standard_why" BOOLEAN NOT NULL DEFAULT false,
    "fire_positive" BOOLEAN NOT NULL DEFAULT true,
    "fire_negative" BOOLEAN NOT NULL DEFAULT true,
    "positive_title" TEXT NOT NULL DEFAULT '',
    "negative_title" TEXT NOT NULL DEFAULT '',
    "positive_options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "negative_options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "positive_min_label" TEXT,
    "positive_max_label" TEXT,
    "negative_min_label" TEXT,
    "negative_max_label" TEXT,
    "disable_option_randomization" BOOLEAN NOT NULL DEFAULT false,
    "media" JSONB,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FollowUp_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyCountry" (
    "survey_id" CHAR(24) NOT NULL,
    "country_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "translating" BOOLEAN NOT NULL DEFAULT false,
    "translation_needed" BOOLEAN NOT NULL DEFAULT false,
    "exchange_rate" DOUBLE PRECISION,
    "respondent_limit" INTEGER,
    "match_stat_sig" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "SurveyCountry_pkey" PRIMARY KEY ("survey_id","country_id")
);

-- CreateTable
CREATE TABLE "Audience" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "country_id" CHAR(24) NOT NULL,
    "audience_type" "AudienceType" NOT NULL,
    "consumer_profile_id" CHAR(24),
    "panel_provider_id" CHAR(24),
    "respondent_target" INTEGER,
    "redirect_complete" TEXT,
    "redirect_terminate" TEXT,
    "redirect_quota_full" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Audience_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DemographicQuestion" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24),
    "legacy_id" INTEGER,
    "type" "DemographicType" NOT NULL DEFAULT 'choice',
    "title" TEXT NOT NULL,
    "dashboard_title" TEXT,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "images" JSONB NOT NULL DEFAULT '[]',
    "pointable" BOOLEAN NOT NULL DEFAULT false,
    "point_values" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
    "country_options" JSONB NOT NULL DEFAULT '{}',
    "show_as_dropdown" BOOLEAN NOT NULL DEFAULT false,
    "editable" BOOLEAN NOT NULL DEFAULT true,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "audience_weighting" BOOLEAN NOT NULL DEFAULT false,
    "special_input_type" TEXT,
    "brand_default_question" BOOLEAN NOT NULL DEFAULT false,
    "enabled_by_default" BOOLEAN NOT NULL DEFAULT false,
    "add_to_new_tests" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemographicQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyDemographic" (
    "survey_id" CHAR(24) NOT NULL,
    "demographic_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "randomize_options" BOOLEAN NOT NULL DEFAULT false,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "part_of_point_range" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "SurveyDemographic_pkey" PRIMARY KEY ("survey_id","demographic_id")
);

-- CreateTable
CREATE TABLE "SegmentationProfile" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "profile_name" TEXT NOT NULL,
    "avatar" TEXT,
    "color" TEXT,
    "questions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "start_range" DOUBLE PRECISION,
    "end_range" DOUBLE PRECISION,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SegmentationProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyGroup" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "short_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "SurveyGroupStatus" NOT NULL DEFAULT 'draft',
    "logic" "SurveyGroupLogic" NOT NULL DEFAULT 'percent',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SurveyGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyGroupMember" (
    "group_id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "limit" INTEGER,

    CONSTRAINT "SurveyGroupMember_pkey" PRIMARY KEY ("group_id","survey_id")
);

-- CreateTable
CREATE TABLE "Respondent" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "audience_id" CHAR(24),
    "country_id" CHAR(24),
    "consumer_profile_id" CHAR(24),
    "segmentation_profile_id" CHAR(24),
    "language" TEXT,
    "ms_id" TEXT,
    "panel_respondent_id" TEXT,
    "panel_id" TEXT,
    "email" TEXT,
    "status" "RespondentStatus" NOT NULL DEFAULT 'started',
    "is_preview" BOOLEAN NOT NULL DEFAULT false,
    "browser" TEXT,
    "device" TEXT,
    "region" TEXT,
    "state" TEXT,
    "summed_points" DOUBLE PRECISION,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMP(3),
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "Respondent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RatingAnswer" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24) NOT NULL,
    "respondent_id" CHAR(24) NOT NULL,
    "question_id" CHAR(24) NOT NULL,
    "rating" SMALLINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatingAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FollowUpAnswer" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24) NOT NULL,
    "respondent_id" CHAR(24) NOT NULL,
    "question_id" CHAR(24) NOT NULL,
    "follow_up_id" CHAR(24) NOT NULL,
    "side" "FollowUpSide" NOT NULL,
    "values" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "text_value" TEXT,
    "star_value" SMALLINT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FollowUpAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SegmentAnswer" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "respondent_id" CHAR(24) NOT NULL,
    "demographic_id" CHAR(24) NOT NULL,
    "values" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "text_value" TEXT,
    "points" DOUBLE PRECISION,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SegmentAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KeyLearning" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "question_id" CHAR(24),
    "learning" TEXT NOT NULL DEFAULT '',
    "decision" TEXT NOT NULL DEFAULT '',
    "estimated_roi" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" CHAR(24),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KeyLearning_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BucketGroup" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "buckets" JSONB NOT NULL DEFAULT '[]',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BucketGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Snip" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24) NOT NULL,
    "assortment_id" CHAR(24),
    "creator_id" CHAR(24),
    "title" TEXT NOT NULL DEFAULT '',
    "img" TEXT,
    "key_insight" TEXT NOT NULL DEFAULT '',
    "key_insight_updated" TIMESTAMP(3),
    "filters" JSONB NOT NULL DEFAULT '{}',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Snip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "snip_id" CHAR(24) NOT NULL,
    "author_id" CHAR(24),
    "content" TEXT NOT NULL,
    "content_updated" TIMESTAMP(3),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShareToken" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "token" TEXT NOT NULL,
    "brand_id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24) NOT NULL,
    "scope" "ShareScope" NOT NULL DEFAULT 'results',
    "created_by_id" CHAR(24),
    "expires_at" TIMESTAMP(3),
    "revoked" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShareToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShareView" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "share_token_id" CHAR(24),
    "email" TEXT NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShareView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Assortment_brand_id_year_season_idx" ON "Assortment"("brand_id", "year", "season");

-- CreateIndex
CREATE INDEX "Assortment_brand_category_id_idx" ON "Assortment"("brand_category_id");

-- CreateIndex
CREATE INDEX "AssortmentDecision_assortment_id_idx" ON "AssortmentDecision"("assortment_id");

-- CreateIndex
CREATE INDEX "CalendarEvent_assortment_id_idx" ON "CalendarEvent"("assortment_id");

-- CreateIndex
CREATE INDEX "Product_brand_id_deleted_date_created_idx" ON "Product"("brand_id", "deleted", "date_created");

-- CreateIndex
CREATE INDEX "Product_brand_id_price_idx" ON "Product"("brand_id", "price");

-- CreateIndex
CREATE INDEX "Product_brand_id_product_id_idx" ON "Product"("brand_id", "product_id");

-- CreateIndex
CREATE INDEX "Product_parent_id_idx" ON "Product"("parent_id");

-- CreateIndex
CREATE INDEX "ProductImage_product_id_order_idx" ON "ProductImage"("product_id", "order");

-- CreateIndex
CREATE INDEX "ProductModel3D_product_id_order_idx" ON "ProductModel3D"("product_id", "order");

-- CreateIndex
CREATE UNIQUE INDEX "ProductTranslation_product_id_language_key" ON "ProductTranslation"("product_id", "language");

-- CreateIndex
CREATE INDEX "ProductAssortment_assortment_id_idx" ON "ProductAssortment"("assortment_id");

-- CreateIndex
CREATE UNIQUE INDEX "PropertyMetadata_brand_id_data_path_key" ON "PropertyMetadata"("brand_id", "data_path");

-- CreateIndex
CREATE INDEX "ConsumerProfile_brand_id_archived_idx" ON "ConsumerProfile"("brand_id", "archived");

-- CreateIndex
CREATE INDEX "ConsumerProfileOption_panel_screener_id_idx" ON "ConsumerProfileOption"("panel_screener_id");

-- CreateIndex
CREATE INDEX "AssortmentConsumerProfile_consumer_profile_id_idx" ON "AssortmentConsumerProfile"("consumer_profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "PanelScreener_title_key" ON "PanelScreener"("title");

-- CreateIndex
CREATE INDEX "PanelScreenerOption_panel_screener_id_order_idx" ON "PanelScreenerOption"("panel_screener_id", "order");

-- CreateIndex
CREATE INDEX "DecisionPoint_brand_id_idx" ON "DecisionPoint"("brand_id");

-- CreateIndex
CREATE UNIQUE INDEX "Survey_short_id_key" ON "Survey"("short_id");

-- CreateIndex
CREATE INDEX "Survey_brand_id_status_idx" ON "Survey"("brand_id", "status");

-- CreateIndex
CREATE INDEX "Survey_brand_id_date_created_idx" ON "Survey"("brand_id", "date_created");

-- CreateIndex
CREATE INDEX "Survey_assortment_id_idx" ON "Survey"("assortment_id");

-- CreateIndex
CREATE INDEX "SurveyProduct_product_id_idx" ON "SurveyProduct"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "Question_survey_id_product_id_key" ON "Question"("survey_id", "product_id");

-- CreateIndex
CREATE INDEX "FollowUp_question_id_order_idx" ON "FollowUp"("question_id", "order");

-- CreateIndex
CREATE INDEX "SurveyCountry_country_id_idx" ON "SurveyCountry"("country_id");

-- CreateIndex
CREATE INDEX "Audience_survey_id_country_id_idx" ON "Audience"("survey_id", "country_id");

-- CreateIndex
CREATE UNIQUE INDEX "DemographicQuestion_legacy_id_key" ON "DemographicQuestion"("legacy_id");

-- CreateIndex
CREATE INDEX "DemographicQuestion_brand_id_idx" ON "DemographicQuestion"("brand_id");

-- CreateIndex
CREATE INDEX "SurveyDemographic_demographic_id_idx" ON "SurveyDemographic"("demographic_id");

-- CreateIndex
CREATE INDEX "SegmentationProfile_survey_id_idx" ON "SegmentationProfile"("survey_id");

-- CreateIndex
CREATE UNIQUE INDEX "SurveyGroup_short_id_key" ON "SurveyGroup"("short_id");

-- CreateIndex
CREATE INDEX "SurveyGroup_brand_id_idx" ON "SurveyGroup"("brand_id");

-- CreateIndex
CREATE INDEX "SurveyGroupMember_survey_id_idx" ON "SurveyGroupMember"("survey_id");

-- CreateIndex
CREATE INDEX "Respondent_survey_id_status_is_preview_idx" ON "Respondent"("survey_id", "status", "is_preview");

-- CreateIndex
CREATE INDEX "Respondent_survey_id_country_id_idx" ON "Respondent"("survey_id", "country_id");

-- CreateIndex
CREATE INDEX "Respondent_audience_id_idx" ON "Respondent"("audience_id");

-- CreateIndex
CREATE INDEX "RatingAnswer_survey_id_product_id_idx" ON "RatingAnswer"("survey_id", "product_id");

-- CreateIndex
CREATE INDEX "RatingAnswer_survey_id_question_id_idx" ON "RatingAnswer"("survey_id", "question_id");

-- CreateIndex
CREATE UNIQUE INDEX "RatingAnswer_respondent_id_question_id_key" ON "RatingAnswer"("respondent_id", "question_id");

-- CreateIndex
CREATE INDEX "FollowUpAnswer_survey_id_follow_up_id_idx" ON "FollowUpAnswer"("survey_id", "follow_up_id");

-- CreateIndex
CREATE INDEX "FollowUpAnswer_survey_id_product_id_idx" ON "FollowUpAnswer"("survey_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "FollowUpAnswer_respondent_id_follow_up_id_key" ON "FollowUpAnswer"("respondent_id", "follow_up_id");

-- CreateIndex
CREATE INDEX "SegmentAnswer_survey_id_demographic_id_idx" ON "SegmentAnswer"("survey_id", "demographic_id");

-- CreateIndex
CREATE UNIQUE INDEX "SegmentAnswer_respondent_id_demographic_id_key" ON "SegmentAnswer"("respondent_id", "demographic_id");

-- CreateIndex
CREATE INDEX "KeyLearning_survey_id_order_idx" ON "KeyLearning"("survey_id", "order");

-- CreateIndex
CREATE INDEX "BucketGroup_survey_id_idx" ON "BucketGroup"("survey_id");

-- CreateIndex
CREATE INDEX "Snip_assortment_id_date_created_idx" ON "Snip"("assortment_id", "date_created");

-- CreateIndex
CREATE INDEX "Snip_survey_id_date_created_idx" ON "Snip"("survey_id", "date_created");

-- CreateIndex
CREATE INDEX "Comment_snip_id_date_created_idx" ON "Comment"("snip_id", "date_created");

-- CreateIndex
CREATE UNIQUE INDEX "ShareToken_token_key" ON "ShareToken"("token");

-- CreateIndex
CREATE INDEX "ShareToken_survey_id_idx" ON "ShareToken"("survey_id");

-- CreateIndex
CREATE INDEX "ShareView_survey_id_date_created_idx" ON "ShareView"("survey_id", "date_created");

-- AddForeignKey
ALTER TABLE "Assortment" ADD CONSTRAINT "Assortment_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Assortment" ADD CONSTRAINT "Assortment_brand_category_id_fkey" FOREIGN KEY ("brand_category_id") REFERENCES "BrandCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssortmentDecision" ADD CONSTRAINT "AssortmentDecision_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductModel3D" ADD CONSTRAINT "ProductModel3D_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAssortment" ADD CONSTRAINT "ProductAssortment_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAssortment" ADD CONSTRAINT "ProductAssortment_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyMetadata" ADD CONSTRAINT "PropertyMetadata_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsumerProfile" ADD CONSTRAINT "ConsumerProfile_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsumerProfileOption" ADD CONSTRAINT "ConsumerProfileOption_consumer_profile_id_fkey" FOREIGN KEY ("consumer_profile_id") REFERENCES "ConsumerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsumerProfileOption" ADD CONSTRAINT "ConsumerProfileOption_panel_screener_id_fkey" FOREIGN KEY ("panel_screener_id") REFERENCES "PanelScreener"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssortmentConsumerProfile" ADD CONSTRAINT "AssortmentConsumerProfile_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssortmentConsumerProfile" ADD CONSTRAINT "AssortmentConsumerProfile_consumer_profile_id_fkey" FOREIGN KEY ("consumer_profile_id") REFERENCES "ConsumerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PanelScreenerOption" ADD CONSTRAINT "PanelScreenerOption_panel_screener_id_fkey" FOREIGN KEY ("panel_screener_id") REFERENCES "PanelScreener"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionPoint" ADD CONSTRAINT "DecisionPoint_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionPoint" ADD CONSTRAINT "DecisionPoint_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "DecisionPointType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_decision_point_id_fkey" FOREIGN KEY ("decision_point_id") REFERENCES "DecisionPoint"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_decision_id_fkey" FOREIGN KEY ("decision_id") REFERENCES "AssortmentDecision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Survey" ADD CONSTRAINT "Survey_owned_by_id_fkey" FOREIGN KEY ("owned_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyProduct" ADD CONSTRAINT "SurveyProduct_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyProduct" ADD CONSTRAINT "SurveyProduct_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUp" ADD CONSTRAINT "FollowUp_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyCountry" ADD CONSTRAINT "SurveyCountry_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyCountry" ADD CONSTRAINT "SurveyCountry_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Audience" ADD CONSTRAINT "Audience_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Audience" ADD CONSTRAINT "Audience_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Audience" ADD CONSTRAINT "Audience_consumer_profile_id_fkey" FOREIGN KEY ("consumer_profile_id") REFERENCES "ConsumerProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Audience" ADD CONSTRAINT "Audience_panel_provider_id_fkey" FOREIGN KEY ("panel_provider_id") REFERENCES "PanelProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DemographicQuestion" ADD CONSTRAINT "DemographicQuestion_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyDemographic" ADD CONSTRAINT "SurveyDemographic_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyDemographic" ADD CONSTRAINT "SurveyDemographic_demographic_id_fkey" FOREIGN KEY ("demographic_id") REFERENCES "DemographicQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SegmentationProfile" ADD CONSTRAINT "SegmentationProfile_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyGroup" ADD CONSTRAINT "SurveyGroup_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyGroupMember" ADD CONSTRAINT "SurveyGroupMember_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "SurveyGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyGroupMember" ADD CONSTRAINT "SurveyGroupMember_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Respondent" ADD CONSTRAINT "Respondent_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Respondent" ADD CONSTRAINT "Respondent_audience_id_fkey" FOREIGN KEY ("audience_id") REFERENCES "Audience"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Respondent" ADD CONSTRAINT "Respondent_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "Country"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Respondent" ADD CONSTRAINT "Respondent_consumer_profile_id_fkey" FOREIGN KEY ("consumer_profile_id") REFERENCES "ConsumerProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Respondent" ADD CONSTRAINT "Respondent_segmentation_profile_id_fkey" FOREIGN KEY ("segmentation_profile_id") REFERENCES "SegmentationProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingAnswer" ADD CONSTRAINT "RatingAnswer_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingAnswer" ADD CONSTRAINT "RatingAnswer_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingAnswer" ADD CONSTRAINT "RatingAnswer_respondent_id_fkey" FOREIGN KEY ("respondent_id") REFERENCES "Respondent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingAnswer" ADD CONSTRAINT "RatingAnswer_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_respondent_id_fkey" FOREIGN KEY ("respondent_id") REFERENCES "Respondent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_follow_up_id_fkey" FOREIGN KEY ("follow_up_id") REFERENCES "FollowUp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SegmentAnswer" ADD CONSTRAINT "SegmentAnswer_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SegmentAnswer" ADD CONSTRAINT "SegmentAnswer_respondent_id_fkey" FOREIGN KEY ("respondent_id") REFERENCES "Respondent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SegmentAnswer" ADD CONSTRAINT "SegmentAnswer_demographic_id_fkey" FOREIGN KEY ("demographic_id") REFERENCES "DemographicQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KeyLearning" ADD CONSTRAINT "KeyLearning_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KeyLearning" ADD CONSTRAINT "KeyLearning_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "Question"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KeyLearning" ADD CONSTRAINT "KeyLearning_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BucketGroup" ADD CONSTRAINT "BucketGroup_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BucketGroup" ADD CONSTRAINT "BucketGroup_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Snip" ADD CONSTRAINT "Snip_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Snip" ADD CONSTRAINT "Snip_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Snip" ADD CONSTRAINT "Snip_assortment_id_fkey" FOREIGN KEY ("assortment_id") REFERENCES "Assortment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Snip" ADD CONSTRAINT "Snip_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_snip_id_fkey" FOREIGN KEY ("snip_id") REFERENCES "Snip"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareToken" ADD CONSTRAINT "ShareToken_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareToken" ADD CONSTRAINT "ShareToken_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareToken" ADD CONSTRAINT "ShareToken_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareView" ADD CONSTRAINT "ShareView_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareView" ADD CONSTRAINT "ShareView_share_token_id_fkey" FOREIGN KEY ("share_token_id") REFERENCES "ShareToken"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Star ratings are 1 to 5 (spec 2 §1, spec 3 §9). Prisma cannot declare CHECK constraints, so they are added here.
ALTER TABLE "RatingAnswer" ADD CONSTRAINT "RatingAnswer_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "FollowUpAnswer" ADD CONSTRAINT "FollowUpAnswer_star_value_check" CHECK ("star_value" IS NULL OR "star_value" BETWEEN 1 AND 5);
