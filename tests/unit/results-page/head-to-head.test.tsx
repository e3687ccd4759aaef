// @vitest-environment jsdom
// The head-to-head tab (components/results/tabs/head-to-head.tsx) on hand-made data, and its pure rules
// (lib/results/tabs/head-to-head.ts): the matrix is a table with row and column headers, each cell the row product's
// win share rounded, on the sequential fill with readable ink, titled with the base, linking to the pair view with
// the filters kept; a pair nobody rated both of says so; the pair view's sentence, bar and figures; the pair form
// keeps the filters in hidden fields; the order by score and the choice of the pair.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { AnchorHTMLAttributes, FormHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeadToHeadTab } from "@/components/results/tabs/head-to-head";
import { inkOn, NO_DATA, sequential } from "@/lib/results/chart-palette";
import { parseResultsQuery } from "@/lib/results/page";
import { cellOf, choosePair, H2H_TEXT, orderByScore, pct, type THeadToHeadCell, type THeadToHeadData } from "@/lib/results/tabs/head-to-head";
import type { TResultsView } from "@/lib/results/view";

// A plain anchor and form: the app router the real ones need is not mounted here.
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));
vi.mock("next/form", () => ({ default: (props: FormHTMLAttributes<HTMLFormElement>) => <form {...props} /> }));

afterEach(cleanup);

const [A, B, C] = ["a".repeat(24), "b".repeat(24), "c".repeat(24)];
const COUNTRY = "d".repeat(24);
const cell = (against: string, wins: number, ties: number, losses: number): THeadToHeadCell => {
  const base = wins + ties + losses;
  const s = (n: number) => (base ? n / base : 0);
  return { against, base, wins, ties, losses, win_share: s(wins), tie_share: s(ties), loss_share: s(losses) };
};

function makeView(search = `tab=head-to-head&country=${COUNTRY}`): TResultsView {
  return {
    brandId: "e".repeat(24), studyId: "f".repeat(24), title: "Fall", status: "Closed", type: "concept",
    basePath: "/brand/b/campaign/s/results", query: parseResultsQuery(Object.fromEntries(new URLSearchParams(search))),
    products: [
      { product_id: A, question_id: null, name: "Anorak", style_number: "AN-1", image: "/img/a.jpg" },
      { product_id: B, question_id: null, name: "Boot", style_number: null, image: null },
      { product_id: C, question_id: null, name: "Cap", style_number: null, image: null },
    ],
    definitions: [], respondents: 412, totalRespondents: 800,
    can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
  };
}

// Anorak beats Boot 198 / 82 / 132 of 412; nobody rated both Anorak and Cap; Boot against Cap 10 / 0 / 30.
const ROWS = [
  { product_id: A, against: [cell(B, 198, 82, 132), cell(C, 0, 0, 0)] },
  { product_id: B, against: [cell(A, 132, 82, 198), cell(C, 10, 0, 30)] },
  { product_id: C, against: [cell(A, 0, 0, 0), cell(B, 30, 0, 10)] },
];
const data = (over: Partial<THeadToHeadData> = {}): THeadToHeadData => ({
  order: [A, C, B],
  scores: { [A]: 71.4, [B]: 40, [C]: 55.6 },
  rows: ROWS,
  pair: { a: A, b: B, cell: cellOf(ROWS, A, B) },
  notices: [],
  ...over,
});
const cellAt = (row: string, col: string) => screen.getAllByTestId("h2h-cell").find((c) => c.dataset.row === row && c.dataset.col === col)!;

describe("head-to-head: the heat map", () => {
  it("is a table with a caption, a column header per product and a row header per product, in score order", () => {
    render(<HeadToHeadTab view={makeView()} data={data()} />);
    const table = screen.getByRole("table", { name: H2H_TEXT.caption });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Anorak", "Cap", "Boot"]);
    expect(within(table).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["AnorakScore 71", "CapScore 56", "BootScore 40"]);
    expect(screen.getByRole("region", { name: H2H_TEXT.scrollRegion }).getAttribute("tabindex")).toBe("0");
  });

  it("shows each cell's win share rounded, filled on the sequential scale with readable ink, titled with the base", () => {
    render(<HeadToHeadTab view={makeView()} data={data()} />);
    const ab = cellAt(A, B);
    const link = within(ab).getByRole("link");
    expect(link.textContent).toBe("48%");
    expect(ab.style.background).toBe(hexToRgb(sequential(198 / 412)));
    expect(link.style.color).toBe(hexToRgb(inkOn(sequential(198 / 412))));
    expect(link.getAttribute("title")).toBe("Anorak vs Boot: wins 48% (198), ties 20% (82), loses 32% (132) of 412 who rated both");
    expect(link.getAttribute("aria-label")).toBe("Anorak against Boot: wins 48% of 412 who rated both. Compare them");
    expect(within(cellAt(B, C)).getByRole("link").textContent).toBe("25%");
    expect(within(cellAt(C, B)).getByRole("link").textContent).toBe("75%");
  });

  it("marks a pair nobody rated both of, and the diagonal", () => {
    render(<HeadToHeadTab view={makeView()} data={data()} />);
    const ac = cellAt(A, C);
    expect(ac.style.background).toBe(hexToRgb(NO_DATA));
    expect(ac.textContent).toBe("n/a");
    expect(within(ac).getByRole("link").getAttribute("aria-label")).toBe("n/a: no respondent rated both Anorak and Cap. Compare them");
    expect(screen.getAllByText(H2H_TEXT.same)).toHaveLength(3);
  });

  it("links each cell to the pair view of its two products, keeping the filters", () => {
    render(<HeadToHeadTab view={makeView()} data={data()} />);
    const href = within(cellAt(C, B)).getByRole("link").getAttribute("href")!;
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/brand/b/campaign/s/results");
    expect(url.hash).toBe("#h2h-pair");
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: "head-to-head", country: COUNTRY, a: C, b: B });
    expect(within(cellAt(A, B)).getByRole("link").getAttribute("aria-current")).toBe("true");
    expect(within(cellAt(B, A)).getByRole("link").getAttribute("aria-current")).toBeNull();
  });
});

