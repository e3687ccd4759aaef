-- AlterTable
ALTER TABLE "KnowledgeEntry" ADD COLUMN     "product_id" CHAR(24);


-- Every brand's index is rebuilt with the P15 index (respondents' answers, plain text, no study scores): forgetting
-- the index states makes the worker queue each brand at start and a first visit rebuild it (server/knowledge/jobs.ts).
DELETE FROM "KnowledgeIndexState";
