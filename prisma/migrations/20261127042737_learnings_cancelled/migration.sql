-- AlterTable
ALTER TABLE "Survey" ADD COLUMN     "learnings_cancelled_at" TIMESTAMP(3);

