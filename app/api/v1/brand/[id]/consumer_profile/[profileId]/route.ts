// PUT /api/v1/brand/{id}/consumer_profile/{profileId} – update a consumer profile (admin; tier recomputed);
// DELETE – delete it, or archive it when an audience or respondent uses it (admin) (spec 1 §2, §4, §7).
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { ZConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { withApi } from "@/server/http/with-api";
import { deleteConsumerProfile } from "@/server/consumer-profiles/delete-consumer-profile";
import { updateConsumerProfile } from "@/server/consumer-profiles/update-consumer-profile";

const params = z.object({
  id: z.string(),
  profileId: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }),
});

export const PUT = withApi({
  permission: "brand.admin",
  denied: PROFILE_MSG.adminOnly,
  params,
  body: ZConsumerProfileBody,
  handler: ({ access, params, body }) => updateConsumerProfile(access, params.profileId, body),
});

export const DELETE = withApi({
  permission: "brand.admin",
  denied: PROFILE_MSG.adminOnly,
  params,
  handler: ({ access, params }) => deleteConsumerProfile(access, params.profileId),
});
