import "server-only";
// reportSegmentationProfiles(brand_id, survey_id, filters) (spec 3 §2 "Results include … segmentation profiles", §3
// segmentation_profiles {profile_name, color, …}, §7 "Snapshot-like results"): the counted respondents (completed, not
// previews) the filters select, per segmentation profile of the study (in the study's order, including profiles
// nobody fell in), with each one's share (0–100, unrounded), and those in none of them ("unassigned": no profile, or
// a profile the study no longer has). One SQL statement. Needs survey.read.
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { filteredStudy } from "./filtered-study";
import { COUNTED } from "./respondent-filter";
import { cachedResults } from "./results-cache";

export interface TSegmentationProfileCount {
  segmentation_profile_id: string;
  profile_name: string;
  color: string | null;
  avatar: string | null;
  count: number;
  /** Share of the respondents the filters select, 0–100. */
  percentage: number;
}

export interface TSegmentationReport {
  /** Respondents the filters select: the profiles' counts and `unassigned` sum to it. */
  total: number;
  profiles: TSegmentationProfileCount[];
  unassigned: { count: number; percentage: number };
}

export async function reportSegmentationProfiles(access: TViewAccess, surveyId: string, rawFilters: unknown): Promise<TSegmentationReport> {
  const { study, filter } = await filteredStudy(access, surveyId, rawFilters);
  const [profiles, rows] = await Promise.all([
    prisma.segmentationProfile.findMany({
      where: { survey_id: study.id },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      select: { id: true, profile_name: true, color: true, avatar: true },
    }),
    cachedResults({ study, filter }, "segmentation", () => prisma.$queryRaw<{ profile_id: string | null; n: number }[]>`
      SELECT r.segmentation_profile_id::text AS profile_id, count(*)::int AS n
      FROM "Respondent" r
      WHERE r.survey_id = ${study.id} AND ${COUNTED} AND (${filter.where})
      GROUP BY 1`),
  ]);
  const total = rows.reduce((s, r) => s + r.n, 0);
  const share = (n: number) => (total ? (100 * n) / total : 0);
  const counts = new Map(rows.filter((r) => r.profile_id !== null).map((r) => [r.profile_id!, r.n]));
  const out = profiles.map((p) => {
    const count = counts.get(p.id) ?? 0;
    return { segmentation_profile_id: p.id, profile_name: p.profile_name, color: p.color, avatar: p.avatar, count, percentage: share(count) };
  });
  const unassigned = total - out.reduce((s, p) => s + p.count, 0);
  return { total, profiles: out, unassigned: { count: unassigned, percentage: share(unassigned) } };
}
