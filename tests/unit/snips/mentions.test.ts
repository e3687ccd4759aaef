// @mentions in snip comments (lib/snips/mentions.ts): full names and e-mail addresses, any case, longest name first,
// only where "@" starts a word; each person once, in order.
import { describe, expect, it } from "vitest";
import { mentionedIds } from "@/lib/snips/mentions";

const people = [
  { id: "ann", first_name: "Ann", last_name: "", email: "ann@brand.test" },
  { id: "annlee", first_name: "Ann", last_name: "Lee", email: "a.lee@brand.test" },
  { id: "bob", first_name: "Bob", last_name: "Builder", email: "bob@brand.test" },
];

describe("mentionedIds", () => {
  it("finds full names in any case, and prefers the longest name", () => {
    expect(mentionedIds("Thanks @ann lee and @BOB BUILDER!", people)).toEqual(["annlee", "bob"]);
  });

  it("finds e-mail addresses, and a name that ends at punctuation", () => {
    expect(mentionedIds("cc @bob@brand.test, @Ann.", people)).toEqual(["bob", "ann"]);
  });

  it("needs the @ to start a word and the name to end there", () => {
    expect(mentionedIds("mail ann@brand.test or @Bobby or @Bob Builders", people)).toEqual([]);
  });

  it("names each person once, in the order first mentioned", () => {
    expect(mentionedIds("@Bob Builder @Ann Lee @bob builder", people)).toEqual(["bob", "annlee"]);
  });

  it("finds nothing in a text without mentions or with nobody to mention", () => {
    expect(mentionedIds("No mentions here", people)).toEqual([]);
    expect(mentionedIds("@Bob Builder", [])).toEqual([]);
  });
});
