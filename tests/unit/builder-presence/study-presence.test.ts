// Study co-editing presence (spec 2 §3 "Editor presence record", §7 "Co-editing"), without a database: registries
// of two "processes" joined by an in-memory bus in place of LISTEN/NOTIFY. Records merge per user, editingProducts
// travel to the other process, an unsubscribe leaves at once, a crashed process's sessions expire after the TTL.
import { afterEach, describe, expect, it } from "vitest";
import type { PgPubSub, TEvent } from "@/server/realtime/pubsub";
import { PresenceRegistry, type TPresenceUser } from "@/server/realtime/presence";
import { mergeSessions, StudyPresenceRegistry, studyPresenceKey } from "@/server/realtime/study-presence";

class Hub {
  buses: FakeBus[] = [];
  deliver(e: TEvent) {
    for (const b of this.buses) if (b.connected) queueMicrotask(() => b.dispatch(e));
  }
}
class FakeBus {
  readonly origin = Math.random().toString(16).slice(2);
  connected = true;
  private listeners = new Map<string, ((e: TEvent) => void)[]>();
  constructor(private hub: Hub) {
    hub.buses.push(this);
  }
  on(topic: string, fn: (e: TEvent) => void) {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), fn]);
    return () => undefined;
  }
  async publish<T>(topic: string, payload: T) {
    if (this.connected) this.hub.deliver({ topic, payload, origin: this.origin });
  }
  dispatch(e: TEvent) {
    for (const fn of this.listeners.get(e.topic) ?? []) fn(e);
  }
}

const user = (id: string, first: string, department: string | null = "Design") => ({
  _id: id, email: `${first.toLowerCase()}@x.test`, first_name: first, last_name: "Lee", department,
});
const registries: { stop(): void }[] = [];
function process(hub: Hub, opts = { heartbeatMs: 40, ttlMs: 150 }) {
  const bus = new FakeBus(hub);
  const r = new StudyPresenceRegistry(bus as unknown as PgPubSub, opts);
  registries.push(r);
  return { bus, r };
}
afterEach(() => registries.splice(0).forEach((r) => r.stop()));

async function nextUntil<T>(it: AsyncIterator<T[]>, pred: (l: T[]) => boolean, ms = 2000): Promise<T[]> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const r = await Promise.race([it.next(), new Promise<null>((res) => setTimeout(() => res(null), deadline - Date.now()))]);
    if (!r || r.done) break;
    if (pred(r.value)) return r.value;
  }
  throw new Error("no matching editors list");
}

const KEY = studyPresenceKey("b".repeat(24), "s".repeat(24));
const P1 = "a".repeat(24);
const P2 = "c".repeat(24);

describe("mergeSessions: one editor presence record per user", () => {
  it("has the spec 2 §3 fields; sessions of one user merge (earliest online_since, union of products)", () => {
    const ann = user("u1", "Ann");
    const list = mergeSessions([
      { user: ann, since: Date.UTC(2026, 0, 1, 10), editing: [P1] },
      { user: user("u2", "Bob", null), since: Date.UTC(2026, 0, 1, 11), editing: [] },
      { user: ann, since: Date.UTC(2026, 0, 1, 9), editing: [P2, P1] },
    ]);
    expect(list).toEqual([
      { _id: "u1", email: "ann@x.test", first_name: "Ann", last_name: "Lee", department: "Design", online: true, online_since: "2026-01-01T09:00:00.000Z", editingProducts: [P1, P2] },
      { _id: "u2", email: "bob@x.test", first_name: "Bob", last_name: "Lee", department: null, online: true, online_since: "2026-01-01T11:00:00.000Z", editingProducts: [] },
    ]);
  });
});

