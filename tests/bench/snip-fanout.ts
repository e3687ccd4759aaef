// Snip comment fan-out bench (P12 "Must show › npm run bench"; wired into tests/bench/run.ts, alone with
// BENCH_ONLY=snip-fanout). On its own database (bench_snips: dropped, created and migrated here, dropped at the end):
// a brand with enableSnapShare, a Closed study with an assortment, a snip, a writer and 200 subscribing users with
// survey.read (one user and one websocket each). Two bare app processes (tests/integration/support/realtime-node.ts,
// the same the integration tests start) on that database; 100 graphql-ws clients connected to each, all subscribed to
// snipCommentChanged of the snip. Warm-up comments until every subscriber has received one, then 30 comments, one at
// a time, through a graphql-ws client of process A (addCommentToSnip over the websocket). For each comment and
// subscriber: the time from just before the mutation is sent to the receipt of its Added event (one clock: every
// client lives in this process). Prints p50 / p95 / max over all deliveries, split by the subscriber's process
// (the writer's, A, or the other, B), and the time until all 200 have the comment. Printed, not asserted.
import type { Client } from "graphql-ws";
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../lib/db-url";
import { FEATURE_FLAGS } from "../../lib/schemas/brand";
import { migrate } from "../../scripts/lib/migrate";
import { issueTokens } from "../../server/auth/tokens";
import { realtimeProcesses } from "../integration/support/realtime-processes";

const PER_PROCESS = 100;
const COMMENTS = 30;
const WARMUP_AFTER_READY = 3;
const DELIVERY_TIMEOUT_MS = 30_000;
const DATABASE = "bench_snips";

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const figures = (xs: number[]) => `p50 ${ms(pct(xs, 50))}   p95 ${ms(pct(xs, 95))}   max ${ms(Math.max(...xs))}`;

const CHANGED = `subscription($s: ID!, $b: ID!) { snipCommentChanged(snip_id: $s, brand_id: $b) {
  type snip_id comment_id comment_count comment { _id content author { _id first_name last_name } is_author } } }`;
const ADD = `mutation($s: ID!, $b: ID!, $c: String!) { addCommentToSnip(snip_id: $s, brand_id: $b, content: $c) { _id } }`;

interface TChanged {
  snipCommentChanged?: { type: string; comment: { content: string } | null };
}

/** The comment being timed: when its mutation was sent, and when each subscriber received it. */
interface TRound {
  content: string;
  sentAt: number;
  received: Map<number, number>;
  /** Resolves once every subscriber has it. */
  done: () => void;
}

async function sql(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client(poolConfigFromUrl(withDatabase(serverUrl, "postgres")));
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** The bench world, written with plain SQL: brand, assortment, Closed study, writer, subscribers and the snip. */
async function seed(url: string, subscribers: number) {
  const db = new pg.Client(poolConfigFromUrl(url));
  await db.connect();
  try {
    const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === "timeline" || f === "enableSnapShare"]));
    const brand = (await db.query<{ id: string }>(`INSERT INTO "Brand" (name, features) VALUES ('Snip fan-out bench', $1) RETURNING id`, [features])).rows[0]!.id;
    const assortment = (await db.query<{ id: string }>(`INSERT INTO "Assortment" (brand_id, year, season) VALUES ($1, 2026, 'spring') RETURNING id`, [brand])).rows[0]!.id;
    const survey = (
      await db.query<{ id: string }>(
        `INSERT INTO "Survey" (short_id, brand_id, title, type, status, assortment_id, date_published, date_closed, date_modified)
         VALUES ('bench-snip-fanout', $1, 'Snip fan-out study', 'early_stage', 'Closed', $2, now() - interval '7 days', now(), now()) RETURNING id`,
        [brand, assortment],
      )
    ).rows[0]!.id;
    // The writer (the snip's creator) and the subscribers: one user each, full role, survey.read in the brand.
    const users = (
      await db.query<{ id: string; email: string; session_version: number }>(
        `INSERT INTO "User" (email, first_name, last_name, role_full)
         SELECT 'snip-fanout-' || g || '@bench.test', 'Bench', 'Reader ' || g, true FROM generate_series(0, $1::int) AS g
         RETURNING id, email, session_version`,
        [subscribers],
      )
    ).rows;
    const ids = users.map((u) => u.id);
    await db.query(`INSERT INTO "BrandMembership" (user_id, brand_id) SELECT u, $2 FROM unnest($1::text[]) AS u`, [ids, brand]);
    await db.query(`INSERT INTO "BrandPermission" (user_id, brand_id, entity, action) SELECT u, $2, 'survey', 'read' FROM unnest($1::text[]) AS u`, [ids, brand]);
    const writer = users.find((u) => u.email === "snip-fanout-0@bench.test")!;
    const readers = users.filter((u) => u !== writer);
    const snip = (
      await db.query<{ id: string }>(
        `INSERT INTO "Snip" (brand_id, survey_id, assortment_id, creator_id, title, key_insight) VALUES ($1, $2, $3, $4, 'Cropped fits', 'Shorter is better') RETURNING id`,
        [brand, survey, assortment, writer.id],
      )
    ).rows[0]!.id;
    const token = async (u: (typeof users)[number]) => (await issueTokens(u)).token;
    return { brand, snip, readerTokens: await Promise.all(readers.map(token)), writerToken: await token(writer) };
  } finally {
    await db.end();
  }
}

