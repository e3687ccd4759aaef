-- AlterTable
ALTER TABLE "KnowledgeEntry" ADD COLUMN     "product_id" CHAR(24);

