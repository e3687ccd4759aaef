-- DropIndex
DROP INDEX "RatingAnswer_respondent_id_question_id_key";

-- DropIndex
DROP INDEX "FollowUpAnswer_respondent_id_follow_up_id_key";

-- CreateIndex
CREATE INDEX "RatingAnswer_question_id_idx" ON "RatingAnswer"("question_id");

-- CreateIndex
CREATE UNIQUE INDEX "RatingAnswer_respondent_id_product_id_key" ON "RatingAnswer"("respondent_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "FollowUpAnswer_respondent_id_product_id_follow_up_id_key" ON "FollowUpAnswer"("respondent_id", "product_id", "follow_up_id");

