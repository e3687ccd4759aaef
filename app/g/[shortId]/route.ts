// GET /g/{group short_id} – a grouped study's live link: 302 to the member study picked by the group logic, or a small "closed" / "full" page.
import type { NextRequest } from "next/server";
import { groupLinkResponse } from "@/server/survey/group-route";

export async function GET(req: NextRequest, ctx: { params: Promise<{ shortId: string }> }): Promise<Response> {
  const { shortId } = await ctx.params;
  // Not withApi: the answer is a redirect or an HTML page for a browser, never JSON.
  return groupLinkResponse(shortId, req.nextUrl.searchParams);
}
