// What a merchandiser reads on Demo Outfitters besides the answers (P15 item 1): on the Closed "Fall 2025 Line Review"
// (prisma/seed/catalog.ts, label "history") the learnings and impact (key takeaways tied to products, the study's
// impact), two snips with their cards and a comment thread, a group of buckets, two share links (results and
// learnings, one viewed) and sales data after launch (an import of units and revenue per product, following the
// products' scores, so the sales-against-sentiment figures have something to say). The benchmark needs no rows of its
// own: the brand's two Closed studies are each other's norm (server/results/benchmark-norm.ts).
// Runs after the answers (seedResponses), with the seed's own client only (the e2e servers seed a database that is not
// the process's DATABASE_URL). Idempotent: fixed ids, and nothing is written when the study already has its snips.
import { randomBytes, createHash } from "node:crypto";
import type { Prisma, PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { sentimentScore, sentimentScoreVersion, topTwoBox, type TStarCounts } from "../../lib/results/definitions";
import { renderSnipCard, storeSnipCard } from "../../server/snips/card-image";
import { DEMO_BRANDS } from "./platform";

/** The seeded study that carries the learnings, snips, share links, buckets and sales data. */
export const DEMO_SHOWCASE_LABEL = "history";
export const demoShowcaseStudyId = (): string => seedId(`survey:${DEMO_BRANDS.demo.id}:${DEMO_SHOWCASE_LABEL}`);

export const DEMO_SHOWCASE = {
  snips: ["Our strongest outerwear style", "Where the line review's answers came from"],
  shareLabel: "Merchandising review, Fall 2025",
  bucketGroup: "Core and fashion",
} as const;

interface TProductFigures {
  product_id: string;
  question_id: string;
  name: string;
  price: number;
  stars: TStarCounts;
  score: number | null;
}

async function productFigures(db: PrismaClient, surveyId: string, version: string | null): Promise<TProductFigures[]> {
  const rows = await db.$queryRaw<{ product_id: string; question_id: string; name: string; price: number | null; n1: number; n2: number; n3: number; n4: number; n5: number }[]>`
    SELECT sp.product_id, q.id AS question_id, p.name, p.price::float8 AS price,
           count(a.id) FILTER (WHERE a.rating = 1)::int AS n1, count(a.id) FILTER (WHERE a.rating = 2)::int AS n2,
           count(a.id) FILTER (WHERE a.rating = 3)::int AS n3, count(a.id) FILTER (WHERE a.rating = 4)::int AS n4,
           count(a.id) FILTER (WHERE a.rating = 5)::int AS n5
    FROM "SurveyProduct" sp
    JOIN "Product" p ON p.id = sp.product_id
    JOIN "Question" q ON q.survey_id = sp.survey_id AND q.product_id = sp.product_id
    LEFT JOIN "RatingAnswer" a ON a.survey_id = sp.survey_id AND a.product_id = sp.product_id
      AND EXISTS (SELECT 1 FROM "Respondent" r WHERE r.id = a.respondent_id AND r.status = 'completed' AND NOT r.is_preview)
    WHERE sp.survey_id = ${surveyId}
    GROUP BY sp.product_id, q.id, p.name, p.price, sp."order"
    ORDER BY sp."order"`;
  const v = sentimentScoreVersion(version);
  return rows.map((r) => {
    const stars: TStarCounts = [r.n1, r.n2, r.n3, r.n4, r.n5];
    return { product_id: r.product_id, question_id: r.question_id, name: r.name, price: r.price ?? 50, stars, score: sentimentScore(stars, v) };
  });
}

const shareToken = () => randomBytes(32).toString("base64url");
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function seedDemoResults(db: PrismaClient, now = Date.now()): Promise<void> {
  const brandId = DEMO_BRANDS.demo.id;
  const surveyId = demoShowcaseStudyId();
  const study = await db.survey.findUnique({ where: { id: surveyId }, select: { id: true, title: true, assortment_id: true, date_closed: true } });
  if (!study) return;
  if (await db.snip.count({ where: { survey_id: surveyId } })) return;
  const brand = await db.brand.findUniqueOrThrow({ where: { id: brandId }, select: { sentiment_score_model_version: true } });
  const products = await productFigures(db, surveyId, brand.sentiment_score_model_version);
  if (products.length < 4) return;
  const ranked = [...products].sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  const best = ranked[0]!;
  const second = ranked[1]!;
  const worst = ranked[ranked.length - 1]!;
  const full = seedId("user:full");
  const admin = seedId("user:admin");
  const closed = study.date_closed?.getTime() ?? now;
  const at = (days: number) => new Date(closed + days * 86_400_000);
  const counted = (p: TProductFigures) => p.stars.reduce((s, n) => s + n, 0);
  const respondents = await db.respondent.count({ where: { survey_id: surveyId, status: "completed", is_preview: false } });
  const countries = await db.$queryRaw<{ name: string; respondents: number }[]>`
    SELECT c.country_name AS name, count(*)::int AS respondents FROM "Respondent" r JOIN "Country" c ON c.id = r.country_id
    WHERE r.survey_id = ${surveyId} AND r.status = 'completed' AND NOT r.is_preview
    GROUP BY c.country_name ORDER BY respondents DESC, c.country_name`;

  // The cards are drawn before the rows are written (sharp), as createSnip does.
  const productCard = await storeSnipCard(
    (await renderSnipCard({
      kind: "product", study: study.title, filters: [], respondents, name: best.name, score: best.score, percentile: null, position: null,
      top_two_box: topTwoBox(best.stars), count: counted(best), stars: best.stars,
    })).png,
  );
  const customersCard = await storeSnipCard((await renderSnipCard({ kind: "customers", study: study.title, filters: [], respondents, countries: countries.slice(0, 8) })).png);

  const pct = (p: TProductFigures) => (p.score === null ? "–" : String(Math.round(p.score)));
  const snips: Prisma.SnipCreateManyInput[] = [
    {
      id: seedId(`snip:${surveyId}:best`), brand_id: brandId, survey_id: surveyId, assortment_id: study.assortment_id, creator_id: full,
      title: DEMO_SHOWCASE.snips[0], img: productCard, filters: {}, date_created: at(1), key_insight_updated: at(1),
      key_insight: `${best.name} leads the line with a score of ${pct(best)}; give it the most depth and keep its colourways.`,
    },
    {
      id: seedId(`snip:${surveyId}:customers`), brand_id: brandId, survey_id: surveyId, assortment_id: study.assortment_id, creator_id: admin,
      title: DEMO_SHOWCASE.snips[1], img: customersCard, filters: {}, date_created: at(2), key_insight_updated: at(2),
      key_insight: `Most answers came from the United States; the European panels are smaller, so read their differences with care.`,
    },
  ];
  const comments: Prisma.CommentCreateManyInput[] = [
    { id: seedId(`comment:${surveyId}:1`), snip_id: snips[0]!.id!, author_id: admin, content: `Agreed. ${second.name} is close behind: worth a second colour?`, date_created: at(1.2) },
    { id: seedId(`comment:${surveyId}:2`), snip_id: snips[0]!.id!, author_id: full, content: "Yes, I'll bring both to the line adoption meeting.", date_created: at(1.4) },
    { id: seedId(`comment:${surveyId}:3`), snip_id: snips[1]!.id!, author_id: full, content: "Can we add a UK panel next season?", date_created: at(2.3) },
  ];
  const takeaways: Prisma.KeyLearningCreateManyInput[] = [
    {
      id: seedId(`key-learning:${surveyId}:best`), survey_id: surveyId, question_id: best.question_id, order: 0, created_by_id: full, date_created: at(3),
      learning: `${best.name} was the clear favourite: most respondents gave it 4 or 5 stars.`, decision: "Adopt with full depth in all channels.", estimated_roi: "High",
    },
    {
      id: seedId(`key-learning:${surveyId}:worst`), survey_id: surveyId, question_id: worst.question_id, order: 1, created_by_id: full, date_created: at(3),
      learning: `${worst.name} scored lowest; the comments name the price and the material.`, decision: "Drop from the line, or rework the material before sell-in.", estimated_roi: "Medium",
    },
    {
      id: seedId(`key-learning:${surveyId}:line`), survey_id: surveyId, question_id: null, order: 2, created_by_id: admin, date_created: at(3),
      learning: "Younger shoppers rate the line higher than established shoppers.", decision: "Lead the launch campaign with the younger audience.", estimated_roi: "",
    },
  ];
  const impact = {
    insight: `Ten styles tested with ${respondents.toLocaleString("en-US")} shoppers; two clear leaders and one clear laggard.`,
    learnings: "Outerwear carries the line; price is the most named reason for a low rating.",
    decisions: `Adopted 8 of 10 styles; dropped ${worst.name}; added depth to ${best.name}.`,
    estimated_roi: "12% less markdown expected on the season",
  };
  // Sales after launch: units follow the score, loosely (each product ±35% of its own, fixed by its id, so the rank
  // correlation is clear but not perfect); revenue is units × price.
  const sales: Prisma.SalesDataCreateManyInput[] = products.map((p) => {
    const spread = 0.65 + 0.7 * (parseInt(seedId(`sales-spread:${p.product_id}`).slice(0, 6), 16) / 0xffffff);
    const units = Math.round((500 + (p.score ?? 50) * 28) * spread);
    return { id: seedId(`sales:${surveyId}:${p.product_id}`), survey_id: surveyId, product_id: p.product_id, units, revenue: Math.round(units * p.price * 100) / 100, imported_by: full, date_created: at(60) };
  });
  // Buckets: the top half of the line against the rest, by question.
  const half = Math.ceil(ranked.length / 2);
  const buckets = [
    { name: "Core", questions: ranked.slice(0, half).map((p) => p.question_id), date_created: at(4).toISOString(), dropped_products: [] },
    { name: "Fashion", questions: ranked.slice(half).map((p) => p.question_id), date_created: at(4).toISOString(), dropped_products: [] },
  ];
  const resultsLink = seedId(`share:${surveyId}:results`);

  await db.$transaction(async (tx) => {
    await tx.survey.update({ where: { id: surveyId }, data: { impact } });
    await tx.keyLearning.createMany({ data: takeaways, skipDuplicates: true });
    await tx.snip.createMany({ data: snips, skipDuplicates: true });
    await tx.comment.createMany({ data: comments, skipDuplicates: true });
    await tx.bucketGroup.createMany({ data: [{ id: seedId(`bucket-group:${surveyId}`), brand_id: brandId, survey_id: surveyId, name: DEMO_SHOWCASE.bucketGroup, buckets, date_created: at(4) }], skipDuplicates: true });
    // Share links: only the hash of a fresh random token is kept, as for every link (nobody holds these tokens; the
    // journeys create their own links).
    await tx.shareToken.createMany({
      data: [
        { id: resultsLink, token_hash: hash(shareToken()), label: DEMO_SHOWCASE.shareLabel, brand_id: brandId, survey_id: surveyId, scope: "results", created_by_id: full, date_created: at(5) },
        { id: seedId(`share:${surveyId}:learnings`), token_hash: hash(shareToken()), brand_id: brandId, survey_id: surveyId, scope: "learnings", created_by_id: full, date_created: at(6) },
      ],
      skipDuplicates: true,
    });
    await tx.shareView.createMany({
      data: [
        { id: seedId(`share-view:${surveyId}:1`), survey_id: surveyId, share_token_id: resultsLink, email: "buyer@partner.example", date_created: at(5.5) },
        { id: seedId(`share-view:${surveyId}:2`), survey_id: surveyId, share_token_id: resultsLink, email: "planner@partner.example", date_created: at(7) },
      ],
      skipDuplicates: true,
    });
    await tx.salesDataImport.createMany({ data: [{ survey_id: surveyId, version: 1, imported_by: full, file_name: "fall-2025-sell-through.xlsx", rows: sales.length, date_modified: at(60) }], skipDuplicates: true });
    await tx.salesData.createMany({ data: sales, skipDuplicates: true });
  });
}
