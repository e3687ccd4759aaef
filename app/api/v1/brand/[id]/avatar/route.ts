// GET /api/v1/brand/{id}/avatar – the platform and brand avatars for consumer profiles (spec 1 §7 "Avatars");
// brand member.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listBrandAvatars } from "@/server/consumer-profiles/list-brand-avatars";

export const GET = withApi({
  permission: "brand.member",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => listBrandAvatars(access),
});
