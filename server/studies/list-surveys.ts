import "server-only";
// getBrandSurveys / getAssortmentSurveys (spec 3 §2 "Studies list"): one page of 20 of a brand's (or an
// assortment's) studies with the total. Search, filters, sorting and paging run in SQL; only the page's rows are
// then loaded as summaries. Archived studies are never listed; templates only for admins.
import { isAdmin } from "@/lib/permissions";
import { parseProductSearch, containsPattern } from "@/lib/products/search";
import { DEFAULT_PRODUCT_LIMIT, PRICE_PER_COUNTRY, STUDIES_PAGE_SIZE } from "@/lib/studies/format";
import { STUDY_STATUSES } from "@/lib/studies/status";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyPage, TSurveySortId } from "@/lib/studies/wire";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalidFromZod } from "../http/problem";
import { AppError } from "../errors";
import { DEFAULT_SURVEY_SORT, pageOffset, statusOrder, ZSurveyListArgs, type TSurveyListArgs } from "./list-args";
import { loadSurveySummaries } from "./summary";

/** Studies a list may show: the brand's (or the assortment's), not archived, templates only for admins. */
export function scopeSql(brandId: string, assortmentId: string | null | undefined, admin: boolean): Prisma.Sql {
  return Prisma.sql`s.brand_id = ${brandId} AND NOT s.archived
    ${assortmentId ? Prisma.sql`AND s.assortment_id = ${assortmentId}` : Prisma.empty}
    ${admin ? Prisma.empty : Prisma.sql`AND NOT s.internal_template AND s.temp_type IS DISTINCT FROM 'template'`}`;
}

/**
 * Per-study aggregates joined to `s` only when a sort or filter needs them. They are grouped subqueries over the
 * brand's studies (hash joins), not correlated subqueries per row: those make the planner's cost estimate cross
 * the JIT threshold, and JIT compilation alone costs more than the whole query on 5,000 studies.
 */
function brandSurveysSql(brandId: string): Prisma.Sql {
  return Prisma.sql`(SELECT bs.id FROM "Survey" bs WHERE bs.brand_id = ${brandId})`;
}
function respondentJoinSql(brandId: string): Prisma.Sql {
  return Prisma.sql`LEFT JOIN (SELECT r.survey_id, count(*) AS n FROM "Respondent" r
    WHERE r.status = 'completed' AND NOT r.is_preview AND r.survey_id IN ${brandSurveysSql(brandId)} GROUP BY r.survey_id) rc ON rc.survey_id = s.id`;
}
export function priceJoinSql(brandId: string): Prisma.Sql {
  return Prisma.sql`LEFT JOIN (SELECT sc.survey_id, count(*) AS n FROM "SurveyCountry" sc
      WHERE sc.survey_id IN ${brandSurveysSql(brandId)} GROUP BY sc.survey_id) cc ON cc.survey_id = s.id
    LEFT JOIN (SELECT q.survey_id, count(*) AS n FROM "Question" q
      JOIN "SurveyProduct" sp ON sp.survey_id = q.survey_id AND sp.product_id = q.product_id
      WHERE q.survey_id IN ${brandSurveysSql(brandId)} GROUP BY q.survey_id) qc ON qc.survey_id = s.id`;
}

/** Completed non-preview respondents of `s` (the summary's respondent_count); needs respondentJoinSql. */
const respondentCountSql = Prisma.sql`COALESCE(rc.n, 0)`;

/** The summary's price_estimate (lib/studies/format.ts studyPriceEstimate) over `s`; needs priceJoinSql. */
export const priceEstimateSql = Prisma.sql`(
  ${PRICE_PER_COUNTRY}::float8
  * GREATEST(COALESCE(cc.n, 0), 1)::float8
  * GREATEST(COALESCE(qc.n, 0)::float8
      / (CASE WHEN s.limit_active AND s.limit_number > 0 THEN s.limit_number ELSE ${DEFAULT_PRODUCT_LIMIT} END)::float8,
      1))`;

