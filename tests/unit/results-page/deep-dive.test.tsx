// @vitest-environment jsdom
// The deep-dive tab (components/results/tabs/deep-dive.tsx) on hand-made data, and its pure rules
// (lib/results/tabs/deep-dive.ts): the star chart (an image whose label gives every star) and its figures table; the
// follow-ups side by side with each side's base, options with count and share, a value no longer offered marked,
// a text follow-up's answered count, a side not asked; the answers with their count, marks and metadata; the search
// puts `q` in the address keeping the filters and the product; the product switcher keeps the filters; notices.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AnchorHTMLAttributes, FormHTMLAttributes } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeepDiveTab } from "@/components/results/tabs/deep-dive";
import { CLAIM_TEXT } from "@/lib/results/claims";
import { parseResultsQuery } from "@/lib/results/page";
import { chooseProduct, containsPattern, DEEP_DIVE_TEXT, FREE_TEXT_SEARCH_MAX, freeTextSearch, type TDeepDiveData } from "@/lib/results/tabs/deep-dive";
import type { TResultsView } from "@/lib/results/view";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));
vi.mock("next/form", () => ({ default: (props: FormHTMLAttributes<HTMLFormElement>) => <form {...props} /> }));
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn() }) }));

beforeEach(() => replace.mockReset());
afterEach(cleanup);

const [A, B, C] = ["a".repeat(24), "b".repeat(24), "c".repeat(24)];
const COUNTRY = "d".repeat(24);

function makeView(search = `tab=deep-dive&country=${COUNTRY}&product=${B}`): TResultsView {
  return {
    brandId: "e".repeat(24), studyId: "f".repeat(24), title: "Fall", status: "Closed", type: "concept",
    basePath: "/brand/b/campaign/s/results", query: parseResultsQuery(Object.fromEntries(new URLSearchParams(search))),
    products: [
      { product_id: A, question_id: "1".repeat(24), name: "Anorak", style_number: "AN-1", image: null },
      { product_id: B, question_id: "2".repeat(24), name: "Boot", style_number: null, image: "/img/b.jpg" },
      { product_id: C, question_id: "3".repeat(24), name: "Cap", style_number: null, image: null },
    ],
    definitions: [], respondents: 160, totalRespondents: 800,
    can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
  };
}

const data = (over: Partial<TDeepDiveData> = {}): TDeepDiveData => ({
  productId: B,
  notices: [],
  stars: {
    count: 160, mean: 3, top_two_box: 50,
    stars: [
      { star: 1, count: 70, percentage: 43.75 }, { star: 2, count: 10, percentage: 6.25 }, { star: 3, count: 0, percentage: 0 },
      { star: 4, count: 10, percentage: 6.25 }, { star: 5, count: 70, percentage: 43.75 },
    ],
  },
  followUps: [
    {
      follow_up_id: "fu-choice", type: "multi", order: 0,
      sides: [
        { side: "positive", title: "What do you like?", base: 4, text_count: null, stars: null, options: [
          { value: "Colour", count: 2, percentage: 50, listed: true }, { value: "Fit", count: 1, percentage: 25, listed: true }, { value: "Legacy", count: 1, percentage: 25, listed: false },
        ] },
        { side: "negative", title: "What puts you off?", base: 3, text_count: null, stars: null, options: [{ value: "Price", count: 2, percentage: 66.667, listed: true }] },
      ],
    },
    { follow_up_id: "fu-text", type: "text", order: 1, sides: [{ side: "positive", title: "Tell us why", base: 3, text_count: 2, stars: null, options: [] }] },
  ],
  sharedQuestion: false,
  answers: {
    total: 6, matching: 2, limit: 50, q: "colour",
    answers: [
      { id: "x1", respondent_id: "r1", completed_at: "2026-01-05T10:00:00.000Z", side: "positive", question: "Tell us why", text: "COLOUR pop", rating: 5 },
      { id: "x2", respondent_id: "r2", completed_at: null, side: "negative", question: "What would you change?", text: "the colour, the colour", rating: null },
    ],
  },
  ...over,
});

