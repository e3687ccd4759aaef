// @vitest-environment jsdom
// The product view modal's score cards (spec 1 §2 "Score-card study names are truncated to 30 characters; percentile
// shown floored with an ordinal suffix; sentiment score shown rounded"; P11 item 6): each card shows exactly what the
// results definitions give (server/products/product-score.ts computes them with lib/results/definitions.ts; the
// figures here are hand-made), formatted by lib/products/format.ts.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productKeys, type TScoreEntry } from "@/components/products/catalogue-api";
import { ProductScoreCards, SCORE_CARD } from "@/components/products/product-score-cards";

// The cards read the cache the test fills; a fetch would be a bug.
vi.mock("@/components/products/catalogue-api", async (actual) => ({
  ...(await actual<typeof import("@/components/products/catalogue-api")>()),
  fetchProductScores: vi.fn(() => Promise.reject(new Error("no fetch in this test"))),
}));

afterEach(cleanup);

const B = "b".repeat(24);
const P = "c".repeat(24);
const entry = (id: string, title: string, score: number | null, percentile: number | null, submission_count: number): TScoreEntry => ({
  survey: { _id: id, title, type: "concept" },
  customer_sentiment: { position: null, score, percentile, submission_count },
});

function renderCards(scores: TScoreEntry[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(productKeys.scores(B, P), scores);
  render(
    <QueryClientProvider client={client}>
      <ProductScoreCards brandId={B} productId={P} />
    </QueryClientProvider>,
  );
  return screen.getAllByTestId("score-card");
}

const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe("ProductScoreCards", () => {
  it("floors the percentile with its ordinal suffix, rounds the score and truncates the study name to 30 characters", () => {
    const long = "Fall 2025 Outerwear Concept Test — second wave"; // 46 characters
    const [a, b, c] = renderCards([
      entry("1".repeat(24), long, 71.5, 87.9, 726),
      entry("2".repeat(24), "Spring line review", 37.49, 21.2, 2),
      entry("3".repeat(24), "Pulse", 93.75, 90, 12),
    ]) as [HTMLElement, HTMLElement, HTMLElement];
    const name = within(a).getByText(/^Fall 2025/);
    expect(name.textContent).toBe("Fall 2025 Outerwear Concept Te…");
    expect(Array.from(name.textContent!.replace("…", ""))).toHaveLength(30);
    expect(name.getAttribute("title")).toBe(long);
    expect([figure(a, SCORE_CARD.score), figure(a, SCORE_CARD.percentile), figure(a, SCORE_CARD.responses)]).toEqual(["72", "87th", "726"]);
    expect([figure(b, SCORE_CARD.score), figure(b, SCORE_CARD.percentile)]).toEqual(["37", "21st"]);
    expect(within(b).getByText("Spring line review")).toBeTruthy();
    expect([figure(c, SCORE_CARD.score), figure(c, SCORE_CARD.percentile)]).toEqual(["94", "90th"]);
  });

  it("shows a dash while the study has no score or no benchmark to place it against", () => {
    const [card] = renderCards([entry("4".repeat(24), "Closed alone", 75, null, 1), entry("5".repeat(24), "Fresh", null, null, 0)]) as [HTMLElement, HTMLElement];
    expect([figure(card, SCORE_CARD.score), figure(card, SCORE_CARD.percentile)]).toEqual(["75", "—"]);
    const fresh = screen.getAllByTestId("score-card")[1]!;
    expect([figure(fresh, SCORE_CARD.score), figure(fresh, SCORE_CARD.percentile), figure(fresh, SCORE_CARD.responses)]).toEqual(["—", "—", "0"]);
  });
});
