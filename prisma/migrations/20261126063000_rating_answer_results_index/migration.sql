-- Results reads (P9, docs/decisions.md P9 #34): a study's ratings by respondent, with the product and the rating
-- carried in the index, so the per-respondent folds (head-to-head) and the star counts of one study read the index
-- alone instead of scanning every study's ratings. Prisma's schema cannot express INCLUDE, so the index lives in this
-- migration only (the schema is unchanged, and `npm run db:migration -- --check` compares the schema).
CREATE INDEX "RatingAnswer_results_idx" ON "RatingAnswer" ("survey_id", "respondent_id") INCLUDE ("product_id", "rating");
