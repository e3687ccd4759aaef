// Cell normalisation and parsing per data_type.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnLetter, normaliseCell, numberText, parseCell, storedText } from "@/lib/bulk-upload/cells";
import { BULK_MSG } from "@/lib/bulk-upload/messages";

describe("normaliseCell (exceljs values)", () => {
  it.each([
    [null, { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["  a b ", { kind: "text", value: "a b" }],
    [3.5, { kind: "number", value: 3.5 }],
    [true, { kind: "bool", value: true }],
    [{ formula: "A1*2", result: 4 }, { kind: "formula" }],
    [{ sharedFormula: "A1", result: 4 }, { kind: "formula" }],
    [{ error: "#N/A" }, { kind: "error", value: "#N/A" }],
    [{ richText: [{ text: "Rich " }, { text: "text" }] }, { kind: "text", value: "Rich text" }],
    [{ text: "Link", hyperlink: "http://x" }, { kind: "text", value: "Link" }],
    [Number.NaN, { kind: "error", value: "#NUM!" }],
  ])("%j → %j", (raw, out) => expect(normaliseCell(raw)).toEqual(out));

  it("keeps dates as dates", () => {
    const d = new Date("2025-03-31T00:00:00Z");
    expect(normaliseCell(d)).toEqual({ kind: "date", value: d });
  });

  it("keeps a formula-looking text as text (it is a string cell, not a formula)", () => {
    expect(normaliseCell('=HYPERLINK("http://x","y")')).toEqual({ kind: "text", value: '=HYPERLINK("http://x","y")' });
  });
});

describe("parseCell", () => {
  const p = (input: Parameters<typeof parseCell>[0], type: Parameters<typeof parseCell>[1]) => parseCell(input, type, "Price", "C7");

  it("reads numbers from number cells and plain numeric text", () => {
    expect(p({ kind: "number", value: 12.5 }, "number")).toEqual({ ok: true, value: 12.5, text: "12.5" });
    expect(p({ kind: "text", value: "1,234.50" }, "number")).toEqual({ ok: true, value: 1234.5, text: "1234.5" });
    expect(p({ kind: "text", value: "-.5" }, "number")).toMatchObject({ ok: true, value: -0.5 });
  });

  it.each(["abc", "12,34", "1.2.3", "$5", ""])("refuses %j as a number, naming the cell", (value) => {
    const r = p(value ? { kind: "text", value } : { kind: "bool", value: true }, "number");
    expect(r).toEqual({ ok: false, reason: BULK_MSG.notNumber("Price", "C7") });
  });

  it("reads booleans from bool cells, 1/0 and yes/no texts", () => {
    for (const [input, value] of [
      [{ kind: "bool", value: false }, false],
      [{ kind: "number", value: 1 }, true],
      [{ kind: "text", value: "Yes" }, true],
      [{ kind: "text", value: "FALSE" }, false],
    ] as const) expect(p(input, "bool")).toMatchObject({ ok: true, value });
    expect(p({ kind: "text", value: "maybe" }, "bool")).toEqual({ ok: false, reason: BULK_MSG.notBool("Price", "C7") });
    expect(p({ kind: "number", value: 2 }, "bool").ok).toBe(false);
  });

  it("reads dates from date cells and ISO text, and refuses ambiguous or impossible dates", () => {
    expect(p({ kind: "date", value: new Date("2025-03-31T00:00:00Z") }, "date")).toEqual({ ok: true, value: "2025-03-31", text: "2025-03-31" });
    expect(p({ kind: "text", value: "2024-02-29" }, "date")).toMatchObject({ ok: true, value: "2024-02-29" });
    expect(p({ kind: "text", value: "2024-01-05T10:00:00Z" }, "date")).toMatchObject({ ok: true, value: "2024-01-05" });
    for (const value of ["2025-02-30", "3/4/2025", "tomorrow"]) {
      expect(p({ kind: "text", value }, "date")).toEqual({ ok: false, reason: BULK_MSG.notDate("Price", "C7") });
    }
    expect(p({ kind: "number", value: 45000 }, "date").ok).toBe(false);
  });

  it("accepts anything as text, in a canonical spelling", () => {
    expect(p({ kind: "number", value: 12345 }, "text")).toEqual({ ok: true, value: "12345", text: "12345" });
    expect(p({ kind: "bool", value: true }, "text")).toMatchObject({ value: "TRUE" });
    expect(p({ kind: "text", value: "=1+1" }, "text")).toMatchObject({ value: "=1+1" });
  });

  it("refuses formulas and error values with the cell's address, in every type", () => {
    for (const type of ["number", "bool", "date", "text"] as const) {
      expect(p({ kind: "formula" }, type)).toEqual({ ok: false, reason: BULK_MSG.formula("C7") });
      expect(p({ kind: "error", value: "#REF!" }, type)).toEqual({ ok: false, reason: BULK_MSG.errorValue("C7", "#REF!") });
    }
  });

  it("answers null for an empty cell", () => expect(p({ kind: "empty" }, "number")).toEqual({ ok: true, value: null }));
});

describe("storedText", () => {
  it("spells stored values the way cells are spelled", () => {
    expect(storedText(null, "text")).toBeNull();
    expect(storedText("", "text")).toBeNull();
    expect(storedText(0.1 + 0.2, "number")).toBe("0.3");
    expect(storedText(new Date("2025-01-02T00:00:00Z"), "date")).toBe("2025-01-02");
    expect(storedText("yes", "bool")).toBe("TRUE");
    expect(storedText(false, "bool")).toBe("FALSE");
    expect(storedText("2025-01-02T00:00:00Z", "date")).toBe("2025-01-02");
  });

  it("round-trips any finite number through its text", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (x) => {
        const parsed = parseCell({ kind: "text", value: numberText(x) }, "number", "N", "A1");
        expect(parsed.ok && parsed.value !== null && parsed.text).toBe(storedText(x, "number"));
      }),
    );
  });
});

describe("columnLetter", () => {
  it.each([[1, "A"], [26, "Z"], [27, "AA"], [28, "AB"], [702, "ZZ"], [703, "AAA"]])("%i → %s", (n, s) => expect(columnLetter(n)).toBe(s));
});
