// GET /api/v1/brand/{id}/avatar – the platform and brand avatars for consumer profiles (spec 1 §7 "Avatars");
// brand member.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listBrandAvatars } from "@/server/consumer-profiles/list-brand-avatars";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => listBrandAvatars(actor, params.id),
});
