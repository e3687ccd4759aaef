// GraphQL work bounds bench (P8 item 3; see server/graphql/armor.ts). Against a running server: how long refusing a
// 1,000-alias `brandProducts` query takes (before the bounds it ran 1,000 resolvers: 48 s), the same for 400 anonymous
// `__schema` aliases (42 s before), and GET /api/v1/me latency on its own and while 4 clients keep sending the
// 1,000-alias query (before: held up 44 s). Sequential requests; figures printed, not asserted (DESIGN.md §5). ~15 s.
const REFUSALS = 20;
const ME_REQUESTS = 100;
const WARMUP = 5;
const ATTACKERS = 4;
/** The attackers stop after this long even if /me has not finished its requests. */
const ATTACK_CAP_MS = 30_000;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (title: string, xs: number[], extra = "") => console.log(`${title.padEnd(44)} p50 ${ms(pct(xs, 50))}   p95 ${ms(pct(xs, 95))}${extra}`);

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ");

export async function benchGraphqlBounds(base: string, email: string, password: string, brandId: string) {
  const signIn = await fetch(`${base}/api/v1/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  /** One GraphQL POST; resolves to its time and whether it was refused by a bound (extensions.code query_too_complex). */
  const gql = async (query: string, variables: Record<string, unknown>, signedIn = true) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(signedIn ? auth : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return { ms: performance.now() - t0, refused: !("data" in body) && body.errors?.[0]?.extensions?.code === "query_too_complex" };
  };
  const me = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/me`, { headers: auth });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.ok };
  };

  const big = `query($b: ID!) { ${aliases(1000, "brandProducts(brand_id: $b) { filtered_count }")} }`;
  const schemaAliases = `{ ${aliases(400, "__schema { types { name } }")} }`;
  const one = `query($b: ID!) { brandProducts(brand_id: $b) { filtered_count } }`;

  const timed = async (n: number, fn: () => Promise<{ ms: number; refused?: boolean }>) => {
    for (let i = 0; i < WARMUP; i++) await fn();
    const times: number[] = [];
    let refused = 0;
    for (let i = 0; i < n; i++) {
      const r = await fn();
      times.push(r.ms);
      if (r.refused) refused += 1;
    }
    return { times, refused };
  };

  const single = await timed(REFUSALS, () => gql(one, { b: brandId }));
  line("brandProducts, 1 field (reference)", single.times);
  const refusal = await timed(REFUSALS, () => gql(big, { b: brandId }));
  line("1,000 aliased brandProducts → refused", refusal.times, `   (${refusal.refused}/${REFUSALS} refused)`);
  const introspection = await timed(REFUSALS, () => gql(schemaAliases, {}, false));
  line("400 aliased __schema, anonymous → refused", introspection.times, `   (${introspection.refused}/${REFUSALS} refused)`);

  const alone = await timed(ME_REQUESTS, me);
  line("GET /api/v1/me, alone", alone.times);

  // The same /me sequence while ATTACKERS clients each send the 1,000-alias query back to back.
  let stop = false;
  let sent = 0;
  let refusedUnderLoad = 0;
  const cap = setTimeout(() => (stop = true), ATTACK_CAP_MS);
  const attackStart = performance.now();
  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (!stop) {
      const r = await gql(big, { b: brandId });
      sent += 1;
      if (r.refused) refusedUnderLoad += 1;
    }
  });
  const underLoad: number[] = [];
  let failures = 0;
  for (let i = 0; i < ME_REQUESTS && !stop; i++) {
    const r = await me();
    underLoad.push(r.ms);
    if (!r.ok) failures += 1;
  }
  stop = true;
  clearTimeout(cap);
  await Promise.all(attackers);
  const seconds = (performance.now() - attackStart) / 1000;
  line(
    `GET /api/v1/me, ${ATTACKERS} clients × 1,000 aliases`,
    underLoad,
    `   (${failures} failed; ${sent} queries sent, ${refusedUnderLoad} refused, ${Math.round(sent / seconds)}/s)`,
  );
}
