import "server-only";
// POST /reports/all-brands (spec 1 §2 "Brands list", §3 test_data, §7): every brand (or the active / inactive ones),
// name order, with its user count and study figures. ONE SQL statement: the studies are aggregated per brand in
// SQL (one GROUP BY over "Survey"), never loaded. Admins only (declared by the entry points).
//
// The figures (docs/decisions.md P7):
// - num_users: active memberships of the brand (as GET /brand/{id} counts them).
// - num_tests: every study row of the brand (drafts, templates and archived ones included).
// - num_active_tests / num_draft_tests / num_closed_tests: studies by current status.
// - most_recent_test_date ("last study started"): the latest start of a study that has left Draft, where a
//   study's start is its date_published (the publish stamp), or date_start when it was never stamped.
// - num_active_tests_last_N_days: studies that were Active at some moment of the window [now − N days, now]:
//   Active now, or Closed with date_closed at or after the window start. Drafts never count (a study moved back
//   to draft has lost its live period). A Closed study without date_closed counts as closed before any window.
import { parseFeatures } from "@/lib/schemas/brand";
import type { TAllBrandsBody, TBrandListRow, TBrandTestData } from "@/lib/brands/wire";
import { Prisma } from "../generated/prisma/client";
import { prisma } from "../db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO 8601 text of a timestamp column (columns hold UTC wall time, without a zone). */
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One row of the SQL: the wire row flattened (test_data's figures as columns), features as stored. */
type TReportRow = Omit<TBrandListRow, "features" | "test_data"> & TBrandTestData & { features: unknown };

/** The report's SQL for the moment `now` (a parameter, so tests can place studies exactly at the boundaries). */
export function allBrandsSql(input: TAllBrandsBody, now: Date): Prisma.Sql {
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const since60 = new Date(now.getTime() - 60 * DAY_MS);
  const where = input.is_active === undefined ? Prisma.empty : Prisma.sql`WHERE b.is_active = ${input.is_active}`;
  return Prisma.sql`
    WITH studies AS (
      SELECT s.brand_id,
        count(*)::int AS num_tests,
        max(COALESCE(s.date_published, s.date_start)) FILTER (WHERE s.status <> 'Draft') AS last_started,
        count(*) FILTER (WHERE s.status = 'Active' OR (s.status = 'Closed' AND s.date_closed >= ${since30.toISOString()}::timestamp))::int AS last_30,
        count(*) FILTER (WHERE s.status = 'Active' OR (s.status = 'Closed' AND s.date_closed >= ${since60.toISOString()}::timestamp))::int AS last_60,
        count(*) FILTER (WHERE s.status = 'Active')::int AS active,
        count(*) FILTER (WHERE s.status = 'Draft')::int AS draft,
        count(*) FILTER (WHERE s.status = 'Closed')::int AS closed
      FROM "Survey" s
      GROUP BY s.brand_id
    ), users AS (
      SELECT m.brand_id, count(*)::int AS num_users FROM "BrandMembership" m WHERE m.is_active GROUP BY m.brand_id
    )
    SELECT b.id AS "_id", b.name, b.logo, b.salesforce_id, b.demo, b.brand_type, b.is_active,
      ${iso(Prisma.sql`b.date_created`)} AS date_created, b.features,
      COALESCE(u.num_users, 0) AS num_users,
      COALESCE(st.num_tests, 0) AS num_tests,
      ${iso(Prisma.sql`st.last_started`)} AS most_recent_test_date,
      COALESCE(st.last_30, 0) AS num_active_tests_last_30_days,
      COALESCE(st.last_60, 0) AS num_active_tests_last_60_days,
      COALESCE(st.active, 0) AS num_active_tests,
      COALESCE(st.draft, 0) AS num_draft_tests,
      COALESCE(st.closed, 0) AS num_closed_tests
    FROM "Brand" b
    LEFT JOIN studies st ON st.brand_id = b.id
    LEFT JOIN users u ON u.brand_id = b.id
    ${where}
    ORDER BY lower(b.name), b.id`;
}

/** Needs admin (declared by POST /reports/all-brands and allBrands). */
export async function allBrandsReport(input: TAllBrandsBody, now = new Date()): Promise<TBrandListRow[]> {
  const rows = await prisma.$queryRaw<TReportRow[]>(allBrandsSql(input, now));
  return rows.map(({ features, num_tests, most_recent_test_date, num_active_tests_last_30_days, num_active_tests_last_60_days, num_active_tests, num_draft_tests, num_closed_tests, ...brand }) => ({
    ...brand,
    features: parseFeatures(features),
    test_data: {
      num_tests,
      most_recent_test_date,
      num_active_tests_last_30_days,
      num_active_tests_last_60_days,
      num_active_tests,
      num_draft_tests,
      num_closed_tests,
    },
  }));
}
