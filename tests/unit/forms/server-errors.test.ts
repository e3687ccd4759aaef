// A refused save, field by field (docs/decisions.md P10 "Validation messages"): each server reason goes under the
// field it names; the toast says only what no field shows.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { FORM_MSG } from "@/lib/forms/messages";
import { placeServerErrors, refusalToast, serverProblem } from "@/lib/forms/server-errors";
import { GraphQLRequestError } from "@/lib/graphql-client";

describe("placeServerErrors", () => {
  const fields = ["name", "regions", "style.accent", "price"] as const;

  it("puts each reason under its field, nested names under the nearest field, the rest aside", () => {
    const placed = placeServerErrors(
      [
        { name: "name", reason: "Name is required." },
        { name: "regions.2", reason: "Regions can be at most 80 characters." },
        { name: "style.accent", reason: "Use a colour like #1f2937." },
        { name: "date_modified", reason: "Last modified date must be a date." },
        { name: "name", reason: "Name can be at most 120 characters." },
      ],
      { fields },
    );
    expect(placed.fields).toEqual([
      { field: "name", message: "Name is required." },
      { field: "regions", message: "Regions can be at most 80 characters." },
      { field: "style.accent", message: "Use a colour like #1f2937." },
    ]);
    expect(placed.unplaced).toEqual(["Last modified date must be a date."]);
  });

  it("strips a prefix and follows renames", () => {
    const placed = placeServerErrors(
      [
        { name: "product.margin", reason: "Margin must be between 0 and 100%." },
        { name: "product.cost", reason: "x" },
      ],
      { fields, prefix: "product.", rename: { cost: "price" } },
    );
    expect(placed.fields).toEqual([{ field: "price", message: "x" }]);
    expect(placed.unplaced).toEqual(["Margin must be between 0 and 100%."]);
  });
});

describe("refusalToast", () => {
  it("shows what no field shows, else the detail, else points at the fields, else the fallback", () => {
    const problem = { message: "Name is required.", invalidParams: [] };
    const onName = { fields: [{ field: "name", message: "Name is required." }], unplaced: [] };
    expect(refusalToast(problem, { fields: [], unplaced: ["A product can be in a study only once."] }, "Failed")).toBe("A product can be in a study only once.");
    expect(refusalToast(problem, onName, "Failed")).toBe("Name is required.");
    expect(refusalToast({ message: "", invalidParams: [] }, onName, "Failed")).toBe(FORM_MSG.checkFields);
    expect(refusalToast(null, { fields: [], unplaced: [] }, "Failed")).toBe("Failed");
  });
});

describe("serverProblem", () => {
  it("reads REST and GraphQL refusals, nothing else", () => {
    expect(serverProblem(new ApiError(400, "Name is required.", [{ name: "name", reason: "Name is required." }]))).toEqual({
      message: "Name is required.",
      invalidParams: [{ name: "name", reason: "Name is required." }],
    });
    expect(serverProblem(new GraphQLRequestError("Choose an asset format.", "invalid", [{ name: "asset_format", reason: "Choose an asset format." }]))?.invalidParams).toHaveLength(1);
    expect(serverProblem(new TypeError("Failed to fetch"))).toBeNull();
  });
});
