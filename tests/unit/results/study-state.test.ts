// What the results page shows for a study (spec 3 §2 "Results page"), with the spec's texts.
import { describe, expect, it } from "vitest";
import { RESULTS_STATE_MSG, resultsState } from "@/lib/results/study-state";

const ready = { type: "early_stage", status: "Closed", has_price_testing: false, questions: 3 };

describe("resultsState", () => {
  it("no study", () => {
    expect(resultsState(null)).toEqual({ state: "no_study", message: "There are no study to be displayed" });
  });

  it.each([
    ["investment_review", "Investment review"],
    ["legacy", "Legacy"],
    ["price", "Price"],
    ["pulse", "this"],
    ["it", "this"],
  ])("the %s format is deprecated, named %s", (type, name) => {
    expect(resultsState({ ...ready, type })).toEqual({
      state: "deprecated",
      message: `We no longer support ${name} survey format. Please reach out to the Customer Success team if you need to view the results of this survey.`,
    });
  });

  it("price studying, an unfinished study, no products, results", () => {
    expect(resultsState({ ...ready, has_price_testing: true })).toEqual({ state: "price_studying", message: "We don't currently support results for price studying." });
    expect(resultsState({ ...ready, status: "Draft" })).toEqual({ state: "unfinished", message: null });
    expect(resultsState({ ...ready, questions: 0 })).toEqual({ state: "no_products", message: RESULTS_STATE_MSG.noProducts });
    expect(resultsState(ready)).toEqual({ state: "ready", message: null });
    expect(resultsState({ ...ready, type: null, status: "Active" })).toEqual({ state: "ready", message: null });
  });
});
