import "server-only";
// What the snip use cases read of a snip and of a comment (Prisma selects), and the rows → wire shapes of
// lib/snips/wire.ts. is_creator / is_author are the caller's: the client hides what only the owner may do.
import type { TResultsFilters } from "@/lib/results/filters";
import type { TSnip, TSnipComment, TSnipPerson } from "@/lib/snips/wire";
import type { Prisma } from "../generated/prisma/client";

const PERSON_SELECT = { id: true, first_name: true, last_name: true, email: true, department: true } satisfies Prisma.UserSelect;
type TPersonRow = Prisma.UserGetPayload<{ select: typeof PERSON_SELECT }>;

export const SNIP_SELECT = {
  id: true, brand_id: true, survey_id: true, assortment_id: true, creator_id: true, title: true, img: true, key_insight: true,
  key_insight_updated: true, filters: true, date_created: true, date_modified: true,
  survey: { select: { id: true, title: true } },
  creator: { select: PERSON_SELECT },
  _count: { select: { comments: true } },
} satisfies Prisma.SnipSelect;
export type TSnipRow = Prisma.SnipGetPayload<{ select: typeof SNIP_SELECT }>;

export const COMMENT_SELECT = {
  id: true, snip_id: true, author_id: true, content: true, content_updated: true, date_created: true,
  author: { select: PERSON_SELECT },
} satisfies Prisma.CommentSelect;
export type TCommentRow = Prisma.CommentGetPayload<{ select: typeof COMMENT_SELECT }>;

const person = (u: TPersonRow | null): TSnipPerson | null =>
  u && { _id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, profile_image_url: null, department: u.department };

export function serializeSnip(row: TSnipRow, viewerId: string): TSnip {
  return {
    _id: row.id,
    brand_id: row.brand_id,
    survey: { _id: row.survey.id, title: row.survey.title },
    assortment_id: row.assortment_id,
    img: row.img,
    title: row.title,
    keyInsight: row.key_insight,
    key_insight_updated: row.key_insight_updated?.toISOString() ?? null,
    // Stored in the parsed form respondentFilter() answered (create-snip.ts).
    filters: row.filters as TResultsFilters,
    creator: person(row.creator),
    date_created: row.date_created.toISOString(),
    date_modified: row.date_modified.toISOString(),
    comment_count: row._count.comments,
    is_creator: row.creator_id !== null && row.creator_id === viewerId,
  };
}

export function serializeComment(row: TCommentRow, viewerId: string): TSnipComment {
  return {
    _id: row.id,
    snip_id: row.snip_id,
    content: row.content,
    date_created: row.date_created.toISOString(),
    content_updated: row.content_updated?.toISOString() ?? null,
    author: person(row.author),
    is_author: row.author_id !== null && row.author_id === viewerId,
  };
}
