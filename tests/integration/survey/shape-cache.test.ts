// The live survey's per-process study-shape cache (server/survey/shape-cache.ts) with its production TTL: a status
// change reaches the next request at once (it changes the stamp); an edit that leaves date_modified alone is seen
// once the entry is older than the TTL; an edit that bumps date_modified is seen at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/server/db";
import { currentStudyShape } from "@/server/survey/shape-cache";
import { liveStudy } from "./fixtures";

describe("study shape cache", () => {
  beforeEach(() => {
    process.env.LIVE_SHAPE_TTL_MS = "60000";
  });
  afterEach(() => {
    process.env.LIVE_SHAPE_TTL_MS = "0";
  });

  it("serves the cached shape until the stamp changes or the entry expires", async () => {
    const { survey, products } = await liveStudy({ products: 2 });
    const first = await currentStudyShape(survey.short_id);
    expect(first!.products).toHaveLength(2);
    expect(await currentStudyShape(survey.short_id)).toBe(first);

    // A product disabled without touching date_modified: still the cached shape…
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: survey.id, product_id: products[1]!.id } }, data: { disabled: true } });
    expect((await currentStudyShape(survey.short_id))!.products).toHaveLength(2);
    // …until the entry is older than the TTL.
    process.env.LIVE_SHAPE_TTL_MS = "0";
    expect((await currentStudyShape(survey.short_id))!.products).toHaveLength(1);
    process.env.LIVE_SHAPE_TTL_MS = "60000";

    // A status change (raw SQL, date_modified untouched, as auto-close does) is seen at once.
    await prisma.$executeRaw`UPDATE "Survey" SET status = 'Closed' WHERE id = ${survey.id}`;
    expect((await currentStudyShape(survey.short_id))!.status).toBe("Closed");
    // A save that bumps date_modified is seen at once.
    await prisma.survey.update({ where: { id: survey.id }, data: { random: true } });
    expect((await currentStudyShape(survey.short_id))!.random).toBe(true);
  });
});
