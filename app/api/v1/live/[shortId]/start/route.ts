// POST /api/v1/live/{short_id}/start – a visit of a live link becomes a respondent session (or the outcome that ends it); preview for signed-in readers.
export { POST } from "@/server/survey/live-handlers/start";
