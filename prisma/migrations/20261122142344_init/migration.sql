-- ObjectId-shaped ids: 4 bytes of seconds since the epoch, then 8 random bytes, as 24 lowercase hex characters.
CREATE OR REPLACE FUNCTION object_id() RETURNS char(24) LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()))::bigint), 8, '0')
      || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "PermissionEntity" AS ENUM ('survey', 'brand', 'assortment', 'settings_page', 'bucket_group', 'key_learning', 'share_token', 'survey_url', 'consumer_profile', 'me', 'meeting', 'product', 'product_rating', 'property_metadata', 'translation', 'user', 'user_brand_settings', 'knowledge_base');

-- CreateEnum
CREATE TYPE "PermissionAction" AS ENUM ('read', 'write');

-- CreateTable
CREATE TABLE "User" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "department" TEXT,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "role_full" BOOLEAN NOT NULL DEFAULT false,
    "role_restricted" BOOLEAN NOT NULL DEFAULT false,
    "role_kb_user" BOOLEAN NOT NULL DEFAULT false,
    "auth_mode" TEXT NOT NULL DEFAULT 'password',
    "is_cookie_policy_accepted" BOOLEAN NOT NULL DEFAULT false,
    "active_days" INTEGER NOT NULL DEFAULT 0,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_login" TIMESTAMP(3),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrandMembership" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "user_id" CHAR(24) NOT NULL,
    "brand_id" CHAR(24) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "regions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandMembership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrandPermission" (
    "user_id" CHAR(24) NOT NULL,
    "brand_id" CHAR(24) NOT NULL,
    "entity" "PermissionEntity" NOT NULL,
    "action" "PermissionAction" NOT NULL,

    CONSTRAINT "BrandPermission_pkey" PRIMARY KEY ("user_id","brand_id","entity","action")
);

-- CreateTable
CREATE TABLE "Brand" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "name" TEXT NOT NULL DEFAULT '',
    "logo" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "demo" BOOLEAN NOT NULL DEFAULT false,
    "brand_type" TEXT NOT NULL DEFAULT 'Customer',
    "salesforce_id" TEXT,
    "website" TEXT,
    "slug" TEXT,
    "default_country_id" CHAR(24),
    "default_language_id" CHAR(24),
    "features" JSONB NOT NULL DEFAULT '{}',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "style" JSONB NOT NULL DEFAULT '{}',
    "merchants" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "avatars" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "disclaimer" TEXT,
    "regions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "minimum_age" INTEGER,
    "auto_populate_demo" BOOLEAN NOT NULL DEFAULT false,
    "translation_comments" BOOLEAN NOT NULL DEFAULT false,
    "url_param" TEXT,
    "multifactor_authentication" BOOLEAN NOT NULL DEFAULT false,
    "sentiment_score_model_version" TEXT,
    "default_x_axis" TEXT,
    "default_x_sort" INTEGER,
    "default_y_axis" TEXT,
    "default_y_sort" INTEGER,
    "default_order_by" TEXT,
    "default_order_by_sort" INTEGER,
    "default_display_style" TEXT,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Brand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrandCategory" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "gender" TEXT,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tag" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24),
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "parent_id" CHAR(24),
    "ancestors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "path" TEXT NOT NULL,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Language" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "code" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "localized_name" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "translations" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "Language_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Country" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "code" TEXT NOT NULL,
    "country_name" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "flag_image_link" TEXT,
    "geo_image_link" TEXT,
    "population" BIGINT,
    "currency_code" TEXT NOT NULL,
    "currency_symbol" TEXT NOT NULL,
    "gdp_in_usd" DOUBLE PRECISION,
    "gdp_per_capita_in_usd" DOUBLE PRECISION,
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "time_zones" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "Country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PanelProvider" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "name" TEXT NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "parameter_mappings" JSONB NOT NULL DEFAULT '{}',
    "redirect_urls" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "PanelProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DecisionPointType" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "name" TEXT NOT NULL,
    "phase" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DecisionPointType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_CategoryOwners" (
    "A" CHAR(24) NOT NULL,
    "B" CHAR(24) NOT NULL,

    CONSTRAINT "_CategoryOwners_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_CountryToPanelProvider" (
    "A" CHAR(24) NOT NULL,
    "B" CHAR(24) NOT NULL,

    CONSTRAINT "_CountryToPanelProvider_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "BrandMembership_brand_id_idx" ON "BrandMembership"("brand_id");

-- CreateIndex
CREATE UNIQUE INDEX "BrandMembership_user_id_brand_id_key" ON "BrandMembership"("user_id", "brand_id");

-- CreateIndex
CREATE INDEX "BrandPermission_brand_id_idx" ON "BrandPermission"("brand_id");

-- CreateIndex
CREATE UNIQUE INDEX "Brand_slug_key" ON "Brand"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "BrandCategory_brand_id_name_key" ON "BrandCategory"("brand_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_brand_id_path_key" ON "Tag"("brand_id", "path");

-- CreateIndex
CREATE UNIQUE INDEX "Language_code_key" ON "Language"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Country_code_key" ON "Country"("code");

-- CreateIndex
CREATE UNIQUE INDEX "PanelProvider_name_key" ON "PanelProvider"("name");

-- CreateIndex
CREATE UNIQUE INDEX "DecisionPointType_name_key" ON "DecisionPointType"("name");

-- CreateIndex
CREATE INDEX "_CategoryOwners_B_index" ON "_CategoryOwners"("B");

-- CreateIndex
CREATE INDEX "_CountryToPanelProvider_B_index" ON "_CountryToPanelProvider"("B");

-- AddForeignKey
ALTER TABLE "BrandMembership" ADD CONSTRAINT "BrandMembership_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandMembership" ADD CONSTRAINT "BrandMembership_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandPermission" ADD CONSTRAINT "BrandPermission_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandPermission" ADD CONSTRAINT "BrandPermission_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_default_country_id_fkey" FOREIGN KEY ("default_country_id") REFERENCES "Country"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_default_language_id_fkey" FOREIGN KEY ("default_language_id") REFERENCES "Language"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandCategory" ADD CONSTRAINT "BrandCategory_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryOwners" ADD CONSTRAINT "_CategoryOwners_A_fkey" FOREIGN KEY ("A") REFERENCES "BrandCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryOwners" ADD CONSTRAINT "_CategoryOwners_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CountryToPanelProvider" ADD CONSTRAINT "_CountryToPanelProvider_A_fkey" FOREIGN KEY ("A") REFERENCES "Country"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CountryToPanelProvider" ADD CONSTRAINT "_CountryToPanelProvider_B_fkey" FOREIGN KEY ("B") REFERENCES "PanelProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

