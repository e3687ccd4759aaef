-- DropIndex
DROP INDEX "Respondent_survey_id_country_id_idx";

-- AlterTable
ALTER TABLE "SurveyProduct" ADD COLUMN     "assigned_count" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Respondent" ADD COLUMN     "assigned_products" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "audience_type" "AudienceType",
ADD COLUMN     "group_id" CHAR(24),
ADD COLUMN     "panel_params" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "token_hash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Respondent_token_hash_key" ON "Respondent"("token_hash");

-- CreateIndex
CREATE INDEX "Respondent_survey_id_country_id_status_idx" ON "Respondent"("survey_id", "country_id", "status");

-- CreateIndex
CREATE INDEX "Respondent_group_id_survey_id_idx" ON "Respondent"("group_id", "survey_id");

