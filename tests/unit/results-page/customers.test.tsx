// @vitest-environment jsdom
// The Customers tab (components/results/tabs/customers.tsx) on hand-made data: demographics (answered / not answered,
// each answer's share and count, the multi-select note, points, free text as a count only), segmentation profiles with
// the unassigned, browsers and devices, and the geo section — the map's areas shaded in the legend's bins with a title
// each, the no-data areas grey, the role="img" summary, the tables beside the maps, the toggle between respondents and
// score keeping the filters, the product form's hidden fields, and the empty and no-product states.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomersTab } from "@/components/results/tabs/customers";
import { NO_DATA } from "@/lib/results/chart-palette";
import { CLAIM_TEXT } from "@/lib/results/claims";
import { mapBins } from "@/lib/results/geo-map";
import { parseResultsQuery } from "@/lib/results/page";
import { CUSTOMERS_TEXT, type TCustomersData, type TCustomersGeo } from "@/lib/results/tabs/customers";
import type { TResultsView } from "@/lib/results/view";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const [P1, P2] = ["a".repeat(24), "b".repeat(24)];
const COUNTRY = "d".repeat(24);
const BASE = "/brand/b/campaign/s/results";

function makeView(search = `tab=customers&country=${COUNTRY}`): TResultsView {
  return {
    brandId: "e".repeat(24), studyId: "f".repeat(24), title: "Fall", status: "Closed", type: "concept", basePath: BASE,
    query: parseResultsQuery(Object.fromEntries(new URLSearchParams(search))),
    products: [
      { product_id: P1, question_id: "1".repeat(24), name: "Anorak", style_number: null, image: null },
      { product_id: P2, question_id: "2".repeat(24), name: "Boot", style_number: null, image: null },
    ],
    definitions: [], respondents: 11, totalRespondents: 11,
    can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
  };
}

const square = "m0 0l10 0l0 10z";
const geo = (over: Partial<TCustomersGeo> = {}): TCustomersGeo => ({
  measure: "respondents",
  product: { product_id: P1, name: "Anorak" },
  products: [{ product_id: P1, name: "Anorak" }, { product_id: P2, name: "Boot" }],
  unknownProduct: false,
  total: { respondents: 11, ratings: 9, score: 62.5 },
  countries: [
    { key: "us", name: "United States", code: "US", respondents: 6, share: 54.545, ratings: 5, score: 70, onMap: true },
    { key: "gb", name: "United Kingdom", code: "GB", respondents: 4, share: 36.36, ratings: 4, score: 43.75, onMap: true },
    { key: "de", name: "Germany", code: "DE", respondents: 0, share: 0, ratings: 0, score: null, onMap: true },
    { key: "unknown", name: "Unknown", code: null, respondents: 1, share: 9.09, ratings: 0, score: null, onMap: false },
  ],
  world: {
    viewBox: "0 0 960 470",
    areas: [
      { id: "840", name: "United States of America", d: square, row: 0 },
      { id: "826", name: "United Kingdom", d: square, row: 1 },
      { id: "276", name: "Germany", d: square, row: 2 },
      { id: "124", name: "Canada", d: square, row: null },
    ],
  },
  states: [
    { key: "06", name: "California", code: "06", respondents: 4, share: 66.67, ratings: 3, score: 75, onMap: true },
    { key: "other:Other", name: "Other", code: "Other", respondents: 2, share: 33.33, ratings: 2, score: 50, onMap: false },
  ],
  us: { viewBox: "0 0 975 610", areas: [{ id: "06", name: "California", d: square, row: 0 }, { id: "48", name: "Texas", d: square, row: null }] },
  regions: [{ key: "us:West", name: "West", code: "West", respondents: 4, share: 66.67, ratings: 3, score: 75, onMap: false, country: "United States" }],
  ...over,
});

