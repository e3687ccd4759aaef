// A snip's server-drawn image (P12 item 1) through createSnip's `card`, on the hand-built results study
// (tests/integration/results/fixture.ts): each kind stores a 1200 × 630 PNG through the uploads storage and sets img
// to its address; the stored PNG is the card drawn from the server's own reading of the reports (byte for byte), and
// that drawing carries the reports' figures for the snip's filters. A card id the study does not have is a 400 that
// names it, and nothing is stored; an image that cannot be stored is "There was an error saving your snapshot." and
// no snip.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { formatScore } from "@/lib/products/format";
import type { TResultsFilters } from "@/lib/results/filters";
import { INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import { formatCount, formatShare } from "@/lib/results/tabs/stack-rank";
import { SNIP_CARD_MSG, SNIP_MSG } from "@/lib/snips/messages";
import type { TSnip, TSnipCardInput } from "@/lib/snips/wire";
import type { TBrandAccess } from "@/server/access/authorize";
import { prisma } from "@/server/db";
import { resultsProducts } from "@/server/pages/results/products";
import { geoSentimentScoreReport } from "@/server/results/geo-report";
import { reportHeadToHead } from "@/server/results/head-to-head";
import { sentimentScoreReport } from "@/server/results/sentiment-report";
import { loadSnipCard } from "@/server/snips/card-data";
import { renderSnipCard } from "@/server/snips/card-image";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { errorOf, SNIP_FIELDS } from "./support";

let w: TResultsWorld;
let access: TBrandAccess;
let uploadDir: string;
let names: Map<string, string>;
const previousDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  w = await buildResultsStudy();
  const brand = await prisma.brand.findUniqueOrThrow({ where: { id: w.brandId }, select: { features: true } });
  await prisma.brand.update({ where: { id: w.brandId }, data: { features: { ...(brand.features as object), enableSnapShare: true } } });
  access = await grant(await createUser({ brands: { [w.brandId]: [["survey", "read"]] } }), w.brandId, "survey.read");
  names = new Map((await resultsProducts(access, w.surveyId)).map((p) => [p.product_id, p.name]));
  uploadDir = await mkdtemp(path.join(tmpdir(), "snip-cards-"));
  process.env.UPLOAD_DIR = uploadDir;
});

afterAll(async () => {
  if (previousDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousDir;
  await rm(uploadDir, { recursive: true, force: true });
});

const create = (card: unknown, filters: TResultsFilters = {}) =>
  gql<{ createSnip: TSnip }>(
    w.token,
    `mutation($b: ID!, $s: ID!, $f: ResultsFilterInput, $c: SnipCardInput) {
      createSnip(brand_id: $b, survey_id: $s, title: "A card", filters: $f, card: $c) { ${SNIP_FIELDS} } }`,
    { b: w.brandId, s: w.surveyId, f: filters, c: card },
  );

const labels = (svg: string) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);
const snipCount = () => prisma.snip.count({ where: { brand_id: w.brandId } });
const stored = () => readdir(uploadDir);

