import "server-only";
// The Assortment wire shape (spec 3 §3 "Assortment", lib/studies/wire.ts TAssortment): counts of products,
// studies, consumer profiles and snips come from one Prisma read with filtered relation counts (no N+1).
import { seasonRank } from "@/lib/studies/format";
import type { TAssortment, TBrandCategoryRef } from "@/lib/studies/wire";
import type { Prisma } from "../generated/prisma/client";

/** Studies an actor may count: not archived; templates only for admins (the studies list's rule). */
export function visibleSurveysWhere(admin: boolean): Prisma.SurveyWhereInput {
  // temp_type is nullable: NOT (temp_type = 'template') would drop the NULL rows too.
  return admin
    ? { archived: false }
    : { archived: false, internal_template: false, OR: [{ temp_type: null }, { temp_type: { not: "template" } }] };
}

/** Live (not deleted) products of the assortment. */
export const LIVE_PRODUCTS: Prisma.ProductAssortmentWhereInput = { product: { deleted: false } };

export function assortmentSelect(admin: boolean) {
  return {
    id: true,
    brand_id: true,
    year: true,
    season: true,
    name: true,
    background_image_url: true,
    date_modified: true,
    brand_category: { select: { id: true, name: true, gender: true } },
    decisions: { select: { id: true, name: true, date_start: true, date_end: true }, orderBy: [{ date_start: "asc" }, { date_created: "asc" }, { id: "asc" }] },
    calendar_events: {
      select: { id: true, name: true, description: true, date_start: true, date_end: true, assortment_id: true },
      orderBy: [{ date_start: "asc" }, { date_created: "asc" }, { id: "asc" }],
    },
    _count: {
      select: {
        products: { where: LIVE_PRODUCTS },
        surveys: { where: visibleSurveysWhere(admin) },
        consumer_profiles: true,
        snips: true,
      },
    },
  } satisfies Prisma.AssortmentSelect;
}

export type TAssortmentRow = Prisma.AssortmentGetPayload<{ select: ReturnType<typeof assortmentSelect> }>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const categoryRef = (c: { id: string; name: string; gender: string | null } | null): TBrandCategoryRef | null =>
  c ? { _id: c.id, name: c.name, gender: c.gender } : null;

export function toAssortmentWire(a: TAssortmentRow): TAssortment {
  return {
    _id: a.id,
    year: a.year,
    season: a.season,
    name: a.name,
    brand: a.brand_id,
    brand_category: categoryRef(a.brand_category),
    products: a._count.products,
    surveys: a._count.surveys,
    consumer_profiles: a._count.consumer_profiles,
    decisions: a.decisions.map((d) => ({ _id: d.id, name: d.name, date_start: iso(d.date_start), date_end: iso(d.date_end) })),
    calendar_events: a.calendar_events.map((e) => ({
      _id: e.id,
      name: e.name,
      description: e.description,
      date_start: iso(e.date_start),
      date_end: iso(e.date_end),
      assortment: e.assortment_id,
    })),
    snips_count: a._count.snips,
    date_modified: a.date_modified.toISOString(),
    backgroundImageUrl: a.background_image_url,
  };
}

/** Year descending, then the season order resort, spring, summer, fall, holiday (spec 3 §2). */
export function byYearThenSeason(a: { year: number; season: string }, b: { year: number; season: string }): number {
  return b.year - a.year || seasonRank(a.season) - seasonRank(b.season);
}
