-- CreateTable
CREATE TABLE "KnowledgeEntry" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "kind" TEXT NOT NULL,
    "source_id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24),
    "assortment_id" CHAR(24),
    "snip_id" CHAR(24),
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "category" TEXT,
    "season" TEXT,
    "year" INTEGER,
    "decision_point" TEXT,
    "study_type" TEXT,
    "date" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnowledgeEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeIndexState" (
    "brand_id" CHAR(24) NOT NULL,
    "indexed_at" TIMESTAMP(3) NOT NULL,
    "entries" INTEGER NOT NULL,

    CONSTRAINT "KnowledgeIndexState_pkey" PRIMARY KEY ("brand_id")
);

-- CreateTable
CREATE TABLE "KnowledgeCollection" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "brand_id" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "created_by_id" CHAR(24),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgeCollection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeCollectionItem" (
    "id" CHAR(24) NOT NULL DEFAULT object_id(),
    "collection_id" CHAR(24) NOT NULL,
    "kind" TEXT NOT NULL,
    "source_id" CHAR(24) NOT NULL,
    "order" INTEGER NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgeCollectionItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LabsModel" (
    "brand_id" CHAR(24) NOT NULL,
    "trained_at" TIMESTAMP(3) NOT NULL,
    "studies" INTEGER NOT NULL,
    "products" INTEGER NOT NULL,
    "model" JSONB,
    "backtest" JSONB,
    "train_ms" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LabsModel_pkey" PRIMARY KEY ("brand_id")
);

-- CreateIndex
CREATE INDEX "KnowledgeEntry_brand_id_date_idx" ON "KnowledgeEntry"("brand_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeEntry_brand_id_kind_source_id_key" ON "KnowledgeEntry"("brand_id", "kind", "source_id");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeCollection_brand_id_name_key" ON "KnowledgeCollection"("brand_id", "name");

-- CreateIndex
CREATE INDEX "KnowledgeCollectionItem_collection_id_order_idx" ON "KnowledgeCollectionItem"("collection_id", "order");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeCollectionItem_collection_id_kind_source_id_key" ON "KnowledgeCollectionItem"("collection_id", "kind", "source_id");

-- AddForeignKey
ALTER TABLE "KnowledgeCollectionItem" ADD CONSTRAINT "KnowledgeCollectionItem_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "KnowledgeCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand (docs/decisions.md P14): the foreign keys to Brand (declared in another schema file), and the
-- search column, a generated tsvector (title weighted A, body B, English) with its GIN index, which the Prisma schema
-- cannot express. Schema-to-schema diffs never see them.
ALTER TABLE "KnowledgeEntry" ADD CONSTRAINT "KnowledgeEntry_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "KnowledgeIndexState" ADD CONSTRAINT "KnowledgeIndexState_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "KnowledgeCollection" ADD CONSTRAINT "KnowledgeCollection_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "LabsModel" ADD CONSTRAINT "LabsModel_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "KnowledgeEntry" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')
) STORED;
CREATE INDEX "KnowledgeEntry_search_idx" ON "KnowledgeEntry" USING gin ("search");
