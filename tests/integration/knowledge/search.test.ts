// The knowledge base's index and search (P14 item 1 "Must show › Integration"; server/knowledge/reindex.ts and
// search.ts) on a hand-built brand: key takeaways, a study's impact, a snip and its comment, a Closed study with
// ratings (its summary) and products, with facets from the assortment and the decision point; and another brand with
// the same words. Search finds a takeaway by a word stem and by a prefix, ranks a title hit above a body hit, narrows
// by every facet and counts them, turns any text (tsquery syntax, quotes, emoji) into a search that never fails,
// refuses 10 kB with a clear 400, and never returns another brand's content. A knowledge-base-only user searches;
// studies and products stay out of their reach.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import type { TKnowledgeResults } from "@/lib/knowledge/search";
import { ACCESS_MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { reindexKnowledge } from "@/server/knowledge/reindex";
import { searchKnowledge } from "@/server/knowledge/search";
import * as searchRoute from "@/app/api/v1/brand/[id]/knowledge_base/search/route";
import * as studyRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/route";
import { grant } from "../support/access";
import { call, createBrand, createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";
import { assortment, category, decisionPoint, study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let brandId: string;
let other: string;
let w: TResultsWorld;
let reader: Awaited<ReturnType<typeof createUser>>;
let kbOnly: Awaited<ReturnType<typeof createUser>>;
let outerwear: string;
const ids: Record<string, string> = {};

async function takeaway(surveyId: string, learning: string, decision = "", extra: { question_id?: string } = {}) {
  return prisma.keyLearning.create({ data: { id: newId(), survey_id: surveyId, learning, decision, estimated_roi: "", ...extra } });
}

beforeAll(async () => {
  w = await buildResultsStudy();
  brandId = w.brandId;
  await prisma.brand.update({ where: { id: brandId }, data: { features: { enableKnowledgeBase: true } } });
  outerwear = (await category(brandId, "Outerwear")).id;
  const fall = await assortment(brandId, { year: 2026, season: "fall", categoryId: outerwear, name: "Fall 2026 Outerwear" });
  const dp = await decisionPoint(brandId, "Line review");
  await prisma.survey.update({ where: { id: w.surveyId }, data: { assortment_id: fall.id, decision_point_id: dp.id, title: "Fall 2026 Outerwear Test", impact: { insight: "Shoppers want warmth without bulk", decisions: "Drop the heavy wool coat" } } });
  ids.cropped = (await takeaway(w.surveyId, "Cropped jackets sell through faster with younger shoppers", "Extend the cropped range")).id;
  ids.parkaTitle = (await takeaway(w.surveyId, "Parka lengths below the knee test poorly")).id;
  ids.parkaBody = (await takeaway(w.surveyId, "Hood trims matter", "Keep the fur-free trim on the parka")).id;
  const archived = await study(brandId, { title: "Old archived study", archived: true });
  await takeaway(archived.id, "Archived takeaway about cropped parka");
  const snip = await prisma.snip.create({ data: { brand_id: brandId, survey_id: w.surveyId, title: "Olive beats navy", key_insight: "Olive outsells navy in outerwear" } });
  ids.snip = snip.id;
  ids.comment = (await prisma.comment.create({ data: { snip_id: snip.id, content: "Buyers at the northern stores agree about olive" } })).id;
  ids.product = (await createProduct(brandId, { name: "Quilted Liner Vest" })).id;
  await createProduct(brandId, { name: "Deleted Cropped Jacket", deleted: true });

  other = (await createBrand()).id;
  await prisma.brand.update({ where: { id: other }, data: { features: { enableKnowledgeBase: true } } });
  await category(other, "Outerwear");
  const theirs = await study(other, { title: "Their cropped parka study" });
  await takeaway(theirs.id, "Cropped parka wins for the other brand");
  await reindexKnowledge(other);
  await reindexKnowledge(brandId);

  reader = await createUser({ brands: { [brandId]: [["knowledge_base", "read"]] } });
  kbOnly = await createUser({ roles: { full: false, restricted: false, kb_user: true }, brands: { [brandId]: [["knowledge_base", "read"]] } });
}, 120_000);

async function search(q: Record<string, unknown>): Promise<TKnowledgeResults> {
  return searchKnowledge(await grant(reader, brandId, "knowledge_base.read"), q);
}
const sources = (r: TKnowledgeResults) => r.hits.map((h) => h.source_id);

describe("the knowledge index", () => {
  it("holds takeaways, the impact, the snip and its comment, the Closed study's summary and live products, with their facets", async () => {
    const entries = await prisma.knowledgeEntry.findMany({ where: { brand_id: brandId } });
    const kinds = (k: string) => entries.filter((e) => e.kind === k);
    expect(kinds("takeaway").map((e) => e.source_id).sort()).toEqual([ids.cropped, ids.parkaTitle, ids.parkaBody].sort());
    expect(kinds("impact")).toHaveLength(1);
    expect(kinds("impact")[0]!.body).toContain("warmth without bulk");
    expect(kinds("snip").map((e) => e.source_id)).toEqual([ids.snip]);
    expect(kinds("comment").map((e) => e.source_id)).toEqual([ids.comment]);
    const summary = kinds("study");
    expect(summary).toHaveLength(1);
    expect(summary[0]!.body).toMatch(/^Top products: [^()]+\. \d+ products? rated\.$/);
    expect(kinds("product").map((e) => e.title)).toContain("Quilted Liner Vest");
    expect(kinds("product").map((e) => e.title)).not.toContain("Deleted Cropped Jacket");
    const t = kinds("takeaway").find((e) => e.source_id === ids.cropped)!;
    expect(t).toMatchObject({ category: "Outerwear", season: "fall", year: 2026, decision_point: "Line review", study_type: "early_stage", survey_id: w.surveyId });
    expect((await prisma.knowledgeIndexState.findUniqueOrThrow({ where: { brand_id: brandId } })).entries).toBe(entries.length);
  });
});

describe("searching", () => {
  it("finds a takeaway by a word stem and by a prefix, highlighting the words", async () => {
    const stem = await search({ q: "crops" });
    expect(sources(stem)).toContain(ids.cropped);
    const hit = stem.hits.find((h) => h.source_id === ids.cropped)!;
    expect(hit.title).toContain("\u0002Cropped\u0003");
    expect(sources(await search({ q: "outerw" }))).toContain(ids.snip);
    // Any of the words matches; the entry with both ranks first.
    expect(sources(await search({ q: "jack sell" }))[0]).toBe(ids.cropped);
  });

  it("ranks a title hit above a body hit", async () => {
    const r = await search({ q: "parka" });
    const order = sources(r);
    expect(order.indexOf(ids.parkaTitle)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(ids.parkaTitle)).toBeLessThan(order.indexOf(ids.parkaBody));
  });

  it("never returns another brand's content, whatever the facets name", async () => {
    const r = await search({ q: "cropped parka" });
    expect(r.hits.every((h) => h.title.toLowerCase().includes("other brand") === false)).toBe(true);
    const all = await prisma.knowledgeEntry.findMany({ where: { brand_id: other }, select: { id: true } });
    const theirs = new Set(all.map((e) => e.id));
    for (const q of [{ q: "cropped" }, { q: "" }, { category: "Outerwear" }, { q: "other brand" }]) {
      expect((await search(q)).hits.filter((h) => theirs.has(h.id))).toEqual([]);
    }
  });

  it("narrows by each facet and counts what matches", async () => {
    const all = await search({});
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.facets.kind.find((k) => k.value === "takeaway")?.count).toBe(3);
    expect(all.facets.category).toEqual(expect.arrayContaining([{ value: "Outerwear", count: expect.any(Number) }]));
    expect(sources(await search({ kind: "comment" }))).toEqual([ids.comment]);
    expect((await search({ category: "Outerwear", kind: "takeaway" })).total).toBe(3);
    expect((await search({ season: "fall", year: "2026", decision_point: "Line review", study_type: "early_stage", kind: "snip" })).hits.map((h) => h.source_id)).toEqual([ids.snip]);
    expect((await search({ year: "2019" })).total).toBe(0);
    expect((await search({ category: "Category of nobody" })).hits).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ from: today, to: today, kind: "takeaway" })).total).toBe(3);
    expect((await search({ to: "2000-01-01" })).total).toBe(0);
  });

  it("turns any text with a word into a search that never fails: tsquery syntax, quotes; symbols alone are refused", async () => {
    for (const q of ["parka & | ! :* ( ) <-> 'x'", `"cropped" OR parka`, "\\ ' ; -- DROP TABLE"]) {
      const r = await search({ q });
      expect(Array.isArray(r.hits)).toBe(true);
    }
    for (const q of ["🧥🧥", "&&&"]) await expect(search({ q })).rejects.toThrow(KNOWLEDGE_MSG.queryNoWords);
    expect(sources(await search({ q: "'parka'" }))).toContain(ids.parkaTitle);
    const many = await search({ q: Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ") });
    expect(many.notices).toContain(KNOWLEDGE_MSG.tooManyTerms);
  });

  it("refuses 10 kB of text, an unknown parameter and a bad year with a clear 400", async () => {
    const r = await call(searchRoute.GET, { url: `http://localhost/x?q=${"a".repeat(10_000)}`, token: reader.token, params: { id: brandId } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json)).toContain(KNOWLEDGE_MSG.queryTooLong);
    const bad = await call(searchRoute.GET, { url: "http://localhost/x?colour=red", token: reader.token, params: { id: brandId } });
    expect(bad.status).toBe(400);
    const year = await call(searchRoute.GET, { url: "http://localhost/x?year=abc", token: reader.token, params: { id: brandId } });
    expect(year.status).toBe(400);
    expect(JSON.stringify(year.json)).toContain(KNOWLEDGE_MSG.badYear);
  });
});

describe("a knowledge-base-only user", () => {
  it("searches the knowledge base, but cannot reach a study or another brand's knowledge", async () => {
    const ok = await call(searchRoute.GET, { url: "http://localhost/x?q=cropped", token: kbOnly.token, params: { id: brandId } });
    expect(ok.status).toBe(200);
    expect(((ok.json.results as TKnowledgeResults).hits.map((h) => h.source_id))).toContain(ids.cropped);
    const studyRead = await call(studyRoute.GET, { token: kbOnly.token, params: { id: brandId, surveyId: w.surveyId } });
    expect(studyRead.status).toBe(403);
    expect(studyRead.json.detail).toBe(ACCESS_MSG.kbOnly);
    const theirs = await call(searchRoute.GET, { url: "http://localhost/x?q=cropped", token: kbOnly.token, params: { id: other } });
    expect(theirs.status).toBe(403);
  });
});