const data = (over: Partial<TCustomersData> = {}): TCustomersData => ({
  total: 11,
  demographics: [
    { id: "g", title: "Gender", type: "choice", answered: 10, not_answered: 1, points: null, options: [
      { name: "Female", count: 5, percentage: 50 }, { name: "Male", count: 4, percentage: 40 }, { name: "Other", count: 1, percentage: 10 },
    ] },
    { id: "p", title: "Pets", type: "multi", answered: 9, not_answered: 2, points: { min: 0.5, mean: 1.8333, max: 3.5 }, options: [
      { name: "Dog", count: 5, percentage: 55.556 }, { name: "Cat", count: 6, percentage: 66.667 }, { name: "Fish", count: 3, percentage: 33.333 },
    ] },
    { id: "c", title: "Comment", type: "text", answered: 2, not_answered: 9, points: null, options: [] },
  ],
  segmentation: { profiles: [{ name: "Trendsetters", count: 4, percentage: 36.364 }, { name: "Classics", count: 4, percentage: 36.364 }], unassigned: { count: 3, percentage: 27.273 } },
  browsers: [{ name: "Chrome", count: 5, percentage: 45.4545 }, { name: "Safari", count: 3, percentage: 27.27 }],
  devices: [{ name: "desktop", count: 5, percentage: 45.4545 }, { name: "mobile", count: 5, percentage: 45.4545 }, { name: "tablet", count: 1, percentage: 9.09 }],
  geo: geo(),
  ...over,
});

const bars = (root: HTMLElement) =>
  within(root).getAllByTestId("share-bar").map((b) => `${b.dataset.name} ${within(b).getByTestId("share").textContent} ${within(b).getByTestId("count").textContent}`);
const demographic = (id: string) => screen.getAllByTestId("demographic").find((d) => d.dataset.id === id)!;
const rows = (testId: string) =>
  within(screen.getByTestId(testId)).getAllByTestId("geo-row").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent).join(" | "));
const area = (root: string, id: string) => within(screen.getByTestId(root)).getAllByTestId("geo-area").find((a) => a.dataset.id === id)!;

describe("customers: demographics, profiles, browsers", () => {
  it("shows each question's answered base and each answer's share of it with its count", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const gender = demographic("g");
    expect(within(gender).getByRole("heading", { name: "Gender" })).toBeTruthy();
    expect(within(gender).getByTestId("answered").textContent).toBe("10 of 11 answered");
    expect(within(gender).getByTestId("not-answered").textContent).toBe("1 did not answer");
    expect(bars(gender)).toEqual(["Female 50.0% (5)", "Male 40.0% (4)", "Other 10.0% (1)"]);
    expect(within(gender).queryByTestId("multi-note")).toBeNull();
    expect(within(gender).getByRole("img").getAttribute("aria-label")).toBe("Gender. Female: 50.0% (5); Male: 40.0% (4); Other: 10.0% (1).");
    // The table alternative holds the same figures.
    const table = within(gender).getByRole("table", { name: "Gender" });
    expect(within(table).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual(["Female550.0%", "Male440.0%", "Other110.0%"]);
  });

  it("says multi-select shares may pass 100%, and shows points; a text question is a count only", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const pets = demographic("p");
    expect(within(pets).getByTestId("multi-note").textContent).toBe(CUSTOMERS_TEXT.demographics.multi);
    expect(bars(pets)).toEqual(["Dog 55.6% (5)", "Cat 66.7% (6)", "Fish 33.3% (3)"]);
    // Without the answers' points the range reads in words (P15 item 3; tests/unit/results/claims.test.ts has the scale).
    expect(within(pets).getByTestId("points").textContent).toBe("Answers carry points from 0.5 to 3.5, 1.8 on average.");
    const comment = demographic("c");
    expect(within(comment).getByTestId("answered").textContent).toBe("2 of 11 answered");
    expect(within(comment).queryAllByTestId("share-bar")).toHaveLength(0);
    expect(within(comment).getByText(CUSTOMERS_TEXT.demographics.text)).toBeTruthy();
  });

  it("lists the segmentation profiles with the unassigned, and browsers and devices", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    expect(bars(screen.getByTestId("segmentation-bars"))).toEqual(["Trendsetters 36.4% (4)", "Classics 36.4% (4)", "Unassigned 27.3% (3)"]);
    expect(bars(screen.getByTestId("browsers-bars"))).toEqual(["Chrome 45.5% (5)", "Safari 27.3% (3)"]);
    expect(bars(screen.getByTestId("devices-bars"))).toEqual(["desktop 45.5% (5)", "mobile 45.5% (5)", "tablet 9.1% (1)"]);
  });

  it("says when the study has no profiles or no demographic questions", () => {
    render(<CustomersTab view={makeView()} data={data({ demographics: [], segmentation: { profiles: [], unassigned: { count: 11, percentage: 100 } } })} />);
    expect(screen.getByText(CUSTOMERS_TEXT.demographics.none)).toBeTruthy();
    expect(screen.getByText(CUSTOMERS_TEXT.segmentation.none(11))).toBeTruthy();
  });

  it("shows an empty state when the filters select nobody", () => {
    render(<CustomersTab view={makeView()} data={data({ total: 0 })} />);
    expect(screen.getByTestId("customers-empty").textContent).toContain(CUSTOMERS_TEXT.empty);
    expect(screen.queryByTestId("customers-geo")).toBeNull();
  });
});