describe("StudyPresenceRegistry across two processes", () => {
  it("each sees the other's editor, then the products they edit, then the leave", async () => {
    const hub = new Hub();
    const a = process(hub);
    const b = process(hub);
    const itA = a.r.watch(KEY, user("u1", "Ann"), 11);
    const itB = b.r.watch(KEY, user("u2", "Bob"), 22);
    const both = await nextUntil(itA, (l) => l.length === 2);
    expect(both.map((e) => e.first_name)).toEqual(["Ann", "Bob"]);
    await nextUntil(itB, (l) => l.length === 2);

    await b.r.setEditing(KEY, "u2", 22, [P1]);
    const editing = await nextUntil(itA, (l) => l.find((e) => e._id === "u2")?.editingProducts[0] === P1);
    expect(editing.find((e) => e._id === "u1")?.editingProducts).toEqual([]);
    // Another user's or another session's announcement changes nothing of Bob's session.
    await a.r.setEditing(KEY, "u2", 23, [P2]);
    // A barrier instead of a wait: the bus delivers in order, so once Ann's own later announcement is seen, the one
    // above has been handled too.
    await a.r.setEditing(KEY, "u1", 11, [P2]);
    await nextUntil(itA, (l) => l.find((e) => e._id === "u1")?.editingProducts[0] === P2);
    expect(a.r.list(KEY).find((e) => e._id === "u2")?.editingProducts).toEqual([P1]);

    await b.r.setEditing(KEY, "u2", 22, []);
    await nextUntil(itA, (l) => l.find((e) => e._id === "u2")?.editingProducts.length === 0);

    await itB.return!();
    const left = await nextUntil(itA, (l) => l.length === 1);
    expect(left[0]._id).toBe("u1");
    expect(b.r.list(KEY).map((e) => e._id)).toEqual(["u1"]);
    await itA.return!();
  });

  it("a heartbeat keeps the edited products; a crashed process's editors expire after the TTL", async () => {
    const hub = new Hub();
    const a = process(hub);
    const b = process(hub);
    const itA = a.r.watch(KEY, user("u1", "Ann"), 1);
    const itB = b.r.watch(KEY, user("u2", "Bob"), 2);
    await nextUntil(itA, (l) => l.length === 2);
    await b.r.setEditing(KEY, "u2", 2, [P2]);
    await nextUntil(itA, (l) => l.some((e) => e.editingProducts.includes(P2)));
    // Several heartbeats later Bob is still there and still editing P2 (heartbeats carry the products).
    await new Promise((r) => setTimeout(r, 250));
    expect(a.r.list(KEY).find((e) => e._id === "u2")?.editingProducts).toEqual([P2]);
    // Process B dies without saying goodbye: no leave, no more heartbeats.
    b.bus.connected = false;
    b.r.stop();
    const t0 = Date.now();
    await nextUntil(itA, (l) => l.length === 1, 1000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    await itA.return!();
    await itB.return!();
  });

  it("another study is another room", async () => {
    const hub = new Hub();
    const a = process(hub);
    const itA = a.r.watch(KEY, user("u1", "Ann"), 1);
    const itOther = a.r.watch(studyPresenceKey("b".repeat(24), "d".repeat(24)), user("u2", "Bob"), 2);
    await nextUntil(itOther, (l) => l.length === 1);
    expect(a.r.list(KEY).map((e) => e._id)).toEqual(["u1"]);
    await itA.return!();
    await itOther.return!();
  });
});

// The brand-page presence (server/realtime/presence.ts) is the same core with one user record per connection.
describe("PresenceRegistry (brand page) across two processes", () => {
  const pageUser = (id: string, first: string): TPresenceUser => ({ _id: id, email: `${first.toLowerCase()}@x.test`, first_name: first, last_name: "Lee" });
  function pageProcess(hub: Hub) {
    const bus = new FakeBus(hub);
    const r = new PresenceRegistry(bus as unknown as PgPubSub, { heartbeatMs: 40, ttlMs: 150 });
    registries.push(r);
    return { bus, r };
  }

  it("lists each user once in arrival order, leaves at once on return(), and a crashed process expires", async () => {
    const hub = new Hub();
    const a = pageProcess(hub);
    const b = pageProcess(hub);
    const itA = a.r.watch("brand:page", pageUser("u1", "Ann"));
    const itA2 = a.r.watch("brand:page", pageUser("u1", "Ann"));
    const itB = b.r.watch("brand:page", pageUser("u2", "Bob"));
    const both = await nextUntil<TPresenceUser>(itA, (l) => l.length === 2);
    expect(both.map((u) => u.first_name)).toEqual(["Ann", "Bob"]);
    await nextUntil<TPresenceUser>(itB, (l) => l.length === 2);
    await itA2.return!();
    expect(a.r.list("brand:page").map((u) => u._id)).toEqual(["u1", "u2"]);

    await itB.return!();
    expect(b.r.list("brand:page").map((u) => u._id)).toEqual(["u1"]);
    await nextUntil<TPresenceUser>(itA, (l) => l.length === 1);

    const itB2 = b.r.watch("brand:page", pageUser("u2", "Bob"));
    await nextUntil<TPresenceUser>(itA, (l) => l.length === 2);
    b.bus.connected = false;
    b.r.stop();
    await nextUntil<TPresenceUser>(itA, (l) => l.length === 1, 1000);
    expect(a.r.list("other:page")).toEqual([]);
    await itA.return!();
    await itB2.return!();
  });
});
