// POST /api/v1/client-errors – sampled reports of uncaught rendering errors, written to the server log.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";

const ZClientError = z.object({
  message: z.string().max(1000),
  digest: z.string().max(100).nullable(),
  path: z.string().max(500),
});

export const POST = withApi({
  permission: "public",
  body: ZClientError,
  status: 202,
  handler: async ({ body }) => {
    console.warn("[client-error]", JSON.stringify(body));
    return { received: true };
  },
});
