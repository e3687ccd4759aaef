// Share links on the wire (P13 item 2; spec 3 §7 get_share, create_share, update_share/{id}, delete_share/{id},
// report/view {email}; payloads not shown by the spec: docs/decisions.md P13).
import { z } from "zod";
import { SHARE_MSG, SHARE_SCOPES } from "./messages";
import { expiryProblem, labelProblem } from "./rules";

export interface TShareView {
  email: string;
  date_created: string;
}

export interface TShareLink {
  _id: string;
  scope: (typeof SHARE_SCOPES)[number];
  /** Plain text, null when none was given (P15 item 6). */
  label: string | null;
  expires_at: string | null;
  revoked: boolean;
  date_created: string;
  creator: { _id: string; first_name: string; last_name: string; email: string } | null;
  view_count: number;
  /** The latest views, newest first (the first page, SHARE_VIEWS_PAGE; the rest from get_share/{id}/views). */
  views: TShareView[];
}

/** A page of a link's views, newest first (GET …/get_share/{id}/views?page=, P15 item 6). */
export interface TShareViewsPage {
  views: TShareView[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * create_share answers the link with its token. With `reuse` the brand's newest active link of that scope is answered
 * when there is one (`reused: true`); else a new link is made (P15 item 6).
 */
export interface TCreatedShare {
  share: TShareLink;
  token: string;
  reused: boolean;
}

const expiry = z.string({ error: SHARE_MSG.expiryInvalid }).superRefine((v, ctx) => {
  const problem = expiryProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A label: trimmed, empty is none; a refusal says why (lib/shares/rules.ts). Checked before trimming a 10 kB text. */
const label = z
  .string({ error: SHARE_MSG.labelType })
  .superRefine((v, ctx) => {
    const problem = labelProblem(v.trim());
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => v.trim() || null);

export const ZShareCreate = z.object({
  scope: z.enum(SHARE_SCOPES, { error: SHARE_MSG.scope }),
  label: label.nullish().transform((v) => v ?? null),
  expires_at: expiry.nullish().transform((v) => v ?? null),
  reuse: z.boolean({ error: SHARE_MSG.reuse }).optional().default(false),
});

export const ZShareViewsQuery = z.object({
  page: z.coerce.number({ error: SHARE_MSG.badPage }).int(SHARE_MSG.badPage).min(1, SHARE_MSG.badPage).max(100_000, SHARE_MSG.badPage).default(1),
});

export const ZShareUpdate = z.object({
  expires_at: expiry.nullish(),
  /** A revoked link stays revoked. */
  revoked: z.literal(true).optional(),
});

export const ZShareViewBody = z.object({ email: z.string({ error: SHARE_MSG.invalidEmail }).trim().max(320, SHARE_MSG.invalidEmail).pipe(z.email(SHARE_MSG.invalidEmail)) });
