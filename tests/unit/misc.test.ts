import { describe, expect, it } from "vitest";
import { ApiError, api, unwrap } from "@/lib/api-client";
import { ID_PATTERN, newId, seedId } from "@/lib/ids";
import { MSG } from "@/lib/messages";
import { ZUpdateMe } from "@/lib/schemas/user";

describe("ids", () => {
  it("are 24 lowercase hex characters, time-ordered, and stable for seeds", () => {
    const a = newId();
    expect(a).toMatch(ID_PATTERN);
    expect(parseInt(a.slice(0, 8), 16)).toBeCloseTo(Date.now() / 1000, -1);
    expect(seedId("x")).toBe(seedId("x"));
    expect(seedId("x")).not.toBe(seedId("y"));
  });
});

describe("My Settings schema", () => {
  it("requires all three fields and trims them", () => {
    expect(ZUpdateMe.safeParse({ first_name: " A ", last_name: "B", department: "Design" })).toMatchObject({ success: true, data: { first_name: "A" } });
    for (const k of ["first_name", "last_name", "department"]) {
      const v = { first_name: "A", last_name: "B", department: "Design", [k]: "  " };
      expect(ZUpdateMe.safeParse(v).success).toBe(false);
    }
  });
});

describe("api client (spec 1 §7)", () => {
  it("reads the result from results, result, data or token", () => {
    expect(unwrap({ results: 1 })).toBe(1);
    expect(unwrap({ result: 2 })).toBe(2);
    expect(unwrap({ data: 3 })).toBe(3);
    expect(unwrap({ token: "t" })).toBe("t");
  });

  const respond = (status: number, body: unknown) => {
    globalThis.fetch = (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
  };
  const hooks = () => {
    const calls: string[] = [];
    return { calls, hooks: { onUnauthenticated: () => calls.push("401"), onInactiveBrand: () => calls.push("inactive") } };
  };

  it("clears the session on 401 and sends inactive brands to /inactive-brand", async () => {
    const h = hooks();
    respond(401, { detail: "Not authenticated" });
    await expect(api("/me", {}, h.hooks)).rejects.toBeInstanceOf(ApiError);
    respond(403, { detail: MSG.brandInactive });
    await expect(api("/brand/x", {}, h.hooks)).rejects.toThrow(MSG.brandInactive);
    expect(h.calls).toEqual(["401", "inactive"]);
  });

  it("treats anything but 200, 201 and 202 as a failure with 'Error status: N' when there is no detail", async () => {
    const h = hooks();
    respond(203, {});
    await expect(api("/x", {}, h.hooks)).rejects.toThrow("Error status: 203");
    respond(202, { results: "ok" });
    await expect(api("/x", {}, h.hooks)).resolves.toBe("ok");
  });
});
