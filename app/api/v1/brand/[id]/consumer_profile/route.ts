// GET /api/v1/brand/{id}/consumer_profile – the brand's consumer profiles (brand member); POST – create one (admin;
// the tier is computed on the server) (spec 1 §2, §4, §7).
import { z } from "zod";
import { ZConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { withApi } from "@/server/http/with-api";
import { createConsumerProfile } from "@/server/consumer-profiles/create-consumer-profile";
import { listConsumerProfiles } from "@/server/consumer-profiles/list-consumer-profiles";

const params = z.object({ id: z.string() });

export const GET = withApi({
  permission: "brand.member",
  params,
  handler: ({ access }) => listConsumerProfiles(access),
});

export const POST = withApi({
  permission: "brand.admin",
  denied: PROFILE_MSG.adminOnly,
  params,
  body: ZConsumerProfileBody,
  status: 201,
  handler: ({ access, body }) => createConsumerProfile(access, body),
});
