// Study fixtures of the read-side tests: studies with countries, audiences, products, respondents and an
// assortment, written straight to the worker's database with fresh ids.
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { AudienceType, Season, SurveyGender, SurveyStatus } from "@/server/generated/prisma/client";
import { createProduct } from "../support/product-factories";

export async function country(code: string) {
  return prisma.country.upsert({
    where: { code },
    update: {},
    create: { id: newId(), code, country_name: `Country ${code}`, region: "Test", currency_code: "USD", currency_symbol: "$" },
  });
}

export async function category(brandId: string, name = `Category ${newId().slice(-5)}`, gender: string | null = null) {
  return prisma.brandCategory.create({ data: { id: newId(), brand_id: brandId, name, gender } });
}

export async function assortment(brandId: string, opts: { year?: number; season?: Season; categoryId?: string | null; name?: string | null } = {}) {
  return prisma.assortment.create({
    data: { id: newId(), brand_id: brandId, year: opts.year ?? 2026, season: opts.season ?? "spring", brand_category_id: opts.categoryId ?? null, name: opts.name ?? null },
  });
}

export async function decisionPoint(brandId: string | null, title = `DP ${newId().slice(-5)}`) {
  const typeName = `type-${newId().slice(-8)}`;
  const type = await prisma.decisionPointType.create({ data: { id: newId(), name: typeName, phase: "design", sort_order: 3 } });
  return prisma.decisionPoint.create({ data: { id: newId(), brand_id: brandId, type_id: type.id, title, abbreviation: title.slice(0, 2).toUpperCase() } });
}

export interface TStudyOptions {
  title?: string;
  status?: SurveyStatus;
  dateCreated?: Date;
  dueDate?: Date | null;
  assortmentId?: string | null;
  internalTemplate?: boolean;
  tempType?: string | null;
  archived?: boolean;
  gender?: SurveyGender;
  decisionPointId?: string | null;
  countries?: string[];
  audiences?: [AudienceType, string][];
  products?: number;
  limit?: { active: boolean; number: number };
  respondents?: { completed?: number; started?: number; preview?: number; processed?: number };
  version?: string | null;
}

export async function study(brandId: string, o: TStudyOptions = {}) {
  const id = newId();
  const s = await prisma.survey.create({
    data: {
      id,
      short_id: id.slice(-12),
      brand_id: brandId,
      title: o.title ?? `Study ${id.slice(-5)}`,
      type: "early_stage",
      status: o.status ?? "Draft",
      gender: o.gender ?? "all",
      assortment_id: o.assortmentId ?? null,
      internal_template: o.internalTemplate ?? false,
      temp_type: o.tempType ?? null,
      archived: o.archived ?? false,
      decision_point_id: o.decisionPointId ?? null,
      due_date: o.dueDate ?? null,
      limit_active: o.limit?.active ?? false,
      limit_number: o.limit?.number ?? 15,
      version: o.version ?? null,
      ...(o.dateCreated ? { date_created: o.dateCreated } : {}),
    },
  });
  for (const [order, code] of (o.countries ?? []).entries()) {
    await prisma.surveyCountry.create({ data: { survey_id: id, country_id: (await country(code)).id, order } });
  }
  for (const [order, [audience_type, code]] of (o.audiences ?? []).entries()) {
    await prisma.audience.create({ data: { id: newId(), survey_id: id, country_id: (await country(code)).id, audience_type, order } });
  }
  for (let i = 0; i < (o.products ?? 0); i++) {
    const p = await createProduct(brandId);
    await prisma.surveyProduct.create({ data: { survey_id: id, product_id: p.id, order: i } });
    await prisma.question.create({ data: { survey_id: id, product_id: p.id } });
  }
  const r = o.respondents ?? {};
  const rows = [
    ...Array.from({ length: r.completed ?? 0 }, (_, i) => ({ status: "completed" as const, is_preview: false, processed_at: i < (r.processed ?? 0) ? new Date() : null })),
    ...Array.from({ length: r.started ?? 0 }, () => ({ status: "started" as const, is_preview: false, processed_at: null })),
    ...Array.from({ length: r.preview ?? 0 }, () => ({ status: "completed" as const, is_preview: true, processed_at: null })),
  ];
  if (rows.length) await prisma.respondent.createMany({ data: rows.map((row) => ({ id: newId(), survey_id: id, ...row })) });
  return s;
}
