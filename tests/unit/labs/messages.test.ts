// MakerLabs' texts (lib/labs/messages.ts).
import { describe, expect, it } from "vitest";
import { MIN_HISTORY } from "@/lib/labs/backtest";
import { LABS_ATTRIBUTES } from "@/lib/labs/features";
import { LABS_ATTRIBUTE_LABELS, LABS_MSG } from "@/lib/labs/messages";

describe("LABS_MSG", () => {
  it("says how much history MakerLabs needs and how much the brand has", () => {
    expect(LABS_MSG.notEnoughHistory(MIN_HISTORY, { studies: 1, products: 4 })).toBe(
      "Not enough history yet: MakerLabs needs at least 3 closed studies with 15 tested products in all (this brand has 1 study and 4 products).",
    );
  });
  it("labels the interval with its level and every attribute", () => {
    expect(LABS_MSG.predictionInterval(0.8)).toBe("80% prediction interval");
    expect(LABS_MSG.range(41.6, 58.2)).toBe("42–58");
    expect(Object.keys(LABS_ATTRIBUTE_LABELS)).toEqual([...LABS_ATTRIBUTES]);
  });
});