describe("deep dive: stars", () => {
  it("draws the distribution as an image that names every star, with a figures table", () => {
    render(<DeepDiveTab view={makeView()} data={data()} />);
    expect(screen.getByTestId("dd-stars-summary").textContent).toBe("160 ratings, average 3.00 stars, top-2-box 50%.");
    expect(screen.queryByTestId("small-base")).toBeNull();
    expect(screen.getByRole("img", { name: "Star ratings of Boot, 160 ratings: 1 star 44% (70), 2 stars 6% (10), 3 stars 0% (0), 4 stars 6% (10), 5 stars 44% (70)." })).toBeTruthy();
    const rows = screen.getAllByTestId("dd-star-row").map((r) => [r.dataset.star, within(r).getByTestId("count").textContent, within(r).getByTestId("share").textContent]);
    expect(rows).toEqual([["5", "70", "44%"], ["4", "10", "6%"], ["3", "0", "0%"], ["2", "10", "6%"], ["1", "70", "44%"]]);
    expect(screen.getByText(DEEP_DIVE_TEXT.showTable).tagName).toBe("SUMMARY");
  });

  it("marks a small base: fewer ratings than the significance minimum (P15 item 4)", () => {
    const stars = [1, 2, 3, 4, 5].map((star) => ({ star, count: star === 5 ? 14 : 0, percentage: star === 5 ? 100 : 0 }));
    render(<DeepDiveTab view={makeView()} data={data({ stars: { count: 14, mean: 5, top_two_box: 100, stars } })} />);
    expect(within(screen.getByTestId("dd-stars")).getByTestId("small-base").textContent).toBe(CLAIM_TEXT.smallBase(14));
  });

  it("says when nobody rated the product", () => {
    render(<DeepDiveTab view={makeView()} data={data({ stars: { count: 0, mean: null, top_two_box: null, stars: [1, 2, 3, 4, 5].map((star) => ({ star, count: 0, percentage: 0 })) } })} />);
    expect(screen.getByTestId("dd-stars-summary").textContent).toBe(DEEP_DIVE_TEXT.starsSummary(0, null, null));
    expect(screen.getByRole("img", { name: "Star ratings of Boot: none." })).toBeTruthy();
  });
});

describe("deep dive: follow-ups by side", () => {
  it("puts each follow-up's positive side beside its negative side, each with its base and options", () => {
    render(<DeepDiveTab view={makeView()} data={data()} />);
    const [choice, text] = screen.getAllByTestId("dd-follow-up");
    const side = (root: HTMLElement, s: string) => within(root).getByTestId(`dd-side-${s}`);
    const options = (root: HTMLElement) =>
      within(root).getAllByTestId("dd-option").map((o) => [within(o).getByRole("rowheader").textContent, within(o).getByTestId("count").textContent, within(o).getByTestId("share").textContent]);
    expect(within(side(choice!, "positive")).getByTestId("dd-side-base").textContent).toBe("4 answers");
    expect(options(side(choice!, "positive"))).toEqual([["Colour", "2", "50%"], ["Fit", "1", "25%"], ["Legacy(no longer offered)", "1", "25%"]]);
    expect(options(side(choice!, "negative"))).toEqual([["Price", "2", "67%"]]);
    expect(within(side(choice!, "negative")).getByText("What puts you off?")).toBeTruthy();
    expect(within(side(text!, "positive")).getByTestId("dd-text-count").textContent).toBe("2 of 3 wrote an answer (67%).");
    expect(within(side(text!, "negative")).getByText(DEEP_DIVE_TEXT.sideNotAsked)).toBeTruthy();
    expect(within(choice!).getByRole("heading", { level: 4 }).textContent).toBe("1. Multiple choice");
  });

  it("says when the question is the study's shared default, or when there are no follow-ups", () => {
    const { unmount } = render(<DeepDiveTab view={makeView()} data={data({ sharedQuestion: true })} />);
    expect(screen.getByText(DEEP_DIVE_TEXT.sharedQuestion)).toBeTruthy();
    unmount();
    render(<DeepDiveTab view={makeView()} data={data({ followUps: [] })} />);
    expect(screen.getByText(DEEP_DIVE_TEXT.noFollowUps)).toBeTruthy();
  });
});

