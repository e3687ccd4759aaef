// GET /s/{short_id} – the live survey a respondent opens (server-rendered welcome + the respondent app bundle).
import type { NextRequest } from "next/server";
import { livePage } from "@/server/survey/live-page";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, ctx: { params: Promise<{ shortId: string }> }): Promise<Response> {
  const { shortId } = await ctx.params;
  return livePage(shortId, req.nextUrl.searchParams);
}
