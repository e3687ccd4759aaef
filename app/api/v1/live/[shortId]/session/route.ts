// GET /api/v1/live/{short_id}/session – resume: the respondent's survey (same products and option order) with its saved answers, or its outcome.
export { GET } from "@/server/survey/live-handlers/session";
