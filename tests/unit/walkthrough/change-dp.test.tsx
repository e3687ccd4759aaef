// @vitest-environment jsdom
// Change DP (P10 walk-through): the picker lists the decision points by name ("Line Adoption"), never by the type's
// key ("line_adoption – Line Adoption").
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChangeDecisionPointDialog, DIALOG_TEXT } from "@/components/studies/study-dialogs";
import { decisionPointName } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TDecisionPoint } from "@/lib/studies/wire";

afterEach(cleanup);

const point = (id: string, type: string, title: string, order: number): TDecisionPoint => ({
  _id: id.repeat(24),
  title,
  abbreviation: title.slice(0, 2).toUpperCase(),
  type: { _id: `t${id}`.padEnd(24, "0"), title: type, order },
});
const POINTS = [point("a", "concept", "Concept", 1), point("b", "line_adoption", "Line Adoption", 3), point("c", "sell_in", "Sell-In", 4)];

describe("decisionPointName", () => {
  it("is the point's title, never its type's key", () => {
    expect(decisionPointName(POINTS[1]!)).toBe("Line Adoption");
    expect(decisionPointName({ title: "  Q3 go/no-go  ", type: { title: "other" } })).toBe("Q3 go/no-go");
  });
  it("falls back to the type's name, then to N/A, when a point has no title", () => {
    expect(decisionPointName({ title: "", type: { title: "sketch_review" } })).toBe("Sketch Review");
    expect(decisionPointName({ title: null, type: { title: "investment_review" } })).toBe(STUDY_MSG.missing);
  });
});

describe("the Change DP dialog", () => {
  it("offers each decision point by its name only", async () => {
    render(
      <ChangeDecisionPointDialog open title="Spring study" current={null} onOpenChange={() => {}} load={async () => POINTS} onSave={async () => {}} />,
    );
    const select = screen.getByRole("combobox", { name: DIALOG_TEXT.changeDp.label });
    await within(select).findByRole("option", { name: "Line Adoption" });
    const names = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual(["—", "Concept", "Line Adoption", "Sell-In"]);
    expect(names.join(" ")).not.toMatch(/_|–/);
  });
});
