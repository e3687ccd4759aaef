// GET /api/v1/brand/{id}/consumer_profile – the brand's consumer profiles (brand member); POST – create one (admin;
// the tier is computed on the server) (spec 1 §2, §4, §7).
import { z } from "zod";
import { ZConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { withApi } from "@/server/http/with-api";
import { createConsumerProfile } from "@/server/consumer-profiles/create-consumer-profile";
import { listConsumerProfiles } from "@/server/consumer-profiles/list-consumer-profiles";

const params = z.object({ id: z.string() });

export const GET = withApi({
  params,
  handler: ({ actor, params }) => listConsumerProfiles(actor, params.id),
});

export const POST = withApi({
  params,
  body: ZConsumerProfileBody,
  status: 201,
  handler: ({ actor, params, body }) => createConsumerProfile(actor, params.id, body),
});
