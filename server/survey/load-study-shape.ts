import "server-only";
// The study as the live survey works on it (lib/survey/shape.ts): one Prisma read with nested selects, loaded once
// per respondent request. Only what a respondent can be shown is kept: enabled products whose star question is
// enabled, enabled segmentation questions, the study's countries and audiences.
import type { TShapeFollowUp, TShapeSegment, TStudyShape } from "@/lib/survey/shape";
import type { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";

const followUpSelect = {
  id: true, type: true, fire_positive: true, fire_negative: true, positive_options: true, negative_options: true,
} satisfies Prisma.FollowUpSelect;

export const shapeSelect = {
  id: true, short_id: true, brand_id: true, status: true, random: true, limit_active: true, limit_number: true,
  respondent_limit: true, limit_equals_stat_significance: true, language: true, redirect_link: true, redirect_link_closed: true,
  countries: { orderBy: { order: "asc" }, select: { respondent_limit: true, country: { select: { id: true, code: true } } } },
  audiences: {
    orderBy: [{ order: "asc" }, { date_created: "asc" }],
    select: {
      id: true, audience_type: true, consumer_profile_id: true, panel_provider_id: true,
      redirect_complete: true, redirect_terminate: true, redirect_quota_full: true, country: { select: { code: true } },
    },
  },
  products: {
    // Soft-deleted catalogue products are not shown to respondents (our decision, P6 decisions).
    where: { disabled: false, product: { deleted: false } },
    orderBy: [{ order: "asc" }, { date_created: "asc" }],
    select: { product_id: true, order: true, assigned_count: true },
  },
  questions: {
    select: { id: true, product_id: true, required: true, disabled: true, follow_ups: { orderBy: [{ order: "asc" }, { date_created: "asc" }], select: followUpSelect } },
  },
  demographics: {
    where: { disabled: false },
    orderBy: { order: "asc" },
    select: {
      required: true, randomize_options: true, part_of_point_range: true,
      demographic: { select: { id: true, type: true, options: true, images: true, pointable: true, point_values: true, country_options: true, special_input_type: true } },
    },
  },
  segmentation_profiles: { orderBy: { order: "asc" }, select: { id: true, questions: true, start_range: true, end_range: true } },
} satisfies Prisma.SurveySelect;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Image questions show their images; their option labels are the image labels. */
export function imageLabels(images: unknown): string[] {
  return Array.isArray(images) ? images.map((i) => (isObj(i) && typeof i.label === "string" ? i.label : "")) : [];
}

function countryOptions(stored: unknown): Record<string, boolean[]> {
  if (!isObj(stored)) return {};
  const out: Record<string, boolean[]> = {};
  for (const [code, flags] of Object.entries(stored)) {
    if (Array.isArray(flags)) out[code.toUpperCase()] = flags.map((f) => f !== false);
  }
  return out;
}

/** The study by short id or id, or null when there is none. */
export async function loadStudyShape(where: { short_id: string } | { id: string }, db: Tx = prisma): Promise<TStudyShape | null> {
  const s = await db.survey.findUnique({ where, select: shapeSelect });
  if (!s) return null;
  const template = s.questions.find((q) => q.product_id === null) ?? null;
  const own = new Map(s.questions.filter((q) => q.product_id !== null).map((q) => [q.product_id!, q]));
  const followUps = (list: typeof s.questions[number]["follow_ups"]): TShapeFollowUp[] =>
    list.map((f) => ({ id: f.id, type: f.type, fire_positive: f.fire_positive, fire_negative: f.fire_negative, positive_options: f.positive_options, negative_options: f.negative_options }));
  const products = s.products.flatMap((p) => {
    // The product's own question, else the study's global template; a product with neither cannot be rated.
    const q = own.get(p.product_id) ?? template;
    if (!q || q.disabled) return [];
    return [{ product_id: p.product_id, order: p.order, assigned_count: p.assigned_count, question: { id: q.id, required: q.required, follow_ups: followUps(q.follow_ups) } }];
  });
  const segments: TShapeSegment[] = s.demographics.map((d) => {
    const q = d.demographic;
    const options = q.type === "image" ? imageLabels(q.images) : q.type === "text" ? [] : q.options;
    return {
      id: q.id,
      type: q.type,
      required: d.required,
      randomize_options: d.randomize_options,
      options,
      point_values: q.pointable ? options.map((_, i) => q.point_values[i] ?? 0) : [],
      country_options: countryOptions(q.country_options),
      part_of_point_range: d.part_of_point_range,
      special_input_type: q.special_input_type,
    };
  });
  return {
    id: s.id,
    short_id: s.short_id,
    brand_id: s.brand_id,
    status: s.status,
    random: s.random,
    limit: { active: s.limit_active, number: s.limit_number },
    respondent_limit: s.respondent_limit,
    limit_equals_stat_significance: s.limit_equals_stat_significance,
    language: s.language,
    countries: s.countries.map((c) => ({ id: c.country.id, code: c.country.code, respondent_limit: c.respondent_limit })),
    audiences: s.audiences.map((a) => ({
      id: a.id,
      country_code: a.country.code,
      audience_type: a.audience_type,
      consumer_profile_id: a.consumer_profile_id,
      panel_provider_id: a.panel_provider_id,
      redirect_complete: a.redirect_complete,
      redirect_terminate: a.redirect_terminate,
      redirect_quota_full: a.redirect_quota_full,
    })),
    products,
    segments,
    segmentation_profiles: s.segmentation_profiles,
    redirect_link: s.redirect_link,
    redirect_link_closed: s.redirect_link_closed,
  };
}
