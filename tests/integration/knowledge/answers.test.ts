// The knowledge base answers questions (P15 item 9, "Must show › integration"; server/knowledge/reindex.ts, search.ts,
// server/pages/knowledge-base-page.ts): respondents' free-text answers and key takeaways are indexed as plain text
// (rich-text HTML loses its tags), with their study and product; a natural question ("what did shoppers dislike about
// price") finds them, ranked by how many of its words match; quotes and a minus narrow; previews, unfinished
// respondents, templates and cancelled reports stay out, and identical answers count once. A hit opens the study's deep
// dive on its product (the read-only entry for a knowledge-base-only user); a rebuild keeps the ids of entries whose
// source remains. The index holds no study score, so a
// knowledge-base-only user sees none. Too long a text, or only symbols, is a 400 with lib's sentence.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import type { TKnowledgeHit, TKnowledgeResults } from "@/lib/knowledge/search";
import { resultsSearch } from "@/lib/results/page";
import { routes } from "@/lib/routes";
import { parseFeatures } from "@/lib/schemas/brand";
import { loadActor } from "@/server/access/actor";
import { prisma } from "@/server/db";
import { reindexKnowledge } from "@/server/knowledge/reindex";
import { searchKnowledge } from "@/server/knowledge/search";
import { sourceHref } from "@/server/pages/knowledge-base-page";
import * as searchRoute from "@/app/api/v1/brand/[id]/knowledge_base/search/route";
import { grant } from "../support/access";
import { call, createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

const STUDY_TITLE = "Fall 2026 Outerwear Test";
const PARKA = "Olive Quilted Parka";
const COAT = "Navy Wool Coat";
const TOO_HIGH = "The price is far too high for a parka";

let w: TResultsWorld;
let reader: Awaited<ReturnType<typeof createUser>>;
let full: Awaited<ReturnType<typeof createUser>>;
let kbOnly: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};

/** A text follow-up on the product's question of `surveyId`, answered by new respondents (one per text). */
async function answers(surveyId: string, productId: string, texts: { text: string; side?: "positive" | "negative"; preview?: boolean; started?: boolean }[]) {
  const question = await prisma.question.findFirstOrThrow({ where: { survey_id: surveyId, product_id: productId } });
  const followUp = await prisma.followUp.create({
    data: { id: newId(), question_id: question.id, order: 9, type: "text", positive_title: "What do you like most about this product?", negative_title: "What do you like least about this product?" },
  });
  const out: string[] = [];
  for (const [i, t] of texts.entries()) {
    const respondent = await prisma.respondent.create({
      data: { id: newId(), survey_id: surveyId, status: t.started ? "started" : "completed", is_preview: t.preview ?? false, completed_at: t.started ? null : new Date(Date.UTC(2026, 9, 1 + i)) },
    });
    const a = await prisma.followUpAnswer.create({
      data: { survey_id: surveyId, respondent_id: respondent.id, product_id: productId, question_id: question.id, follow_up_id: followUp.id, side: t.side ?? "negative", text_value: t.text },
    });
    out.push(a.id);
  }
  return out;
}

beforeAll(async () => {
  w = await buildResultsStudy();
  await prisma.brand.update({ where: { id: w.brandId }, data: { features: { enableKnowledgeBase: true, enableSnapShare: true } } });
  await prisma.survey.update({ where: { id: w.surveyId }, data: { title: STUDY_TITLE } });
  await prisma.product.update({ where: { id: w.p1 }, data: { name: PARKA } });
  await prisma.product.update({ where: { id: w.p2 }, data: { name: COAT } });

  const onParka = await answers(w.surveyId, w.p1, [
    { text: `<p>${TOO_HIGH}</p>` },
    { text: TOO_HIGH },
    { text: "Love the olive colour", side: "positive" },
    { text: "Preview price complaint zzpreview", preview: true },
    { text: "Unfinished price complaint zzstarted", started: true },
    { text: "   " },
  ]);
  ids.colour = onParka[2]!;
  ids.coat = (await answers(w.surveyId, w.p2, [{ text: "Feels cheap &amp; thin for the price<br>Would not buy" }]))[0]!;

  const q1 = await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: w.p1 } });
  ids.learning = (
    await prisma.keyLearning.create({
      data: { id: newId(), survey_id: w.surveyId, question_id: q1.id, learning: "<ul><li>Shoppers dislike the <b>price</b> of the parka</li><li>Colour wins</li></ul>", decision: "<p>Lower the price by 10&nbsp;%</p>", estimated_roi: "" },
    })
  ).id;
  ids.hoods = (await prisma.keyLearning.create({ data: { id: newId(), survey_id: w.surveyId, learning: "Hood trims matter", decision: "", estimated_roi: "" } })).id;

  // Studies whose texts stay out: a template (either flag) and a cancelled report.
  const template = await study(w.brandId, { title: "Template zztemplate", internalTemplate: true, status: "Closed", products: 1 });
  const tempType = await study(w.brandId, { title: "Template type zztemplate", tempType: "template", status: "Closed", products: 1 });
  const cancelled = await study(w.brandId, { title: "Cancelled zzcancel", status: "Closed", products: 1 });
  await prisma.survey.update({ where: { id: cancelled.id }, data: { learnings_cancelled_at: new Date() } });
  for (const s of [template, tempType, cancelled]) {
    const product = (await prisma.surveyProduct.findFirstOrThrow({ where: { survey_id: s.id } })).product_id;
    await answers(s.id, product, [{ text: `Price too steep ${s.title}` }]);
    await prisma.keyLearning.create({ data: { id: newId(), survey_id: s.id, learning: `Takeaway price ${s.title}`, decision: "", estimated_roi: "" } });
  }
  await reindexKnowledge(w.brandId);
  // The same text twice (once as rich text) is one entry, under one of the two answers' ids.
  ids.tooHigh = (await prisma.knowledgeEntry.findFirstOrThrow({ where: { brand_id: w.brandId, kind: "answer", source_id: { in: [onParka[0]!, onParka[1]!] } } })).source_id;

  reader = await createUser({ brands: { [w.brandId]: [["knowledge_base", "read"]] } });
  full = await createUser({ brands: { [w.brandId]: [["knowledge_base", "read"], ["survey", "read"], ["key_learning", "read"]] } });
  kbOnly = await createUser({ roles: { full: false, restricted: false, kb_user: true }, brands: { [w.brandId]: [["knowledge_base", "read"], ["key_learning", "read"]] } });
}, 120_000);

