import "server-only";
// The figures of a snip's card (P12 item 1), read by the server under the snip's filters from the same reports the
// results tabs read — never taken from the client: product (stack rank, deep dive) from the sentiment report,
// head-to-head from the results summary's matrix, insight from the insight cards built as the tab builds them,
// customers from the geo report read as the Customers tab reads it (respondents per country count every selected
// respondent whichever product's question it is read with). An id the study does not have is a 400 naming it.
import type { TResultsFilters } from "@/lib/results/filters";
import { buildInsightCards, filterSummary, INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import { SNIP_CARD_MSG } from "@/lib/snips/messages";
import type { TSnipCardInput } from "@/lib/snips/wire";
import type { TViewAccess } from "../access/authorize";
import { prisma } from "../db";
import { invalid } from "../errors";
import { resultsProducts } from "../pages/results/products";
import { resultsFilterDefinitions } from "../results/filter-definitions";
import { geoSentimentScoreReport } from "../results/geo-report";
import { reportRespondentsCount } from "../results/respondents-count";
import { resultsSummary } from "../results/results-summary";
import { COUNTRY_BARS, type TSnipCard } from "./card-svg";

const refuse = (name: string, reason: string) => invalid(reason, [{ name: `card.${name}`, reason }]);

export async function loadSnipCard(access: TViewAccess, studyId: string, filters: TResultsFilters, card: TSnipCardInput): Promise<TSnipCard> {
  const [study, products, definitions] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: studyId }, select: { title: true } }),
    resultsProducts(access, studyId),
    resultsFilterDefinitions(access, studyId),
  ]);
  const nameOf = (id: string) => products.find((p) => p.product_id === id)?.name || SNIP_CARD_MSG.unnamed;
  const known = (id: string | null | undefined, field: "product_id" | "product_b") => {
    if (!id || !products.some((p) => p.product_id === id)) {
      throw refuse(field, field === "product_id" ? SNIP_CARD_MSG.productUnknown(id ?? "") : SNIP_CARD_MSG.pairUnknown(id ?? ""));
    }
    return id;
  };
  const head = (respondents: number) => ({ study: study.title, filters: filterSummary(filters, definitions), respondents });

  switch (card.kind) {
    case "product": {
      const id = known(card.product_id, "product_id");
      const summary = await resultsSummary(access, studyId, filters);
      const p = summary.sentiment.products.find((x) => x.product_id === id)!;
      return { ...head(summary.respondents), kind: "product", name: nameOf(id), score: p.score, percentile: p.percentile, position: p.position, top_two_box: p.top_two_box, count: p.count, stars: p.stars };
    }
    case "head-to-head": {
      const [a, b] = [known(card.product_id, "product_id"), known(card.product_b, "product_b")];
      const summary = await resultsSummary(access, studyId, filters);
      const cell = summary.head_to_head.find((r) => r.product_id === a)!.against.find((c) => c.against === b)!;
      return { ...head(summary.respondents), kind: "head-to-head", a: nameOf(a), b: nameOf(b), base: cell.base, win_share: cell.win_share, tie_share: cell.tie_share, loss_share: cell.loss_share };
    }
    case "insight": {
      const summary = await resultsSummary(access, studyId, filters);
      const cards = buildInsightCards({ report: summary.sentiment, headToHead: summary.head_to_head, products, filters, definitions });
      const found = [...cards.findings, ...cards.products].find((c) => c.id === card.insight_id);
      if (!found) throw refuse("insight_id", SNIP_CARD_MSG.insightUnknown(card.insight_id ?? ""));
      return { ...head(summary.respondents), kind: "insight", label: INSIGHT_CARDS.kinds[found.kind], title: found.title, keyInsight: found.keyInsight, figures: found.figures, stars: found.stars };
    }
    case "customers": {
      const rated = products.find((p) => p.question_id !== null);
      if (!rated) return { ...head(await reportRespondentsCount(access, studyId, filters)), kind: "customers", countries: [] };
      const geo = await geoSentimentScoreReport(access, studyId, rated.question_id!, filters);
      const countries = geo.countries
        .filter((c) => c.respondents > 0)
        .sort((x, y) => y.respondents - x.respondents || x.name.localeCompare(y.name, "en"))
        .slice(0, COUNTRY_BARS)
        .map((c) => ({ name: c.name, respondents: c.respondents }));
      return { ...head(geo.total.respondents), kind: "customers", countries };
    }
  }
}
