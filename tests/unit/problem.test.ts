// Error mapping (DESIGN.md rule 4): typed errors keep their status and text; anything else is a bare 500.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { invalidFromZod, problemDetail, problemResponse } from "@/server/http/problem";

describe("problemResponse", () => {
  it("maps AppErrors to their status with the user-facing text", async () => {
    const res = problemResponse(new AppError("brand_inactive", "This brand is inactive"));
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 403, detail: "This brand is inactive", code: "brand_inactive" });
  });

  it("turns unknown errors into a generic 500 with no message or stack", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = problemResponse(new Error("connect ECONNREFUSED 10.0.0.5:5432 at secret/path.ts:12"));
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toMatch(/ECONNREFUSED|secret|path\.ts/);
    expect(JSON.parse(text)).toMatchObject({ code: "internal", detail: "Something went wrong on our side." });
    spy.mockRestore();
  });

  it("names the first invalid field from zod in a sentence, never \"Invalid body:\" (P10)", () => {
    const r = z.object({ first_name: z.string() }).safeParse({ first_name: 1 });
    const err = invalidFromZod(r.error!, "body");
    expect(err.status).toBe(400);
    expect(err.message).toBe("First name must be text.");
    expect(err.invalidParams).toEqual([{ name: "first_name", reason: "First name must be text." }]);
  });

  it("turns zod's generic texts into sentences with the field's label; a schema's own message stays", () => {
    const S = z.object({ name: z.string().trim().min(1).max(120), price: z.number().min(0, { message: "Price cannot be negative." }) }).strict();
    const blank = invalidFromZod(S.safeParse({ name: "  ", price: 1 }).error!, "body");
    expect(blank.message).toBe("Name is required.");
    const long = invalidFromZod(S.safeParse({ name: "x".repeat(121), price: 1 }).error!, "body");
    expect(long.message).toBe("Name can be at most 120 characters.");
    const own = invalidFromZod(S.safeParse({ name: "Boot", price: -1 }).error!, "body");
    expect(own.invalidParams).toEqual([{ name: "price", reason: "Price cannot be negative." }]);
    const extra = invalidFromZod(S.safeParse({ name: "Boot", price: 1, colour: "red" }).error!, "body");
    expect(extra.message).toBe('"colour" cannot be saved here.');
    expect(extra.message).not.toMatch(/Invalid|Too small|expected/);
  });

  it("leads a sentence that does not name its field with the field's label", () => {
    expect(problemDetail(["title"], "At most 150 characters.")).toBe("Title: At most 150 characters.");
    expect(problemDetail(["products", 0, "sales_plan"], "The sales plan must be 0 or more.")).toBe("The sales plan must be 0 or more.");
    expect(problemDetail([], "The input is not valid.")).toBe("The input is not valid.");
  });
});
