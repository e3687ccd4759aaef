// Search text rules (spec 1 §5): "id:" prefix or a bare 24-hex string → by _id; anything else → name contains.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { containsPattern, matchesProductSearch, parseProductSearch } from "@/lib/products/search";

const hex24 = fc.stringMatching(/^[0-9a-fA-F]{24}$/);

describe("parseProductSearch", () => {
  it("is empty for missing or blank text", () => {
    expect(parseProductSearch(undefined)).toEqual({ kind: "none" });
    expect(parseProductSearch(null)).toEqual({ kind: "none" });
    expect(parseProductSearch("   ")).toEqual({ kind: "none" });
    expect(parseProductSearch("id:")).toEqual({ kind: "none" });
  });

  it("searches by id with the id: prefix, whatever follows", () => {
    expect(parseProductSearch("id:64b7f0c2a1b2c3d4e5f60718")).toEqual({ kind: "id", id: "64b7f0c2a1b2c3d4e5f60718" });
    expect(parseProductSearch("ID: 64B7F0C2A1B2C3D4E5F60718 ")).toEqual({ kind: "id", id: "64b7f0c2a1b2c3d4e5f60718" });
    expect(parseProductSearch("id:abc")).toEqual({ kind: "id", id: "abc" });
  });

  it("searches by id for a bare 24-hex string, and by name for 23 or 25 characters", () => {
    expect(parseProductSearch("64b7f0c2a1b2c3d4e5f60718")).toEqual({ kind: "id", id: "64b7f0c2a1b2c3d4e5f60718" });
    expect(parseProductSearch("64b7f0c2a1b2c3d4e5f6071")).toEqual({ kind: "name", text: "64b7f0c2a1b2c3d4e5f6071" });
    expect(parseProductSearch("64b7f0c2a1b2c3d4e5f607189")).toEqual({ kind: "name", text: "64b7f0c2a1b2c3d4e5f607189" });
    expect(parseProductSearch("64b7f0c2a1b2c3d4e5f6071g")).toMatchObject({ kind: "name" });
  });

  it("property: any 24-hex string, bare or prefixed, becomes its lowercase id", () => {
    fc.assert(
      fc.property(hex24, fc.boolean(), fc.constantFrom("", " ", "  "), (hex, prefixed, pad) => {
        const text = `${pad}${prefixed ? `id:${pad}` : ""}${hex}${pad}`;
        expect(parseProductSearch(text)).toEqual({ kind: "id", id: hex.toLowerCase() });
      }),
    );
  });

  it("property: text that is neither prefixed nor 24-hex is a trimmed name search", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "" && !/^id:/i.test(s.trim()) && !/^[0-9a-f]{24}$/i.test(s.trim())),
        (s) => {
          expect(parseProductSearch(s)).toEqual({ kind: "name", text: s.trim() });
        },
      ),
    );
  });
});

describe("containsPattern", () => {
  it("wraps in % and escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("tee")).toBe("%tee%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("matchesProductSearch", () => {
  const p = { _id: "64b7f0c2a1b2c3d4e5f60718", name: "Summit Rain Jacket" };
  it("matches case-insensitively on name, exactly on id", () => {
    expect(matchesProductSearch(p, parseProductSearch("rain"))).toBe(true);
    expect(matchesProductSearch(p, parseProductSearch("RAIN JACK"))).toBe(true);
    expect(matchesProductSearch(p, parseProductSearch("hoodie"))).toBe(false);
    expect(matchesProductSearch(p, parseProductSearch(`id:${p._id}`))).toBe(true);
    expect(matchesProductSearch(p, parseProductSearch("id:64b7f0c2a1b2c3d4e5f60719"))).toBe(false);
    expect(matchesProductSearch(p, parseProductSearch(""))).toBe(true);
  });
});
