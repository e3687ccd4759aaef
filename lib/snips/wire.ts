// Snips and their comments on the wire (spec 3 §3 "Snip", "Comment"; §7 "Snips"), and the zod schemas of every call's
// input, shared by the server (server/snips/*) and the snip modal. Texts follow lib/snips/rules.ts.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import type { TResultsFilters } from "@/lib/results/filters";
import { COMMENTS_MAX_LIMIT, COMMENTS_PAGE_SIZE, SNIP_CARD_MSG, SNIP_MSG, SNIPS_MAX_LIMIT, SNIPS_PAGE_SIZE, TITLE_MAX_LENGTH } from "./messages";
import { checkComment, checkKeyInsight, checkTitle, cleanText, type TTextCheck } from "./rules";

/** A user as a snip or comment shows them. There is no profile image in this product yet: always null. */
export interface TSnipPerson {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_image_url: string | null;
  department: string | null;
}

export interface TSnip {
  _id: string;
  brand_id: string;
  survey: { _id: string; title: string };
  assortment_id: string | null;
  /** The card's image; null until one is rendered. */
  img: string | null;
  title: string;
  keyInsight: string;
  /** When the key insight was last changed (ISO), null if never. */
  key_insight_updated: string | null;
  filters: TResultsFilters;
  /** Null once the creator's account is deleted. */
  creator: TSnipPerson | null;
  date_created: string;
  /** Send it back with an update: a snip changed since is a 409. */
  date_modified: string;
  comment_count: number;
  /** Whether the caller created it (only the creator edits or deletes it, spec 3 §6). */
  is_creator: boolean;
}

/**
 * A learnings entry shown among the snips (spec 3 §3 PseudoSnip: pseudoSnipId, img, creator, survey, title,
 * date_created, original_key_takeaway, key_insight_updated): one key takeaway of a study of the assortment, opening
 * the study's learnings report (P13).
 */
export interface TPseudoSnip {
  pseudoSnipId: string;
  /** The image of the product it is about; null for the study as a whole. */
  img: string | null;
  creator: TSnipPerson | null;
  survey: { _id: string; title: string };
  title: string;
  date_created: string;
  original_key_takeaway: { learning: string; decision: string; estimated_roi: string };
  key_insight_updated: string | null;
}

export interface TSnipComment {
  _id: string;
  snip_id: string;
  content: string;
  date_created: string;
  /** When the content was last edited (ISO), null if never. */
  content_updated: string | null;
  /** Null once the author's account is deleted. */
  author: TSnipPerson | null;
  /** Whether the caller wrote it (only the author edits or deletes it, spec 3 §6). */
  is_author: boolean;
}

export interface TPage<T> {
  results: T[];
  total: number;
}

export interface TDeletedSnipComment {
  _id: string;
  snip_id: string;
  /** The snip's comment count after the delete. */
  comment_count: number;
}

export const ZId = z.string({ error: "Must be a 24-character lowercase hexadecimal id." }).regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });

const ZPage = (size: number, max: number) =>
  z.object({
    limit: z.number({ error: SNIP_MSG.limit(max) }).int(SNIP_MSG.limit(max)).min(1, SNIP_MSG.limit(max)).max(max, SNIP_MSG.limit(max)).nullish().transform((v) => v ?? size),
    offset: z.number({ error: SNIP_MSG.offset }).int(SNIP_MSG.offset).min(0, SNIP_MSG.offset).nullish().transform((v) => v ?? 0),
  });

/** snips and surveySnips: 10 a page unless told (spec 3 §9), at most 50. */
export const ZSnipPage = ZPage(SNIPS_PAGE_SIZE, SNIPS_MAX_LIMIT);
/** A snip's comments: 20 a page unless told, at most 100. */
export const ZCommentPage = ZPage(COMMENTS_PAGE_SIZE, COMMENTS_MAX_LIMIT);
export type TPageArgs = z.output<typeof ZSnipPage>;

/** A text checked by one of the rules: the stored form, or the rule's reason as the issue. */
const ZText = (rule: (raw: string) => TTextCheck, required: string) =>
  z.string({ error: required }).transform((raw, ctx) => {
    const r = rule(raw);
    if (r.ok) return r.value;
    ctx.addIssue({ code: "custom", message: r.reason });
    return z.NEVER;
  });

export const ZCommentContent = ZText(checkComment, SNIP_MSG.commentEmpty);

/** The results cards a snip's image can show (server/snips/card-data.ts). */
export const SNIP_CARD_KINDS = ["product", "head-to-head", "insight", "customers"] as const;
export type TSnipCardKind = (typeof SNIP_CARD_KINDS)[number];

/**
 * The card a snip is taken from: which card and of what; the server reads its figures itself. product (stack rank,
 * deep dive): product_id; head-to-head: product_id against product_b; insight: insight_id (an insight card's id,
 * lib/results/tabs/insight-cards.ts); customers: nothing more. Whether the ids are the study's is checked later.
 */
export const ZSnipCardInput = z
  .object({
    kind: z.enum(SNIP_CARD_KINDS, { error: SNIP_CARD_MSG.kindUnknown }),
    product_id: ZId.nullish(),
    product_b: ZId.nullish(),
    insight_id: z.string().max(200).nullish(),
  })
  .superRefine((c, ctx) => {
    const need = (ok: unknown, path: string, message: string) => ok || ctx.addIssue({ code: "custom", path: [path], message });
    if (c.kind === "product") need(c.product_id, "product_id", SNIP_CARD_MSG.productNeeded);
    if (c.kind === "head-to-head") {
      need(c.product_id, "product_id", SNIP_CARD_MSG.pairNeeded);
      need(c.product_b && c.product_b !== c.product_id, "product_b", SNIP_CARD_MSG.pairNeeded);
    }
    if (c.kind === "insight") need(c.insight_id, "insight_id", SNIP_CARD_MSG.insightNeeded);
  });
export type TSnipCardInput = z.output<typeof ZSnipCardInput>;

/** createSnip: the study, a title, the key insight and the results filters in force (checked against the study). */
export const ZSnipCreate = z.object({
  survey_id: ZId,
  title: ZText(checkTitle, SNIP_MSG.titleRequired),
  key_insight: ZText(checkKeyInsight, SNIP_MSG.keyInsightTooLong).nullish().transform((v) => v ?? ""),
  filters: z.unknown(),
  /** The card to draw as the snip's image; without one the snip has no image. */
  card: ZSnipCardInput.nullish(),
});
export type TSnipCreate = z.output<typeof ZSnipCreate>;

/**
 * updateSnip: what changed. An empty title is no edit (spec 3 §5); an unchanged title or key insight writes nothing.
 * date_modified is the one the caller read: a snip changed since is a 409.
 */
export const ZSnipUpdate = z.object({
  _id: ZId,
  title: z
    .string()
    .nullish()
    .refine((v) => !v || cleanText(v).length <= TITLE_MAX_LENGTH, SNIP_MSG.titleTooLong),
  keyInsight: ZText(checkKeyInsight, SNIP_MSG.keyInsightTooLong).nullish(),
  date_modified: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), "date_modified must be an ISO 8601 date-time.")
    .nullish(),
});
export type TSnipUpdate = z.output<typeof ZSnipUpdate>;
