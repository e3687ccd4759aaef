// GET /api/v1/invitations/{token} – what an open invitation is for; POST – accept it, setting a password (public:
// the token is the credential; rate-limited per client).
import { z } from "zod";
import { ZAcceptInvitation } from "@/lib/brands/wire";
import { clientAddress } from "@/server/http/client-address";
import { acceptInvitation, checkInvitation } from "@/server/auth/invitations";
import { consumeLinkAttempt } from "@/server/auth/link-limiter";
import { withApi } from "@/server/http/with-api";

const params = z.object({ token: z.string().max(200) });

export const GET = withApi({
  permission: "none",
  params,
  handler: async ({ params: p, req }) => {
    await consumeLinkAttempt(clientAddress(req.headers));
    return checkInvitation(p.token);
  },
});

export const POST = withApi({
  permission: "none",
  params,
  body: ZAcceptInvitation,
  handler: async ({ params: p, body, req }) => {
    await consumeLinkAttempt(clientAddress(req.headers));
    return acceptInvitation(p.token, body);
  },
});
