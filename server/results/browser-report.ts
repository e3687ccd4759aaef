import "server-only";
// reportBrowser(brand_id, survey_id, filters) (spec 3 §2 "Results include … browser", §7 "Snapshot-like results"):
// the counted respondents (completed, not previews) the filters select, per browser and per device they took the
// study on, with each one's share (0–100, unrounded: the screen rounds). A missing or blank browser / device reads
// "Unknown". Ordered by count, most first, then by name (English collation, case-insensitive first). One SQL statement. Needs survey.read.
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

/** The name of a respondent without a browser or device. */
export const UNKNOWN_CLIENT = "Unknown";

export interface TReportShare {
  name: string;
  count: number;
  /** Share of the respondents the filters select, 0–100. */
  percentage: number;
}

export interface TBrowserReport {
  /** Respondents the filters select (the browser counts sum to it, and so do the device counts). */
  total: number;
  browsers: TReportShare[];
  devices: TReportShare[];
}

export async function reportBrowser(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TBrowserReport> {
  const { study, filter } = await filteredStudy(access, surveyId, rawFilters);
  // Each respondent yields one (browser, name) and one (device, name) row: one scan counts both.
  const rows = await cachedResults({ study, filter }, "browser", () => prisma.$queryRaw<{ kind: "browser" | "device"; name: string; n: number }[]>`
    SELECT v.kind, v.name, count(*)::int AS n
    FROM "Respondent" r
    CROSS JOIN LATERAL (VALUES
      ('browser', coalesce(nullif(btrim(r.browser), ''), ${UNKNOWN_CLIENT})),
      ('device', coalesce(nullif(btrim(r.device), ''), ${UNKNOWN_CLIENT}))
    ) AS v(kind, name)
    WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
    GROUP BY 1, 2`);
  const total = rows.filter((r) => r.kind === "browser").reduce((s, r) => s + r.n, 0);
  const shares = (kind: "browser" | "device"): TReportShare[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ name: r.name, count: r.n, percentage: total ? (100 * r.n) / total : 0 }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en"));
  return { total, browsers: shares("browser"), devices: shares("device") };
}
