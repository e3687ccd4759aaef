import "server-only";
// PUT /api/v1/live/{short_id}/answers (P6): a respondent saves answers as they go. The whole batch is validated
// first (lib/survey/answers.ts); then, in ONE transaction with the respondent row locked, everything is upserted on
// the unique keys (respondent + question / follow-up / demographic), a changed rating drops that product's
// follow-up answers of the other side, and the screening rules may end the visit (terminate). Preview sessions are
// validated and write nothing.
import { checkAnswers, type TCheckedAnswers } from "@/lib/survey/answers";
import { LIVE_MSG } from "@/lib/survey/messages";
import { followUpSide } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TLiveAnswersInput, TLiveSaveResult } from "@/lib/survey/wire";
import { newId } from "@/lib/ids";
import { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import { conflict } from "../errors";
import { outcomeRedirect } from "./redirect-url";
import { screensOut } from "./screening";
import { findSession, sessionNotFound, type TLiveRespondentCtx } from "./session";

export interface TSaveAnswersInput {
  shortId: string;
  token: string | null;
  answers: TLiveAnswersInput;
}

export async function saveAnswers(input: TSaveAnswersInput): Promise<TLiveSaveResult> {
  const { shape, respondent } = await findSession(input.shortId, input.token);
  if (respondent.is_preview) return previewSave(shape, respondent, input.answers);
  if (respondent.status !== "started") throw conflict(LIVE_MSG.alreadySubmitted);
  if (shape.status !== "Active") throw conflict(LIVE_MSG.notActive);

  const { saved, terminated } = await prisma.$transaction(async (tx) => {
    await lockStarted(tx, respondent.id);
    const stored = await tx.ratingAnswer.findMany({ where: { respondent_id: respondent.id }, select: { product_id: true, rating: true } });
    const checked = checkAnswers(
      shape,
      { assigned: respondent.assigned_products, country: respondent.country_code, ratings: new Map(stored.map((r) => [r.product_id, r.rating])) },
      input.answers,
    );
    await writeAnswers(tx, shape, respondent.id, checked);
    const out = checked.segments.length > 0 && (await screensOut(shape, respondent, checked.segments, tx));
    if (out) await tx.respondent.update({ where: { id: respondent.id }, data: { status: "terminated", completed_at: new Date() } });
    return { saved: checked.segments.length + checked.ratings.length + checked.follow_ups.length, terminated: out };
  });
  if (!terminated) return { saved, outcome: null };
  return { saved, outcome: { status: "terminate", redirect_url: await outcomeRedirect(shape, respondent, "terminate") } };
}

/** A preview is validated and screened like a real visit, and writes nothing. */
async function previewSave(shape: TStudyShape, respondent: TLiveRespondentCtx, answers: TLiveAnswersInput): Promise<TLiveSaveResult> {
  // Nothing is stored for a preview, so a follow-up needs its product's rating in the same batch.
  const checked = checkAnswers(shape, { assigned: respondent.assigned_products, country: respondent.country_code, ratings: new Map() }, answers);
  const out = checked.segments.length > 0 && (await screensOut(shape, respondent, checked.segments));
  return { saved: 0, outcome: out ? { status: "terminate", redirect_url: await outcomeRedirect(shape, respondent, "terminate") } : null };
}

/**
 * Locks the respondent row for the transaction and re-reads the states: a complete (which takes the same lock) or a
 * close that landed after the session was read still refuses the save.
 */
async function lockStarted(tx: Tx, respondentId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ status: string; survey_status: string }[]>`
    SELECT r.status::text AS status, s.status::text AS survey_status
    FROM "Respondent" r JOIN "Survey" s ON s.id = r.survey_id WHERE r.id = ${respondentId} FOR UPDATE OF r`;
  if (!row) throw sessionNotFound();
  if (row.status !== "started") throw conflict(LIVE_MSG.alreadySubmitted);
  if (row.survey_status !== "Active") throw conflict(LIVE_MSG.notActive);
}

/** Upserts the checked rows (one statement per table) and drops follow-up answers of a side no longer asked. */
async function writeAnswers(tx: Tx, shape: TStudyShape, respondentId: string, a: TCheckedAnswers): Promise<void> {
  const sid = shape.id;
  if (a.segments.length) {
    await tx.$executeRaw`
      INSERT INTO "SegmentAnswer" (id, survey_id, respondent_id, demographic_id, "values", text_value, points)
      VALUES ${Prisma.join(a.segments.map((s) => Prisma.sql`(${newId()}, ${sid}, ${respondentId}, ${s.demographic_id}, ${s.values}::text[], ${s.text}, ${s.points}::double precision)`))}
      ON CONFLICT (respondent_id, demographic_id)
      DO UPDATE SET "values" = EXCLUDED."values", text_value = EXCLUDED.text_value, points = EXCLUDED.points`;
    await recordState(tx, shape, respondentId, a);
  }
  if (a.ratings.length) {
    await tx.$executeRaw`
      INSERT INTO "RatingAnswer" (id, survey_id, product_id, respondent_id, question_id, rating)
      VALUES ${Prisma.join(a.ratings.map((r) => Prisma.sql`(${newId()}, ${sid}, ${r.product_id}, ${respondentId}, ${r.question_id}, ${r.rating}::smallint)`))}
      ON CONFLICT (respondent_id, product_id) DO UPDATE SET rating = EXCLUDED.rating, question_id = EXCLUDED.question_id`;
    // A rating that moved across 3/4 asks the other side: its stored answers no longer apply.
    await tx.$executeRaw`
      DELETE FROM "FollowUpAnswer" WHERE respondent_id = ${respondentId} AND (${Prisma.join(
        a.ratings.map((r) => Prisma.sql`(product_id = ${r.product_id} AND side <> ${followUpSide(r.rating)}::"FollowUpSide")`),
        " OR ",
      )})`;
  }
  if (a.follow_ups.length) {
    await tx.$executeRaw`
      INSERT INTO "FollowUpAnswer" (id, survey_id, product_id, respondent_id, question_id, follow_up_id, side, "values", text_value, star_value)
      VALUES ${Prisma.join(
        a.follow_ups.map(
          (f) =>
            Prisma.sql`(${newId()}, ${sid}, ${f.product_id}, ${respondentId}, ${f.question_id}, ${f.follow_up_id}, ${f.side}::"FollowUpSide", ${f.values}::text[], ${f.text}, ${f.star}::smallint)`,
        ),
      )}
      ON CONFLICT (respondent_id, product_id, follow_up_id) DO UPDATE SET question_id = EXCLUDED.question_id,
        side = EXCLUDED.side, "values" = EXCLUDED."values", text_value = EXCLUDED.text_value, star_value = EXCLUDED.star_value`;
  }
}

/** The respondent's state comes from a us_state segmentation answer when the study asks one (contract "state"). */
async function recordState(tx: Tx, shape: TStudyShape, respondentId: string, a: TCheckedAnswers): Promise<void> {
  const stateIds = new Set(shape.segments.filter((s) => s.special_input_type === "us_state").map((s) => s.id));
  const state = a.segments.find((s) => stateIds.has(s.demographic_id) && s.values.length === 1)?.values[0];
  if (state) await tx.respondent.update({ where: { id: respondentId }, data: { state } });
}
