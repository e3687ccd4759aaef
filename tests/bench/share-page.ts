// Lighthouse on the share pages (P13 "Must show": the share page's performance ≥ 90), as a viewer without an account
// opens them: the demo admin records four takeaways on the seeded Closed study and makes a learnings link, and makes a
// results link on Northwind's Closed study (Demo Outfitters keeps results for admins); then Lighthouse loads each
// link with no cookie — once the e-mail gate, once the report itself (?pdfutility skips the gate, as a PDF renderer
// would). Desktop preset; one warm-up load each. Prints figures, asserts nothing.
import { seedId } from "../../lib/ids";
import { launchLighthouse, sessionCookie } from "./lighthouse-pages";

async function call<T>(base: string, cookie: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: { cookie, origin: base, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  if (res.status >= 300) throw new Error(`share page bench: ${path} answered ${res.status} ${await res.text()}`);
  return ((await res.json()) as { results: T }).results;
}

async function gql(base: string, cookie: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/api/v1/graphql`, { method: "POST", headers: { cookie, origin: base, "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`share page bench: ${body.errors[0]!.message}`);
}

export async function benchSharePage(base: string, brandId: string, email: string, password: string): Promise<void> {
  const cookie = await sessionCookie(base, email, password);
  const surveyId = seedId(`survey:${brandId}:closed`);
  for (const learning of ["Olive outsells navy", "Hoods matter in the north", "Shorter lengths test better", "Price ceiling is $180"]) {
    await gql(base, cookie, `mutation($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { id } }`, {
      b: brandId,
      s: surveyId,
      t: { learning, decision: `Act on: ${learning}`, estimated_roi: "+5%" },
    });
  }
  const { token } = await call<{ token: string }>(base, cookie, `/api/v1/brand/${brandId}/survey/${surveyId}/create_share`, { method: "POST", json: { scope: "learnings" } });
  const link = `/learnings/${brandId}/${surveyId}?share=${encodeURIComponent(token)}`;
  const customer = seedId("brand:customer");
  const customerStudy = seedId(`survey:${customer}:closed`);
  const results = await call<{ token: string }>(base, cookie, `/api/v1/brand/${customer}/survey/${customerStudy}/create_share`, { method: "POST", json: { scope: "results" } });
  const resultsLink = `/brand/${customer}/campaign/${customerStudy}/results?share=${encodeURIComponent(results.token)}`;
  const pages: [string, string][] = [
    ["shared learnings report, e-mail gate", link],
    ["shared learnings report (pdfutility)", `${link}&pdfutility=1`],
    ["shared results, e-mail gate", resultsLink],
    ["shared results (pdfutility)", `${resultsLink}&pdfutility=1`],
  ];
  const lh = await launchLighthouse();
  try {
    for (const [name, path] of pages) {
      const url = `${base}${path}`;
      const warm = await fetch(url);
      if (warm.status !== 200) throw new Error(`share page bench: ${name} answered ${warm.status}`);
      const lhr = await lh.run(url, "");
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const audit = (a: string) => lhr.audits[a]?.displayValue ?? "?";
      console.log(
        `${`Lighthouse desktop, ${name}`.padEnd(52)} performance ${score("performance")}   accessibility ${score("accessibility")}   LCP ${audit("largest-contentful-paint")}   TBT ${audit("total-blocking-time")}   CLS ${audit("cumulative-layout-shift")}   (target ≥ 90)`,
      );
    }
  } finally {
    await lh.close();
  }
}