async function search(q: Record<string, unknown>): Promise<TKnowledgeResults> {
  return searchKnowledge(await grant(reader, w.brandId, "knowledge_base.read"), q);
}
const hitOf = (r: TKnowledgeResults, sourceId: string) => r.hits.find((h) => h.source_id === sourceId);
const sources = (r: TKnowledgeResults) => r.hits.map((h) => h.source_id);

describe("the index of answers and learnings", () => {
  it("holds counted respondents' answers once per text, as plain text, with their study and product; nothing of templates or cancelled reports", async () => {
    const entries = await prisma.knowledgeEntry.findMany({ where: { brand_id: w.brandId } });
    const answerEntries = entries.filter((e) => e.kind === "answer");
    expect(answerEntries.map((e) => e.source_id).sort()).toEqual([ids.tooHigh, ids.colour, ids.coat].sort());
    const tooHigh = answerEntries.find((e) => e.source_id === ids.tooHigh)!;
    expect(tooHigh).toMatchObject({ survey_id: w.surveyId, product_id: w.p1, title: PARKA });
    expect(tooHigh.body).toBe(`${TOO_HIGH} · What do you like least about this product?`);
    expect(answerEntries.find((e) => e.source_id === ids.coat)!.body).toBe("Feels cheap & thin for the price\nWould not buy · What do you like least about this product?");
    const learning = entries.find((e) => e.source_id === ids.learning)!;
    expect(learning).toMatchObject({ kind: "takeaway", product_id: w.p1, title: "Shoppers dislike the price of the parka\nColour wins" });
    expect(learning.body.startsWith("Lower the price by 10 %")).toBe(true);
    // No raw tag, no entity anywhere; nothing of previews, unfinished respondents, templates or cancelled reports.
    for (const e of entries) {
      expect(`${e.title} ${e.body}`).not.toMatch(/<\/?[a-z]+[^>]*>|&[a-z]+;/i);
      expect(`${e.title} ${e.body}`).not.toMatch(/zzpreview|zzstarted|zztemplate|zzcancel/);
    }
  });
});

