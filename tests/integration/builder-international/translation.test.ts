// Study translation as a pg-boss job (spec 2 §4 "Translation", §5, §6, §7 translate / cancel translate, §8) against
// the real database and a real pg-boss on this worker's database, with a fake LibreTranslate-compatible server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TWireTranslationRun } from "@/lib/builder/builder-wire";
import { prisma } from "@/server/db";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import { jobsState, QUEUES } from "@/server/jobs/queue";
import { translatedStudyTexts } from "@/server/translation/run";
import * as translateRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/translate/route";
import { call } from "../support/factories";
import { api, draftStudy, modified, setup, study } from "../builder/fixtures";
import { fakeTranslate, startFakeLibreTranslate } from "./fake-libretranslate";

let ctx: Awaited<ReturnType<typeof setup>>;
let A: ReturnType<typeof api>;
let fake: Awaited<ReturnType<typeof startFakeLibreTranslate>>;

const T = (brandId: string) => ({
  start: (token: string, surveyId: string, json: unknown) => call(translateRoute.POST, { method: "POST", token, params: { id: brandId, surveyId }, json }),
  cancel: (token: string, surveyId: string, json: unknown) => call(translateRoute.PUT, { method: "PUT", token, params: { id: brandId, surveyId }, json }),
  run: (token: string, surveyId: string) => call(translateRoute.GET, { token, params: { id: brandId, surveyId } }),
  texts: (token: string, surveyId: string, country: string) =>
    call(translateRoute.GET, { token, params: { id: brandId, surveyId }, url: `http://localhost/x?country=${country}` }),
});
let tr: ReturnType<typeof T>;

/** Waits (no time assertion) until `check` answers a truthy value. */
async function until<R>(check: () => Promise<R>, what: string, ms = 20_000): Promise<NonNullable<R>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<R>;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const latestRun = (surveyId: string) => prisma.surveyTranslationRun.findFirst({ where: { survey_id: surveyId }, orderBy: { date_started: "desc" } });
const countryRows = async (surveyId: string) =>
  Object.fromEntries(
    (await prisma.surveyCountry.findMany({ where: { survey_id: surveyId }, include: { country: { select: { code: true } } } })).map((c) => [
      c.country.code,
      { translating: c.translating, needed: c.translation_needed, translated: c.translated_at !== null },
    ]),
  );
/** Waits until the pg-boss job of the run is finished (completed or failed). */
async function jobSettled(runId: string) {
  const boss = jobsState()!.boss;
  await until(async () => {
    const jobs = await boss.findJobs(QUEUES.studyTranslation, { data: { runId } });
    return jobs.length > 0 && jobs.every((j) => j.state === "completed" || j.state === "failed" || j.state === "cancelled");
  }, "the job to settle");
}

/** A Draft study with 2 products (with texts) in US (default), FR, DE and GB. */
async function internationalStudy(countries = ["FR", "DE", "GB"]) {
  const s = await draftStudy(ctx.brandId, { products: 2 });
  await prisma.product.update({ where: { id: s.productIds[0]! }, data: { description: "Soft cotton", colors: "Red", price: 100 } });
  await prisma.survey.update({ where: { id: s.id }, data: { welcome_header: "Welcome!", exit_message: "Thanks a lot" } });
  const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), countries });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return s;
}

