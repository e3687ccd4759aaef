import "server-only";
// The deep-dive tab's data (P11 item 3) for the product in the address (`product`, else the first; an unknown id is
// said and replaced by the first), under the page's filters: its star distribution (the ratings report), its
// follow-up choice shares per side (the choice report of its question; a product without a question of its own is
// asked the study's default question, whose report covers every product sharing it) and its free-text answers,
// searched with `q` (free-text-answers.ts). The three reads run side by side.
import { meanStars, starCounts, topTwoBox } from "@/lib/results/definitions";
import { chooseProduct, freeTextSearch, FREE_TEXT_LIMIT, type TDeepDiveData, type TDeepDiveStars } from "@/lib/results/tabs/deep-dive";
import { prisma } from "../../db";
import { choiceReport } from "../../results/choice-report";
import { freeTextAnswers } from "../../results/free-text-answers";
import { ratingsReport } from "../../results/ratings-report";
import type { TResultsLoadContext } from "./context";

const NO_STARS: TDeepDiveStars = { count: 0, stars: [1, 2, 3, 4, 5].map((star) => ({ star, count: 0, percentage: 0 })), mean: null, top_two_box: null };

/** The question asking the product: its own, else the study's default (template) question. */
async function questionOf(studyId: string, productQuestion: string | null): Promise<{ id: string | null; shared: boolean }> {
  if (productQuestion) return { id: productQuestion, shared: false };
  const template = await prisma.question.findFirst({ where: { survey_id: studyId, product_id: null }, select: { id: true }, orderBy: { id: "asc" } });
  return { id: template?.id ?? null, shared: template !== null };
}

export async function loadDeepDive(ctx: TResultsLoadContext): Promise<TDeepDiveData> {
  const { view, access } = ctx;
  const filters = view.query.filters;
  const { productId, notices } = chooseProduct(view.products.map((p) => p.product_id), view.query.params.product);
  const q = freeTextSearch(view.query.params.q);
  if (productId === null) {
    return { productId, notices, stars: NO_STARS, followUps: [], sharedQuestion: false, answers: { total: 0, matching: 0, answers: [], limit: FREE_TEXT_LIMIT, q } };
  }
  const product = view.products.find((p) => p.product_id === productId)!;
  const [ratings, choices, answers] = await Promise.all([
    ratingsReport(access, view.studyId, filters),
    questionOf(view.studyId, product.question_id).then(async (question) => ({
      shared: question.shared,
      report: question.id ? await choiceReport(access, view.studyId, question.id, filters) : null,
    })),
    freeTextAnswers(access, view.studyId, productId, filters, { q }),
  ]);
  const row = ratings.find((r) => r.product_id === productId);
  const counts = starCounts((star) => row?.stars.find((s) => s.star === star)?.count ?? 0);
  const stars: TDeepDiveStars = row ? { count: row.count, stars: row.stars, mean: meanStars(counts), top_two_box: topTwoBox(counts) } : NO_STARS;
  return { productId, notices, stars, followUps: choices.report?.follow_ups ?? [], sharedQuestion: choices.shared, answers };
}
