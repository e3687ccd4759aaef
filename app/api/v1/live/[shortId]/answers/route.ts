// PUT /api/v1/live/{short_id}/answers – a respondent saves a batch of answers (validated whole, then upserted in one transaction).
export { PUT } from "@/server/survey/live-handlers/answers";