describe("deep dive: free-text answers", () => {
  it("counts the answers, marks the search and gives each answer's stars, side, question and date", () => {
    render(<DeepDiveTab view={makeView(`tab=deep-dive&product=${B}&q=colour`)} data={data()} />);
    expect(screen.getByTestId("dd-answers-count").textContent).toBe('2 of 6 written answers match "colour".');
    const answers = screen.getAllByTestId("dd-answer");
    expect(answers.map((a) => within(a).getByTestId("dd-answer-text").textContent)).toEqual(["COLOUR pop", "the colour, the colour"]);
    expect([...answers[1]!.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["colour", "colour"]);
    expect(answers[0]!.querySelector("mark")!.textContent).toBe("COLOUR");
    expect(answers[0]!.textContent).toContain("5 stars · positive side · Tell us why · Jan 5, 2026");
    expect(answers[1]!.textContent).toContain("Not rated · negative side · What would you change?");
    expect((screen.getByLabelText(DEEP_DIVE_TEXT.searchLabel) as HTMLInputElement).value).toBe("colour");
  });

  it("says when there is nothing written, or nothing matches", () => {
    const none = { total: 0, matching: 0, limit: 50, q: "", answers: [] };
    const { unmount } = render(<DeepDiveTab view={makeView()} data={data({ answers: none })} />);
    expect(screen.getByTestId("dd-answers-count").textContent).toBe(DEEP_DIVE_TEXT.noAnswers);
    unmount();
    render(<DeepDiveTab view={makeView()} data={data({ answers: { ...none, total: 6, q: "zzz" } })} />);
    expect(screen.getByTestId("dd-answers-count").textContent).toBe('No written answer matches "zzz".');
  });

  it("says how many are shown when there are more than the limit", () => {
    const many = data().answers;
    expect(DEEP_DIVE_TEXT.answersCount({ ...many, q: "", total: 120, matching: 120, answers: Array.from({ length: 50 }, () => many.answers[0]!) })).toBe(
      "120 written answers; the newest 50 are shown.",
    );
  });

  it("puts the search in the address, keeping the filters and the product", async () => {
    render(<DeepDiveTab view={makeView()} data={data({ answers: { ...data().answers, q: "" } })} />);
    const box = screen.getByLabelText(DEEP_DIVE_TEXT.searchLabel);
    await userEvent.type(box, "fit");
    await waitFor(() => expect(replace).toHaveBeenCalled());
    const url = new URL(replace.mock.calls.at(-1)![0] as string, "http://x");
    expect(url.pathname).toBe("/brand/b/campaign/s/results");
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: "deep-dive", country: COUNTRY, product: B, q: "fit" });
    expect(replace.mock.calls.at(-1)![1]).toEqual({ scroll: false });
    // The form itself also works without script: its hidden fields carry the rest of the address.
    const form = screen.getByTestId("dd-search-form");
    expect([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value])).toEqual([["tab", "deep-dive"], ["country", COUNTRY], ["product", B]]);
  });
});

describe("deep dive: product choice", () => {
  it("offers every product in a form that keeps the filters and the search, and the neighbours as links", () => {
    render(<DeepDiveTab view={makeView(`tab=deep-dive&country=${COUNTRY}&product=${B}&q=fit`)} data={data()} />);
    const select = screen.getByLabelText(DEEP_DIVE_TEXT.productLabel) as HTMLSelectElement;
    expect(select.value).toBe(B);
    expect([...select.options].map((o) => o.textContent)).toEqual(["Anorak (AN-1)", "Boot", "Cap"]);
    const form = screen.getByTestId("dd-product-form");
    expect([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value])).toEqual([["tab", "deep-dive"], ["country", COUNTRY], ["q", "fit"]]);
    const params = (id: string) => Object.fromEntries(new URL(screen.getByTestId(id).getAttribute("href")!, "http://x").searchParams);
    expect(params("dd-previous")).toEqual({ tab: "deep-dive", country: COUNTRY, product: A, q: "fit" });
    expect(params("dd-next")).toEqual({ tab: "deep-dive", country: COUNTRY, product: C, q: "fit" });
    expect(screen.getByRole("heading", { level: 3, name: "Boot" })).toBeTruthy();
  });

  it("shows the notice for an unknown product, and an empty state without products", () => {
    const { unmount } = render(<DeepDiveTab view={makeView()} data={data({ notices: [DEEP_DIVE_TEXT.unknownProduct("x")] })} />);
    expect(screen.getByTestId("dd-notices").textContent).toBe(DEEP_DIVE_TEXT.unknownProduct("x"));
    unmount();
    render(<DeepDiveTab view={{ ...makeView(), products: [] }} data={data({ productId: null })} />);
    expect(screen.getByTestId("dd-empty").textContent).toBe(DEEP_DIVE_TEXT.noProducts);
  });
});

describe("deep dive: rules", () => {
  it("chooses the address's product, else the first with a notice", () => {
    expect(chooseProduct([A, B], B)).toEqual({ productId: B, notices: [] });
    expect(chooseProduct([A, B], undefined)).toEqual({ productId: A, notices: [] });
    expect(chooseProduct([A, B], "zz")).toEqual({ productId: A, notices: [DEEP_DIVE_TEXT.unknownProduct("zz")] });
    expect(chooseProduct([], "zz")).toEqual({ productId: null, notices: [] });
  });

  it("trims and caps the search, and escapes LIKE's wildcards and the escape character", () => {
    expect(freeTextSearch("  colour  ")).toBe("colour");
    expect(freeTextSearch(undefined)).toBe("");
    expect(freeTextSearch("x".repeat(FREE_TEXT_SEARCH_MAX + 10))).toHaveLength(FREE_TEXT_SEARCH_MAX);
    expect(containsPattern("100%")).toBe("%100!%%");
    expect(containsPattern("a_b!")).toBe("%a!_b!!%");
    expect(containsPattern("")).toBe("%%");
  });
});