describe("customers: the map of respondents", () => {
  it("shades areas with respondents in the legend's bins, titles them, and greys the rest", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const bins = mapBins([6, 4], "respondents");
    expect(bins.map((b) => b.label)).toEqual(["1–2", "3–4", "5–6"]);
    const us = area("geo-world", "840");
    expect(us.getAttribute("fill")).toBe(bins[2]!.fill);
    expect(us.dataset.shaded).toBe("true");
    expect(us.querySelector("title")?.textContent).toBe("United States: 6 respondents (54.5%)");
    expect(area("geo-world", "826").getAttribute("fill")).toBe(bins[1]!.fill);
    for (const id of ["276", "124"]) {
      expect(area("geo-world", id).getAttribute("fill")).toBe(NO_DATA);
      expect(area("geo-world", id).querySelector("title")).toBeNull();
    }
    const legend = within(screen.getByTestId("geo-world-legend")).getAllByTestId("legend-item").map((i) => i.textContent);
    expect(legend).toEqual(["1–2", "3–4", "5–6", "No respondents"]);
  });

  it("is an image summarising the figures, responsive, with the countries' table beside it", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const map = screen.getByTestId("geo-world");
    expect(map.getAttribute("role")).toBe("img");
    expect(map.getAttribute("viewBox")).toBe("0 0 960 470");
    expect(map.getAttribute("class")).toContain("w-full");
    expect(map.getAttribute("aria-label")).toBe(
      "Map of respondents by country. United States: 6 respondents (54.5%); United Kingdom: 4 respondents (36.4%). 1 other country without data.",
    );
    expect(rows("geo-countries")).toEqual([
      "United States | 6 | 54.5%",
      "United Kingdom | 4 | 36.4%",
      "Germany | 0 | 0.0%",
      "Unknown (not on the map) | 1 | 9.1%",
    ]);
    expect(within(screen.getByTestId("geo-countries")).getByTestId("geo-total").textContent).toBe("All respondents11100.0%");
  });

  it("draws the US states with their own table; a name that is no state is listed, not drawn", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const ca = area("geo-us", "06");
    expect(ca.dataset.shaded).toBe("true");
    expect(ca.querySelector("title")?.textContent).toBe("California: 4 respondents (66.7%)");
    expect(area("geo-us", "48").getAttribute("fill")).toBe(NO_DATA);
    expect(rows("geo-states")).toEqual(["California | 4 | 66.7%", "Other (not on the map) | 2 | 33.3%"]);
    expect(screen.getByTestId("geo-us").getAttribute("aria-label")).toBe("Map of respondents by US state. California: 4 respondents (66.7%).");
    expect(rows("geo-regions")).toEqual(["United States | West | 4 | 66.7%"]);
  });

  it("leaves out the states map without US respondents", () => {
    render(<CustomersTab view={makeView()} data={data({ geo: geo({ us: null, states: [] }) })} />);
    expect(screen.queryByTestId("geo-us")).toBeNull();
  });

  it("toggles to the score with links that keep the filters", () => {
    render(<CustomersTab view={makeView()} data={data()} />);
    const toggle = screen.getByRole("group", { name: CUSTOMERS_TEXT.geo.measureLabel });
    const respondents = within(toggle).getByRole("link", { name: "Respondents" });
    const score = within(toggle).getByRole("link", { name: "Score" });
    expect(respondents.getAttribute("aria-current")).toBe("true");
    expect(score.getAttribute("aria-current")).toBeNull();
    expect(respondents.getAttribute("href")).toBe(`${BASE}?tab=customers&country=${COUNTRY}`);
    expect(score.getAttribute("href")).toBe(`${BASE}?tab=customers&country=${COUNTRY}&product=${P1}`);
    expect(screen.queryByTestId("geo-product-form")).toBeNull();
  });
});