/** One mutation over the websocket: resolves with its answer's errors (none: undefined). */
function mutate(client: Client, query: string, variables: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve) => {
    let errors: unknown;
    client.subscribe({ query, variables }, { next: (r) => (errors = r.errors), error: (e) => resolve(e ?? "error"), complete: () => resolve(errors) });
  });
}

export async function benchSnipFanout(serverUrl: string): Promise<void> {
  const url = withDatabase(serverUrl, DATABASE);
  const t0 = performance.now();
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await sql(serverUrl, `CREATE DATABASE ${DATABASE}`);
  migrate(url);
  const total = 2 * PER_PROCESS;
  const world = await seed(url, total);
  console.log(`${"database, migrations and world (201 users)".padEnd(52)} ${ms(performance.now() - t0)}`);

  const rt = realtimeProcesses({ env: { DATABASE_URL: url } });
  try {
    const [portA, portB] = await Promise.all([rt.startNode(), rt.startNode()]);
    const writer = rt.connect(portA, { token: world.writerToken });
    // Subscriber i is on A (the writer's process) for i < 100, on B otherwise.
    const onWriterProcess = (i: number) => i < PER_PROCESS;
    let round: TRound | null = null;
    const anything = new Set<number>();
    let anyoneHeard: () => void = () => undefined;
    const errors: unknown[] = [];
    const subscribers = world.readerTokens.map((token, i) => rt.connect(onWriterProcess(i) ? portA : portB, { token }));
    subscribers.forEach((client, i) =>
      client.subscribe<TChanged>(
        { query: CHANGED, variables: { s: world.snip, b: world.brand } },
        {
          next: (r) => {
            const at = performance.now();
            if (r.errors) errors.push(r.errors);
            const change = r.data?.snipCommentChanged;
            if (change?.type !== "Added") return;
            anything.add(i);
            if (anything.size === total) anyoneHeard();
            if (round && change.comment?.content === round.content && !round.received.has(i)) {
              round.received.set(i, at - round.sentAt);
              if (round.received.size === total) round.done();
            }
          },
          error: (e) => errors.push(e),
          complete: () => undefined,
        },
      ),
    );

    /** Posts one comment through A and waits (bounded) until every subscriber has it: each one's latency. */
    const post = async (content: string): Promise<{ received: Map<number, number>; answered: number }> => {
      let done = () => undefined as void;
      const all = new Promise<void>((resolve) => (done = resolve));
      const current: TRound = { content, sentAt: performance.now(), received: new Map(), done: () => done() };
      round = current;
      const answer = await mutate(writer, ADD, { s: world.snip, b: world.brand, c: content });
      const answered = performance.now() - current.sentAt;
      if (answer) throw new Error(`addCommentToSnip failed: ${JSON.stringify(answer)}`);
      await Promise.race([all, new Promise((r) => setTimeout(r, DELIVERY_TIMEOUT_MS))]);
      round = null;
      return { received: current.received, answered };
    };

    // Warm-up: the subscriptions are in place once an event published after them reaches everyone.
    const ready = new Promise<void>((resolve) => (anyoneHeard = resolve));
    const w0 = performance.now();
    let warmups = 0;
    for (; anything.size < total && warmups < 30; warmups++) {
      await mutate(writer, ADD, { s: world.snip, b: world.brand, c: `warm-up ${warmups}` });
      await Promise.race([ready, new Promise((r) => setTimeout(r, 2_000))]);
    }
    if (anything.size < total) throw new Error(`only ${anything.size} of ${total} subscribers received a comment; errors ${JSON.stringify(errors.slice(0, 3))}`);
    for (let i = 0; i < WARMUP_AFTER_READY; i++) await post(`warm-up after ready ${i}`);
    console.log(`${"200 subscribers connected and receiving".padEnd(52)} ${ms(performance.now() - w0)}   (${warmups} warm-up comments, then ${WARMUP_AFTER_READY} more)`);

    const all: number[] = [];
    const same: number[] = [];
    const other: number[] = [];
    const everyone: number[] = [];
    const answers: number[] = [];
    let missing = 0;
    for (let c = 0; c < COMMENTS; c++) {
      const { received, answered } = await post(`fan-out ${c}: cropped fits read better in the 25-34 group`);
      answers.push(answered);
      missing += total - received.size;
      for (const [i, latency] of received) {
        all.push(latency);
        (onWriterProcess(i) ? same : other).push(latency);
      }
      if (received.size === total) everyone.push(Math.max(...received.values()));
      await new Promise((r) => setTimeout(r, 50));
    }

    console.log(`${"subscribers × comments".padEnd(52)} ${total} (${PER_PROCESS} on each of 2 processes, one user and websocket each) × ${COMMENTS}, one comment at a time through process A`);
    console.log(`${"comment → subscriber's Added event, all".padEnd(52)} ${figures(all)}   (${all.length} deliveries, ${missing} missing)`);
    console.log(`${"  subscribers on the writer's process (A)".padEnd(52)} ${figures(same)}`);
    console.log(`${"  subscribers on the other process (B)".padEnd(52)} ${figures(other)}`);
    if (everyone.length) console.log(`${"comment → all 200 have it".padEnd(52)} ${figures(everyone)}   (${everyone.length} comments)`);
    console.log(`${"addCommentToSnip answered (writer, over ws)".padEnd(52)} ${figures(answers)}`);
    if (errors.length) console.log(`subscription errors: ${errors.length} (first ${JSON.stringify(errors[0])})`);
  } finally {
    await rt.closeAll();
    await sql(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch((e: unknown) => console.warn(`could not drop ${DATABASE}: ${String(e)}`));
  }
}
