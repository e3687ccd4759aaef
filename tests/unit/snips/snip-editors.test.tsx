// @vitest-environment jsdom
// The snip modal's editors and filters line (components/snips/snip-editors.tsx, snip-filter-summary.tsx; spec 3 §2,
// §4, §5): the title commits on Enter or leaving the field, an empty or unchanged edit sends nothing and restores the
// title, Escape cancels; the key insight saves only a change; only the creator gets the pencil. The filters line
// names filters as the results page does (Gender, Age, "Point-based range: start - end"), 3 then "+ Expand N more".
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KeyInsight, SnipTitle } from "@/components/snips/snip-editors";
import { SnipFilterSummary } from "@/components/snips/snip-filter-summary";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition } from "@/lib/results/filters";
import { SNIP_UI } from "@/lib/snips/messages";

afterEach(cleanup);

const ID = (n: number) => n.toString(16).padStart(24, "0");

describe("the snip title", () => {
  const setup = (canEdit = true) => {
    const onSave = vi.fn(async () => true);
    render(<SnipTitle value="Parka wins" canEdit={canEdit} onSave={onSave} />);
    return { onSave, user: userEvent.setup() };
  };

  it("commits a new title on Enter, trimmed", async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole("button", { name: SNIP_UI.editTitle }));
    const input = screen.getByRole("textbox", { name: SNIP_UI.titleLabel });
    await user.clear(input);
    await user.type(input, "  Longer parka wins  {Enter}");
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith("Longer parka wins");
  });

  it("commits on leaving the field", async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole("button", { name: SNIP_UI.editTitle }));
    const input = screen.getByRole("textbox", { name: SNIP_UI.titleLabel });
    await user.clear(input);
    await user.type(input, "Renamed");
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith("Renamed");
  });

  it("discards an empty or unchanged edit and restores the title; Escape cancels", async () => {
    const { onSave, user } = setup();
    for (const typed of ["   {Enter}", "Parka wins{Enter}", "Something else{Escape}"]) {
      await user.click(screen.getByRole("button", { name: SNIP_UI.editTitle }));
      const input = screen.getByRole("textbox", { name: SNIP_UI.titleLabel });
      await user.clear(input);
      await user.type(input, typed);
      expect(screen.queryByRole("textbox", { name: SNIP_UI.titleLabel })).toBeNull();
      expect(screen.getByText("Parka wins")).toBeTruthy();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it("has no pencil for anyone but the creator", () => {
    setup(false);
    expect(screen.getByText("Parka wins")).toBeTruthy();
    expect(screen.queryByRole("button", { name: SNIP_UI.editTitle })).toBeNull();
  });
});

describe("the key insight", () => {
  it("saves a change with Save; Cancel and an unchanged text send nothing", async () => {
    const onSave = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<KeyInsight value="Keep the parka." canEdit onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: SNIP_UI.editKeyInsight }));
    await user.click(screen.getByRole("button", { name: SNIP_UI.save }));
    await user.click(screen.getByRole("button", { name: SNIP_UI.editKeyInsight }));
    await user.type(screen.getByRole("textbox", { name: SNIP_UI.keyInsight }), " Drop the vest.");
    await user.click(screen.getByRole("button", { name: SNIP_UI.cancel }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: SNIP_UI.editKeyInsight }));
    await user.type(screen.getByRole("textbox", { name: SNIP_UI.keyInsight }), " Drop the vest.");
    await user.click(screen.getByRole("button", { name: SNIP_UI.save }));
    expect(onSave).toHaveBeenCalledWith("Keep the parka. Drop the vest.");
  });

  it("keeps the edit open when the save fails, and shows links as links", async () => {
    const onSave = vi.fn(async () => false);
    const user = userEvent.setup();
    render(<KeyInsight value="See https://example.com/a." canEdit onSave={onSave} />);
    expect(screen.getByRole("link", { name: "https://example.com/a" }).getAttribute("href")).toBe("https://example.com/a");
    await user.click(screen.getByRole("button", { name: SNIP_UI.editKeyInsight }));
    await user.type(screen.getByRole("textbox", { name: SNIP_UI.keyInsight }), "!");
    await user.click(screen.getByRole("button", { name: SNIP_UI.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: SNIP_UI.keyInsight })).toBeTruthy();
  });
});

describe("the filters line", () => {
  const GENDER = ID(10);
  const AGE = ID(11);
  const DEFS: TResultsFilterDefinition[] = [
    { type: "multi", accessor: "country", name: "Country", options: [ID(1), ID(2)], optionNames: ["France", "Germany"] },
    { type: "multi", accessor: `demographics.${GENDER}`, name: "What is your gender?", options: ["f", "m"], optionNames: ["Female", "Male"] },
    { type: "multi", accessor: `demographics.${AGE}`, name: "What is your age?", options: ["18-24"], optionNames: ["18-24"] },
    { type: "range", accessor: "summed_values", name: "Point-based range", options: ["0", "20"], optionNames: ["0", "20"] },
  ];
  const FILTERS = {
    country: [ID(2), ID(1)],
    demographics: [
      { demographic_id: GENDER, answers: ["f"] },
      { demographic_id: AGE, answers: ["18-24"] },
    ],
    summed_values: { start_range: 3, end_range: 9 },
  };

  it("shows 3 filters, then expands and condenses, with the results page's names", async () => {
    const user = userEvent.setup();
    render(<SnipFilterSummary filters={FILTERS} definitions={DEFS} />);
    const chips = () => screen.getAllByTestId("snip-filter").map((c) => c.textContent);
    expect(chips()).toEqual(["Country: France", "Country: Germany", "Gender: Female"]);
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.expand(2) }));
    expect(chips()).toEqual(["Country: France", "Country: Germany", "Gender: Female", "Age: 18-24", "Point-based range: 3 - 9"]);
    await user.click(screen.getByRole("button", { name: FILTER_TEXT.condense }));
    expect(chips()).toHaveLength(3);
  });

  it("says when the snip has no filters", () => {
    render(<SnipFilterSummary filters={{}} definitions={DEFS} />);
    expect(screen.getByText(SNIP_UI.noFilters)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
