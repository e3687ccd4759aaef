import "server-only";
// A share link as get_share, create_share and update_share answer it: its label, scope, expiry, revocation, creator and
// the first page of its views (the rest: ./list-share-views.ts).
import { SHARE_VIEWS_PAGE } from "@/lib/shares/messages";
import type { TShareLink } from "@/lib/shares/wire";
import type { Prisma } from "../generated/prisma/client";

export const SHARE_SELECT = {
  id: true, label: true, scope: true, expires_at: true, revoked: true, date_created: true,
  created_by: { select: { id: true, first_name: true, last_name: true, email: true } },
  _count: { select: { views: true } },
  views: { select: { email: true, date_created: true }, orderBy: [{ date_created: "desc" }, { id: "desc" }], take: SHARE_VIEWS_PAGE },
} as const satisfies Prisma.ShareTokenSelect;

type TRow = Prisma.ShareTokenGetPayload<{ select: typeof SHARE_SELECT }>;

export function serializeShare(r: TRow): TShareLink {
  return {
    _id: r.id,
    scope: r.scope,
    label: r.label,
    expires_at: r.expires_at?.toISOString() ?? null,
    revoked: r.revoked,
    date_created: r.date_created.toISOString(),
    creator: r.created_by ? { _id: r.created_by.id, first_name: r.created_by.first_name, last_name: r.created_by.last_name, email: r.created_by.email } : null,
    view_count: r._count.views,
    views: r.views.map((v) => ({ email: v.email, date_created: v.date_created.toISOString() })),
  };
}
