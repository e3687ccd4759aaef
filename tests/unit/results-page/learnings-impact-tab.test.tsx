// @vitest-environment jsdom
// The learnings & impact tab (components/results/tabs/learnings-impact.tsx) on hand-made data: the impact block with
// "Not recorded yet." for a blank field; the key takeaways in their order, 2 per row, each with its product's image and
// name (or "about the study as a whole"), learning, decision and estimated ROI; nothing recorded → an empty state that
// teaches what goes here and links only to a tab that exists (the insight cards, filters kept); no key_learning.read
// → a note, no error.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LearningsImpactTab } from "@/components/results/tabs/learnings-impact";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import { LEARNINGS_TAB as T, learningsEmpty, recorded, type TLearningsImpactData } from "@/lib/results/tabs/learnings-impact";
import { COUNTRY, makeView } from "./line-efficiency-view";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const NO_IMPACT = { insight: null, learnings: null, decisions: null, estimated_roi: null };
const TAKEAWAYS: TKeyTakeaway[] = [
  { id: "k1", learning: "Earth tones win", decision: "Keep the olive parka", estimated_roi: "$120k", order: 0, date_modified: "2026-11-20T10:00:00.000Z", question: { id: "q1", product: { id: "p1", name: "Olive Parka", image: "/img/parka.png" } } },
  { id: "k2", learning: "Price resistance above $200", decision: "", estimated_roi: "5%", order: 1, date_modified: "2026-11-20T10:00:00.000Z", question: { id: "q2", product: { id: "p2", name: "Down Vest", image: null } } },
  { id: "k3", learning: "Shorter lead times", decision: "Order earlier", estimated_roi: "", order: 2, date_modified: "2026-11-20T10:00:00.000Z", question: null },
];
const content = (over: Partial<Extract<TLearningsImpactData, { kind: "ready" }>> = {}): TLearningsImpactData => ({
  kind: "ready",
  impact: { insight: "Colour sells", learnings: "Fit matters", decisions: null, estimated_roi: "12000" },
  key_takeaways: TAKEAWAYS,
  ...over,
});

