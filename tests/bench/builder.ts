// Study builder bench (P5; wired into tests/bench/run.ts): a Draft study with 60 products, each with three
// follow-ups, then times over HTTP the wizard read (GET …/survey/{s}?view=wizard), the wizard save of the whole
// question list (what the Product Questions step sends after an edit), and one translation run into three
// countries through the pg-boss job with the offline provider (its artificial per-call delay set to 0 by run.ts,
// so the figure is the pipeline's own cost). Figures are printed, not asserted (DESIGN.md §5).
import { DEMO_PASSWORD } from "../../prisma/seed/platform";

const PRODUCTS = 60;
const REQUESTS = 40;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

type TStudy = { _id: string; date_modified: string; default_country: string | null; questions: { product: string; follow_up: { _id: string }[] }[] };
type TRun = { status: string; total: number; done: number } | null;

async function call<T>(base: string, token: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const body = (await res.json()) as { results: T; detail?: string };
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} → ${res.status} ${body.detail ?? ""}`);
  return body.results;
}

const followUps = (i: number) => [
  {
    type: "choice", fire_positive: true, fire_negative: true, positive_title: `What do you like most about item ${i}?`,
    negative_title: "", positive: { options: ["Colour", "Fit", "Price", "Material"], min_label: null, max_label: null },
    negative: { options: [], min_label: null, max_label: null },
  },
  {
    type: "multi", fire_positive: true, fire_negative: true, positive_title: "Where would you wear it?",
    negative_title: "", positive: { options: ["Work", "Weekend", "Sport"], min_label: null, max_label: null },
    negative: { options: [], min_label: null, max_label: null },
  },
  {
    type: "text", fire_positive: true, fire_negative: true, positive_title: "Anything else we should know?",
    negative_title: "", positive: { options: [], min_label: null, max_label: null },
    negative: { options: [], min_label: null, max_label: null },
  },
];

async function firstAssortment(base: string, token: string, brandId: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query: `{ getBrandAssortments(_id: "${brandId}") { _id } }` }),
  });
  const body = (await res.json()) as { data?: { getBrandAssortments: { _id: string }[] } };
  const first = body.data?.getBrandAssortments[0]?._id;
  if (!first) throw new Error("the bench brand has no assortment");
  return first;
}

/** Signs in the demo admin, so brand flags such as gatesAndDates never refuse the country change being measured. */
async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

export async function benchBuilder(base: string, brandId: string): Promise<void> {
  const token = await adminToken(base);
  const products = await call<{ _id: string }[]>(base, token, `/admin/brand/${brandId}/products/?offset=0&limit=${PRODUCTS}`);
  const assortment = await firstAssortment(base, token, brandId);
  const { _id: id } = await call<{ _id: string }>(base, token, `/admin/brand/${brandId}/campaignSNT`, { method: "POST", json: { assortment } });
  const url = `/admin/brand/${brandId}/survey/${id}`;
  const read = () => call<TStudy>(base, token, `/brand/${brandId}/survey/${id}?view=wizard`);
  const put = (date_modified: string, json: Record<string, unknown>) => call<TStudy>(base, token, url, { method: "PUT", json: { date_modified, ...json } });

  let study = await put((await read()).date_modified, { title: "Builder bench", type: "concept", products: products.map((p) => ({ product: p._id })) });
  const questions = (edit: number, ids?: TStudy["questions"]) =>
    study.questions.map((q, i) => ({
      product: q.product,
      text: i === 0 ? `Would you buy this? (${edit})` : "Would you consider buying this item?",
      // Once follow-ups exist, saves carry their ids and update them in place, as the step does.
      follow_up: followUps(i).map((f, j) => (ids ? { ...f, _id: ids[i]!.follow_up[j]!._id } : f)),
    }));
  study = await put(study.date_modified, { questions: questions(0) });

  const reads: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await read();
    reads.push(performance.now() - t0);
  }
  console.log(`${`GET wizard study (${PRODUCTS} products × 3 follow-ups)`.padEnd(44)} p50 ${ms(pct(reads, 50))}   p95 ${ms(pct(reads, 95))}   (${REQUESTS} sequential)`);

  const saves: number[] = [];
  for (let i = 1; i <= REQUESTS; i++) {
    const t0 = performance.now();
    study = await put(study.date_modified, { questions: questions(i, study.questions) });
    saves.push(performance.now() - t0);
  }
  console.log(`${`PUT wizard save, all ${PRODUCTS} questions + follow-ups`.padEnd(44)} p50 ${ms(pct(saves, 50))}   p95 ${ms(pct(saves, 95))}   (${REQUESTS} sequential)`);

  const countries = ["FR", "DE", "JP"];
  study = await put(study.date_modified, { countries: [...new Set([study.default_country ?? "US", ...countries])] });
  const t0 = performance.now();
  await call(base, token, `${url}/translate`, { method: "POST", json: { countries } });
  let run: TRun = null;
  for (let i = 0; i < 1200; i++) {
    run = await call<TRun>(base, token, `${url}/translate`);
    if (run && run.status !== "running") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const took = performance.now() - t0;
  const texts = run?.total ?? 0;
  console.log(
    `${"translation run, 3 countries (pg-boss, pseudo)".padEnd(44)} ${ms(took)}   ${texts} texts, ${((texts / took) * 1000).toFixed(0)} texts/s   status ${run?.status ?? "none"}`,
  );
}
