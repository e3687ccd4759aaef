import "server-only";
// surveyListFilters(brand_id, assortment_id?) (spec 3 §2 "Studies list", §3 "Filter"): the filter definitions
// {type, accessor, name, options, optionNames} with options from the brand's data. Within one assortment (the
// tests tab) the assortment, category, season and year filters are left out: the assortment fixes them.
import { isAdmin } from "@/lib/permissions";
import { assortmentLabel } from "@/lib/products/catalogue-view";
import { SEASON_ORDER } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import { STUDY_STATUSES } from "@/lib/studies/status";
import type { TSurveyFilter, TSurveyFilterKey } from "@/lib/studies/wire";
import { prisma, type Tx } from "../db";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { decisionPoints } from "../decision-points/list-decision-points";
import { byYearThenSeason } from "../assortments/serialize";
import { AUDIENCE_TYPES, SURVEY_GENDERS } from "./list-args";
import { priceEstimateSql, priceJoinSql, scopeSql } from "./list-surveys";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function multi(accessor: TSurveyFilterKey, options: { value: string; name: string }[]): TSurveyFilter {
  return { type: "multi", accessor, name: STUDY_MSG.filterNames[accessor], options: options.map((o) => o.value), optionNames: options.map((o) => o.name) };
}

/** The [min, max] price_estimate of the studies the list may show (both 0 when there are none). */
async function priceRange(db: Tx, brandId: string, assortmentId: string | null, admin: boolean): Promise<[number, number]> {
  const [row] = await db.$queryRaw<{ min: number | null; max: number | null }[]>`
    SELECT min(p.v)::float8 AS min, max(p.v)::float8 AS max
    FROM (SELECT ${priceEstimateSql} AS v FROM "Survey" s ${priceJoinSql(brandId)} WHERE ${scopeSql(brandId, assortmentId, admin)}) p`;
  return [row?.min ?? 0, row?.max ?? 0];
}

/** Needs survey.read. */
export async function surveyListFilters(access: TBrandAccess, assortmentId: string | null = null, db: Tx = prisma): Promise<TSurveyFilter[]> {
  if (assortmentId) {
    const found = await db.assortment.findFirst({ where: access.where({ id: assortmentId }), select: { id: true } });
    if (!found) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  }
  const [assortments, categories, points, price] = await Promise.all([
    db.assortment.findMany({ where: access.where(), select: { id: true, name: true, year: true, season: true } }),
    db.brandCategory.findMany({ where: access.where(), select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    decisionPoints(withPermission(access, "brand.member"), db),
    priceRange(db, access.brandId, assortmentId, isAdmin(access.actor)),
  ]);
  assortments.sort((a, b) => byYearThenSeason(a, b) || a.id.localeCompare(b.id));
  const years = [...new Set(assortments.map((a) => a.year))].sort((a, b) => b - a);

  const filters: TSurveyFilter[] = [];
  if (!assortmentId) {
    filters.push(
      multi("assortment_ids", assortments.map((a) => ({ value: a.id, name: assortmentLabel(a) }))),
      multi("brand_category", categories.map((c) => ({ value: c.id, name: c.name }))),
      multi("season", SEASON_ORDER.map((s) => ({ value: s, name: capitalise(s) }))),
      multi("year", years.map((y) => ({ value: String(y), name: String(y) }))),
    );
  }
  filters.push(
    multi("decision_point", points.map((d) => ({ value: d._id, name: d.title }))),
    multi("gender", SURVEY_GENDERS.map((g) => ({ value: g, name: STUDY_MSG.genderNames[g] }))),
    multi("status", STUDY_STATUSES.map((s) => ({ value: s, name: s }))),
    multi("audiences", AUDIENCE_TYPES.map((a) => ({ value: a, name: STUDY_MSG.audienceNames[a] }))),
    { type: "range", accessor: "price", name: STUDY_MSG.filterNames.price, options: price.map(String), optionNames: price.map(String) },
  );
  return filters;
}