describe("head-to-head: the pair view", () => {
  it("says the pair's outcome in a sentence, draws it and gives the figures with the base", () => {
    render(<HeadToHeadTab view={makeView()} data={data()} />);
    expect(screen.getByTestId("h2h-sentence").textContent).toBe("Among 412 respondents who rated both, Anorak wins 48%, ties 20%, loses 32%.");
    // A sound base carries no small-base marker (P15 item 4); nobody at all (below) carries none either.
    expect(screen.queryByTestId("small-base")).toBeNull();
    expect(screen.getByRole("img", { name: "Anorak against Boot: wins 48%, ties 20%, loses 32% of 412 respondents" })).toBeTruthy();
    const figures = (key: string) => {
      const row = screen.getByTestId(`h2h-pair-${key}`);
      return [within(row).getByTestId("count").textContent, within(row).getByTestId("share").textContent];
    };
    expect(figures("wins")).toEqual(["198", "48%"]);
    expect(figures("ties")).toEqual(["82", "20%"]);
    expect(figures("losses")).toEqual(["132", "32%"]);
    expect(figures("base")).toEqual(["412", "100%"]);
  });

  it("says when nobody rated both", () => {
    render(<HeadToHeadTab view={makeView()} data={data({ pair: { a: A, b: C, cell: cellOf(ROWS, A, C) } })} />);
    expect(screen.getByTestId("h2h-sentence").textContent).toBe("Nobody rated both Anorak and Cap, so they cannot be compared under these filters.");
    expect(screen.queryByTestId("small-base")).toBeNull();
    expect(screen.getByRole("img", { name: "Anorak against Cap: no respondent rated both" })).toBeTruthy();
  });

  it("chooses the pair with a form that keeps the filters, and offers the swap", () => {
    render(<HeadToHeadTab view={makeView(`tab=head-to-head&country=${COUNTRY}&a=${A}&b=${B}`)} data={data()} />);
    const form = screen.getByTestId("h2h-pair-form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/brand/b/campaign/s/results");
    const hidden = [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([["tab", "head-to-head"], ["country", COUNTRY]]);
    expect((screen.getByLabelText(H2H_TEXT.pickA) as HTMLSelectElement).value).toBe(A);
    expect((screen.getByLabelText(H2H_TEXT.pickB) as HTMLSelectElement).value).toBe(B);
    const swap = new URL(screen.getByRole("link", { name: H2H_TEXT.swap }).getAttribute("href")!, "http://x");
    expect([swap.searchParams.get("a"), swap.searchParams.get("b"), swap.searchParams.get("country")]).toEqual([B, A, COUNTRY]);
  });

  it("shows the notices, and an empty state with fewer than two products", () => {
    const { unmount } = render(<HeadToHeadTab view={makeView()} data={data({ notices: [H2H_TEXT.samePair] })} />);
    expect(screen.getByTestId("h2h-notices").textContent).toBe(H2H_TEXT.samePair);
    unmount();
    render(<HeadToHeadTab view={makeView()} data={data({ order: [A], rows: [{ product_id: A, against: [] }], pair: null })} />);
    expect(screen.getByTestId("h2h-empty").textContent).toBe(H2H_TEXT.needTwo);
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("head-to-head: rules", () => {
  it("orders by score, highest first; unscored products last in study order; ties keep study order", () => {
    expect(orderByScore([A, B, C, "x"], { [A]: 50, [B]: null, [C]: 80, x: 50 })).toEqual([C, A, "x", B]);
  });

  it("chooses the address's pair, else fills from the top by score", () => {
    const order = [C, A, B];
    expect(choosePair(order, {})).toEqual({ a: C, b: A, notices: [] });
    expect(choosePair(order, { a: B, b: A })).toEqual({ a: B, b: A, notices: [] });
    expect(choosePair(order, { a: A })).toEqual({ a: A, b: C, notices: [] });
    expect(choosePair(order, { b: C })).toEqual({ a: A, b: C, notices: [] });
    expect(choosePair(order, { a: "zz", b: B })).toEqual({ a: C, b: B, notices: [H2H_TEXT.unknownPair("a", "zz")] });
    expect(choosePair(order, { a: B, b: B })).toEqual({ a: B, b: C, notices: [H2H_TEXT.samePair] });
    expect(choosePair([A], {})).toBeNull();
  });

  it("rounds shares to whole percentages and finds a missing cell as zero", () => {
    expect(pct(0.4805)).toBe("48%");
    expect(pct(0.005)).toBe("1%");
    expect(pct(Number.NaN)).toBe("0%");
    expect(cellOf([], A, B)).toEqual({ against: B, base: 0, wins: 0, losses: 0, ties: 0, win_share: 0, loss_share: 0, tie_share: 0 });
    expect(H2H_TEXT.sentence("A", "B", cell(B, 1, 0, 0))).toBe("Among 1 respondent who rated both, A wins 100%, ties 0%, loses 0%.");
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
