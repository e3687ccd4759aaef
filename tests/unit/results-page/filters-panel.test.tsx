// @vitest-environment jsdom
// The results page's filters panel (components/results/filters-panel.tsx): one button per filter the study offers
// (gender and age relabelled), a disclosure with checkboxes (a search box when long) or the point range's slider and
// number boxes (spec 3 §5 rules), Apply and Clear all changing the address with the tab and its choices kept, chips
// that remove their choice and "+ Expand N more filters" / "- Condense filters" (spec 3 §2).
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FiltersPanel } from "@/components/results/filters-panel";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition, TResultsFilters } from "@/lib/results/filters";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import type { TResultsView } from "@/lib/results/view";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const ID = (n: number) => n.toString(16).padStart(24, "0");
const GENDER = ID(10);
const COUNTRIES = ["France", "Germany", "Italy", "Spain", "Portugal", "Poland", "Austria", "Belgium", "Ireland", "Denmark"];

const DEFS: TResultsFilterDefinition[] = [
  { type: "multi", accessor: "country", name: "Country", options: COUNTRIES.map((_, i) => ID(i + 1)), optionNames: COUNTRIES },
  { type: "multi", accessor: `demographics.${GENDER}`, name: "What is your gender?", options: ["Female", "Male"], optionNames: ["Female", "Male"] },
  { type: "multi", accessor: "audience_types", name: "Audience type", options: ["crm", "panel"], optionNames: ["CRM", "Panel"] },
  { type: "range", accessor: "summed_values", name: "Point-based range", options: ["0", "20"], optionNames: ["0", "20"] },
];
const BASE = `/brand/${ID(90)}/campaign/${ID(91)}/results`;

function view(filters: TResultsFilters = {}, definitions = DEFS): TResultsView {
  return {
    brandId: ID(90),
    studyId: ID(91),
    title: "Fall",
    status: "Closed",
    type: "concept",
    basePath: BASE,
    query: { tab: "deep-dive", salesPlan: false, viewAsUser: false, filters, params: { product: ID(50) }, notices: [], share: null },
    products: [],
    definitions,
    respondents: 10,
    totalRespondents: 20,
    can: { admin: true, writeSurvey: true, readBuckets: true, writeBuckets: true, readLearnings: true, writeLearnings: false, turf: false, snip: false },
  };
}

/** The address pushed last, read back as parameters. */
function pushed(): URLSearchParams {
  const url = push.mock.calls.at(-1)?.[0] as string;
  expect(url.startsWith(`${BASE}?`)).toBe(true);
  expect(push.mock.calls.at(-1)?.[1]).toEqual({ scroll: false });
  return new URLSearchParams(url.slice(BASE.length + 1));
}

beforeEach(() => push.mockReset());
afterEach(cleanup);

const trigger = (name: RegExp) => screen.getByRole("button", { name });

