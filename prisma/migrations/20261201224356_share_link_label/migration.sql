-- AlterTable
ALTER TABLE "ShareToken" ADD COLUMN     "label" TEXT,
ADD COLUMN     "token_box" TEXT;