beforeAll(async () => {
  ctx = await setup();
  A = api(ctx.brandId);
  tr = T(ctx.brandId);
  const us = await prisma.country.findUniqueOrThrow({ where: { code: "US" } });
  await prisma.brand.update({ where: { id: ctx.brandId }, data: { default_country_id: us.id } });
  fake = await startFakeLibreTranslate();
  Object.assign(process.env, { TRANSLATION_PROVIDER: "libretranslate", TRANSLATION_URL: fake.url, TRANSLATION_API_KEY: "k-123", TRANSLATION_TIMEOUT_MS: "5000" });
  await startJobs({ url: process.env.DATABASE_URL, pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await stopJobs();
  await fake.close();
  delete process.env.TRANSLATION_PROVIDER;
  delete process.env.TRANSLATION_URL;
});

beforeEach(() => {
  fake.setMode("ok");
  process.env.TRANSLATION_TIMEOUT_MS = "5000";
});

describe("start → progress → done", () => {
  it("translates every study text per target language in batches; the study is read-only while it runs", async () => {
    const s = await internationalStudy();
    expect(await countryRows(s.id)).toMatchObject({ FR: { needed: true }, DE: { needed: true }, GB: { needed: false }, US: { needed: false } });
    fake.setMode("hold");
    const before = fake.requests.length;
    const started = await tr.start(ctx.writer, s.id, { countries: ["fr", "DE"] });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    // The answer is the wizard study, now translating (the wizard turns read-only from it).
    expect(study(started).countries_translating.sort()).toEqual(["DE", "FR"]);
    expect(study(started).translation_run).toMatchObject({ status: "running", countries: ["FR", "DE"] });

    // First provider call held: the run is visible while running, with its total.
    await fake.waitForRequests(before + 1);
    const first = fake.requests[before]!;
    expect(first).toMatchObject({ source: "en", format: "text", api_key: "k-123" });
    expect(first.q).toEqual(expect.arrayContaining(["Welcome!", "Thanks a lot", "Would you buy 0?", "Why?", "Colour", "Fit", "Soft cotton", "Red"]));
    const polled = await tr.run(ctx.reader, s.id);
    expect(polled.status).toBe(200);
    const run = polled.json.results as TWireTranslationRun;
    expect(run.status).toBe("running");
    expect(run.total).toBeGreaterThan(0);
    expect(run.done).toBe(0);

    // Read-only the whole time: the wizard save is refused with the locked text, and so is a second start.
    const save = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title: "Changed" });
    expect(save.status).toBe(409);
    expect(save.json.detail).toBe(TRANSLATION_MSG.locked);
    expect((await tr.start(ctx.admin, s.id, { countries: ["GB"] })).status).toBe(409);

    // Progress: after the first language, done went up while the second call is still held.
    fake.releaseOne();
    await fake.waitForRequests(before + 2);
    const mid = await until(async () => {
      const r = await latestRun(s.id);
      return r && r.done > 0 ? r : null;
    }, "progress");
    expect(mid.status).toBe("running");
    expect(mid.done).toBeLessThan(mid.total);
    expect((await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title: "Changed" })).status).toBe(409);

    fake.releaseAll();
    const done = await until(async () => {
      const r = await latestRun(s.id);
      return r?.status === "done" ? r : null;
    }, "the run to finish");
    expect(done.done).toBe(done.total);
    expect(done.languages.sort()).toEqual(["de", "fr"]);
    expect(await countryRows(s.id)).toMatchObject({
      FR: { translating: false, needed: false, translated: true },
      DE: { translating: false, needed: false, translated: true },
      GB: { translating: false, needed: false, translated: false },
    });

    const fr = await translatedStudyTexts(s.id, "fr");
    expect(fr["study:welcome_header"]).toBe(fakeTranslate("Welcome!", "fr"));
    expect(fr["study:exit_message"]).toBe(fakeTranslate("Thanks a lot", "fr"));
    const q0 = await prisma.question.findFirstOrThrow({ where: { survey_id: s.id, product_id: s.productIds[0]! } });
    expect(fr[`question:${q0.id}:text`]).toBe(fakeTranslate("Would you buy 0?", "fr"));
    expect(fr[`product:${s.productIds[0]}:description`]).toBe(fakeTranslate("Soft cotton", "fr"));
    expect((await translatedStudyTexts(s.id, "de"))["study:welcome_header"]).toBe(fakeTranslate("Welcome!", "de"));
    // Products without a translation in that language got one; the brand's memory holds every pair.
    const pt = await prisma.productTranslation.findUniqueOrThrow({ where: { product_id_language: { product_id: s.productIds[0]!, language: "fr" } } });
    expect(pt.fields).toMatchObject({ description: fakeTranslate("Soft cotton", "fr"), colors: fakeTranslate("Red", "fr") });
    const memory = await prisma.brandTranslation.findUnique({
      where: { brand_id_source_language_language_source: { brand_id: ctx.brandId, source_language: "en", language: "de", source: "Welcome!" } },
    });
    expect(memory?.text).toBe(fakeTranslate("Welcome!", "de"));

    // The "View translations" list, and the study editable again.
    const list = await tr.texts(ctx.reader, s.id, "FR");
    expect(list.status).toBe(200);
    expect(list.json.results).toMatchObject({ country: "FR", language: "fr" });
    expect((list.json.results as { texts: { key: string; text: string }[] }).texts[0]).toEqual({ key: "study:exit_message", source: "Thanks a lot", text: fakeTranslate("Thanks a lot", "fr") });
    expect((await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title: "Changed" })).status).toBe(200);
  });
});