describe("FiltersPanel", () => {
  it("offers one button per filter, relabels gender, and says nothing is applied", () => {
    render(<FiltersPanel view={view()} />);
    const group = screen.getByRole("list", { name: FILTER_TEXT.controls });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual(["Country", "Gender", "Audience type", "Point-based range"]);
    expect(screen.getByText(FILTER_TEXT.none)).toBeTruthy();
    expect((screen.getByRole("button", { name: FILTER_TEXT.apply }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: FILTER_TEXT.clearAll }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("renders nothing for a study without filters", () => {
    const { container } = render(<FiltersPanel view={view({}, [])} />);
    expect(container.innerHTML).toBe("");
  });

  it("gathers choices from two filters, then applies them in one address that keeps the tab and its product", async () => {
    const user = userEvent.setup();
    render(<FiltersPanel view={view()} />);
    await user.click(trigger(/^Country/));
    expect(trigger(/^Country/).getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("checkbox", { name: "Germany" }));
    await user.click(trigger(/^Gender/));
    expect(screen.queryByRole("checkbox", { name: "Germany" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Female" }));
    // The buttons count the draft's choices.
    expect(trigger(/^Country/).textContent).toContain("1");
    expect(screen.getByText(FILTER_TEXT.unapplied)).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.apply }));
    const q = pushed();
    expect(q.getAll("country")).toEqual([ID(2)]);
    expect(q.getAll(`demographics.${GENDER}`)).toEqual(["Female"]);
    expect(q.get("tab")).toBe("deep-dive");
    expect(q.get("product")).toBe(ID(50));
  });

  it("searches a long option list", async () => {
    const user = userEvent.setup();
    render(<FiltersPanel view={view()} />);
    await user.click(trigger(/^Country/));
    await user.type(screen.getByRole("searchbox", { name: FILTER_TEXT.searchOptions("Country") }), "po");
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent)).toEqual(["Portugal", "Poland"]);
    await user.type(screen.getByRole("searchbox"), "zz");
    expect(screen.getByText(FILTER_TEXT.noMatch)).toBeTruthy();
    // A short list has no search box.
    await user.click(trigger(/^Gender/));
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("takes the focus to an opened filter's first control, and back to its button on Escape", async () => {
    const user = userEvent.setup();
    render(<FiltersPanel view={view({ audience_types: ["panel"] })} />);
    trigger(/^Audience type/).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "CRM" }));
    await user.click(screen.getByRole("checkbox", { name: "CRM" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("checkbox", { name: "CRM" })).toBeNull();
    expect(document.activeElement).toBe(trigger(/^Audience type/));
    expect(trigger(/^Audience type/).getAttribute("aria-expanded")).toBe("false");
  });

  it("shows applied filters as chips, 3 then '+ Expand N more filters', and removes one at a click", async () => {
    const user = userEvent.setup();
    const applied: TResultsFilters = {
      country: [ID(1), ID(3)],
      demographics: [{ demographic_id: GENDER, answers: ["Male"] }],
      audience_types: ["crm"],
      summed_values: { start_range: 4, end_range: 12 },
    };
    render(<FiltersPanel view={view(applied)} />);
    const chips = () => screen.getAllByTestId("results-filter-chip").map((c) => c.getAttribute("aria-label"));
    expect(chips()).toEqual(["Remove filter Country: France", "Remove filter Country: Italy", "Remove filter Gender: Male"]);
    const toggle = screen.getByRole("button", { name: "+ Expand 2 more filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(chips()).toEqual([
      "Remove filter Country: France",
      "Remove filter Country: Italy",
      "Remove filter Gender: Male",
      "Remove filter Audience type: CRM",
      "Remove filter Point-based range: 4 - 12",
    ]);
    expect(screen.getByRole("button", { name: "- Condense filters" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove filter Country: France" }));
    const q = pushed();
    expect(q.getAll("country")).toEqual([ID(3)]);
    expect(q.get("summed_values")).toBe("4..12");
    expect(q.getAll(`demographics.${GENDER}`)).toEqual(["Male"]);
  });

  it("clears every filter at once", async () => {
    const user = userEvent.setup();
    render(<FiltersPanel view={view({ country: [ID(1)], audience_types: ["panel"] })} />);
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.clearAll }));
    const q = pushed();
    expect([...q.keys()].sort()).toEqual(["product", "tab"]);
  });

  it("starts the draft afresh when the address changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FiltersPanel view={view()} />);
    await user.click(trigger(/^Country/));
    await user.click(screen.getByRole("checkbox", { name: "Spain" }));
    rerender(<FiltersPanel view={view({ country: [ID(1)] })} />);
    expect((screen.getByRole("checkbox", { name: "France" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Spain" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("button", { name: FILTER_TEXT.apply }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("the point range", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  async function openRange(filters: TResultsFilters = {}) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<FiltersPanel view={view(filters)} />);
    await user.click(trigger(/^Point-based range/));
    return user;
  }
  const box = (edge: "from" | "to") => screen.getByRole("textbox", { name: edge === "from" ? FILTER_TEXT.numberFrom("Point-based range") : FILTER_TEXT.numberTo("Point-based range") }) as HTMLInputElement;
  const slider = (edge: "from" | "to") => screen.getByRole("slider", { name: edge === "from" ? FILTER_TEXT.sliderFrom("Point-based range") : FILTER_TEXT.sliderTo("Point-based range") }) as HTMLInputElement;

  it("offers a slider of two labelled thumbs over the definition's bounds", async () => {
    await openRange();
    expect([slider("from").min, slider("from").max, slider("from").step, slider("from").value]).toEqual(["0", "20", "1", "0"]);
    expect(slider("to").value).toBe("20");
    expect(box("from").value).toBe("0");
    expect(box("to").value).toBe("20");
  });

  it("moves a thumb, the lower never past the upper, and applies the range", async () => {
    const user = await openRange();
    fireEvent.change(slider("to"), { target: { value: "8" } });
    fireEvent.change(slider("from"), { target: { value: "15" } });
    expect(box("from").value).toBe("8");
    expect(box("to").value).toBe("8");
    fireEvent.change(slider("from"), { target: { value: "3" } });
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.apply }));
    expect(pushed().get("summed_values")).toBe("3..8");
  });

  it("settles a typed number after the input debounce (0 in tests: lib/constants.ts) and applies spec 3 §5", async () => {
    const user = await openRange({ summed_values: { start_range: 5, end_range: 10 } });
    await user.clear(box("to"));
    await user.type(box("to"), "3");
    await act(async () => {
      vi.advanceTimersByTime(INPUT_DEBOUNCE_MS + 10);
    });
    expect(box("to").value).toBe("5");
    expect(screen.getByTestId("range-note").textContent).toBe(FILTER_TEXT.corrected.belowLower(FILTER_TEXT.to, FILTER_TEXT.from, "5"));
    await user.clear(box("from"));
    await user.type(box("from"), "abc{Enter}");
    expect(box("from").value).toBe("0");
    expect(screen.getByTestId("range-note").textContent).toBe(FILTER_TEXT.corrected.notANumber(FILTER_TEXT.from));
    await user.clear(box("from"));
    await user.type(box("from"), "9");
    await user.tab();
    expect(box("from").value).toBe("5");
    expect(screen.getByTestId("range-note").textContent).toBe(FILTER_TEXT.corrected.aboveUpper(FILTER_TEXT.from, FILTER_TEXT.to, "5"));
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.apply }));
    expect(pushed().get("summed_values")).toBe("5..5");
  });

  it("the whole of the bounds is no range filter", async () => {
    const user = await openRange({ summed_values: { start_range: 5, end_range: 10 } });
    fireEvent.change(slider("from"), { target: { value: "0" } });
    fireEvent.change(slider("to"), { target: { value: "20" } });
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.apply }));
    expect(pushed().has("summed_values")).toBe(false);
  });
});