/** Search and filters as SQL conditions over `s` (the study) and `a` (its assortment, LEFT JOINed). */
export function listFilterSql(args: Pick<TSurveyListArgs, "search" | "filters">): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  const search = parseProductSearch(args.search);
  if (search.kind === "id") parts.push(Prisma.sql`s.id = ${search.id}`);
  if (search.kind === "name") parts.push(Prisma.sql`s.title ILIKE ${containsPattern(search.text)}`);
  const f = args.filters;
  if (f?.assortment_ids?.length) parts.push(Prisma.sql`s.assortment_id = ANY(${f.assortment_ids}::bpchar[])`);
  if (f?.brand_category?.length) parts.push(Prisma.sql`a.brand_category_id = ANY(${f.brand_category}::bpchar[])`);
  if (f?.season?.length) parts.push(Prisma.sql`a.season::text = ANY(${f.season}::text[])`);
  if (f?.year?.length) parts.push(Prisma.sql`a.year = ANY(${f.year}::int[])`);
  if (f?.decision_point?.length) parts.push(Prisma.sql`s.decision_point_id = ANY(${f.decision_point}::bpchar[])`);
  if (f?.gender?.length) parts.push(Prisma.sql`s.gender::text = ANY(${f.gender}::text[])`);
  if (f?.status?.length) parts.push(Prisma.sql`s.status::text = ANY(${f.status}::text[])`);
  if (f?.type?.length) parts.push(Prisma.sql`s.type::text = ANY(${f.type}::text[])`);
  if (f?.audiences?.length) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "Audience" au WHERE au.survey_id = s.id AND au.audience_type::text = ANY(${f.audiences}::text[]))`);
  }
  if (f?.price?.length === 2) {
    const [min, max] = f.price as [number, number];
    parts.push(Prisma.sql`${priceEstimateSql} BETWEEN ${min}::float8 AND ${max}::float8`);
  }
  return parts;
}

const statusKeySql = Prisma.sql`(CASE s.status ${Prisma.join(
  STUDY_STATUSES.map((st) => Prisma.sql`WHEN ${st}::"SurveyStatus" THEN ${statusOrder(st)}::int`),
  " ",
)} END)`;

const SORT_SQL: Record<TSurveySortId, Prisma.Sql> = {
  date_created: Prisma.sql`s.date_created`,
  title: Prisma.sql`lower(s.title)`,
  status: statusKeySql,
  due_date: Prisma.sql`s.due_date`,
  respondent_count: respondentCountSql,
};

/** ORDER BY of a sort; missing due dates go last either way, the id keeps pages stable. */
function orderSql(sort: { id: TSurveySortId; desc: boolean }): Prisma.Sql {
  const dir = sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return Prisma.sql`ORDER BY ${SORT_SQL[sort.id]} ${dir} NULLS LAST, s.id ${dir}`;
}

async function listSurveys(access: TBrandAccess, rawArgs: object, db: Tx): Promise<TSurveyPage> {
  const parsed = ZSurveyListArgs.safeParse({ ...rawArgs, brand_id: access.brandId });
  if (!parsed.success) throw invalidFromZod(parsed.error, "argument");
  const args = parsed.data;
  if (args.assortment_id) {
    const found = await db.assortment.findFirst({ where: access.where({ id: args.assortment_id }), select: { id: true } });
    if (!found) throw new AppError("not_found", STUDY_MSG.assortmentNotFound);
  }

  const page = args.page ?? 1;
  const conditions = [scopeSql(access.brandId, args.assortment_id, isAdmin(access.actor)), ...listFilterSql(args)];
  const where = Prisma.join(conditions, " AND ");
  const sort = args.sort ?? DEFAULT_SURVEY_SORT;
  const f = args.filters;
  const assortmentJoin = f?.brand_category?.length || f?.season?.length || f?.year?.length
    ? Prisma.sql`LEFT JOIN "Assortment" a ON a.id = s.assortment_id`
    : Prisma.empty;
  const priceJoin = f?.price?.length ? priceJoinSql(access.brandId) : Prisma.empty;
  const from = Prisma.sql`FROM "Survey" s ${assortmentJoin} ${priceJoin}`;
  const respondentJoin = sort.id === "respondent_count" ? respondentJoinSql(access.brandId) : Prisma.empty;
  const [countRows, rows] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${from} WHERE ${where}`,
    db.$queryRaw<{ id: string }[]>`SELECT s.id ${from} ${respondentJoin} WHERE ${where}
      ${orderSql(sort)}
      OFFSET ${pageOffset(page, STUDIES_PAGE_SIZE)} LIMIT ${STUDIES_PAGE_SIZE}`,
  ]);
  return {
    total: countRows[0]?.total ?? 0,
    page,
    page_size: STUDIES_PAGE_SIZE,
    surveys: await loadSurveySummaries(rows.map((r) => r.id), db),
  };
}

/** Needs survey.read. The arguments are checked here (their brand is the access's). */
export function getBrandSurveys(access: TBrandAccess, args: Omit<TSurveyListArgs, "assortment_id" | "brand_id">, db: Tx = prisma) {
  return listSurveys(access, { ...args, assortment_id: undefined }, db);
}

/** The tests tab of an assortment: the same list within one assortment of the brand. Needs survey.read. */
export function getAssortmentSurveys(access: TBrandAccess, args: Omit<TSurveyListArgs, "brand_id"> & { assortment_id: string }, db: Tx = prisma) {
  return listSurveys(access, args, db);
}