describe("cancel", () => {
  it("stops translating, cancels the run, and later provider answers write nothing", async () => {
    const s = await internationalStudy(["FR"]);
    fake.setMode("hold");
    const before = fake.requests.length;
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR"] })).status).toBe(200);
    await fake.waitForRequests(before + 1);
    expect((await tr.cancel(ctx.writer, s.id, { countries: ["GB"] })).status).toBe(400);
    const res = await tr.cancel(ctx.writer, s.id, { countries: ["FR"] });
    expect(res.status).toBe(200);
    expect(study(res).countries_translating).toEqual([]);
    expect(study(res).translation_run?.status).toBe("cancelled");
    expect(await countryRows(s.id)).toMatchObject({ FR: { translating: false, needed: true, translated: false } });
    // The held answer arrives after the cancel: nothing is written.
    const run = (await latestRun(s.id))!;
    fake.releaseAll();
    await jobSettled(run.id);
    expect(await prisma.surveyTranslation.count({ where: { survey_id: s.id } })).toBe(0);
    expect((await latestRun(s.id))?.status).toBe("cancelled");
    expect(await countryRows(s.id)).toMatchObject({ FR: { translating: false, needed: true } });
    expect((await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), title: "Editable again" })).status).toBe(200);
  });
});

describe("failure rolls back", () => {
  it("a garbage answer fails the run; needs-translation restored; nothing half-written (first language not kept)", async () => {
    const s = await internationalStudy(["FR", "DE"]);
    fake.setMode("hold");
    const before = fake.requests.length;
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR", "DE"] })).status).toBe(200);
    await fake.waitForRequests(before + 1);
    fake.releaseOne(); // the first language translates fine…
    fake.setMode("garbage"); // …the second answers garbage
    const failed = await until(async () => {
      const r = await latestRun(s.id);
      return r?.status === "failed" ? r : null;
    }, "the run to fail");
    expect(failed.error).toMatch(/not JSON/);
    expect(await countryRows(s.id)).toMatchObject({ FR: { translating: false, needed: true, translated: false }, DE: { translating: false, needed: true } });
    expect(await prisma.surveyTranslation.count({ where: { survey_id: s.id } })).toBe(0);
    expect(await prisma.productTranslation.count({ where: { product_id: { in: s.productIds } } })).toBe(0);
    const polled = (await tr.run(ctx.reader, s.id)).json.results as TWireTranslationRun;
    expect(polled).toMatchObject({ status: "failed", error: failed.error });
  });

  it("a provider that does not answer in time fails the run; a country that did not need translation gets that back", async () => {
    const s = await internationalStudy(["FR", "DE"]);
    // DE was translated before (no longer needed): the failed run restores exactly the state before it.
    const de = await prisma.country.findUniqueOrThrow({ where: { code: "DE" } });
    await prisma.surveyCountry.update({ where: { survey_id_country_id: { survey_id: s.id, country_id: de.id } }, data: { translation_needed: false } });
    fake.setMode("silent");
    process.env.TRANSLATION_TIMEOUT_MS = "300";
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR", "DE"] })).status).toBe(200);
    const failed = await until(async () => {
      const r = await latestRun(s.id);
      return r?.status === "failed" ? r : null;
    }, "the run to fail");
    expect(failed.error).toMatch(/did not answer within 300 ms/);
    expect(await countryRows(s.id)).toMatchObject({ FR: { translating: false, needed: true }, DE: { translating: false, needed: false } });
    expect(await prisma.surveyTranslation.count({ where: { survey_id: s.id } })).toBe(0);
  });

  it("an answer with the wrong number of texts fails the run", async () => {
    const s = await internationalStudy(["JP"]);
    fake.setMode("short");
    expect((await tr.start(ctx.writer, s.id, { countries: ["JP"] })).status).toBe(200);
    const failed = await until(async () => {
      const r = await latestRun(s.id);
      return r?.status === "failed" ? r : null;
    }, "the run to fail");
    expect(failed.error).toMatch(/answered \d+ texts for \d+/);
  });
});

