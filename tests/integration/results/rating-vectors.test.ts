// Rating vectors (docs/decisions.md P9 #35): the triggers on RatingAnswer keep Respondent.ratings and RatingSlot true
// for every write — insert, the live survey's upsert, update, delete — and slots never move, so the reports stay true
// when the study's products are reordered, removed and re-added. Two sessions rating new products at once take
// different slots. The migration's backfill rebuilds the same slots and vectors from the answers.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { poolConfigFromUrl } from "@/lib/db-url";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";

/** A study with `products` products (in order) and `respondents` completed respondents; their question ids. */
async function world(products: number, respondents: number) {
  const brand = await createBrand();
  const s = await study(brand.id, { status: "Active", products, respondents: { completed: respondents } });
  const ps = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id);
  const questions = new Map((await prisma.question.findMany({ where: { survey_id: s.id } })).map((q) => [q.product_id!, q.id]));
  const rs = (await prisma.respondent.findMany({ where: { survey_id: s.id }, orderBy: { id: "asc" } })).map((r) => r.id);
  const rate = (respondent_id: string, product_id: string, rating: number) => ({ survey_id: s.id, respondent_id, product_id, question_id: questions.get(product_id)!, rating });
  return { brandId: brand.id, surveyId: s.id, ps, rs, rate };
}

const vectorOf = async (respondentId: string) => (await prisma.respondent.findUniqueOrThrow({ where: { id: respondentId }, select: { ratings: true } })).ratings;
const slotsOf = async (surveyId: string) =>
  Object.fromEntries((await prisma.ratingSlot.findMany({ where: { survey_id: surveyId } })).map((s) => [s.product_id, s.slot]));

/** Every respondent's vector of the study, rebuilt from its answers and slots (the truth the triggers must keep). */
async function expectVectorsTrue(surveyId: string) {
  const slots = await slotsOf(surveyId);
  const answers = await prisma.ratingAnswer.findMany({ where: { survey_id: surveyId } });
  for (const r of await prisma.respondent.findMany({ where: { survey_id: surveyId }, select: { id: true, ratings: true } })) {
    const mine = answers.filter((a) => a.respondent_id === r.id);
    const length = Math.max(0, ...mine.map((a) => slots[a.product_id]!));
    const want = Array.from({ length }, () => 0);
    for (const a of mine) want[slots[a.product_id]! - 1] = a.rating;
    expect(r.ratings, `respondent ${r.id}`).toEqual(want);
  }
}

