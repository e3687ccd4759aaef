// The Review step's calls (docs/contracts/p4-builder.md "Server"; spec 2 §4, §7): respondents count, publish with
// delete_answers, the reload after publishing, move; a 409 with invalid_params becomes the issues list.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { fetchRespondentsCount, fetchBuilderStudy, moveStudy, problemsFromInvalidParams, publishStudy } from "@/lib/builder/publish-flow";

const B = "b".repeat(24);
const S = "c".repeat(24);
const A = "d".repeat(24);
type Call = { url: string; method: string; body: unknown };

function stubFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe("review calls", () => {
  it("GET respondents_count → the count", async () => {
    const calls = stubFetch(200, { results: { count: 7 } });
    await expect(fetchRespondentsCount(B, S)).resolves.toBe(7);
    expect(calls).toEqual([{ url: `/api/v1/brand/${B}/survey/${S}/respondents_count`, method: "GET", body: undefined }]);
  });

  it("PUT publish carries delete_answers", async () => {
    const calls = stubFetch(200, { results: { _id: S, status: "Active" } });
    await publishStudy(B, S, true);
    await publishStudy(B, S, false);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PUT", `/api/v1/admin/brand/${B}/survey/${S}/publish`, { delete_answers: true }],
      ["PUT", `/api/v1/admin/brand/${B}/survey/${S}/publish`, { delete_answers: false }],
    ]);
  });

  it("a 409 from publish keeps the server's issues for the issues dialog", async () => {
    stubFetch(409, {
      status: 409,
      detail: "There are some issues with your study! You won't be able to publish yet.",
      invalid_params: [{ name: "products", reason: "Studies should have at least 1 product." }],
    });
    const e = await publishStudy(B, S, false).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    const err = e as ApiError;
    expect(err.status).toBe(409);
    expect(err.message).toBe("There are some issues with your study! You won't be able to publish yet.");
    expect(problemsFromInvalidParams(err.invalidParams)).toEqual([{ key: "products", message: "Studies should have at least 1 product.", blocking: true }]);
  });

  it("reloads the study in the wizard view", async () => {
    const calls = stubFetch(200, { results: { _id: S } });
    await expect(fetchBuilderStudy(B, S)).resolves.toEqual({ _id: S });
    expect(calls[0]!.url).toBe(`/api/v1/brand/${B}/survey/${S}?view=wizard`);
  });

  it("PUT move {assortment, include_products}", async () => {
    const calls = stubFetch(200, { results: { _id: S } });
    await moveStudy(B, S, A, false);
    expect(calls).toEqual([{ url: `/api/v1/admin/brand/${B}/survey/${S}/move`, method: "PUT", body: { assortment: A, include_products: false } }]);
  });
});