describe("refresh and keep", () => {
  it("Refresh Translation (admin only) reuses the brand's translations without calling the provider", async () => {
    const s = await internationalStudy(["FR"]);
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR"] })).status).toBe(200);
    await until(async () => (await latestRun(s.id))?.status === "done", "the first run");
    const calls = fake.requests.length;
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR"], refresh_products_translations: true })).status).toBe(403);
    const res = await tr.start(ctx.admin, s.id, { countries: ["FR"], refresh_products_translations: true });
    expect(res.status).toBe(200);
    const done = await until(async () => {
      const r = await latestRun(s.id);
      return r?.status === "done" && r.refresh ? r : null;
    }, "the refresh run");
    expect(done.total).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(calls);
    expect((await translatedStudyTexts(s.id, "fr"))["study:welcome_header"]).toBe(fakeTranslate("Welcome!", "fr"));
  });

  it("Keep Current Translation marks the product translations current and starts nothing", async () => {
    const s = await internationalStudy(["FR"]);
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR"] })).status).toBe(200);
    await until(async () => (await latestRun(s.id))?.status === "done", "the run");
    await prisma.product.update({ where: { id: s.productIds[0]! }, data: { name: "Renamed" } });
    const out = (await A.get(ctx.reader, s.id, "wizard")).json.results as { products_out_of_sync_translations: string[] };
    expect(out.products_out_of_sync_translations).toEqual([s.productIds[0]]);
    const runs = await prisma.surveyTranslationRun.count({ where: { survey_id: s.id } });
    const res = await tr.start(ctx.writer, s.id, { countries: [], unset_products_out_of_sync_translations: true });
    expect(res.status).toBe(200);
    expect(study(res).products_out_of_sync_translations).toEqual([]);
    expect(await prisma.surveyTranslationRun.count({ where: { survey_id: s.id } })).toBe(runs);
  });
});

describe("who may start what", () => {
  it("more than 5 countries needs an admin (403 for others); the default or a foreign country is a 400; not Draft is a 409", async () => {
    const six = ["FR", "DE", "JP", "ES", "IT", "NL"];
    const s = await internationalStudy(six);
    const res = await tr.start(ctx.writer, s.id, { countries: six });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(TRANSLATION_MSG.needsAdmin);
    expect(await countryRows(s.id)).toMatchObject({ FR: { translating: false, needed: true } });
    expect(await prisma.surveyTranslationRun.count({ where: { survey_id: s.id } })).toBe(0);
    expect((await tr.start(ctx.writer, s.id, { countries: ["US"] })).status).toBe(400);
    expect((await tr.start(ctx.writer, s.id, { countries: ["BR"] })).status).toBe(400);
    expect((await tr.start(ctx.writer, s.id, { countries: [] })).status).toBe(400);
    expect((await tr.start(ctx.writer, s.id, { countries: ["FR"], extra: 1 })).status).toBe(400);
    expect((await tr.start(ctx.reader, s.id, { countries: ["FR"] })).status).toBe(403);
    const admin = await tr.start(ctx.admin, s.id, { countries: six });
    expect(admin.status).toBe(200);
    await until(async () => (await latestRun(s.id))?.status === "done", "the admin's run");
    await prisma.survey.update({ where: { id: s.id }, data: { status: "Active" } });
    expect((await tr.start(ctx.admin, s.id, { countries: ["FR"] })).status).toBe(409);
  });
});
