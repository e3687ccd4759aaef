-- Case-insensitive "name contains" search on the catalogue (spec 1 section 5) uses a trigram index.
-- Written by hand: the Prisma schema cannot express operator classes without a preview feature. The index is
-- not in prisma/schema, so schema-to-schema diffs never touch it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS "Product_name_trgm_idx" ON "Product" USING gin (name gin_trgm_ops);
