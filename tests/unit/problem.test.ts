// Error mapping (DESIGN.md rule 4): typed errors keep their status and text; anything else is a bare 500.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { invalidFromZod, problemResponse } from "@/server/http/problem";

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

  it("names the first invalid field from zod", () => {
    const r = z.object({ first_name: z.string() }).safeParse({ first_name: 1 });
    const err = invalidFromZod(r.error!, "body");
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^Invalid body: first_name: /);
    expect(err.invalidParams[0]?.name).toBe("first_name");
  });
});