describe("a rebuild", () => {
  it("keeps the id of an entry whose source remains, updates its text, and drops an entry whose source is gone", async () => {
    const before = await prisma.knowledgeEntry.findMany({ where: { brand_id: w.brandId }, select: { id: true, kind: true, source_id: true } });
    const gone = await prisma.keyLearning.create({ data: { id: newId(), survey_id: w.surveyId, learning: "Short-lived takeaway", decision: "", estimated_roi: "" } });
    await reindexKnowledge(w.brandId);
    await prisma.keyLearning.update({ where: { id: ids.hoods! }, data: { learning: "Hood trims matter a lot" } });
    await prisma.keyLearning.delete({ where: { id: gone.id } });
    await reindexKnowledge(w.brandId);
    const after = await prisma.knowledgeEntry.findMany({ where: { brand_id: w.brandId }, select: { id: true, kind: true, source_id: true, title: true } });
    expect(after.map(({ id, kind, source_id }) => ({ id, kind, source_id })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([...before].sort((a, b) => a.id.localeCompare(b.id)));
    expect(after.find((e) => e.source_id === ids.hoods)!.title).toBe("Hood trims matter a lot");
    expect((await prisma.knowledgeIndexState.findUniqueOrThrow({ where: { brand_id: w.brandId } })).entries).toBe(after.length);
    await prisma.keyLearning.update({ where: { id: ids.hoods! }, data: { learning: "Hood trims matter" } });
    await reindexKnowledge(w.brandId);
  });
});

describe("a natural question", () => {
  it("finds the respondent's comment and the learning on any of its words, ranked, with study and product", async () => {
    const r = await search({ q: "what did shoppers dislike about price" });
    expect(r.notices).toEqual([]);
    // The learning has all three words (in its title): first. The answers about price follow; one about colour shares
    // no word with the question (a comment's title is its product's name, not a phrase every comment would share).
    expect(r.hits[0]!.source_id).toBe(ids.learning);
    const order = sources(r);
    for (const id of [ids.tooHigh, ids.coat]) expect(order).toContain(id);
    expect(order).not.toContain(ids.colour);
    expect(order).not.toContain(ids.hoods);
    const ranks = r.hits.map((h) => h.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);

    const comment = hitOf(r, ids.tooHigh)!;
    expect(comment).toMatchObject({ kind: "answer", study_title: STUDY_TITLE, product_name: PARKA, survey_id: w.surveyId, product_id: w.p1 });
    // A short text is shown whole, its words marked.
    expect(comment.snippet).toBe("The \u0002price\u0003 is far too high for a parka · What do you like least about this product?");
    expect(hitOf(r, ids.coat)).toMatchObject({ study_title: STUDY_TITLE, product_name: COAT });
    expect(hitOf(r, ids.learning)).toMatchObject({ kind: "takeaway", study_title: STUDY_TITLE, product_name: PARKA });
  });

  it("keeps prefix matching, reads quotes as a phrase and a minus as an exclusion", async () => {
    expect(sources(await search({ q: "pric" }))).toEqual(expect.arrayContaining([ids.tooHigh, ids.coat, ids.learning]));
    expect(sources(await search({ q: `"far too high"` }))).toEqual([ids.tooHigh]);
    const minus = sources(await search({ q: "price -parka" }));
    expect(minus).toContain(ids.coat);
    expect(minus).not.toContain(ids.tooHigh);
    expect(minus).not.toContain(ids.learning);
    expect(sources(await search({ q: "price", kind: "answer" })).sort()).toEqual([ids.tooHigh, ids.coat].sort());
  });

  it("of common words only finds nothing and says why", async () => {
    const r = await search({ q: "what about the" });
    expect(r.hits).toEqual([]);
    expect(r.notices).toContain(KNOWLEDGE_MSG.onlyCommonWords);
  });
});

describe("where a hit opens", () => {
  it("a respondent's comment opens the study's deep dive on its product; for a knowledge-base-only user, the read-only entry", async () => {
    const hit = hitOf(await search({ q: "far too high" }), ids.tooHigh)!;
    const features = parseFeatures({ enableKnowledgeBase: true });
    const deepDive = routes.results(w.brandId, w.surveyId, resultsSearch({ tab: "deep-dive", params: { product: w.p1 } }));
    expect(sourceHref((await loadActor(full.id))!, w.brandId, features, hit)).toBe(deepDive);
    expect(sourceHref((await loadActor(kbOnly.id))!, w.brandId, features, hit)).toBeNull();
  });
});

describe("a knowledge-base-only user", () => {
  it("sees no study score: the summary names the products in order, without their scores", async () => {
    const r = await call(searchRoute.GET, { url: "http://localhost/x?kind=study", token: kbOnly.token, params: { id: w.brandId } });
    expect(r.status).toBe(200);
    const hits = (r.json.results as TKnowledgeResults).hits as TKnowledgeHit[];
    expect(hits).toHaveLength(1);
    expect(hits[0]!.snippet).toMatch(new RegExp(`^Top products: (${PARKA}|${COAT}), (${PARKA}|${COAT})\\. 2 products rated\\.$`));
    const entries = await prisma.knowledgeEntry.findMany({ where: { brand_id: w.brandId, kind: "study" } });
    for (const e of entries) expect(e.body).not.toMatch(/\(\d+\)/);
  });
});

describe("bad input", () => {
  it("a text of only operators and punctuation, or longer than the limit, is a 400 with lib's sentence", async () => {
    for (const [q, message] of [
      [`-"" | & !`, KNOWLEDGE_MSG.queryNoWords],
      ["-wool", KNOWLEDGE_MSG.queryNoWords],
      ["p".repeat(KNOWLEDGE_LIMITS.query + 1), KNOWLEDGE_MSG.queryTooLong],
    ] as const) {
      const r = await call(searchRoute.GET, { url: `http://localhost/x?q=${encodeURIComponent(q)}`, token: reader.token, params: { id: w.brandId } });
      expect(r.status, q).toBe(400);
      expect(r.headers.get("content-type")).toContain("application/problem+json");
      expect(JSON.stringify(r.json)).toContain(JSON.stringify(message).slice(1, -1));
    }
    const before = await prisma.knowledgeIndexState.findUniqueOrThrow({ where: { brand_id: w.brandId } });
    expect(before.entries).toBe(await prisma.knowledgeEntry.count({ where: { brand_id: w.brandId } }));
  });
});