/** Creates the snip and checks its image; answers the labels of the card the server draws for the same input. */
async function imageOf(card: TSnipCardInput, filters: TResultsFilters = {}): Promise<string[]> {
  const a = await create(card, filters);
  expect(a.errors).toBeUndefined();
  const img = a.data!.createSnip.img!;
  expect(img).toMatch(/^\/uploads\/[0-9a-f]{24}\/original\.png$/);
  expect((await prisma.snip.findUniqueOrThrow({ where: { id: a.data!.createSnip._id } })).img).toBe(img);
  const file = await readFile(path.join(uploadDir, img.replace(/^\/uploads\//, "")));
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  expect(file.length).toBeLessThan(200_000);
  const drawn = await renderSnipCard(await loadSnipCard(access, w.surveyId, filters, card));
  expect(file.equals(drawn.png)).toBe(true);
  return labels(drawn.svg);
}

describe("createSnip with a card", () => {
  it("product: the sentiment report's figures for the snip's filters", async () => {
    const filters = { country: [w.aa] };
    const l = await imageOf({ kind: "product", product_id: w.p1 }, filters);
    const p = (await sentimentScoreReport(access, w.surveyId, filters)).products.find((x) => x.product_id === w.p1)!;
    // QA: 50 five-star and 10 two-star ratings of p1.
    expect(p.stars).toEqual([0, 10, 0, 0, 50]);
    expect(l).toEqual(
      expect.arrayContaining([names.get(w.p1)!, formatScore(p.score), formatShare(p.top_two_box), formatCount(p.count), "60 respondents", "2 stars 17%", "5 stars 83%", "Country: Qatar"]),
    );
  });

  it("head-to-head: the pair's win, tie and loss shares", async () => {
    const l = await imageOf({ kind: "head-to-head", product_id: w.p1, product_b: w.p2 });
    const cell = (await reportHeadToHead(access, w.surveyId, {})).find((r) => r.product_id === w.p1)!.against.find((c) => c.against === w.p2)!;
    const [a, b] = [names.get(w.p1)!, names.get(w.p2)!];
    expect(l).toEqual(
      expect.arrayContaining([`${a} vs ${b}`, formatCount(cell.base), `Prefer ${a} ${formatShare(100 * cell.win_share)}`, `Rated alike ${formatShare(100 * cell.tie_share)}`, `Prefer ${b} ${formatShare(100 * cell.loss_share)}`]),
    );
  });

  it("insight: the card's headline and the report's figures", async () => {
    const l = await imageOf({ kind: "insight", insight_id: `winner:${w.p1}` });
    const p = (await sentimentScoreReport(access, w.surveyId, {})).products.find((x) => x.product_id === w.p1)!;
    expect(l).toEqual(expect.arrayContaining([INSIGHT_CARDS.kinds.winner, INSIGHT_CARDS.winnerTitle(names.get(w.p1)!), formatScore(p.score), formatShare(p.top_two_box), formatCount(p.count), INSIGHT_CARDS.allRespondents]));
  });

  it("customers: respondents by country, most first", async () => {
    const l = await imageOf({ kind: "customers" });
    const question = (await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: w.p1 } })).id;
    const geo = await geoSentimentScoreReport(access, w.surveyId, question, {});
    const [qb, qa] = [geo.countries.find((c) => c.country_id === w.bb)!, geo.countries.find((c) => c.country_id === w.aa)!];
    expect([qb.respondents, qa.respondents]).toEqual([100, 60]);
    expect(l).toEqual(expect.arrayContaining([SNIP_CARD_MSG.customers, qb.name, "100 (63%)", qa.name, "60 (38%)", "160 respondents"]));
    expect(l.indexOf(qb.name)).toBeLessThan(l.indexOf(qa.name));
  });

  it("without a card keeps img null", async () => {
    const a = await create(null);
    expect(a.data?.createSnip.img).toBeNull();
  });
});

describe("a card the study does not have", () => {
  const stranger = newId();
  it.each([
    [{ kind: "product", product_id: stranger }, SNIP_CARD_MSG.productUnknown(stranger)],
    [{ kind: "product" }, SNIP_CARD_MSG.productNeeded],
    [{ kind: "head-to-head", product_id: "P1", product_b: stranger }, SNIP_CARD_MSG.pairUnknown(stranger)],
    [{ kind: "head-to-head", product_id: "P1", product_b: "P1" }, SNIP_CARD_MSG.pairNeeded],
    [{ kind: "insight", insight_id: `winner:${stranger}` }, SNIP_CARD_MSG.insightUnknown(`winner:${stranger}`)],
    [{ kind: "insight" }, SNIP_CARD_MSG.insightNeeded],
    [{ kind: "bar-chart" }, SNIP_CARD_MSG.kindUnknown],
  ])("%o is a 400 and stores nothing", async (raw, message) => {
    const card = JSON.parse(JSON.stringify(raw).replaceAll('"P1"', JSON.stringify(w.p1))) as unknown;
    const [before, files] = [await snipCount(), await stored()];
    const a = await create(card);
    expect(errorOf(a)).toEqual({ code: "invalid", message });
    expect(await snipCount()).toBe(before);
    expect(await stored()).toEqual(files);
  });
});

describe("an image that cannot be stored", () => {
  it("answers the snapshot error and writes no snip", async () => {
    const blocked = path.join(uploadDir, "not-a-folder");
    await writeFile(blocked, "x");
    process.env.UPLOAD_DIR = blocked;
    try {
      const before = await snipCount();
      const a = await create({ kind: "customers" });
      expect(errorOf(a)).toEqual({ code: "internal", message: SNIP_MSG.saveFailed });
      expect(await snipCount()).toBe(before);
    } finally {
      process.env.UPLOAD_DIR = uploadDir;
    }
  });
});
