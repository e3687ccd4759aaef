-- The live survey's complete in one round trip (server/survey/complete-respondent.ts, docs/decisions.md P6 #40).
-- Locks the respondent row (a double submit waits here and then sees the first one's status), takes the study's
-- completion lock only when the study has a total or country limit (so the count sees every earlier complete and a
-- limit is never exceeded), re-reads the study status (a study closed while the respondent answered: quota_full when
-- it closed on its limit, else 'not_active'), marks the respondent completed or quota_full, and closes a
-- limit_equals_stat_significance study on the complete that reaches its total limit (date_modified untouched).
-- Answers: 'missing' (no such respondent), 'not_active', or the respondent's status afterwards ('completed',
-- 'quota_full', or the status it already had).
-- The body is an E'' string whose semicolons are written \073: the migration runner (Prisma with the pg driver
-- adapter) splits scripts at every semicolon, even inside a quoted function body.
CREATE OR REPLACE FUNCTION live_complete(
  p_respondent CHAR(24), p_survey CHAR(24), p_country CHAR(24),
  p_total INTEGER, p_country_limit INTEGER, p_auto_close BOOLEAN, p_now TIMESTAMP(3)
) RETURNS TEXT LANGUAGE plpgsql AS E'
DECLARE
  v_status TEXT\073
  v_study TEXT\073
  v_total INTEGER := 0\073
  v_country INTEGER := 0\073
  v_full BOOLEAN := FALSE\073
BEGIN
  SELECT status::text INTO v_status FROM "Respondent" WHERE id = p_respondent FOR UPDATE\073
  IF v_status IS NULL THEN RETURN ''missing''\073 END IF\073
  IF v_status <> ''started'' THEN RETURN v_status\073 END IF\073
  IF p_total IS NOT NULL OR p_country_limit IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(''survey-complete:'' || p_survey, 0))\073
    SELECT count(*)::int, (count(*) FILTER (WHERE country_id = p_country))::int INTO v_total, v_country
      FROM "Respondent" WHERE survey_id = p_survey AND status = ''completed'' AND NOT is_preview\073
    v_full := (p_total IS NOT NULL AND v_total >= p_total) OR (p_country_limit IS NOT NULL AND v_country >= p_country_limit)\073
  END IF\073
  SELECT status::text INTO v_study FROM "Survey" WHERE id = p_survey\073
  IF v_study IS DISTINCT FROM ''Active'' AND NOT v_full THEN RETURN ''not_active''\073 END IF\073
  UPDATE "Respondent" SET status = (CASE WHEN v_full THEN ''quota_full'' ELSE ''completed'' END)::"RespondentStatus", completed_at = p_now
    WHERE id = p_respondent\073
  IF NOT v_full AND p_auto_close AND p_total IS NOT NULL AND v_total + 1 >= p_total THEN
    UPDATE "Survey" SET status = ''Closed'', date_closed = p_now WHERE id = p_survey AND status = ''Active''\073
  END IF\073
  RETURN CASE WHEN v_full THEN ''quota_full'' ELSE ''completed'' END\073
END
';
