-- CreateTable
CREATE TABLE "SalesDataImport" (
    "survey_id" CHAR(24) NOT NULL,
    "version" INTEGER NOT NULL,
    "imported_by" CHAR(24),
    "file_name" TEXT NOT NULL DEFAULT '',
    "rows" INTEGER NOT NULL,
    "date_modified" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalesDataImport_pkey" PRIMARY KEY ("survey_id")
);

-- CreateTable
CREATE TABLE "SalesData" (
    "id" CHAR(24) NOT NULL,
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24) NOT NULL,
    "units" INTEGER NOT NULL,
    "revenue" DECIMAL(16,2) NOT NULL,
    "imported_by" CHAR(24),
    "date_created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalesData_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SalesData_survey_id_product_id_key" ON "SalesData"("survey_id", "product_id");


-- Written by hand (docs/decisions.md P13 "Sales-data import"): the foreign keys the Prisma models leave out (Survey and
-- Product are declared in other schema files), and the rules an import already enforces, kept by the database too.
ALTER TABLE "SalesDataImport" ADD CONSTRAINT "SalesDataImport_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SalesData" ADD CONSTRAINT "SalesData_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SalesData" ADD CONSTRAINT "SalesData_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SalesData" ADD CONSTRAINT "SalesData_units_check" CHECK ("units" >= 0);
ALTER TABLE "SalesData" ADD CONSTRAINT "SalesData_revenue_check" CHECK ("revenue" >= 0);
