// GET /g/{group short_id} – a grouped study's live link: 302 to the member study picked by the group logic, or a small "closed" / "full" page.
import type { NextRequest } from "next/server";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { groupMessagePage, routeGroup } from "@/server/survey/group-route";

export async function GET(req: NextRequest, ctx: { params: Promise<{ shortId: string }> }): Promise<Response> {
  const { shortId } = await ctx.params;
  // Not withApi: the answer is a redirect or an HTML page for a browser, never JSON.
  const route = /^[A-Za-z0-9_-]{1,64}$/.test(shortId) ? await routeGroup(shortId, req.nextUrl.searchParams) : ({ kind: "not_found" } as const);
  if (route.kind === "redirect") {
    // A relative Location (RFC 9110) stays right behind any proxy, whatever host the app sees.
    return new Response(null, { status: 302, headers: { location: route.location, "cache-control": "no-store" } });
  }
  if (route.kind === "not_found") return groupMessagePage(404, LIVE_MSG.surveyNotFound, "");
  const text = LIVE_OUTCOME_TEXT[route.status];
  return groupMessagePage(200, text.title, text.message);
}
