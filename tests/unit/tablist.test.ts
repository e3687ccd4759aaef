import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "@/lib/tablist";

describe("tabKeyTarget", () => {
  it("arrows move one tab and wrap around at both ends", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 1, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
  });

  it("Home and End go to the first and last tab", () => {
    expect(tabKeyTarget("Home", 2, 4)).toBe(0);
    expect(tabKeyTarget("End", 0, 4)).toBe(3);
  });

  it("other keys, and an empty tablist, do not move", () => {
    expect(tabKeyTarget("Enter", 1, 3)).toBeNull();
    expect(tabKeyTarget("ArrowDown", 1, 3)).toBeNull();
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeNull();
  });
});