describe("customers: the map of scores", () => {
  const scored = () => data({ geo: geo({ measure: "score" }) });

  it("shades by score, areas without ratings grey, with ratings and scores in the table", () => {
    render(<CustomersTab view={makeView(`tab=customers&country=${COUNTRY}&product=${P1}`)} data={scored()} />);
    const bins = mapBins([70, 43.75], "score");
    const us = area("geo-world", "840");
    expect(us.getAttribute("fill")).toBe(bins[bins.length - 1]!.fill);
    expect(us.querySelector("title")?.textContent).toBe("United States: score 70 (5 ratings, 6 respondents)");
    expect(area("geo-world", "826").getAttribute("fill")).toBe(bins[0]!.fill);
    expect(screen.getByTestId("geo-world").dataset.measure).toBe("score");
    expect(screen.getByTestId("geo-world").getAttribute("aria-label")).toMatch(/^Map of the sentiment score of Anorak by country\. United States: score 70/);
    expect(rows("geo-countries")).toEqual([
      "United States | 6 | 5 | 70",
      "United Kingdom | 4 | 4 | 44",
      "Germany | 0 | 0 | —",
      "Unknown (not on the map) | 1 | 0 | —",
    ]);
    expect(within(screen.getByTestId("geo-countries")).getByTestId("geo-total").textContent).toBe("All respondents11963");
    expect(within(screen.getByTestId("geo-world-legend")).getAllByTestId("legend-item").at(-1)?.textContent).toBe("No ratings");
    expect(screen.getByTestId("geo-note").textContent).toBe(CUSTOMERS_TEXT.geo.scoreOf("Anorak"));
    expect(within(screen.getByRole("group", { name: CUSTOMERS_TEXT.geo.measureLabel })).getByRole("link", { name: "Score" }).getAttribute("aria-current")).toBe("true");
  });

  it("chooses the product in a GET form that keeps the tab and the filters", () => {
    render(<CustomersTab view={makeView(`tab=customers&country=${COUNTRY}&product=${P1}`)} data={scored()} />);
    const form = screen.getByTestId("geo-product-form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(BASE);
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => `${i.name}=${i.value}`);
    expect(hidden).toEqual(["tab=customers", `country=${COUNTRY}`]);
    const select = within(form).getByRole("combobox", { name: CUSTOMERS_TEXT.geo.product }) as HTMLSelectElement;
    expect(select.name).toBe("product");
    expect(select.value).toBe(P1);
    expect([...select.options].map((o) => o.textContent)).toEqual(["Anorak", "Boot"]);
    expect(within(form).getByRole("button", { name: CUSTOMERS_TEXT.geo.show })).toBeTruthy();
  });

  it("says so when the address names a product the study does not rate", () => {
    render(<CustomersTab view={makeView()} data={data({ geo: geo({ unknownProduct: true }) })} />);
    expect(screen.getByRole("status").textContent).toBe(CUSTOMERS_TEXT.geo.unknownProduct);
  });

  it("explains a study without rated products instead of a map", () => {
    render(<CustomersTab view={makeView()} data={data({ geo: null })} />);
    expect(screen.getByText(CUSTOMERS_TEXT.geo.noProducts)).toBeTruthy();
    expect(screen.queryByTestId("geo-world")).toBeNull();
  });

  it("draws no empty world map when every respondent's country is unknown; the table still counts them (P15 item 4)", () => {
    const unknown = { key: "unknown", name: "Unknown", code: null, respondents: 11, share: 100, ratings: 9, score: 62.5, onMap: false };
    render(<CustomersTab view={makeView()} data={data({ geo: geo({ countries: [unknown], us: null, states: [], regions: [] }) })} />);
    expect(screen.queryByTestId("geo-world")).toBeNull();
    expect(screen.getByTestId("geo-no-countries").textContent).toBe(CLAIM_TEXT.noKnownCountries(11));
    expect(rows("geo-countries")).toEqual(["Unknown (not on the map) | 11 | 100.0%"]);
  });

  it("reads a pointable question's points in its answers' words (P15 item 3)", () => {
    const age = {
      id: "a", title: "Age", type: "choice", answered: 10, not_answered: 1, points: { min: 1, mean: 2.91, max: 5 },
      options: [{ name: "18–24", count: 2, percentage: 20 }, { name: "35–44", count: 8, percentage: 80 }],
      scale: { options: ["18–24", "25–34", "35–44", "45–54", "55+"], point_values: [1, 2, 3, 4, 5] },
    };
    render(<CustomersTab view={makeView()} data={data({ demographics: [age] })} />);
    expect(within(demographic("a")).getByTestId("points").textContent).toBe("Answers average 2.9 on a scale from 1 (18–24) to 5 (55+): nearest “35–44”.");
  });
});
