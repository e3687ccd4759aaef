// @vitest-environment jsdom
// The studies list's price filter (P10 walk-through; spec 3 §5 number ranges): non-numeric becomes 0, the ends never
// cross, a price is never negative, and the panel says why a value it committed is not the one typed.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fc from "fast-check";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { StudiesFilters } from "@/components/studies/studies-filters";
import { applyRangeEdit, PRICE_FLOOR, rangeCorrection, sanitizeFilterState, type TFilterState } from "@/lib/studies/filters";
import type { TSurveyFilter } from "@/lib/studies/wire";

afterEach(cleanup);

describe("price range rules", () => {
  it("raises a negative price to 0", () => {
    expect(applyRangeEdit([250, 1000], "min", "-50", PRICE_FLOOR)).toEqual([0, 1000]);
    expect(rangeCorrection([250, 1000], "min", "-50", PRICE_FLOOR)).toBe("below_floor");
    expect(applyRangeEdit([0, 1000], "max", "-5", PRICE_FLOOR)).toEqual([0, 0]);
  });

  it("names the rule that changed a value, and none when the value was kept", () => {
    expect(rangeCorrection([250, 300], "min", "900", PRICE_FLOOR)).toBe("above_max");
    expect(rangeCorrection([250, 300], "max", "100", PRICE_FLOOR)).toBe("below_min");
    expect(rangeCorrection([250, 300], "min", "260", PRICE_FLOOR)).toBeNull();
    expect(rangeCorrection([250, 300], "min", "abc", PRICE_FLOOR)).toBeNull();
  });

  it("never gives a crossed or negative price range, whatever is typed", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: 0, max: 1e6 }), fc.double({ noNaN: true, min: 0, max: 1e6 }), fc.oneof(fc.string(), fc.double({ noNaN: true, min: -1e6, max: 1e6 }).map(String)), fc.boolean(), (a, b, text, min) => {
        const [low, high] = applyRangeEdit(a <= b ? [a, b] : [b, a], min ? "min" : "max", text, PRICE_FLOOR);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(low).toBeLessThanOrEqual(high);
      }),
    );
  });

  it("raises a negative range kept in local storage", () => {
    expect(sanitizeFilterState({ price: [-100, 300] }).price).toEqual([0, 300]);
    expect(sanitizeFilterState({ price: [-100, -50] }).price).toEqual([0, 0]);
  });
});

const PRICE: TSurveyFilter = { type: "range", accessor: "price", name: "Price", options: ["250", "1000"], optionNames: ["250", "1000"] };

function Harness() {
  const [state, setState] = useState<TFilterState>({});
  return (
    <>
      <StudiesFilters search="" onSearch={() => {}} definitions={[PRICE]} hidden={[]} state={state} onChange={setState} />
      <output data-testid="applied">{JSON.stringify(state.price ?? null)}</output>
    </>
  );
}

describe("the price filter's inputs", () => {
  it("keeps min at or under max, refuses negatives, and says so", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const min = screen.getByRole("spinbutton", { name: "Price Min" });
    const max = screen.getByRole("spinbutton", { name: "Price Max" });
    const note = screen.getByTestId("filter-price-note");

    await user.type(max, "300{Enter}");
    expect(screen.getByTestId("applied").textContent).toBe("[250,300]");
    expect(note.textContent).toBe("");

    await user.clear(min);
    await user.type(min, "900{Enter}");
    expect(screen.getByTestId("applied").textContent).toBe("[300,300]");
    expect(min).toHaveProperty("value", "300");
    expect(note.textContent).toBe("Min cannot be more than Max: it was set to 300.");
    expect(min.getAttribute("aria-describedby")).toBe(note.id);

    await user.clear(min);
    await user.type(min, "-50{Enter}");
    expect(screen.getByTestId("applied").textContent).toBe("[0,300]");
    expect(min).toHaveProperty("value", "0");
    expect(note.textContent).toBe("A price cannot be negative: Min was set to 0.");

    await user.clear(max);
    await user.type(max, "-1");
    await user.tab();
    expect(screen.getByTestId("applied").textContent).toBe("[0,0]");
    expect(note.textContent).toBe("A price cannot be negative: Max was set to 0.");

    await user.clear(max);
    await user.type(max, "500{Enter}");
    expect(screen.getByTestId("applied").textContent).toBe("[0,500]");
    expect(note.textContent).toBe("");
    // The spinners follow the same rules.
    expect(min.getAttribute("min")).toBe("0");
    expect(min.getAttribute("max")).toBe("500");
    expect(max.getAttribute("min")).toBe("0");
  });
});
