import "server-only";
// The assortment input (contract AssortmentInput) and the writes shared by create and update: year, season and
// category are required (STUDY_MSG.assortmentNeeds); the category must be the brand's; decisions and calendar
// events replace the stored lists when given.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { SEASON_ORDER } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { invalidFromZod } from "../http/problem";

const ZId = z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });
const ZDate = z.iso.datetime({ offset: true, message: "Must be an ISO date-time." }).nullish();

export const ZAssortmentInput = z.object({
  _id: ZId.nullish(),
  year: z.number().int().min(1900).max(3000),
  season: z.enum(SEASON_ORDER),
  brand_category: ZId,
  name: z.string().trim().max(200).nullish(),
  backgroundImageUrl: z.string().trim().max(2_048).nullish(),
  decisions: z.array(z.object({ _id: ZId.nullish(), name: z.string().trim().min(1).max(500), date_start: ZDate, date_end: ZDate })).max(500).nullish(),
  calendar_events: z
    .array(z.object({ _id: ZId.nullish(), name: z.string().trim().min(1).max(500), description: z.string().max(5_000).nullish(), date_start: ZDate, date_end: ZDate }))
    .max(500)
    .nullish(),
});
export type TAssortmentInput = z.output<typeof ZAssortmentInput>;

const REQUIRED = ["year", "season", "brand_category"] as const;

/** Parses the input; a missing or blank year, season or category is one 400 with the spec's wording. */
export function parseAssortmentInput(raw: unknown): TAssortmentInput {
  const obj = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const missing = REQUIRED.filter((k) => obj[k] === undefined || obj[k] === null || obj[k] === "");
  if (missing.length) throw invalid(STUDY_MSG.assortmentNeeds, missing.map((name) => ({ name, reason: STUDY_MSG.assortmentNeeds })));
  const parsed = ZAssortmentInput.safeParse(raw);
  if (!parsed.success) throw invalidFromZod(parsed.error, "argument");
  return parsed.data;
}

export async function assertBrandCategory(db: Tx, access: TBrandAccess, categoryId: string): Promise<void> {
  const found = await db.brandCategory.findFirst({ where: access.where({ id: categoryId }), select: { id: true } });
  if (!found) throw invalid(STUDY_MSG.assortmentCategoryUnknown, [{ name: "brand_category", reason: STUDY_MSG.assortmentCategoryUnknown }]);
}

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Replaces the decisions and calendar events given (lists left out stay). Kept ids keep their rows (studies point at decisions). */
export async function replaceLists(db: Tx, assortmentId: string, input: TAssortmentInput): Promise<void> {
  if (input.decisions) {
    const keep = input.decisions.map((d) => d._id).filter((id): id is string => Boolean(id));
    await db.assortmentDecision.deleteMany({ where: { assortment_id: assortmentId, id: { notIn: keep } } });
    for (const d of input.decisions) {
      const data = { name: d.name, date_start: date(d.date_start), date_end: date(d.date_end) };
      if (d._id) {
        const { count } = await db.assortmentDecision.updateMany({ where: { id: d._id, assortment_id: assortmentId }, data });
        if (count) continue;
      }
      await db.assortmentDecision.create({ data: { ...data, assortment_id: assortmentId } });
    }
  }
  if (input.calendar_events) {
    const keep = input.calendar_events.map((e) => e._id).filter((id): id is string => Boolean(id));
    await db.calendarEvent.deleteMany({ where: { assortment_id: assortmentId, id: { notIn: keep } } });
    for (const e of input.calendar_events) {
      const data = { name: e.name, description: e.description ?? "", date_start: date(e.date_start), date_end: date(e.date_end) };
      if (e._id) {
        const { count } = await db.calendarEvent.updateMany({ where: { id: e._id, assortment_id: assortmentId }, data });
        if (count) continue;
      }
      await db.calendarEvent.create({ data: { ...data, assortment_id: assortmentId } });
    }
  }
}

export const assortmentColumns = (input: TAssortmentInput) => ({
  year: input.year,
  season: input.season,
  brand_category_id: input.brand_category,
  name: input.name ?? null,
  background_image_url: input.backgroundImageUrl ?? null,
});
