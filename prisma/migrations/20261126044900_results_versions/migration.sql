-- AlterTable
ALTER TABLE "Survey" ADD COLUMN     "results_generation" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sentiment_score_version" TEXT;

