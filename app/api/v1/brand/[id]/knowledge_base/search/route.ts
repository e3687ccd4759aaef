// GET /api/v1/brand/{id}/knowledge_base/search?q=&kind=&category=&season=&year=&decision_point=&study_type=&from=&to=
// – one search over the brand's knowledge (P14 item 1; server/knowledge/search.ts).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { searchKnowledge } from "@/server/knowledge/search";

export const GET = withApi({
  permission: "knowledge_base.read",
  params: z.object({ id: z.string() }),
  // The search schema (lib/knowledge/search.ts) runs in the service: unknown parameters are refused there.
  query: z.record(z.string(), z.string()),
  handler: ({ access, query }) => searchKnowledge(access, query),
});
