// POST /api/v1/brand/{id}/survey/{s}/report/view {email} – a shared report's viewer passed the e-mail gate (spec 3 §2,
// §7). Declared public: the caller is a share viewer (the share header, null bearer), checked by the service against
// this study; anyone else is refused there. A logged view leaves a cookie so this browser is not asked again for a
// while (the shared pages read it; it opens nothing: the link is the access).
import { NextResponse } from "next/server";
import { z } from "zod";
import { SHARE_SEEN_SECONDS, shareSeenCookie } from "@/lib/shares/address";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";
import { recordShareView } from "@/server/shares/record-view";

export const POST = withApi({
  permission: "public",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.unknown(),
  maxBodyBytes: 4_096,
  envelope: "response",
  handler: async ({ principal, params, body, req }) => {
    const { token_id, ...out } = await recordShareView(principal, params.id, params.surveyId, body, clientAddress(req.headers));
    const res = NextResponse.json({ results: out }, { status: 201 });
    res.cookies.set(shareSeenCookie(token_id), "1", { httpOnly: true, sameSite: "lax", path: "/", maxAge: SHARE_SEEN_SECONDS, secure: req.nextUrl.protocol === "https:" });
    return res;
  },
});