describe("rating vectors", () => {
  it("follow every write: insert, the live survey's upsert, update and delete", async () => {
    const w = await world(3, 1);
    const [p1, p2, p3] = w.ps as [string, string, string];
    const r = w.rs[0]!;
    await prisma.ratingAnswer.createMany({ data: [w.rate(r, p1, 5), w.rate(r, p3, 4)] });
    // Slots go to the rated products in the study's order: p1 → 1, p3 → 2.
    expect(await slotsOf(w.surveyId)).toEqual({ [p1]: 1, [p3]: 2 });
    expect(await vectorOf(r)).toEqual([5, 4]);
    // p2 rated later: the next slot, 3.
    await prisma.ratingAnswer.create({ data: w.rate(r, p2, 2) });
    expect(await vectorOf(r)).toEqual([5, 4, 2]);
    // The live survey's write (server/survey/save-answers.ts): INSERT … ON CONFLICT DO UPDATE.
    await prisma.$executeRaw`
      INSERT INTO "RatingAnswer" (id, survey_id, product_id, respondent_id, question_id, rating)
      VALUES (${newId()}, ${w.surveyId}, ${p1}, ${r}, ${w.rate(r, p1, 1).question_id}, 1::smallint)
      ON CONFLICT (respondent_id, product_id) DO UPDATE SET rating = EXCLUDED.rating`;
    expect(await vectorOf(r)).toEqual([1, 4, 2]);
    await prisma.ratingAnswer.updateMany({ where: { respondent_id: r, product_id: p2 }, data: { rating: 3 } });
    expect(await vectorOf(r)).toEqual([1, 4, 3]);
    await prisma.ratingAnswer.deleteMany({ where: { respondent_id: r, product_id: p3 } });
    expect(await vectorOf(r)).toEqual([1, 0, 3]);
    await prisma.ratingAnswer.deleteMany({ where: { respondent_id: r } });
    expect(await vectorOf(r)).toEqual([]);
    // Slots stay once given.
    expect(await slotsOf(w.surveyId)).toEqual({ [p1]: 1, [p3]: 2, [p2]: 3 });
  });

  it("a random history of writes over several respondents leaves every vector equal to the answers", async () => {
    const w = await world(5, 6);
    // A fixed pseudo-random sequence (a linear congruential generator), so a failure can be replayed.
    let seed = 12345;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let step = 0; step < 60; step++) {
      const r = w.rs[next(w.rs.length)]!;
      const p = w.ps[next(w.ps.length)]!;
      const op = next(4);
      if (op === 0) await prisma.ratingAnswer.deleteMany({ where: { respondent_id: r, product_id: p } });
      else {
        const rating = 1 + next(5);
        await prisma.ratingAnswer.upsert({ where: { respondent_id_product_id: { respondent_id: r, product_id: p } }, create: w.rate(r, p, rating), update: { rating } });
      }
    }
    await expectVectorsTrue(w.surveyId);
  });

  it("slots do not move when the study's products are reordered, removed and re-added: the reports stay true", async () => {
    const w = await world(3, 4);
    const [p1, p2, p3] = w.ps as [string, string, string];
    // Respondent k rates (p1, p2, p3) = row k.
    const grid = [[5, 1, 3], [4, 4, 2], [1, 5, 5], [2, 3, 4]];
    await prisma.ratingAnswer.createMany({ data: w.rs.flatMap((r, k) => [w.rate(r, p1, grid[k]![0]!), w.rate(r, p2, grid[k]![1]!), w.rate(r, p3, grid[k]![2]!)]) });
    // The wizard replaces the product rows on every save: p3 first, p1 removed, then p1 re-added last.
    await prisma.surveyProduct.deleteMany({ where: { survey_id: w.surveyId } });
    await prisma.surveyProduct.createMany({ data: [p3, p2].map((product_id, order) => ({ survey_id: w.surveyId, product_id, order })) });
    await prisma.surveyProduct.create({ data: { survey_id: w.surveyId, product_id: p1, order: 2 } });
    expect(await slotsOf(w.surveyId)).toEqual({ [p1]: 1, [p2]: 2, [p3]: 3 });

    const token = (await createUser({ brands: { [w.brandId]: [["survey", "read"]] } })).token;
    const res = await gql<{ getSentimentScoreReport: { products: { product_id: string; stars: number[] }[] }; reportHeadToHead: { product_id: string; against: { against: string; wins: number; losses: number; ties: number }[] }[] }>(
      token,
      `query($b: ID!, $s: ID!) { getSentimentScoreReport(survey_id: $s) { products { product_id stars } } reportHeadToHead(brand_id: $b, survey_id: $s) { product_id against { against wins losses ties } } }`,
      { b: w.brandId, s: w.surveyId },
    );
    expect(res.errors).toBeUndefined();
    // In the new order p3, p2, p1. p3's stars: 3, 2, 5, 4 → one each of 2, 3, 4, 5.
    const products = res.data!.getSentimentScoreReport.products;
    expect(products.map((r) => r.product_id)).toEqual([p3, p2, p1]);
    expect(products[0]!.stars).toEqual([0, 1, 1, 1, 1]);
    // p1's stars: 5, 4, 1, 2 → one each of 1, 2, 4, 5.
    expect(products[2]!.stars).toEqual([1, 1, 0, 1, 1]);
    // p3 against p1: (3 v 5) loss, (2 v 4) loss, (5 v 1) win, (4 v 2) win.
    const p3Row = res.data!.reportHeadToHead.find((r) => r.product_id === p3)!;
    expect(p3Row.against.find((c) => c.against === p1)).toEqual({ against: p1, wins: 2, losses: 2, ties: 0 });
    // p2 against p3: (1 v 3) loss, (4 v 2) win, (5 v 5) tie, (3 v 4) loss.
    const p2Row = res.data!.reportHeadToHead.find((r) => r.product_id === p2)!;
    expect(p2Row.against.find((c) => c.against === p3)).toEqual({ against: p3, wins: 1, losses: 2, ties: 1 });
  });

  it("two sessions rating new products at once take different slots (the second waits for the first)", async () => {
    const w = await world(2, 2);
    const [p1, p2] = w.ps as [string, string];
    const url = process.env.DATABASE_URL!;
    const a = new pg.Client(poolConfigFromUrl(url));
    const b = new pg.Client(poolConfigFromUrl(url));
    await Promise.all([a.connect(), b.connect()]);
    try {
      const insert = (c: pg.Client, respondent: string, product: string) =>
        c.query(`INSERT INTO "RatingAnswer" (id, survey_id, product_id, respondent_id, question_id, rating) VALUES ($1, $2, $3, $4, $5, 4)`, [
          newId(), w.surveyId, product, respondent, w.rate(respondent, product, 4).question_id,
        ]);
      await a.query("BEGIN");
      await b.query("BEGIN");
      await insert(a, w.rs[0]!, p1);
      const bPid = (await b.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const second = insert(b, w.rs[1]!, p2);
      // Wait until b is blocked on a's slot lock (polled, not slept: it is something that happens).
      await expect
        .poll(async () => (await prisma.$queryRaw<{ w: string | null }[]>`SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = ${bPid}`)[0]?.w, { timeout: 20_000 })
        .toBe("Lock");
      await a.query("COMMIT");
      await second;
      await b.query("COMMIT");
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect(await slotsOf(w.surveyId)).toEqual({ [p1]: 1, [p2]: 2 });
    await expectVectorsTrue(w.surveyId);
  });

  it("the migration's backfill rebuilds the same slots and vectors from the answers", async () => {
    const w = await world(3, 3);
    const [p1, p2, p3] = w.ps as [string, string, string];
    // The triggers number the products of one write in the study's order, as the backfill numbers all of them: one
    // write here, so both must give p1, p2, p3 the slots 1, 2, 3.
    await prisma.ratingAnswer.createMany({ data: [w.rate(w.rs[0]!, p3, 2), w.rate(w.rs[0]!, p1, 5), w.rate(w.rs[1]!, p2, 3), w.rate(w.rs[2]!, p1, 1)] });
    const before = { slots: await slotsOf(w.surveyId), vectors: await Promise.all(w.rs.map(vectorOf)) };
    expect(before.slots).toEqual({ [p1]: 1, [p2]: 2, [p3]: 3 });
    const file = path.resolve(import.meta.dirname, "../../../prisma/migrations/20261126091502_rating_vectors/migration.sql");
    const backfill = readFileSync(file, "utf8").split("-- The answers already collected")[1]!.replace(/^.*\n/, "");
    const statements = backfill.replace(/^--.*$/gm, "").split(";").map((s) => s.trim()).filter(Boolean);
    expect(statements).toHaveLength(2);
    const c = new pg.Client(poolConfigFromUrl(process.env.DATABASE_URL!));
    await c.connect();
    try {
      // Inside a transaction that is rolled back: every study of this database loses its slots and vectors first.
      await c.query("BEGIN");
      await c.query(`DELETE FROM "RatingSlot"`);
      await c.query(`UPDATE "Respondent" SET ratings = '{}' WHERE ratings <> '{}'`);
      for (const sql of statements) await c.query(sql);
      const slots = Object.fromEntries((await c.query<{ product_id: string; slot: number }>(`SELECT product_id, slot FROM "RatingSlot" WHERE survey_id = $1`, [w.surveyId])).rows.map((r) => [r.product_id, r.slot]));
      const vectors = await Promise.all(w.rs.map(async (id) => (await c.query<{ ratings: number[] }>(`SELECT ratings FROM "Respondent" WHERE id = $1`, [id])).rows[0]!.ratings));
      await c.query("ROLLBACK");
      expect({ slots, vectors }).toEqual(before);
    } finally {
      await c.end();
    }
    expect(before.vectors).toEqual([[5, 0, 2], [0, 3], [1]]);
  });
});
