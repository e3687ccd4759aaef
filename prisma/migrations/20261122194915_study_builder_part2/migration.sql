-- CreateEnum
CREATE TYPE "TranslationRunStatus" AS ENUM ('running', 'done', 'failed', 'cancelled');

-- AlterTable
ALTER TABLE "Country" ADD COLUMN     "usd_rate" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "SurveyCountry" ADD COLUMN     "translated_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SurveyTranslationRun" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "refresh" BOOLEAN NOT NULL DEFAULT false,
    "status" "TranslationRunStatus" NOT NULL DEFAULT 'running',
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "provider" TEXT,
    "error" TEXT,
    "needed_before" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "started_by_id" CHAR(24),
    "date_started" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_finished" TIMESTAMP(3),

    CONSTRAINT "SurveyTranslationRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyTranslation" (
    "survey_id" CHAR(24) NOT NULL,
    "language" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SurveyTranslation_pkey" PRIMARY KEY ("survey_id","language","key")
);

-- CreateTable
CREATE TABLE "BrandTranslation" (
    "brand_id" CHAR(24) NOT NULL,
    "source_language" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandTranslation_pkey" PRIMARY KEY ("brand_id","source_language","language","source")
);

-- CreateTable
CREATE TABLE "PanelSurveyRecord" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "survey_id" CHAR(24) NOT NULL,
    "provider" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "total_completes" INTEGER NOT NULL DEFAULT 0,
    "total_screens" INTEGER NOT NULL DEFAULT 0,
    "survey_cpi_usd" DOUBLE PRECISION,
    "first_complete_date" TIMESTAMP(3),
    "last_complete_date" TIMESTAMP(3),
    "name" TEXT NOT NULL DEFAULT '',
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PanelSurveyRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrandAvatar" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24),
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'image',
    "mobile" TEXT NOT NULL,
    "desktop" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandAvatar_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SurveyTranslationRun_survey_id_status_idx" ON "SurveyTranslationRun"("survey_id", "status");

-- CreateIndex
CREATE INDEX "PanelSurveyRecord_survey_id_idx" ON "PanelSurveyRecord"("survey_id");

-- CreateIndex
CREATE INDEX "PanelSurveyRecord_status_external_id_idx" ON "PanelSurveyRecord"("status", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "PanelSurveyRecord_provider_external_id_key" ON "PanelSurveyRecord"("provider", "external_id");

-- CreateIndex
CREATE INDEX "BrandAvatar_brand_id_idx" ON "BrandAvatar"("brand_id");

-- AddForeignKey
ALTER TABLE "SurveyTranslationRun" ADD CONSTRAINT "SurveyTranslationRun_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyTranslation" ADD CONSTRAINT "SurveyTranslation_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandTranslation" ADD CONSTRAINT "BrandTranslation_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PanelSurveyRecord" ADD CONSTRAINT "PanelSurveyRecord_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrandAvatar" ADD CONSTRAINT "BrandAvatar_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

