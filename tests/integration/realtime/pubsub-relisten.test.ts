// The LISTEN/NOTIFY pub/sub keeps listening when its connection is lost (a database restart, a failover, an
// administrator ending the session): while anyone subscribes, the process listens again by itself and later events
// reach the same subscribers. Without it every live comment thread of that process would go silent until a restart.
import { afterAll, describe, expect, it } from "vitest";
import { PgPubSub } from "@/server/realtime/pubsub";
import { databaseUrl, prisma } from "@/server/db";

const listener = new PgPubSub(databaseUrl());
const publisher = new PgPubSub(databaseUrl());
afterAll(async () => {
  await listener.close();
  await publisher.close();
});

/** The backends LISTENing in this worker's database (only this file's listener). */
const listeningPids = async () =>
  (await prisma.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN app_events'`).map((r) => r.pid);

describe("the pub/sub after its connection is lost", () => {
  it("listens again and delivers later events to the same subscriber", { timeout: 60_000 }, async () => {
    const seen: number[] = [];
    listener.on("relisten-test", (e) => seen.push((e.payload as { n: number }).n));
    await listener.start();
    await publisher.publish("relisten-test", { n: 1 });
    await expect.poll(() => seen, { timeout: 15_000 }).toEqual([1]);

    const [before] = await listeningPids();
    expect(before).toBeTypeOf("number");
    await prisma.$queryRaw`SELECT pg_terminate_backend(${before}::int)`;
    // A new LISTEN session replaces the ended one…
    await expect.poll(async () => (await listeningPids()).filter((p) => p !== before).length, { timeout: 20_000 }).toBe(1);
    // …and an event published after it reaches the subscriber registered before the loss.
    await publisher.publish("relisten-test", { n: 2 });
    await expect.poll(() => seen, { timeout: 15_000 }).toEqual([1, 2]);
  });
});
