// Panel survey records of the demo world (spec 2 §3 "Panel survey record", §7 "admin panel surveys"): what the
// panel providers report for a published study. Idempotent: rows have deterministic ids and external ids
// (unique per provider), inserted with skipDuplicates.
// Our decision: the seeded studies reach their audiences through CRM, so the records go to the brands' Active and
// Closed studies found by query, preferring those with a panel audience (up to 4 studies per brand): an Active
// study has live and pending records, a Closed one complete and archived records.
import { seedId } from "../../lib/ids";
import type { Prisma, PrismaClient } from "../../server/generated/prisma/client";

const STUDIES_PER_BRAND = 4;
const DAY = 86_400_000;

export async function seedPanelSurveys(db: PrismaClient, brandIds: readonly string[]): Promise<void> {
  const rows: Prisma.PanelSurveyRecordCreateManyInput[] = [];
  for (const brandId of brandIds) {
    const studies = await db.survey.findMany({
      where: { brand_id: brandId, status: { in: ["Active", "Closed"] } },
      select: { id: true, title: true, status: true, date_published: true, audiences: { where: { audience_type: "panel" }, select: { id: true } } },
      orderBy: { id: "asc" },
    });
    const chosen = [...studies].sort((a, b) => Number(b.audiences.length > 0) - Number(a.audiences.length > 0)).slice(0, STUDIES_PER_BRAND);
    for (const s of chosen) {
      const start = s.date_published ?? new Date(Date.now() - 10 * DAY);
      const statuses = s.status === "Active" ? (["live", "pending"] as const) : (["complete", "archived"] as const);
      statuses.forEach((status, i) => {
        const provider = i === 0 ? "lucid" : "toluna";
        const external_id = `${s.id.slice(-10)}-${i + 1}`;
        const completes = status === "pending" ? 0 : 120 + i * 35;
        rows.push({
          id: seedId(`panel-survey:${s.id}:${i}`),
          survey_id: s.id,
          provider,
          external_id,
          locale: i === 0 ? "eng_us" : "eng_gb",
          status,
          total_completes: completes,
          total_screens: completes ? completes * 3 + 17 : 0,
          survey_cpi_usd: i === 0 ? 2.75 : 3.1,
          first_complete_date: completes ? new Date(start.getTime() + DAY) : null,
          last_complete_date: completes ? new Date(start.getTime() + 4 * DAY) : null,
          name: `${s.title} (${provider})`,
        });
      });
    }
  }
  if (rows.length) await db.panelSurveyRecord.createMany({ data: rows, skipDuplicates: true });
}
