-- AlterTable
ALTER TABLE "Respondent" ADD COLUMN     "ratings" SMALLINT[] DEFAULT ARRAY[]::SMALLINT[];

-- CreateTable
CREATE TABLE "RatingSlot" (
    "survey_id" CHAR(24) NOT NULL,
    "product_id" CHAR(24) NOT NULL,
    "slot" SMALLINT NOT NULL,

    CONSTRAINT "RatingSlot_pkey" PRIMARY KEY ("survey_id","product_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RatingSlot_survey_id_slot_key" ON "RatingSlot"("survey_id", "slot");

-- AddForeignKey
ALTER TABLE "RatingSlot" ADD CONSTRAINT "RatingSlot_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rating vectors (docs/decisions.md P9 #35): Respondent.ratings holds each respondent's star ratings, element k being
-- the rating of the product in RatingSlot k (0 = not rated). Statement-level triggers on RatingAnswer keep the vectors
-- and slots true for every write path (the live survey, clear answers, moves, seeds and fixtures). Function bodies are
-- E'' strings whose semicolons are written \073 (the migration runner splits scripts at every semicolon).

-- Rebuilds the vectors of the given respondents from their rating answers.
CREATE FUNCTION rating_vectors_refresh(p_respondents CHAR(24)[]) RETURNS void LANGUAGE sql AS E'
  WITH cells AS (
    SELECT a.respondent_id, s.slot, a.rating
    FROM "RatingAnswer" a
    JOIN "RatingSlot" s ON s.survey_id = a.survey_id AND s.product_id = a.product_id
    WHERE a.respondent_id = ANY(p_respondents)
  ), grid AS (
    SELECT respondent_id, generate_series(1, max(slot)) AS slot FROM cells GROUP BY respondent_id
  ), vectors AS (
    SELECT g.respondent_id, array_agg(coalesce(c.rating, 0)::smallint ORDER BY g.slot) AS ratings
    FROM grid g LEFT JOIN cells c ON c.respondent_id = g.respondent_id AND c.slot = g.slot
    GROUP BY g.respondent_id
  )
  UPDATE "Respondent" r SET ratings = coalesce(v.ratings, ARRAY[]::smallint[])
  FROM unnest(p_respondents) AS x(id) LEFT JOIN vectors v ON v.respondent_id = x.id
  WHERE r.id = x.id AND r.ratings IS DISTINCT FROM coalesce(v.ratings, ARRAY[]::smallint[])
';

-- Gives a slot to every (study, product) of the changed rows that has none: the next free numbers of the study, in the
-- study's product order. One writer per study at a time (an advisory lock), so two sessions never take the same slot.
CREATE FUNCTION rating_slots_ensure(p_surveys CHAR(24)[], p_products CHAR(24)[]) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
  v_survey CHAR(24)\073
BEGIN
  FOR v_survey IN
    SELECT DISTINCT x.survey_id FROM unnest(p_surveys, p_products) AS x(survey_id, product_id)
    WHERE NOT EXISTS (SELECT 1 FROM "RatingSlot" s WHERE s.survey_id = x.survey_id AND s.product_id = x.product_id)
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(''rating-slot:'' || v_survey, 0))\073
    INSERT INTO "RatingSlot" (survey_id, product_id, slot)
    SELECT v_survey, p.product_id,
      (SELECT coalesce(max(slot), 0) FROM "RatingSlot" WHERE survey_id = v_survey)
        + row_number() OVER (ORDER BY coalesce(sp."order", 2147483647), p.product_id)
    FROM (
      SELECT DISTINCT x.product_id FROM unnest(p_surveys, p_products) AS x(survey_id, product_id)
      WHERE x.survey_id = v_survey
        AND NOT EXISTS (SELECT 1 FROM "RatingSlot" s WHERE s.survey_id = v_survey AND s.product_id = x.product_id)
    ) p
    LEFT JOIN "SurveyProduct" sp ON sp.survey_id = v_survey AND sp.product_id = p.product_id\073
  END LOOP\073
END
';

CREATE FUNCTION rating_answer_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''DELETE'' THEN
    PERFORM rating_vectors_refresh(ARRAY(SELECT DISTINCT respondent_id FROM old_rows))\073
  ELSE
    PERFORM rating_slots_ensure(ARRAY(SELECT survey_id FROM new_rows), ARRAY(SELECT product_id FROM new_rows))\073
    PERFORM rating_vectors_refresh(ARRAY(SELECT DISTINCT respondent_id FROM new_rows))\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER rating_answer_inserted AFTER INSERT ON "RatingAnswer"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rating_answer_changed();
CREATE TRIGGER rating_answer_updated AFTER UPDATE ON "RatingAnswer"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rating_answer_changed();
CREATE TRIGGER rating_answer_deleted AFTER DELETE ON "RatingAnswer"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rating_answer_changed();

-- The answers already collected: slots in each study's product order, then every rating respondent's vector.
INSERT INTO "RatingSlot" (survey_id, product_id, slot)
SELECT x.survey_id, x.product_id,
  row_number() OVER (PARTITION BY x.survey_id ORDER BY coalesce(sp."order", 2147483647), x.product_id)
FROM (SELECT DISTINCT survey_id, product_id FROM "RatingAnswer") x
LEFT JOIN "SurveyProduct" sp ON sp.survey_id = x.survey_id AND sp.product_id = x.product_id;

SELECT rating_vectors_refresh(ARRAY(SELECT DISTINCT respondent_id FROM "RatingAnswer"));
