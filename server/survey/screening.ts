import "server-only";
// Screening after segmentation answers (P6): loads what lib/survey/screening.ts needs — the age question among the
// answered ones, the brand's minimum age and the audience's consumer profile age range (its options of the "Age"
// panel screener) — and says whether the respondent is excluded (terminate).
import type { TSegmentRow } from "@/lib/survey/answers";
import { isAgeQuestion, parseAgeRange, screenAge, type TAgeRange } from "@/lib/survey/screening";
import type { TStudyShape } from "@/lib/survey/shape";
import { prisma, type Tx } from "../db";

/** True when the answers in `rows` exclude the respondent. Costs nothing when no answered question is about age. */
export async function screensOut(shape: TStudyShape, who: { audience_id: string | null }, rows: readonly TSegmentRow[], db: Tx = prisma): Promise<boolean> {
  const answered = rows.filter((r) => r.values.length === 1);
  if (!answered.length) return false;
  const segments = new Map(shape.segments.map((s) => [s.id, s]));
  const questions = await db.demographicQuestion.findMany({
    where: { id: { in: answered.map((r) => r.demographic_id) } },
    select: { id: true, title: true, dashboard_title: true },
  });
  const age = answered.find((r) => {
    const s = segments.get(r.demographic_id);
    const q = questions.find((x) => x.id === r.demographic_id);
    return !!s && !!q && isAgeQuestion({ type: s.type, special_input_type: s.special_input_type, title: q.title, dashboard_title: q.dashboard_title, options: s.options });
  });
  if (!age) return false;
  const brand = await db.brand.findUnique({ where: { id: shape.brand_id }, select: { minimum_age: true } });
  const profileId = shape.audiences.find((a) => a.id === who.audience_id)?.consumer_profile_id ?? null;
  return screenAge({ minimumAge: brand?.minimum_age ?? null, profileAges: profileId ? await profileAgeRanges(profileId, db) : null, ageAnswer: age.values[0]! }) === "terminate";
}

/** The age ranges a consumer profile selects on an age screener (title with the word "age"), parsed from the titles. */
async function profileAgeRanges(profileId: string, db: Tx): Promise<TAgeRange[]> {
  const rows = await db.consumerProfileOption.findMany({
    where: { consumer_profile_id: profileId },
    select: { values: true, panel_screener: { select: { title: true, options: { select: { id: true, title: true } } } } },
  });
  return rows
    .filter((r) => /\bage\b/i.test(r.panel_screener.title))
    .flatMap((r) => r.panel_screener.options.filter((o) => r.values.includes(o.id)).map((o) => parseAgeRange(o.title)))
    .filter((x): x is TAgeRange => x !== null);
}
