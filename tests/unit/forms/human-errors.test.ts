// The dashboard's zod error map (docs/decisions.md P10 "Validation messages"): checks without a message of their own
// read as sentences naming the field by its label; a schema's own message is kept.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabel, humanizeKey, humanZodError, humanZodErrorWith } from "@/lib/forms/human-errors";
import { FORM_MSG } from "@/lib/forms/messages";

const messages = (schema: z.ZodType, value: unknown, error = humanZodError) =>
  (schema.safeParse(value, { error }).error?.issues ?? []).map((i) => i.message);

describe("humanZodError", () => {
  const S = z
    .object({
      name: z.string().trim().min(1).max(120),
      code: z.string().min(3),
      first_name: z.string(),
      price: z.number().min(0),
      minimum_age: z.number().int().positive().max(120),
      assortment: z.array(z.string()).min(1).max(2),
      website: z.string().url(),
      email: z.string().email(),
      slug: z.string().regex(/^[a-z]+$/),
      brand_type: z.enum(["Demo", "Customer"]),
      due_date: z.string().datetime(),
    })
    .partial()
    .strict();

  it.each([
    ["a blank required text", { name: "   " }, "Name is required."],
    ["a missing field", { first_name: undefined }, null],
    ["a null text", { first_name: null }, "First name is required."],
    ["a text over its limit", { name: "x".repeat(121) }, "Name can be at most 120 characters."],
    ["a text under its minimum", { code: "ab" }, "Code must be at least 3 characters."],
    ["a wrong type", { first_name: 5 }, "First name must be text."],
    ["a number below its minimum", { price: -1 }, "Price must be 0 or more."],
    ["a number that must be positive", { minimum_age: 0 }, "Minimum age must be more than 0."],
    ["a number over its maximum", { minimum_age: 121 }, "Minimum age can be at most 120."],
    ["a fraction for a whole number", { minimum_age: 2.5 }, "Minimum age must be a whole number."],
    ["text for a number", { price: "ten" }, "Price must be a number."],
    ["an empty list that needs an entry", { assortment: [] }, "Add at least one entry to Assortments."],
    ["a list over its maximum", { assortment: ["a", "b", "c"] }, "Assortments can have at most 2 entries."],
    ["a bad URL", { website: "example" }, FORM_MSG.notUrl("Website")],
    ["a bad e-mail address", { email: "nope" }, "E-mail address must be an e-mail address, like name@example.com."],
    ["a pattern mismatch", { slug: "Not OK" }, "Slug is not in the expected format."],
    ["a value off a short list", { brand_type: "Partner" }, "Brand type must be one of: Demo, Customer."],
    ["a bad date-time", { due_date: "tuesday" }, "Due date must be a date."],
    ["an unknown field", { colour: "red" }, '"colour" cannot be saved here.'],
  ])("%s", (_name, value, expected) => {
    const got = messages(S, value);
    if (expected === null) expect(got).toEqual([]);
    else expect(got).toEqual([expected]);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.object({ price: z.number().min(0, { message: "Price cannot be negative." }) }), { price: -1 })).toEqual(["Price cannot be negative."]);
  });

  it("names nested fields by their last named segment", () => {
    const S = z.object({ products: z.array(z.object({ sales_plan: z.number().min(0) })) });
    expect(messages(S, { products: [{ sales_plan: -5 }] })).toEqual(["Sales plan must be 0 or more."]);
  });

  it("never answers zod's technical wording", () => {
    const S = z.object({ a: z.string().min(1), b: z.number(), c: z.array(z.number()).min(2), d: z.union([z.string(), z.number()]) }).strict();
    for (const m of messages(S, { a: "", b: "x", c: [], d: true, e: 1 })) expect(m).not.toMatch(/Too small|Too big|Invalid input|expected|received|Unrecognized/);
  });

  it("a form's own labels come first", () => {
    const S = z.object({ title: z.string().min(1) });
    expect(messages(S, { title: "" }, humanZodErrorWith({ title: "Study Title" }))).toEqual(["Study Title is required."]);
  });
});

describe("field labels", () => {
  it("humanizes keys", () => {
    expect(humanizeKey("minimum_age")).toBe("Minimum age");
    expect(humanizeKey("backgroundImageUrl")).toBe("Background image url");
    expect(humanizeKey("")).toBe(FORM_MSG.wholeInput);
  });
  it("uses the dashboard's label for known keys and the whole input for no path", () => {
    expect(fieldLabel(["salesforce_id"])).toBe("CRM link");
    expect(fieldLabel(["regions", 3])).toBe("Regions");
    expect(fieldLabel([])).toBe(FORM_MSG.wholeInput);
  });
});
