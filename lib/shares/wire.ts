// Share links on the wire (P13 item 2; spec 3 §7 get_share, create_share, update_share/{id}, delete_share/{id},
// report/view {email}; payloads not shown by the spec: docs/decisions.md P13).
import { z } from "zod";
import { SHARE_MAX_DAYS, SHARE_MSG, SHARE_SCOPES } from "./messages";

export interface TShareView {
  email: string;
  date_created: string;
}

export interface TShareLink {
  _id: string;
  scope: (typeof SHARE_SCOPES)[number];
  expires_at: string | null;
  revoked: boolean;
  date_created: string;
  creator: { _id: string; first_name: string; last_name: string; email: string } | null;
  view_count: number;
  /** The latest views, newest first (at most 50). */
  views: TShareView[];
}

/** create_share answers the token once: only its hash is stored. */
export interface TCreatedShare {
  share: TShareLink;
  token: string;
}

const expiry = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "expires_at must be an ISO 8601 date-time.")
  .refine((v) => Date.parse(v) > Date.now(), SHARE_MSG.expiryPast)
  .refine((v) => Date.parse(v) <= Date.now() + SHARE_MAX_DAYS * 86_400_000, SHARE_MSG.expiryTooFar);

export const ZShareCreate = z.object({
  scope: z.enum(SHARE_SCOPES, { error: SHARE_MSG.scope }),
  expires_at: expiry.nullish().transform((v) => v ?? null),
});

export const ZShareUpdate = z.object({
  expires_at: expiry.nullish(),
  /** A revoked link stays revoked. */
  revoked: z.literal(true).optional(),
});

export const ZShareViewBody = z.object({ email: z.string({ error: SHARE_MSG.invalidEmail }).trim().max(320, SHARE_MSG.invalidEmail).pipe(z.email(SHARE_MSG.invalidEmail)) });
