// GET /api/v1/brand/{id}/decision_point – {results: [...]}: the brand's own and the platform-wide decision points,
// ordered by type order then title (spec 2 §7 "decision points"). Any member of the brand (not knowledge-base-only).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { decisionPoints } from "@/server/decision-points/list-decision-points";

export const GET = withApi({
  permission: "brand.member",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => decisionPoints(access),
});