describe("learnings & impact", () => {
  it("shows the impact, blank fields as not recorded", () => {
    render(<LearningsImpactTab view={makeView()} data={content()} />);
    const impact = screen.getByTestId("impact");
    expect(within(impact).getByRole("heading", { name: T.impactTitle })).toBeTruthy();
    const field = (f: string) => within(impact).getByTestId(`impact-${f}`).textContent;
    expect(field("insight")).toBe("InsightColour sells");
    expect(field("learnings")).toBe("LearningsFit matters");
    expect(field("decisions")).toBe(`Decisions${T.notRecorded}`);
    expect(field("estimated_roi")).toBe("Estimated ROI12000");
  });

  it("shows the key takeaways in order, 2 per row, each with its product's image and name", () => {
    render(<LearningsImpactTab view={makeView()} data={content()} />);
    expect(screen.getByTestId("takeaways-count").textContent).toBe("3 takeaways");
    const cards = screen.getAllByTestId("takeaway");
    expect(cards).toHaveLength(3);
    expect(cards[0]!.closest("ol")!.className).toContain("md:grid-cols-2");
    const text = (card: HTMLElement, id: string) => within(card).getByTestId(id).textContent;
    expect(text(cards[0]!, "takeaway-product")).toBe("Olive Parka");
    expect(cards[0]!.querySelector("img")?.getAttribute("src")).toBe("/img/parka.png");
    expect(text(cards[0]!, "takeaway-learning")).toBe("LearningEarth tones win");
    expect(text(cards[0]!, "takeaway-decision")).toBe("DecisionKeep the olive parka");
    expect(text(cards[0]!, "takeaway-estimated_roi")).toBe("Estimated ROI$120k");
    expect(within(cards[0]!).getByText(T.takeawayNumber(1))).toBeTruthy();
    // No image: a neutral square, no broken <img>; a blank decision is "not recorded".
    expect(text(cards[1]!, "takeaway-product")).toBe("Down Vest");
    expect(cards[1]!.querySelector("img")).toBeNull();
    expect(text(cards[1]!, "takeaway-decision")).toBe(`Decision${T.notRecorded}`);
    // A takeaway about no product.
    expect(text(cards[2]!, "takeaway-product")).toBe(T.noProduct);
    expect(text(cards[2]!, "takeaway-estimated_roi")).toBe(`Estimated ROI${T.notRecorded}`);
    // Each card is named by its product.
    expect(screen.getByRole("article", { name: "Olive Parka" })).toBeTruthy();
  });

  it("impact without takeaways says none is recorded yet", () => {
    render(<LearningsImpactTab view={makeView()} data={content({ key_takeaways: [] })} />);
    expect(screen.getByTestId("impact")).toBeTruthy();
    expect(screen.getByText(T.noTakeaways)).toBeTruthy();
    expect(screen.queryByTestId("learnings-empty")).toBeNull();
  });

  it("nothing recorded: an empty state teaching what goes here, linking only to the insight cards (filters kept)", () => {
    render(<LearningsImpactTab view={makeView()} data={content({ impact: { ...NO_IMPACT, insight: "  " }, key_takeaways: [] })} />);
    const empty = screen.getByTestId("learnings-empty");
    expect(empty.textContent).toContain(T.emptyTitle);
    expect(empty.textContent).toContain(T.emptyText);
    for (const w of T.emptyWhat) expect(within(empty).getByText(w.term)).toBeTruthy();
    const links = within(empty).getAllByRole("link");
    expect(links).toHaveLength(1);
    const href = new URL(links[0]!.getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/brand/b/campaign/s/results");
    expect(href.searchParams.get("tab")).toBe("insight-cards");
    expect(href.searchParams.getAll("country")).toEqual([COUNTRY]);
    expect(document.body.innerHTML).not.toContain("/learnings/");
    expect(screen.queryByTestId("impact")).toBeNull();
  });

  it("nothing recorded: the hint names Add key takeaway only to those who may record learnings (P15 item 10)", () => {
    const empty = { impact: NO_IMPACT, key_takeaways: [] };
    const base = makeView();
    render(<LearningsImpactTab view={{ ...base, can: { ...base.can, writeLearnings: false } }} data={content(empty)} />);
    expect(screen.getByTestId("learnings-empty-later").textContent).toBe(T.emptyLaterReader);
    expect(screen.getByTestId("learnings-empty").textContent).not.toContain("Add key takeaway");
    cleanup();
    render(<LearningsImpactTab view={{ ...base, can: { ...base.can, writeLearnings: true } }} data={content(empty)} />);
    expect(screen.getByTestId("learnings-empty-later").textContent).toBe(T.emptyLaterWriter);
  });

  it("without access to learnings: a note, not an error", () => {
    render(<LearningsImpactTab view={makeView({ readLearnings: false })} data={{ kind: "no-access" }} />);
    const note = screen.getByTestId("learnings-no-access");
    expect(note.textContent).toContain(T.noAccessTitle);
    expect(note.textContent).toContain(T.noAccessText);
    expect(screen.queryByTestId("learnings")).toBeNull();
  });

  it("learningsEmpty and recorded: blank texts count as nothing", () => {
    expect(learningsEmpty({ impact: NO_IMPACT, key_takeaways: [] })).toBe(true);
    expect(learningsEmpty({ impact: { ...NO_IMPACT, decisions: " \n" }, key_takeaways: [] })).toBe(true);
    expect(learningsEmpty({ impact: { ...NO_IMPACT, estimated_roi: "0" }, key_takeaways: [] })).toBe(false);
    expect(learningsEmpty({ impact: NO_IMPACT, key_takeaways: [TAKEAWAYS[2]!] })).toBe(false);
    expect(recorded("")).toBeNull();
    expect(recorded(null)).toBeNull();
    expect(recorded("x")).toBe("x");
  });
});
