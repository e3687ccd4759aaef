// POST /api/v1/live/{short_id}/complete – a respondent submits: required answers checked, counted against the quotas once.
export { POST } from "@/server/survey/live-handlers/complete";
